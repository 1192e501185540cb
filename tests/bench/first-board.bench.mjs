// first-board.bench.mjs: time to the first playable board and layout shift (CLS) of every game page and of one embedded element, on a throttled phone.
//
// The conditions of issue 25: a cold cache in a fresh browser profile, a Fast-3G-like network
// (562.5 ms latency, 180 kB/s down, 84.4 kB/s up), the processor slowed 4x, a 412x823 touch
// screen, no service worker. "Playable" is the first moment the page's game element has a
// snapshot (its engine answered) and its content is shown (its styles are in): what a player can
// touch. A page that shows no board within the limit says so ("no board") rather than a time.
// CLS sums the layout shifts not caused by input (PerformanceObserver 'layout-shift') until then
// plus one second. The host pages put the element's module and tag in a plain page with text
// below it, as an embedder would (one also with the README's rule that holds the element's room).
//
//   node tests/bench/first-board.bench.mjs          (after npm run build; ARCADE_FIRST_BOARD_RUNS=3)
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/serve.mjs';
import { distDir } from '../browser/harness.mjs';

const RUNS = Number(process.env.ARCADE_FIRST_BOARD_RUNS ?? 3);
const LIMIT_MS = 30000;
const NETWORK = { offline: false, latency: 562.5, downloadThroughput: 180000, uploadThroughput: 84375 };

// Runs in the page before its scripts: records layout shifts and the moment the board is playable.
function observe() {
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (!entry.hadRecentInput) window.__cls += entry.value;
  }).observe({ type: 'layout-shift', buffered: true });
  const poll = () => {
    const element = document.querySelector(window.__benchTag);
    const root = element?.shadowRoot?.querySelector('.root');
    if (element?.snapshot && root && !root.hidden) { window.__playable = performance.now(); return; }
    setTimeout(poll, 20);
  };
  poll();
}

async function measure(browser, url, tag) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true, serviceWorkers: 'block' });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript((t) => { window.__benchTag = t; }, tag);
  await page.addInitScript(observe);
  await page.goto(url, { waitUntil: 'commit' });
  let ms = null;
  try {
    await page.waitForFunction(() => window.__playable !== undefined, null, { timeout: LIMIT_MS, polling: 100 });
    ms = await page.evaluate(() => window.__playable);
    await page.waitForTimeout(1000);
  } catch { /* no board within the limit */ }
  const cls = await page.evaluate(() => window.__cls);
  await context.close();
  return { ms, cls };
}

const median = (values) => { const s = [...values].sort((a, b) => a - b); return s[Math.floor((s.length - 1) / 2)]; };

const games = JSON.parse(await readFile(join(distDir, 'games.json'), 'utf8'));
// The host page lives in a copy of dist/ so the build stays as it was; it embeds the first game
// whose page showed a board (a game that opens on a form has none to time).
const root = await mkdtemp(join(tmpdir(), 'arcade-first-board-'));
await cp(distDir, root, { recursive: true });
// Two host pages: as written, and with the rule package/README.md gives a host to hold the
// element's room before its code arrives and while it loads, in a sheet of its own (the policy
// allows no inline style).
async function writeHosts(element) {
  const text = '<p>Text below the game, as a host page has it.</p>'.repeat(8);
  await writeFile(join(root, 'bench-host.css'), `${element.tag} { display: block; min-height: 100dvh; }\n`);
  const hosts = [];
  for (const room of [false, true]) {
    const path = room ? 'bench-host-room.html' : 'bench-host.html';
    await writeFile(join(root, path), `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Host</title>
${room ? '<link rel="stylesheet" href="/bench-host.css">\n' : ''}<script type="module" src="/${element.entry}"></script></head><body><h1>A host page</h1><${element.tag}></${element.tag}>${text}</body></html>\n`);
    hosts.push({ what: `host page, <${element.tag}>${room ? ', its room held (README)' : ''}`, path, tag: element.tag });
  }
  return hosts;
}
const server = await startServer({ root });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const targets = games.map((g) => ({ what: g.page, path: g.page, tag: g.elements[0].tag, element: g.elements[0] }));
const date = new Date().toISOString().slice(0, 10);
console.log(`first playable board, throttled phone (${RUNS} cold runs each; median, worst; CLS worst), ${date}`);
console.log('| page | first board (median) | worst | CLS (worst) |\n|---|---|---|---|');
try {
  let host = null;
  for (let i = 0; i < targets.length; i++) {
    const target = targets[i];
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, new URL(target.path, server.url).href, target.tag));
    const times = runs.map((r) => r.ms);
    const shown = times.includes(null) ? `no board in ${LIMIT_MS / 1000} s (${times.filter((t) => t === null).length} of ${RUNS})`
      : `${(median(times) / 1000).toFixed(2)} s`;
    const worst = times.includes(null) ? '-' : `${(Math.max(...times) / 1000).toFixed(2)} s`;
    console.log(`| ${target.what} | ${shown} | ${worst} | ${Math.max(...runs.map((r) => r.cls)).toFixed(3)} |`);
    if (!host && target.element && !times.includes(null)) targets.push(...(host = await writeHosts(target.element)));
  }
} finally {
  await browser.close();
  await server.close();
  await rm(root, { recursive: true, force: true });
}
