// types.test.mjs: the declarations match the module: every function dist/arcade.mjs exposes is in wasm/arcade.d.ts's Arcade and the reverse, and every Embind export is in wasm/arcade-core.d.ts with its arity and the reverse.
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const dist = join(repo, 'dist');
const { loadArcade } = await import(new URL('../../dist/arcade.mjs', import.meta.url));
const arcade = await loadArcade();

const parse = (name, text) => ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
const declarations = async (name) => parse(name, await readFile(join(repo, 'wasm', name), 'utf8'));

/** The interface `name` declared at the top level of a .d.ts; members inherited with `extends` would be missed, so none may be. */
function interfaceNamed(file, name) {
  const found = file.statements.find((s) => ts.isInterfaceDeclaration(s) && s.name.text === name);
  assert.ok(found, `${file.fileName} declares interface ${name}`);
  assert.equal(found.heritageClauses, undefined, `${file.fileName}: interface ${name} lists all its members itself`);
  return found;
}

const isFunction = (member) => ts.isMethodSignature(member)
  || (ts.isPropertySignature(member) && member.type !== undefined && ts.isFunctionTypeNode(member.type));

/** The members of a namespace's type: an inline `{ ... }` or an interface of the same file; null for any other type. */
function namespaceMembers(file, type) {
  if (type === undefined) return null;
  if (ts.isTypeLiteralNode(type)) return type.members;
  if (ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName)) {
    const name = type.typeName.text;
    if (file.statements.some((s) => ts.isInterfaceDeclaration(s) && s.name.text === name)) return interfaceNamed(file, name).members;
  }
  return null;
}

/** 'greed.score()' for a function of a namespace, 'version' for a value: the Arcade interface's surface, sorted. */
function declaredSurface(file) {
  const out = [];
  for (const member of interfaceNamed(file, 'Arcade').members) {
    const name = member.name.getText(file);
    const inner = ts.isPropertySignature(member) ? namespaceMembers(file, member.type) : null;
    if (inner === null) out.push(isFunction(member) ? `${name}()` : name);
    else for (const m of inner) out.push(`${name}.${m.name.getText(file)}${isFunction(m) ? '()' : ''}`);
  }
  return out.sort();
}

/** The same listing of the object loadArcade() gives: a plain object is a namespace, anything else a value. */
function runtimeSurface(api) {
  const entry = (name, value) => (typeof value === 'function' ? `${name}()` : name);
  const out = [];
  for (const [key, value] of Object.entries(api)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of Object.entries(value)) out.push(entry(`${key}.${k}`, v));
    } else out.push(entry(key, value));
  }
  return out.sort();
}

/** Asserts two sorted lists are equal, naming what only one side has. */
function assertSame(actual, expected, actualName, expectedName) {
  const onlyActual = actual.filter((x) => !expected.includes(x));
  const onlyExpected = expected.filter((x) => !actual.includes(x));
  assert.deepEqual(actual, expected,
    `only in ${actualName}: ${onlyActual.join(', ') || 'none'}; only in ${expectedName}: ${onlyExpected.join(', ') || 'none'}`);
}

const EXPECTED_API = [
  'chouette.classify()', 'chouette.replay()',
  'connect4.analyze()', 'connect4.bestMove()', 'connect4.choose()', 'connect4.evaluate()', 'connect4.loadBook()', 'connect4.reset()', 'connect4.review()',
  'connect4.solve()', 'connect4.solveStats()',
  'daily()', 'games',
  'greed.advise()', 'greed.score()', 'greed.split()',
  'link.create()', 'link.move()', 'link.show()',
  'mastermind.coach()', 'mastermind.feedback()', 'mastermind.hint()',
  'messages()', 'ready()', 'restart()',
  'rotate.analyze()', 'rotate.judge()', 'rotate.winner()',
  'session.computer()', 'session.create()', 'session.load()', 'session.play()', 'session.redo()', 'session.redoDecision()',
  'session.undo()', 'session.undoDecision()',
  'sudoku.candidates()', 'sudoku.countAll()', 'sudoku.countSolutions()', 'sudoku.generate()', 'sudoku.grade()', 'sudoku.hint()', 'sudoku.solve()',
  'sudoku.solveAll()', 'sudoku.techniques()',
  'version',
];

