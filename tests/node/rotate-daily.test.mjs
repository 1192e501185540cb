// rotate-daily.test.mjs: Rotate's daily question on the page side (web/games/rotate/rotate-daily.js) over every day of 2027: the result right only for the core's answer, explained by the judge's sentence; the share text never names an answer, in any language.
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { test } from 'node:test';
import { builtName } from '../game-data.mjs';

const dist = new URL('../../dist/', import.meta.url);
const load = (path) => import(pathToFileURL(join(dist.pathname, builtName(path))).href);
const { loadArcade } = await import(new URL('arcade.mjs', dist));
const arcade = await loadArcade();
const { VERDICTS, dailyAsk, dailyResult, dailyShare } = await load('games/rotate/rotate-daily.js');
const { default: rotateWords } = await load('games/rotate/rotate-words.js');
const { wordsIn } = await load('common/page-words.js');
const LANGUAGES = ['en', 'fr', 'it', 'he'];

const days = [];
for (let t = Date.UTC(2027, 0, 1); t < Date.UTC(2028, 0, 1); t += 86400000) days.push(new Date(t).toISOString().slice(0, 10));

test('the answers are the core\'s four verdicts, in its words', () => {
  assert.deepEqual(VERDICTS, ['Red', 'Blue', 'Both', 'Neither']);
  const answers = new Set(days.map((day) => arcade.daily('rotate', day).answer));
  assert.deepEqual([...answers].sort(), [...VERDICTS].sort());
});

test('each day of 2027: right only for the core\'s answer, the judge\'s sentence explaining it, scored by the board\'s side', () => {
  const t = wordsIn('en', rotateWords);
  for (const day of days) {
    const daily = arcade.daily('rotate', day);
    const [n, k] = daily.challenge.split('\n')[0].split(' ').map(Number);
    assert.equal(dailyAsk(t, daily), `Who has ${k} in a row after the board turns clockwise and the pieces fall?`);
    for (const answer of VERDICTS) {
      const right = answer === daily.answer;
      assert.deepEqual(dailyResult(t, answer, daily), {
        won: right, score: n, text: `${right ? 'Right' : 'Wrong'}: you answered ${answer}. ${t(`rotate.why.${daily.answer}`, { k })}`,
      }, `${day}, ${answer}`);
    }
  }
});

test('the share text names no answer, in any language, right or wrong', () => {
  for (const lang of LANGUAGES) {
    const t = wordsIn(lang, rotateWords);
    const verdicts = VERDICTS.map((v) => t(`rotate.verdict.${v}`));
    for (const day of days.slice(0, 60)) {
      const daily = arcade.daily('rotate', day);
      for (const answer of VERDICTS) {
        const { summary, grid } = dailyShare(t, answer, daily);
        for (const word of verdicts) assert.equal(`${summary}\n${grid}`.includes(word), false, `${lang} ${day} ${answer}: ${summary}`);
      }
    }
  }
  const t = wordsIn('en', rotateWords);
  const daily = arcade.daily('rotate', '2027-03-28');
  assert.deepEqual(dailyShare(t, 'Red', daily), { summary: '8 × 8, 5 in a row: answered right', grid: '⟳ ✅' });
  assert.deepEqual(dailyShare(t, 'Both', daily), { summary: '8 × 8, 5 in a row: answered wrong', grid: '⟳ ❌' });
});
