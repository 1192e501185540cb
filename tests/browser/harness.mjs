// harness.mjs: starts Debian's Chromium and a dist/ server for browser tests and records every page problem.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../scripts/serve.mjs';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const distDir = join(repoRoot, 'dist');
const screenshotDir = join(repoRoot, 'build', 'screenshots');

// The background-networking flags stop Chromium from flooding the (closed) network at startup;
// playwright's own browser download is never used: Debian's chromium is the browser.
const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync'];

// Runs in every page before its own scripts; CSP violations are reported here even when Chromium
// would not log them (e.g. a blocked style attribute set from script).
function reportCspViolations() {
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__arcadeReportCsp?.(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} `
      + `(${e.sourceFile || 'page'}:${e.lineNumber})`);
  });
}

/**
 * Opens Chromium with a fresh profile and serves `root` (dist/ unless told) on an ephemeral port.
 * newPage(path) navigates and returns the page; page.problems lists console errors and warnings,
 * page errors, failed or >= 400 requests and CSP violations (tests assert it stays empty), and
 * page.response is the navigation response (for headers). stopServer() and restartServer() (the
 * same port, so the same origin) let a test go offline and come back. serviceWorkers: 'block'
 * keeps the site's service worker out, so that context.route() sees every request. `csp`: the
 * pages' policy (default: the site's, scripts/serve.mjs). `locale`: the browser's language (its
 * navigator.languages and Accept-Language, e.g. 'fr-FR'; default: Chromium's own). `touch`: a phone
 * (390×844, touch only, a mobile viewport). newPage's `init`:
 * a function page.addInitScript runs in the page before its own scripts (a test's observer).
 * `headers` and `onRequest`: the server's (scripts/serve.mjs: a host's max-age, a log of what it sent).
 */
export async function openBrowser({ root = distDir, serviceWorkers = 'allow', csp, locale, touch = false, headers, onRequest } = {}) {
  if (!existsSync(join(root, 'index.html'))) throw new Error(`${root} is not built: run npm run build`);
  const profile = await mkdtemp(join(tmpdir(), 'arcade-chromium-'));
  let server = await startServer({ root, csp, headers, onRequest });
  const port = Number(new URL(server.url).port);
  let context;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS, serviceWorkers, ...(locale ? { locale } : {}),
      // A phone: its screen, a touch screen as its only pointer (pointer: coarse), a mobile viewport.
      ...(touch ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true } : {}),
    });
  } catch (error) {
    await server.close();
    await rm(profile, { recursive: true, force: true });
    throw error;
  }
  await context.exposeBinding('__arcadeReportCsp', ({ page }, text) => page.problems?.push(`csp: ${text}`));
  await context.addInitScript(reportCspViolations);

  async function newPage(path = '/', { init } = {}) {
    const page = await context.newPage();
    if (init) await page.addInitScript(init);
    page.problems = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error' || msg.type() === 'warning') page.problems.push(`console ${msg.type()}: ${msg.text()}`);
    });
    page.on('pageerror', (error) => page.problems.push(`pageerror: ${error.message}`));
    // A load cut short by the page's own next document (a reload, a link followed) is not a fault.
    // Chromium may report the abort just before the new document commits, so an abort of the
    // current document waits a moment: if the page moves on meanwhile, it was that move.
    let documents = 0;
    const askedBy = new WeakMap();
    page.on('framenavigated', (frame) => { if (frame === page.mainFrame()) documents += 1; });
    page.on('request', (req) => askedBy.set(req, documents));
    page.on('requestfailed', (req) => {
      const text = req.failure()?.errorText;
      const problem = `request failed: ${req.url()} ${text}`;
      if (text !== 'net::ERR_ABORTED') { page.problems.push(problem); return; }
      const asker = askedBy.get(req);
      const decide = () => { if (asker >= documents && !page.isClosed()) page.problems.push(problem); };
      if (asker >= documents) setTimeout(decide, 1500).unref();
    });
    page.on('response', (res) => { if (res.status() >= 400) page.problems.push(`HTTP ${res.status()}: ${res.url()}`); });
    page.response = await page.goto(new URL(path.replace(/^\//, ''), server.url).href, { waitUntil: 'load' });
    return page;
  }

  async function screenshot(page, name) {
    await mkdir(screenshotDir, { recursive: true });
    const path = join(screenshotDir, `${name}.png`);
    await page.screenshot({ path, fullPage: true });
    return path;
  }

  let serving = true;
  async function stopServer() {
    if (serving) await server.close();
    serving = false;
  }
  async function restartServer() {
    if (!serving) server = await startServer({ root, port, csp, headers, onRequest });
    serving = true;
  }

  async function close() {
    await context.close();
    await stopServer();
    await rm(profile, { recursive: true, force: true });
  }

  return { context, url: server.url, newPage, screenshot, close, stopServer, restartServer };
}
