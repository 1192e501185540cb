// mastermind-record.js: what <mastermind-game> saves beside the engine's save (the row being typed, make mode's private secret, the peg look, the seed) and the check a saved record must pass.

const codeLike = (a) => Array.isArray(a) && a.length <= 8 && a.every((n) => Number.isInteger(n) && n >= 0 && n <= 10);

/** The fields saved beside the engine's save are well formed (the controller checks the save itself). */
export const validRecord = (d) => codeLike(d.draft) && Number.isInteger(d.active)
  && (d.secret === null || codeLike(d.secret)) && typeof d.secretShown === 'boolean'
  && ['symbols', 'numbers'].includes(d.look) && (d.seed === null || Number.isInteger(d.seed));

/** The seed attribute as a whole number, or null. */
export const seedOf = (text) => (/^\d+$/.test((text ?? '').trim()) ? Number(text.trim()) : null);

/** The record of the row (a Row), make mode (a MakeMode), the peg look and the seed. */
export const recordOf = ({ row, make, look, seed }) => ({
  draft: row.code, active: row.active, secret: make.secret, secretShown: make.shown, look, seed,
});

/** Puts a saved record's row and private secret back into `row` and `make`; returns its seed. */
export function restoreFrom(record, row, make) {
  Object.assign(row, { code: record.draft, active: record.active });
  Object.assign(make, { secret: record.secret, shown: record.secretShown });
  return record.seed;
}
