// game-spec.test.mjs: the spec a game element hands the controller is typed once (web/common/game-spec.js): the typecheck refuses a misspelt or missing hook, and every game's element declares its spec as one.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const config = ts.readConfigFile(join(repo, 'tsconfig.json'), ts.sys.readFile).config;
const { options } = ts.parseJsonConfigFileContent(config, ts.sys, repo);

/** The typecheck's messages for a module beside game-spec.js whose spec is `body` (an object literal's text). */
function typecheck(body) {
  const probe = join(repo, 'web', 'common', 'spec-probe.js');
  const text = `/** @returns {import('./game-spec.js').GameSpec} */\nexport const spec = () => (${body});\n`;
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (name) => name === probe || fileExists.call(host, name);
  host.readFile = (name) => (name === probe ? text : readFile.call(host, name));
  host.getSourceFile = (name, target, ...rest) => (name === probe ? ts.createSourceFile(name, text, target, true) : getSourceFile.call(host, name, target, ...rest));
  const program = ts.createProgram([probe], options, host);
  return ts.getPreEmitDiagnostics(program, program.getSourceFile(probe)).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

// The hooks every game gives; the others are optional (game-spec.js says when a game needs them).
const hooks = {
  game: "'tic'", name: "'Tic'", storageKey: "'kata-arcade:tic'",
  layout: '(t) => ({ loading: null, game: null, notice: null, headline: null })', wire: '(r, on) => { r.undo.onclick = on.undo; }',
  renderSetup: '() => {}', fromAttributes: '() => ({})', settingsOf: '() => ({})', render: '(r, model) => { r.game.textContent = model.snap.save; }',
  overDetail: '(snap) => snap.status', words: '{ resumed: () => \'\', started: () => \'\', opened: () => \'\' }',
};
const literal = (entries) => `{ ${Object.entries(entries).map(([key, value]) => `${key}: ${value}`).join(', ')} }`;

test('a spec with every hook it needs typechecks', () => {
  assert.deepEqual(typecheck(literal(hooks)), []);
  assert.deepEqual(typecheck(literal({ ...hooks, paramsOf: '(s) => String(s)', computerPause: '450', noun: "'puzzle'" })), []);
});

test('a misspelt hook, a missing one or one of the wrong kind fails the typecheck, named', () => {
  const misspelt = typecheck(literal({ ...hooks, rendr: hooks.render }));
  assert.equal(misspelt.length, 1, misspelt.join('\n'));
  assert.match(misspelt[0], /'rendr' does not exist in type 'GameSpec'/);
  const { words, ...withoutWords } = hooks;
  assert.ok(words);
  const missing = typecheck(literal(withoutWords));
  assert.equal(missing.length, 1, missing.join('\n'));
  assert.match(missing[0], /Property 'words' is missing/);
  const wrong = typecheck(literal({ ...hooks, noun: "'board'" }));
  assert.equal(wrong.length, 1, wrong.join('\n'));
  assert.match(wrong[0], /'"board"' is not assignable to type '"game" \| "puzzle"'/);
});

test('every game element that the controller runs declares its spec a GameSpec (or its disc spec a DiscGameSpec)', () => {
  const games = JSON.parse(readFileSync(join(repo, 'dist', 'games.json'), 'utf8'));
  const modules = games.flatMap((g) => g.elements.map((e) => e.module));
  const controlled = modules.filter((m) => /extends (ControlledGameElement|DiscGameElement)\b/.test(readFileSync(join(repo, 'web', m), 'utf8')));
  assert.ok(controlled.length >= games.length, `${controlled.length} controlled elements`);
  const untyped = controlled.filter((m) => !/game-spec\.js'\)\.(GameSpec|DiscGameSpec)>?\}/.test(readFileSync(join(repo, 'web', m), 'utf8')));
  assert.deepEqual(untyped, []);
});
