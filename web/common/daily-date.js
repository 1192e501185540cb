// daily-date.js: which daily challenge a page shows (the UTC date), when the next one starts and
// the countdown to it; the day is UTC for everyone, only the shown clock time is local.
const DAY_MS = 24 * 60 * 60 * 1000;

/** @param {unknown} now @returns {number} the instant in ms; a sentence for anything else */
function instant(now) {
  if (!(now instanceof Date) || Number.isNaN(now.getTime()))
    throw new TypeError(`The time must be a valid Date, not ${now instanceof Date ? 'an invalid Date' : typeof now}.`);
  return now.getTime();
}

const two = (n) => String(n).padStart(2, '0');

/** The daily's date at `now`: the UTC date, "YYYY-MM-DD" (the core's daily takes it as it is). @param {Date} now */
export function dailyDate(now) {
  const t = new Date(instant(now));
  return `${t.getUTCFullYear()}-${two(t.getUTCMonth() + 1)}-${two(t.getUTCDate())}`;
}

/** When the next daily starts: the next UTC midnight after `now`. @param {Date} now */
export function nextDailyAt(now) {
  return new Date((Math.floor(instant(now) / DAY_MS) + 1) * DAY_MS);
}

/**
 * The countdown to the next daily, "HH:MM:SS" (whole seconds, rounded up so it never shows
 * 00:00:00 before the day turns), and the local clock time it starts at, "HH:MM" (in the
 * device's time zone, so 01:00 in Paris in winter, 19:00 in New York).
 * @param {Date} now
 * @returns {{ left: string, at: string }}
 */
export function dailyCountdown(now) {
  const next = nextDailyAt(now);
  const seconds = Math.ceil((next.getTime() - instant(now)) / 1000);
  const left = `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
  return { left, at: `${two(next.getHours())}:${two(next.getMinutes())}` };
}
