// hash-names.test.mjs: scripts/hash-names.mjs on a small site: every reference kind rewritten (in files that keep their name too), a circle of modules sharing one hash, and a change renaming exactly the files that hold it.
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, test } from 'node:test';
import { hashNames } from '../../scripts/hash-names.mjs';

const SITE = {
  'index.html': '<link rel="stylesheet" href="css/a.css">\n<link rel="manifest" href="manifest.webmanifest">\n'
    + '<script type="module" src="js/main.js"></script>\n<img src="img/logo.svg" alt=""> <a href="other.html">x</a> <a href="https://example.org/js/main.js">y</a>\n'
    + '<li data-words="js/words.js"></li>\n',
  'css/a.css': 'body { background: url(../img/bg.png); }\n@import "./b.css";\n',
  'css/b.css': 'p { color: red; }\n',
  'js/main.js': "import words from './words.js';\nimport('./lazy.js');\nconst book = new URL(\"../data/book.bin\", import.meta.url);\nconst missing = './gone.js';\n",
  'js/words.js': "export default 'hello';\n",
  'js/lazy.js': "export { b } from './cycle.js';\nexport const a = 1;\n",
  'js/cycle.js': "export { a } from './lazy.js';\nexport const b = 2;\n",
  'img/logo.svg': '<svg/>',
  'img/bg.png': 'png',
  'data/book.bin': 'book',
  'manifest.webmanifest': '{ "icons": [{ "src": "img/logo.svg", "sizes": "any" }] }\n',
  'sw.js': "const FILES = ['./js/main.js'];\n",
  'components/x-game.js': "import words from '../js/words.js';\n",
};

const dirs = [];
after(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

async function built(change = {}) {
  const dir = await mkdtemp(join(tmpdir(), 'arcade-hash-'));
  dirs.push(dir);
  for (const [path, text] of Object.entries({ ...SITE, ...change })) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), text);
  }
  const names = await hashNames(dir);
  const read = (path) => readFile(join(dir, names.get(path) ?? path), 'utf8');
  return { dir, names, read };
}

const hashed = (path) => new RegExp(`^${path.replace(/\.([a-z]+)$/, '\\.[0-9a-f]{8}\\.$1').replaceAll('/', '\\/')}$`);

test('every file but the pages, sw.js, the manifest and components/ gets a hashed name, and every reference follows it', async () => {
  const { dir, names, read } = await built();
  assert.deepEqual([...names.keys()].sort(), ['css/a.css', 'css/b.css', 'data/book.bin', 'img/bg.png', 'img/logo.svg', 'js/cycle.js', 'js/lazy.js', 'js/main.js', 'js/words.js']);
  for (const [from, to] of names) assert.match(to, hashed(from));
  const n = (path) => names.get(path).split('/').pop();
  assert.equal(await read('index.html'), `<link rel="stylesheet" href="css/${n('css/a.css')}">\n<link rel="manifest" href="manifest.webmanifest">\n`
    + `<script type="module" src="js/${n('js/main.js')}"></script>\n<img src="img/${n('img/logo.svg')}" alt=""> <a href="other.html">x</a> <a href="https://example.org/js/main.js">y</a>\n`
    + `<li data-words="js/${n('js/words.js')}"></li>\n`);
  assert.equal(await read('css/a.css'), `body { background: url(../img/${n('img/bg.png')}); }\n@import "./${n('css/b.css')}";\n`);
  assert.equal(await read('js/main.js'), `import words from './${n('js/words.js')}';\nimport('./${n('js/lazy.js')}');\nconst book = new URL("../data/${n('data/book.bin')}", import.meta.url);\nconst missing = './gone.js';\n`);
  assert.equal(await read('manifest.webmanifest'), `{ "icons": [{ "src": "img/${n('img/logo.svg')}", "sizes": "any" }] }\n`);
  assert.equal(await read('components/x-game.js'), `import words from '../js/${n('js/words.js')}';\n`);
  assert.equal(await read('sw.js'), `const FILES = ['./js/${n('js/main.js')}'];\n`);
  // A circle of imports: one hash for both, each naming the other's new name.
  assert.equal(n('js/lazy.js').split('.')[1], n('js/cycle.js').split('.')[1]);
  assert.equal(await read('js/lazy.js'), `export { b } from './${n('js/cycle.js')}';\nexport const a = 1;\n`);
  assert.equal(await read('js/cycle.js'), `export { a } from './${n('js/lazy.js')}';\nexport const b = 2;\n`);
  assert.deepEqual((await readdir(join(dir, 'js'))).sort(), [...names].filter(([f]) => f.startsWith('js/')).map(([, t]) => t.slice(3)).sort());
});

test('a changed file renames itself and every file that names it, up to the page, and nothing else', async () => {
  const a = await built();
  const b = await built({ 'js/words.js': "export default 'bonjour';\n" });
  const changed = [...a.names.keys()].filter((f) => a.names.get(f) !== b.names.get(f)).sort();
  assert.deepEqual(changed, ['js/main.js', 'js/words.js']);
  assert.notEqual(await a.read('index.html'), await b.read('index.html'));
  assert.notEqual(await a.read('components/x-game.js'), await b.read('components/x-game.js'));
  const c = await built({ 'js/cycle.js': `${SITE['js/cycle.js']}// changed\n` });
  assert.deepEqual([...a.names.keys()].filter((f) => a.names.get(f) !== c.names.get(f)).sort(), ['js/cycle.js', 'js/lazy.js', 'js/main.js']);
  // The same sources give the same names.
  assert.deepEqual([...(await built()).names], [...a.names]);
});
