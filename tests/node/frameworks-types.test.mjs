// frameworks-types.test.mjs: the packed package's framework typings compile in a fresh project: React 19 TSX, Vue 3 (defineComponent, h, isCustomElement) and the global JSX; a misspelt attribute or a value outside its union does not.
//
// The package is built and packed (scripts/package.mjs), installed with `npm install --offline`
// into a temporary folder, and compiled there with `tsc --noEmit` (strict, the libraries' own
// .d.ts checked too); React's types (@types/react) and Vue come from this repository's
// node_modules through `paths`, as the dev dependencies they are here.
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { buildPackage, packPackage } from '../../scripts/package.mjs';
import { repoRoot } from './element-api.mjs';

const modules = join(repoRoot, 'node_modules');
let work;

before(async () => {
  work = await mkdtemp(join(tmpdir(), 'arcade-frameworks-'));
  await buildPackage();
  const { tarball } = packPackage(work);
  await writeFile(join(work, 'package.json'), JSON.stringify({ name: 'proof-frameworks', private: true, type: 'module' }));
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', tarball], { cwd: work, stdio: 'pipe' });
});
after(async () => { if (work) await rm(work, { recursive: true, force: true }); });

/** tsc's diagnostics for `files` ({ name: text }) under `options`, as "file(line): TS<code>: message" lines. */
async function compile(name, files, options = {}) {
  for (const [file, text] of Object.entries(files)) await writeFile(join(work, file), text);
  const config = {
    compilerOptions: {
      strict: true, noEmit: true, skipLibCheck: false, target: 'es2022', module: 'esnext', moduleResolution: 'bundler',
      lib: ['es2022', 'dom', 'dom.iterable'], types: [],
      paths: {
        react: [join(modules, '@types', 'react', 'index.d.ts')],
        'react/jsx-runtime': [join(modules, '@types', 'react', 'jsx-runtime.d.ts')],
        vue: [join(modules, 'vue', 'dist', 'vue.d.mts')],
      },
      ...options,
    },
    files: Object.keys(files),
  };
  await writeFile(join(work, `tsconfig.${name}.json`), JSON.stringify(config, null, 2));
  const tsc = join(modules, 'typescript', 'bin', 'tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', `tsconfig.${name}.json`, '--pretty', 'false'], { cwd: work, encoding: 'utf8' });
  // One entry per error, its message's continuation lines (indented) joined to it.
  return (result.stdout + result.stderr).split(/\n(?! )/).filter((l) => /error TS/.test(l))
    .map((l) => l.replace(/\s*\n\s*/g, ' ').replace(/^(\S+?)\((\d+),\d+\): error (TS\d+): /, '$1($2): $3: '));
}

// game-lists: ok, apps written as a user writes them, each element with attributes of its own (the
// attribute types themselves come from every element's .api.json: element-api.test.mjs)
const REACT_APP = `import type {} from 'kata-arcade/react';
import { useRef } from 'react';
import type { SudokuGame } from 'kata-arcade/sudoku';
import 'kata-arcade/sudoku';
import 'kata-arcade/connect4';

export function App() {
  const board = useRef<SudokuGame>(null);
  const changed = (event: CustomEvent) => console.log(event.detail);
  return (
    <main className="games">
      <sudoku-game ref={board} difficulty="hard" seed={7} time="30" page-keys fast class="board" id="s" onsudoku-change={changed} />
      <connect4-game players="hs" panels="setup rules" coach="on" sound="off" style={{ maxWidth: '40rem' }} onClick={() => board.current?.hint()} />
      <mastermind-game preset="super" look="numbers" duplicates="false" mode="make" strategy="knuth" key="m" />
      <rotate-game size={8} k="5" panels="none" />
      <chouette-game lang="fr-CA" players="hc" race-ms={4000} />
      <greed-game choose-dice target={5000} panels="rules" />
      <rotate-judge hidden={false}><span>the judge</span></rotate-judge>
    </main>
  );
}
`;

// One mistake a line; each must be an error on its line, for its reason.
// game-lists: ok, one wrong attribute of several elements
const REACT_WRONG = `import type {} from 'kata-arcade/react';

export const a = <sudoku-game dificulty="hard" />;
export const b = <sudoku-game difficulty="hardest" />;
export const c = <mastermind-game look="letters" />;
export const d = <connect4-game panels="setup board" />;
export const e = <rotate-game size={true} />;
export const f = <greed-game sound="loud" />;
`;

// React's and Vue's files compile in one program (each tsc run checks the libraries' .d.ts again,
// some 20 s here); each test reads its own files' errors. VUE_APP is below.
let program;
const reactAndVue = () => {
  const bare = VUE_APP.replace(/^\/\/ @ts-expect-error.*\n/gm, '');
  program ??= compile('react-vue', { 'app.tsx': REACT_APP, 'wrong.tsx': REACT_WRONG, 'vue-app.ts': VUE_APP, 'vue-wrong.ts': bare }, { jsx: 'react-jsx' });
  return program;
};
const of = (errors, file) => errors.filter((e) => e.startsWith(`${file}(`));

