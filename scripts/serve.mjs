// serve.mjs: a tiny static file server for dist/ (local play and browser tests), bound to 127.0.0.1.
import { createReadStream, existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import { HASHED } from './hash-names.mjs';

// .wasm must be application/wasm or browsers refuse WebAssembly.instantiateStreaming.
const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
  '.ts': 'text/plain; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

// The same policy the pages carry in a <meta>; as a header it also covers what a meta cannot.
export const CSP = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; "
  + "style-src 'self'; img-src 'self' data:; base-uri 'none'; form-action 'none'; manifest-src 'self'";

// What goes gzipped to a browser that accepts it, as every static host sends them (text, the
// cores' .wasm): a slow phone's network pays the compressed size (tests/bench/first-board.bench.mjs).
const COMPRESSED = /^(?:text\/|application\/(?:json|wasm|manifest\+json)|image\/svg)/;
/** @type {Map<string, { key: string, bytes: Buffer }>} */
const gzipCache = new Map();

/** The file gzipped (level 9), kept while its size and time are the same. */
async function gzipped(file, info) {
  const key = `${info.size}:${info.mtimeMs}`;
  const kept = gzipCache.get(file);
  if (kept?.key === key) return kept.bytes;
  const bytes = gzipSync(await readFile(file), { level: constants.Z_BEST_COMPRESSION });
  gzipCache.set(file, { key, bytes });
  return bytes;
}

// Maps a URL path to a file strictly inside root, or null (traversal, bad encoding, NUL bytes).
function fileFor(root, urlPath) {
  let decoded;
  try { decoded = decodeURIComponent(urlPath); } catch { return null; }
  if (decoded.includes('\0')) return null;
  const file = resolve(root, `./${decoded}`);
  return file === root || file.startsWith(root + sep) ? file : null;
}

async function handle(root, csp, extra, onRequest, req, res) {
  const send = (status, text, headers = {}) => {
    onRequest?.({ path: req.url, status, bytes: 0 });
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
    res.end(req.method === 'HEAD' ? undefined : `${text}\n`);
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') return send(405, 'Method Not Allowed', { Allow: 'GET, HEAD' });

  const { pathname } = new URL(req.url, 'http://localhost');
  let file = fileFor(root, pathname);
  if (!file) return send(404, 'Not Found');
  let info = await stat(file).catch(() => null);
  if (info?.isDirectory()) {
    file = join(file, 'index.html');
    info = await stat(file).catch(() => null);
  }
  if (!info?.isFile()) return send(404, 'Not Found');

  const type = MIME[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const gzip = COMPRESSED.test(type) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') ? await gzipped(file, info) : null;
  const headers = {
    'Content-Type': type,
    'Content-Length': gzip ? gzip.length : info.size,
    ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    ...(COMPRESSED.test(type) ? { Vary: 'Accept-Encoding' } : {}),
    // As docs/hosting.md says a host should: a content-hashed name (hash-names.mjs) never changes
    // its content, so it is kept for a year without asking; anything else is asked for again each
    // time (no-cache = always revalidate), so a rebuilt page is never mixed with a stale one.
    'Cache-Control': HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    ...extra,
  };
  // The standalone pages carry their own policy (an inline loader allowed by its hash, blob: URLs).
  if (type.startsWith('text/html') && !pathname.startsWith('/standalone/')) headers['Content-Security-Policy'] = typeof csp === 'function' ? csp(pathname) : csp;
  onRequest?.({ path: req.url, status: 200, bytes: req.method === 'HEAD' ? 0 : headers['Content-Length'] });
  res.writeHead(200, headers);
  if (req.method === 'HEAD') return res.end();
  if (gzip) return res.end(gzip);
  createReadStream(file).on('error', () => res.destroy()).pipe(res);
}

/**
 * Serves `root` until close(); port 0 picks a free port (what tests want). `csp` is the pages'
 * policy, or a function of the path giving it (a test page that adds the hash of its import map);
 * `headers` go on every file (a test's stand-in CDN allows other origins; a host's max-age);
 * `onRequest({ path, status, bytes })` hears of every answer (bytes as sent: gzipped or not).
 */
export function startServer({ root, port = 0, host = '127.0.0.1', csp = CSP, headers = {}, onRequest }) {
  const base = resolve(root);
  const server = createServer((req, res) => {
    handle(base, csp, headers, onRequest, req, res).catch(() => { if (!res.headersSent) res.writeHead(500); res.end(); });
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const { port: actual } = server.address();
      resolvePromise({
        url: `http://${host}:${actual}/`,
        // Dropping idle keep-alive sockets lets close() finish at once instead of after their timeout.
        close: () => new Promise((done) => { server.close(() => done()); server.closeAllConnections(); }),
      });
    });
  });
}

// Command line: `node scripts/serve.mjs` serves dist/ on PORT (default 8080).
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const root = fileURLToPath(new URL('../dist/', import.meta.url));
  if (!existsSync(join(root, 'index.html'))) {
    console.error('serve: dist/ is not built yet; run: npm run build');
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 8080);
  const { url } = await startServer({ root, port });
  console.log(`Kata Arcade: ${url}`);
}
