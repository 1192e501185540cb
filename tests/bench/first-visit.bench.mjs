// first-visit.bench.mjs: what a first visit to each game page downloads before its board is playable, and in all once the service worker has installed (the other games), on a throttled phone.
//
// The conditions of first-board.bench.mjs (a cold profile, 562.5 ms latency, 180 kB/s down, the
// processor slowed 4x), but with the service worker allowed, as a visitor has it: the server counts
// every request and the bytes it sent (gzipped where it gzips), the page's and the worker's alike.
// Issue 25 measured 208 requests and 1.11 MB brotli for a first visit, every game at once.
//
//   node tests/bench/first-visit.bench.mjs           (after npm run build; ARCADE_DIST=<dir> measures another build)
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/serve.mjs';
import { distDir } from '../browser/harness.mjs';

const root = process.env.ARCADE_DIST ? resolve(process.env.ARCADE_DIST) : distDir;
const NETWORK = { offline: false, latency: 562.5, downloadThroughput: 180000, uploadThroughput: 84375 };
const LIMIT_MS = 120000;

const games = JSON.parse(await readFile(join(root, 'games.json'), 'utf8'));
let log = [];
const server = await startServer({ root, onRequest: ({ path, bytes }) => log.push({ path, bytes, at: Date.now() }) });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });

const kb = (list) => `${(list.reduce((n, r) => n + r.bytes, 0) / 1024).toFixed(0)} KB`;

async function measure(game) {
  log = [];
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true, serviceWorkers: 'allow' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const tag = game.elements[0].tag;
  await page.goto(new URL(game.page, server.url).href, { waitUntil: 'commit' });
  try {
    await page.waitForFunction((t) => {
      const element = document.querySelector(t);
      return Boolean(element?.snapshot || element?.shadowRoot?.querySelector('.loading')?.hidden) && element.shadowRoot?.querySelector('.root')?.hidden === false;
    }, tag, { timeout: LIMIT_MS, polling: 20 });
  } catch {
    await context.close();
    return `| ${game.page} | no board in ${LIMIT_MS / 1000} s | | | |`;
  }
  const before = log.filter((r) => r.at <= Date.now());
  let whole = '(no worker)';
  try {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: LIMIT_MS });
    whole = `${log.length} | ${kb(log)}`;
  } catch { /* no worker within the limit */ }
  await context.close();
  return `| ${game.page} | ${before.length} | ${kb(before)} | ${whole} |`;
}

console.log(`first visit with the service worker, throttled phone, ${root === distDir ? 'dist/' : root}, ${new Date().toISOString().slice(0, 10)}`);
console.log('| page | requests before the board | sent before the board | requests, whole visit | sent, whole visit |\n|---|---|---|---|---|');
try {
  for (const game of games) console.log(await measure(game));
} finally {
  await browser.close();
  await server.close();
}
