// lighthouse.bench.mjs: Lighthouse's mobile performance score of the gallery and every game page (issue 25 asks 0.95 or more), with the metrics behind each score.
//
// Lighthouse's own mobile conditions (a simulated slow 4G and a processor slowed 4x; its default
// settings), from a cold profile, on the site served as a static host serves it (scripts/serve.mjs,
// gzipped). Scores move between runs, and more on a machine with other work: each page is measured
// LIGHTHOUSE_RUNS times (3 unless told) and the run of the median score is shown, with the load
// average so that a figure taken beside other work says so. Lighthouse runs as its command (the
// `lighthouse` dev dependency) against /usr/bin/chromium, one run at a time.
//
//   node tests/bench/lighthouse.bench.mjs        (after npm run build; LIGHTHOUSE_RUNS=1 for a quick look)
import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startServer } from '../../scripts/serve.mjs';
import { distDir, repoRoot } from '../browser/harness.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const lighthouse = join(repoRoot, 'node_modules', '.bin', 'lighthouse');
const run = promisify(execFile);

/** One Lighthouse run of `url`: its performance score and the metrics it is made of. */
async function measure(url) {
  const { stdout } = await run(lighthouse, [url, '--only-categories=performance', '--output=json', '--quiet',
    '--chrome-flags=--headless=new --no-sandbox --disable-gpu'], { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 1 << 28 });
  const report = JSON.parse(stdout);
  const value = (id) => report.audits[id].displayValue;
  return {
    score: report.categories.performance.score,
    metrics: `FCP ${value('first-contentful-paint')}, LCP ${value('largest-contentful-paint')}, TBT ${value('total-blocking-time')}, CLS ${value('cumulative-layout-shift')}, SI ${value('speed-index')}`,
  };
}

const games = JSON.parse(await readFile(join(distDir, 'games.json'), 'utf8'));
const pages = ['index.html', ...games.map((g) => g.page)];
const server = await startServer({ root: distDir });
const date = new Date().toISOString().slice(0, 10);
console.log(`Lighthouse mobile performance (${RUNS} runs a page, the median run), ${date}, load average ${loadavg()[0].toFixed(1)} at the start`);
console.log('| page | score (median) | lowest | the median run |\n|---|---|---|---|');
try {
  for (const page of pages) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(new URL(page, server.url).href));
    runs.sort((a, b) => a.score - b.score);
    const middle = runs[Math.floor((runs.length - 1) / 2)];
    console.log(`| ${page} | ${middle.score.toFixed(2)} | ${runs[0].score.toFixed(2)} | ${middle.metrics} |`);
  }
} finally {
  await server.close();
}
console.log(`load average at the end ${loadavg()[0].toFixed(1)}`);
