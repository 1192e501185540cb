// bundler-apps.mjs: builds a small app that imports kata-arcade with each bundler, configured exactly as the package README's "Bundlers" section says (bundlers.test.mjs opens them).
//
// Each builder takes the app's folder (its package.json, src/ and node_modules/kata-arcade) and
// writes the app to `out`, index.html included, to be served at the root of its own origin. The
// bundlers are this repository's dev dependencies, driven through their APIs; nothing is fetched.
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { cp, rm, symlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { build as esbuild } from 'esbuild';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { importMetaAssets } from '@web/rollup-plugin-import-meta-assets';
import offMainThread from '@surma/rollup-plugin-off-main-thread';
import { rollup } from 'rollup';
import webpack from 'webpack';

const require = createRequire(import.meta.url);

/** The page every app is served as: its script and `body` (the elements), under the strict policy. */
export function page(title, body, { script = 'main.js', head = '' } = {}) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title><link rel="icon" href="data:,">${head}
<script type="module" src="${script}"></script>
</head><body>${body}</body></html>
`;
}

/** Vite: nothing to configure (`plugins` and `entry` for the framework apps: React's or Vue's). */
export async function vite(dir, out, body, { plugins = [], entry = '/src/main.js' } = {}) {
  const { build } = await import('vite');
  await writeFile(join(dir, 'index.html'), page('vite', body, { script: entry }));
  await build({ root: dir, logLevel: 'silent', configFile: false, plugins, build: { outDir: out, emptyOutDir: true } });
}

/** webpack 5: nothing to configure; the page loads the bundle it writes. (Not minified: 90 s on a busy machine, and nothing the package needs.) */
async function webpackApp(dir, out, body) {
  const compiler = webpack({
    mode: 'production', context: dir, entry: './src/main.js', output: { path: out, clean: true },
    optimization: { minimize: false }, performance: { hints: false },
  });
  const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
  await new Promise((resolve) => compiler.close(resolve));
  if (stats.hasErrors() || stats.hasWarnings()) throw new Error(`webpack: ${stats.toString({ all: false, errors: true, warnings: true })}`);
  await writeFile(join(out, 'index.html'), page('webpack', body));
}

// Rollup: node-resolve finds the package; off-main-thread bundles the worker; import-meta-assets
// copies the wasm and the opening book. off-main-thread answers every file URL with a bare relative
// path, which import-meta-assets' `new URL(…)` cannot take: one line gives Rollup's own answer back.
const fileUrls = { name: 'file-urls', resolveFileUrl: ({ relativePath }) => `new URL(${JSON.stringify(relativePath)}, import.meta.url).href` };

async function rollupApp(dir, out, body, { plugins = [nodeResolve(), fileUrls, offMainThread({ silenceESMWorkerWarning: true }), importMetaAssets()] } = {}) {
  const warnings = [];
  const bundle = await rollup({
    input: join(dir, 'src', 'main.js'),
    plugins,
    onwarn: (warning) => warnings.push(warning.message),
  });
  await bundle.write({ dir: out, format: 'es' });
  await bundle.close();
  if (warnings.length) throw new Error(`rollup: ${warnings.join('\n')}`);
  await writeFile(join(out, 'index.html'), page('rollup', body));
}

// esbuild copies no file named by new URL(): the package goes beside the bundle once, and the
// page names that folder with <meta name="kata-arcade-base">.
async function esbuildApp(dir, out, body) {
  await rm(out, { recursive: true, force: true });
  const result = await esbuild({ absWorkingDir: dir, entryPoints: ['src/main.js'], bundle: true, format: 'esm', splitting: true, outdir: out, logLevel: 'silent' });
  if (result.warnings.length) throw new Error(`esbuild: ${result.warnings.map((w) => w.text).join('\n')}`);
  await cp(join(dir, 'node_modules', 'kata-arcade'), join(out, 'kata-arcade'), { recursive: true });
  await writeFile(join(out, 'index.html'), page('esbuild', body, { head: '\n<meta name="kata-arcade-base" content="kata-arcade/">' }));
}

// Parcel from the script (an HTML entry makes Parcel write an inline import map, which a strict
// policy without 'unsafe-inline' refuses); a browser target that has module workers. Not
// minified, as webpack's app.
async function parcelApp(dir, out, body) {
  const { Parcel } = await import('@parcel/core');
  const parcel = new Parcel({
    entries: join(dir, 'src', 'main.js'), defaultConfig: require.resolve('@parcel/config-default'), mode: 'production',
    shouldDisableCache: true, cacheDir: join(dir, '.parcel-cache'), logLevel: 'error', shouldPatchConsole: false,
    targets: { app: { distDir: out, outputFormat: 'esmodule', context: 'browser', engines: { browsers: 'Chrome >= 120' } } },
    defaultTargetOptions: { shouldOptimize: false, sourceMaps: false },
  });
  const { bundleGraph } = await parcel.run();
  const [entry] = bundleGraph.getBundles().filter((b) => b.getMainEntry()?.filePath === join(dir, 'src', 'main.js'));
  await writeFile(join(out, 'index.html'), page('parcel', body, { script: entry.name }));
}

/**
 * Rollup without off-main-thread: import-meta-assets copies engine-worker.js as a bare file,
 * without the modules it imports, so the worker cannot start (what bundlers.test.mjs shows warned).
 */
export function rollupWithoutWorkerPlugin(dir, out, body) {
  return rollupApp(dir, out, body, { plugins: [nodeResolve(), importMetaAssets()] });
}

/** The bundlers, by name, in the order the README lists them. */
export const BUNDLERS = { vite, webpack: webpackApp, rollup: rollupApp, esbuild: esbuildApp, parcel: parcelApp };

// The framework apps: one <connect4-game> driven by the framework: `players` set as an attribute
// from its state, connect4-change heard by the framework's own listener, `snapshot` read and
// undo() called from it; #moves and #count show what it heard and read.
const REACT_APP = `import { useRef, useState } from 'react';
import { createRoot } from 'react-dom/client';
import 'kata-arcade/connect4';

function App() {
  const board = useRef(null);
  const [players] = useState('hh');
  const [moves, setMoves] = useState('');
  const [count, setCount] = useState(-1);
  const changed = (event) => { setMoves(event.detail.view.moves); setCount(board.current.snapshot.view.moves.length); };
  return (
    <main>
      <connect4-game ref={board} players={players} fast page-keys storage-key="proof-react" onconnect4-change={changed}></connect4-game>
      <output id="moves">{moves}</output> <output id="count">{count}</output>
      <button id="undo" type="button" onClick={() => board.current.undo()}>Undo</button>
    </main>
  );
}
createRoot(document.getElementById('app')).render(<App />);
`;

const VUE_APP = `<template>
  <main>
    <connect4-game ref="board" :players="players" fast page-keys storage-key="proof-vue" @connect4-change="changed"></connect4-game>
    <output id="moves">{{ moves }}</output> <output id="count">{{ count }}</output>
    <button id="undo" type="button" @click="board.undo()">Undo</button>
  </main>
</template>
<script setup>
import { ref } from 'vue';
import 'kata-arcade/connect4';
const players = ref('hh');
const board = ref(null);
const moves = ref('');
const count = ref(-1);
function changed(event) {
  moves.value = event.detail.view.moves;
  count.value = board.value.snapshot.view.moves.length;
}
</script>
`;

/** The app's framework packages: this repository's own (dev dependencies), linked in as an install would put them. */
async function installed(dir, names) {
  for (const name of names) {
    const link = join(dir, 'node_modules', name);
    if (!existsSync(link)) await symlink(dirname(require.resolve(`${name}/package.json`)), link, 'dir');
  }
}

/**
 * React 19 and Vue 3 apps, built by Vite with the framework's plugin. Vue is told which tags are
 * custom elements (`isCustomElement`), else it warns that it cannot resolve the component.
 */
export const FRAMEWORKS = {
  react: async (dir, out) => {
    const { default: react } = await import('@vitejs/plugin-react');
    await installed(dir, ['react', 'react-dom']);
    await writeFile(join(dir, 'src', 'react.jsx'), REACT_APP);
    await vite(dir, out, '<div id="app"></div>', { plugins: [react()], entry: '/src/react.jsx' });
  },
  vue: async (dir, out) => {
    const { default: vue } = await import('@vitejs/plugin-vue');
    await installed(dir, ['vue']);
    await writeFile(join(dir, 'src', 'App.vue'), VUE_APP);
    await writeFile(join(dir, 'src', 'vue.js'), "import { createApp } from 'vue';\nimport App from './App.vue';\ncreateApp(App).mount('#app');\n");
    const isCustomElement = (tag) => tag.includes('-');
    await vite(dir, out, '<div id="app"></div>', { plugins: [vue({ template: { compilerOptions: { isCustomElement } } })], entry: '/src/vue.js' });
  },
};
