// web/common/daily-date.js in four time zones (UTC-12, UTC+14, New York, Paris) across both
// daylight-saving changes of 2027: the daily's date is the UTC date, the countdown runs to the next
// UTC midnight, and only the clock time it starts at is local. Each zone is a child process with TZ set.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';

const MODULE = new URL('../../web/common/daily-date.js', import.meta.url).href;

// Instants (UTC) and, per zone, the local clock time the next daily starts at.
const INSTANTS = [
  // [instant, daily date, countdown, next start (UTC), local start: GMT+12, Kiritimati, New York, Paris]
  ['2026-12-31T23:59:59.000Z', '2026-12-31', '00:00:01', '2027-01-01T00:00:00.000Z', ['12:00', '14:00', '19:00', '01:00']],
  ['2027-01-01T00:00:00.000Z', '2027-01-01', '24:00:00', '2027-01-02T00:00:00.000Z', ['12:00', '14:00', '19:00', '01:00']],
  // New York springs forward at 07:00Z on 14 March
  ['2027-03-13T23:59:59.500Z', '2027-03-13', '00:00:01', '2027-03-14T00:00:00.000Z', ['12:00', '14:00', '19:00', '01:00']],
  ['2027-03-14T12:00:00.000Z', '2027-03-14', '12:00:00', '2027-03-15T00:00:00.000Z', ['12:00', '14:00', '20:00', '01:00']],
  // Paris springs forward at 01:00Z on 28 March
  ['2027-03-27T23:00:00.000Z', '2027-03-27', '01:00:00', '2027-03-28T00:00:00.000Z', ['12:00', '14:00', '20:00', '01:00']],
  ['2027-03-28T00:30:00.000Z', '2027-03-28', '23:30:00', '2027-03-29T00:00:00.000Z', ['12:00', '14:00', '20:00', '02:00']],
  // Paris falls back at 01:00Z on 31 October
  ['2027-10-30T23:00:00.000Z', '2027-10-30', '01:00:00', '2027-10-31T00:00:00.000Z', ['12:00', '14:00', '20:00', '02:00']],
  ['2027-10-31T12:00:00.000Z', '2027-10-31', '12:00:00', '2027-11-01T00:00:00.000Z', ['12:00', '14:00', '20:00', '01:00']],
  // New York falls back at 06:00Z on 7 November
  ['2027-11-06T12:00:00.000Z', '2027-11-06', '12:00:00', '2027-11-07T00:00:00.000Z', ['12:00', '14:00', '20:00', '01:00']],
  ['2027-11-07T05:59:59.000Z', '2027-11-07', '18:00:01', '2027-11-08T00:00:00.000Z', ['12:00', '14:00', '19:00', '01:00']],
];
// Local wall-clock times (new Date(y, m, d, h, min) in the zone) and the daily each one shows.
const LOCAL = [[2027, 2, 28, 10, 0], [2027, 2, 28, 23, 30], [2027, 10, 7, 1, 30]];
const ZONES = [
  // zone, the dailies of LOCAL's times there
  ['Etc/GMT+12', ['2027-03-28', '2027-03-29', '2027-11-07']],
  ['Pacific/Kiritimati', ['2027-03-27', '2027-03-28', '2027-11-06']],
  ['America/New_York', ['2027-03-28', '2027-03-29', '2027-11-07']],
  ['Europe/Paris', ['2027-03-28', '2027-03-28', '2027-11-07']],
];

// Runs the module in a child process with TZ set; returns what it gave for INSTANTS and LOCAL.
function inZone(zone) {
  const script = `
    import { dailyDate, nextDailyAt, dailyCountdown } from ${JSON.stringify(MODULE)};
    const instants = ${JSON.stringify(INSTANTS.map((c) => c[0]))}.map((t) => {
      const now = new Date(t);
      return [dailyDate(now), dailyCountdown(now).left, nextDailyAt(now).toISOString(), dailyCountdown(now).at];
    });
    const local = ${JSON.stringify(LOCAL)}.map(([y, m, d, h, min]) => dailyDate(new Date(y, m, d, h, min)));
    let refused;
    try { dailyDate(new Date(NaN)); } catch (e) { refused = e.message; }
    console.log(JSON.stringify({ zone: Intl.DateTimeFormat().resolvedOptions().timeZone, instants, local, refused }));`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, TZ: zone }, encoding: 'utf8' });
  assert.equal(r.stderr, '');
  return JSON.parse(r.stdout);
}

ZONES.forEach(([zone, local], z) => {
  test(`daily date and countdown in ${zone}`, () => {
    const got = inZone(zone);
    assert.equal(got.zone, zone);
    assert.deepEqual(got.instants, INSTANTS.map(([, date, left, next, at]) => [date, left, next, at[z]]));
    assert.deepEqual(got.local, local);
    assert.equal(got.refused, 'The time must be a valid Date, not an invalid Date.');
  });
});