test('every namespace and function loadArcade() gives is in arcade.d.ts\'s Arcade interface, and nothing else is', async () => {
  const declared = declaredSurface(await declarations('arcade.d.ts'));
  const exposed = runtimeSurface(arcade);
  assertSame(exposed, declared, 'dist/arcade.mjs', 'wasm/arcade.d.ts');
  // Both sides read as expected: 37 functions in 8 namespaces, daily(), messages(), ready() and restart(), plus version and games.
  assert.deepEqual(exposed, EXPECTED_API);
});

test('the comparison names what a .d.ts lacks or adds', () => {
  const text = `export interface Session { load(save: string): unknown; extra: (x: number) => void }
    export interface Arcade { readonly version: string; readonly session: Session; readonly greed: { score(dice: number[]): number; table: number[] } }`;
  assert.deepEqual(declaredSurface(parse('sample.d.ts', text)),
    ['greed.score()', 'greed.table', 'session.extra()', 'session.load()', 'version']);
  assert.throws(() => assertSame(['greed.score()', 'version'], ['greed.split()', 'version'], 'module', 'types'),
    { message: /^only in module: greed\.score\(\); only in types: greed\.split\(\)/ });
  assert.throws(() => declaredSurface(parse('sample.d.ts', 'export interface Arcade extends Base { version: string }')),
    { message: /sample\.d\.ts: interface Arcade lists all its members itself/ });
});

/** The Embind exports of dist/'s core `name` ('arcade-core', 'arcade-core-greed'), as 'name/arity', sorted. */
async function embindExports(name) {
  const files = await readdir(dist);
  const pattern = new RegExp(`^${name}\\.[0-9a-f]{8}\\.js$`);
  const glue = files.filter((f) => pattern.test(f));
  assert.equal(glue.length, 1, `dist/ holds one hashed ${name} glue file: ${glue.join(', ')}`);
  const { default: createArcadeCore } = await import(new URL(`../../dist/${glue[0]}`, import.meta.url));
  const core = await createArcadeCore({ wasmBinary: await readFile(join(dist, glue[0].replace(/\.js$/, '.wasm'))) });
  // Embind sets argCount on every function it exposes; Emscripten's own helpers have none.
  return Object.keys(core).filter((k) => typeof core[k] === 'function' && typeof core[k].argCount === 'number')
    .map((k) => `${k}/${core[k].argCount}`).sort();
}

test('every Embind export of the core is in arcade-core.d.ts\'s ArcadeCore with its number of arguments, and nothing else is', async () => {
  const exported = await embindExports('arcade-core');
  const file = await declarations('arcade-core.d.ts');
  const declared = interfaceNamed(file, 'ArcadeCore').members.map((m) => {
    assert.ok(ts.isMethodSignature(m), `ArcadeCore.${m.name.getText(file)} is declared as a method`);
    return `${m.name.getText(file)}/${m.parameters.length}`;
  }).sort();
  assertSame(exported, declared, 'the Embind module', 'wasm/arcade-core.d.ts');
  assert.equal(exported.length, 45);
});

test('each one-game core exports the shared functions and its own game\'s (named after it), and no other game\'s', async () => {
  const whole = await embindExports('arcade-core');
  const ofGame = (name) => arcade.games.find((g) => name.startsWith(g)) ?? null;
  assert.equal(whole.filter((name) => ofGame(name) === null).length, 15, 'daily, gameNames, limits, messages, the 8 session calls and the 3 link calls');
  for (const game of arcade.games) {
    const exported = await embindExports(`arcade-core-${game}`);
    assert.deepEqual(exported, whole.filter((name) => [null, game].includes(ofGame(name))), game);
  }
});
