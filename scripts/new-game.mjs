// new-game.mjs: `npm run new-game <name>` writes a playable placeholder game (three in a row, two people or a person against a random computer): core/<name>/, web/games/<name>/ and its line in core/games.cpp.
//
// The templates are scripts/new-game/core/ and scripts/new-game/web/; in their text __game__ is the
// name, __Game__ the C++ type, __GAME__ the name in macros and __Title__ the title the pages show.
// A template file named game.* or game-*.* is written as <name>.* or <name>-*.* (game.json keeps
// its name: every game's folder has one). Nothing else in
// the repository changes: every other list follows core/games.cpp (README "Adding a game").
// Usage: node scripts/new-game.mjs <name> [--root <repository>]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { registryNames } from './registry-names.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const TEMPLATES = join(here, 'new-game');
// Names a game may not take: the core's own folders, and words C++ or JS reserve (the name is a
// namespace and an identifier on both sides).
const RESERVED = new Set(['common', 'cli', 'all', 'arcade', 'std', 'test', 'new', 'delete', 'class', 'default', 'do',
  'for', 'if', 'int', 'char', 'long', 'short', 'auto', 'bool', 'case', 'const', 'else', 'enum', 'export', 'extern',
  'float', 'double', 'goto', 'import', 'module', 'private', 'public', 'register', 'return', 'signed', 'sizeof',
  'static', 'struct', 'switch', 'this', 'throw', 'true', 'false', 'try', 'typedef', 'typeof', 'union', 'unsigned',
  'using', 'var', 'void', 'volatile', 'while', 'with', 'yield', 'let', 'await', 'async', 'function', 'null']);

/** Why `name` cannot be a new game in `root`, as a sentence, or null when it can. */
export function refusal(name, root) {
  if (typeof name !== 'string' || name === '') return 'Name the game: npm run new-game <name>, like npm run new-game tictactoe.';
  if (!/^[a-z][a-z0-9]{1,19}$/.test(name)) {
    return `A game's name is 2 to 20 lowercase letters and digits, starting with a letter (it names its folders, its C++ namespace and its element <name>-game), not "${name}".`;
  }
  if (RESERVED.has(name)) return `"${name}" is a word the core or the languages reserve; choose another name.`;
  if (registryNames(root).includes(name)) return `There is already a game called "${name}" (core/games.cpp registers it).`;
  for (const folder of [`core/${name}`, `web/games/${name}`]) {
    if (existsSync(join(root, folder))) return `${folder}/ already exists; remove it or choose another name.`;
  }
  return null;
}

/** The texts the templates' placeholders stand for. */
function words(name) {
  const title = name[0].toUpperCase() + name.slice(1);
  return { __game__: name, __Game__: title, __GAME__: name.toUpperCase(), __Title__: title };
}

const fill = (text, values) => text.replace(/__(game|Game|GAME|Title)__/g, (token) => values[token]);
const target = (file, name) => (file === 'game.json' ? file : file.replace(/^game(?=[.-])/, name));

/** The files of template folder `from`, recursively, as paths relative to it. */
function templateFiles(from, prefix = '') {
  return readdirSync(join(from, prefix), { withFileTypes: true }).flatMap((entry) => (entry.isDirectory()
    ? templateFiles(from, join(prefix, entry.name)) : [join(prefix, entry.name)]));
}

/** core/games.cpp with the game's include among the others and its registration last in the list. */
export function register(text, name, type) {
  const include = `#include "${name}/${name}.hpp"`;
  const includes = [...text.matchAll(/^#include "[^"]+"$/gm)];
  if (includes.length === 0) throw new Error('core/games.cpp has no #include line to add the game\'s beside');
  const after = includes.filter((m) => m[0] < include).at(-1) ?? null;
  let out = after ? `${text.slice(0, after.index + after[0].length)}\n${include}${text.slice(after.index + after[0].length)}`
    : `${text.slice(0, includes[0].index)}${include}\n${text.slice(includes[0].index)}`;
  const list = /(api<[a-z0-9_]+::\w+>\(\),)(\s*\n\s*\};)/;
  if (!list.test(out)) throw new Error('core/games.cpp: the list of api<…>() lines, each followed by a comma, was not found');
  out = out.replace(list, `$1 api<${name}::${type}>(),$2`);
  return out;
}

/** Writes the game `name` into the repository at `root`; returns the paths written (repository-relative). */
export function newGame(name, root) {
  const why = refusal(name, root);
  if (why) throw new Error(why);
  const values = words(name);
  const written = [];
  for (const [side, dir] of [['core', `core/${name}`], ['web', `web/games/${name}`]]) {
    for (const file of templateFiles(join(TEMPLATES, side))) {
      const path = join(dir, dirname(file), target(file.split('/').at(-1), name));
      mkdirSync(join(root, dirname(path)), { recursive: true });
      writeFileSync(join(root, path), fill(readFileSync(join(TEMPLATES, side, file), 'utf8'), values));
      written.push(path);
    }
  }
  const registry = join(root, 'core', 'games.cpp');
  writeFileSync(registry, register(readFileSync(registry, 'utf8'), name, values.__Game__));
  written.push('core/games.cpp');
  return written;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--root');
  const root = at >= 0 ? args.splice(at, 2)[1] : join(here, '..');
  if (args.length > 1) {
    console.error('error: one name only: npm run new-game <name>');
    process.exit(2);
  }
  try {
    const written = newGame(args[0], root);
    // The C++ in the project's layout (the registry's list re-flowed, the title's length in the messages).
    const cpp = written.filter((f) => /\.(cpp|hpp)$/.test(f));
    try {
      execFileSync('clang-format', ['-i', ...cpp], { cwd: root, stdio: 'inherit' });
    } catch {
      console.error('new-game: clang-format is not installed (scripts/setup.sh installs it): run it on the C++ files before npm run lint');
    }
    console.log(`new-game: wrote ${written.length} files:\n  ${written.join('\n  ')}`);
    console.log(`Next: npm run build, then play ${args[0]}.html (npm start). The README's "Adding a game" says what to replace.`);
  } catch (error) {
    console.error(`error: ${error.message}`);
    process.exit(1);
  }
}