test('React 19: every element in TSX, attributes typed, class and className, ref to the element\'s class, children, event handler props', async () => {
  // No error anywhere but in the two files meant to fail (the package's .d.ts included).
  assert.deepEqual((await reactAndVue()).filter((e) => !/^(wrong\.tsx|vue-wrong\.ts)\(/.test(e)), []);
});

test('React 19: a misspelt attribute and values outside their unions do not compile', async () => {
  const errors = of(await reactAndVue(), 'wrong.tsx');
  const lines = errors.map((e) => /^wrong\.tsx\((\d+)\): (TS\d+):/.exec(e)?.slice(1, 3).join(' '));
  assert.deepEqual(lines, ['3 TS2322', '4 TS2322', '5 TS2322', '6 TS2322', '7 TS2322', '8 TS2322'], errors.join('\n'));
  assert.match(errors[0], /Property \x27dificulty\x27 does not exist on type/);
  assert.match(errors[1], /Type \x27"hardest"\x27 is not assignable to type \x27(?=[^\x27]*"easy")(?=[^\x27]*"extreme")[^\x27]*\x27/);
  assert.match(errors[2], /Type \x27"letters"\x27 is not assignable to type \x27(?=[^\x27]*"symbols")(?=[^\x27]*"numbers")[^\x27]*\x27/);
});

// game-lists: ok, a Vue app as a user writes it
const VUE_APP = `import { isCustomElement } from 'kata-arcade/vue';
import 'kata-arcade/sudoku';
import { createApp, defineComponent, h, type GlobalComponents } from 'vue';

declare const components: GlobalComponents;
const App = defineComponent({
  setup: () => () => h('main', [
    h(components['sudoku-game'], { difficulty: 'hard', seed: 7, 'page-keys': '' }),
    h(components['mastermind-game'], { look: 'numbers', preset: 'bulls' }),
  ]),
});
const app = createApp(App);
app.config.compilerOptions.isCustomElement = isCustomElement;
export const known: boolean = isCustomElement('connect4-game');
// @ts-expect-error not a grade
h(components['sudoku-game'], { difficulty: 'hardest' });
`;

test('Vue 3: GlobalComponents types each element\'s props, isCustomElement is typed; a value outside its union fails', async () => {
  assert.deepEqual(of(await reactAndVue(), 'vue-app.ts'), []);
  // Without the directive (vue-wrong.ts) the line fails: the test above could not pass on untyped
  // props. Vue's h() passes props a component does not declare on as attributes, so a misspelt
  // name is no error there (templates checked by vue-tsc report it).
  const errors = of(await reactAndVue(), 'vue-wrong.ts');
  assert.deepEqual(errors.map((e) => /^vue-wrong\.ts\((\d+)\)/.exec(e)?.[1]), ['15'], errors.join('\n'));
  assert.match(errors[0], /Type \x27"hardest"\x27 is not assignable to type \x27(?=[^\x27]*"easy")(?=[^\x27]*"extreme")[^\x27]*\x27/);
});

test('kata-arcade/vue\'s isCustomElement knows every element the package defines and nothing else', async () => {
  const out = execFileSync(process.execPath, ['--input-type=module', '-e',
    // game-lists: ok, tags the package defines and tags it does not
    "import { isCustomElement } from 'kata-arcade/vue'; console.log(['greed-game', 'rotate-judge', 'connect4-game', 'sudoku', 'my-game', 'div'].map(isCustomElement).join(' '));"],
  { cwd: work, encoding: 'utf8' });
  assert.equal(out, 'true true true false false false\n');
});

test('any JSX through the global JSX namespace (kata-arcade/jsx): attributes typed, wrong ones fail', async () => {
  const files = {
    // game-lists: ok, a right and a wrong attribute of two elements
    'global.tsx': `import type {} from 'kata-arcade/jsx';
declare global { namespace JSX { interface Element {} } }
export const ok = <connect4-game players="hp" panels="rules analysis" class="c" onconnect4-over={() => 1}>a child</connect4-game>;
// @ts-expect-error not a look
export const wrong = <mastermind-game look="letters" />;
`,
  };
  files['global-wrong.tsx'] = files['global.tsx'].replace(/^\/\/ @ts-expect-error.*\n/m, '');
  const all = await compile('jsx', files, { jsx: 'preserve' });
  assert.deepEqual(all.filter((e) => !e.startsWith('global-wrong.tsx(')), []);
  const errors = of(all, 'global-wrong.tsx');
  assert.deepEqual(errors.map((e) => /^global-wrong\.tsx\((\d+)\): (TS\d+)/.exec(e)?.slice(1, 3).join(' ')), ['4 TS2322'], errors.join('\n'));
});
