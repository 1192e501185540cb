// lint-game-lists.mjs: fails when a file outside the games' own folders names several games in a literal list, instead of deriving the list from the registry.
//
// The registered names come from core/games.cpp's text and the core/<name>/ folders (the lint runs
// before any build). Outside core/<name>/ and web/games/<name>/, a file may not hold:
//   - a string naming two games or more as words ('the games are greed, sudoku, ...'), or
//   - two different games as the items of one list or the rows of one table (one bracket group,
//     or sibling groups inside a literal): string literals that are exactly a name ('greed',
//     "sudoku"), object keys (greed: ...) or, in CMake, bare words.
// Markdown is prose and not checked (README.md's table of games describes each one; no count of
// them is kept there). ALLOWED lists the few code files whose job is to name each game, each with
// the test that holds it equal to the registry; a single line that names games on purpose (a
// scenario of two given games) says so in a comment on it or just above it: `game-lists: ok, <why>`.
// Usage: node scripts/lint-game-lists.mjs [file...]
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { registryNames } from './registry-names.mjs';

const ALLOWED = new Map([
  // The per-game namespaces of the API (the games with their own bindings; the per-core imports are
  // written in by scripts/loader-text.mjs). tests/node/types.test.mjs holds them to the module.
  ['wasm/arcade.mjs', 'the per-game namespaces'],
  ['wasm/arcade.d.ts', 'the per-game namespaces (GameName\'s union is written in by the build)'],
  // The native CLI dispatches each game's own commands by name.
  ['core/cli/main.cpp', 'the CLI dispatch'],
  ['core/cli/cli.hpp', 'the CLI dispatch'],
  // One fuzz target per game's parser (tests/fuzz/README.md), each a function of its own.
  ['tests/fuzz/targets.hpp', 'one fuzz entry per game'],
  ['tests/fuzz/targets.cmake', 'one fuzz target per game'],
  // The package's element types and each entry's d.ts: one declaration per element.
  ['package/elements.d.ts', 'one declaration per element (tests/node/element-api.test.mjs)'],
]);
const TEXT = /\.(m?js|cjs|ts|cpp|hpp|h|cmake|json|sh|html|css|svg|webmanifest)$|(^|\/)CMakeLists\.txt$/;
const SKIP = /^(data|tests\/data|tests\/fuzz\/corpus|tests\/fuzz\/regressions)\/|(^|\/)package-lock\.json$/;

const folders = readdirSync('core').filter((f) => statSync(`core/${f}`).isDirectory() && !['common', 'cli'].includes(f));
const names = [...new Set([...registryNames('.'), ...folders])];
const own = new RegExp(`^(core|web/games)/(${names.join('|')})/`);
const word = (name) => `(?<![A-Za-z0-9_])${name}(?![A-Za-z0-9_])`;

/**
 * The names a text holds as list items or table keys, each with its line and bracket group: string
 * literals that are exactly a name, object keys (`greed:`), and in CMake bare words; plus the
 * strings that name several games as words. Comments are skipped; brackets inside strings too.
 */
function scan(text, cmake) {
  const tokens = [];
  const wordy = [];
  const groups = [{ parent: -1, kind: '', block: true }];
  const stack = [0];
  let line = 1;
  let code = '';  // the code read so far on this line, strings blanked: what precedes a bracket or key
  const lineComment = cmake ? '#' : '//';
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '\n') { line++; code = ''; continue; }
    if (text.startsWith(lineComment, i)) { while (i + 1 < text.length && text[i + 1] !== '\n') i++; continue; }
    if (!cmake && text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 1;
      for (; i < stop; i++) if (text[i] === '\n') line++;
      code = '';
      continue;
    }
    if (c === '"' || c === "'" || c === '`') {
      if (c === "'" && /[A-Za-z0-9]$/.test(code)) { code += c; continue; }  // an apostrophe in C++ digit separators
      let j = i + 1;
      let body = '';
      while (j < text.length && text[j] !== c && !(c !== '`' && text[j] === '\n')) {
        if (text[j] === '\\') { body += text[j + 1] ?? ''; j += 2; continue; }
        body += text[j++];
      }
      const at = line;
      for (let k = i; k < j; k++) if (text[k] === '\n') line++;
      const named = names.filter((n) => new RegExp(word(n)).test(body));
      // A name, or a file, element or core named after one ('greed.html', 'connect4-game', 'arcade-core-rotate');
      // not a message id ('greed.params.seat'), which belongs to one game's table.
      const stem = named.length === 1 && new RegExp(`^([\\w./-]*[-/])?${named[0]}(-game)?(\\.(html|m?js|wasm|json|d\\.ts|css|svg))?$`);
      if (stem && stem.test(body)) tokens.push({ name: named[0], line: at, group: stack.at(-1) });
      if (named.length >= 2) wordy.push([at, named]);
      code += ' x ';
      i = j;
      continue;
    }
    if ('([{'.includes(c)) {
      // A `{` after `)`, `=>`, `else`, `do` or a C++ signature opens a block of statements, not a literal.
      const block = c === '{' && /(\)|=>|\belse|\bdo|\btry|\bconst|\boverride|\bnoexcept)\s*$/.test(code) || c === '{' && code.trim() === '';
      groups.push({ parent: stack.at(-1), kind: c, block });
      stack.push(groups.length - 1);
    } else if (')]}'.includes(c)) {
      if (stack.length > 1) stack.pop();
    } else if (/[A-Za-z_]/.test(c) && !/[A-Za-z0-9_$.]$/.test(code)) {
      const m = /^[A-Za-z_][A-Za-z0-9_]*/.exec(text.slice(i, i + 64));
      const id = m[0];
      const after = text.slice(i + id.length, i + id.length + 3);
      if (names.includes(id) && (cmake || (/^\s*:(?!:)/.test(after) && /(^|[{,])\s*$/.test(code)))) tokens.push({ name: id, line, group: stack.at(-1) });
      code += id;
      i += id.length - 1;
      continue;
    }
    code += c;
  }
  return { tokens, wordy, groups };
}

/** The problems of one file's text: [line, what] pairs. */
export function problemsOf(file, text) {
  const cmake = /\.cmake$|CMakeLists\.txt$/.test(file);
  const { tokens, wordy, groups } = scan(text, cmake);
  const problems = wordy.map(([line, named]) => [line, `a string naming ${named.join(', ')}`]);
  // Two games are one list when their names are items of one bracket group, or rows of one table
  // (their groups are siblings inside a literal, not statements inside a block).
  const together = (a, b) => a.group === b.group && !groups[a.group].block
    || groups[a.group].parent === groups[b.group].parent && groups[a.group].parent >= 0 && !groups[groups[a.group].parent].block
    || a.group === b.group && cmake;
  const seen = new Set();
  for (let k = 0; k < tokens.length; k++) {
    if (seen.has(k)) continue;
    const list = [k];
    for (let m = k + 1; m < tokens.length; m++) if (!seen.has(m) && together(tokens[k], tokens[m])) list.push(m);
    const named = [...new Set(list.map((m) => tokens[m].name))];
    if (named.length >= 2) {
      for (const m of list) seen.add(m);
      problems.push([tokens[k].line, `a list of games (${named.join(', ')}): derive it from the registry (arcade.games, dist/games.json, core/games.cpp)`]);
    }
  }
  // A line (or one of the two above it) that says "game-lists: ok" with its reason is let through.
  const lines = text.split('\n');
  const excused = (line) => [line - 1, line - 2, line - 3].some((i) => i >= 0 && /game-lists: ok\b/.test(lines[i] ?? ''));
  return problems.filter(([line]) => !excused(line)).sort((a, b) => a[0] - b[0]);
}

// Run as a script (lint.sh); imported, it only lends problemsOf.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const files = args.length ? args : execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
    .split('\0').filter((f) => f && TEXT.test(f) && !SKIP.test(f) && !own.test(f) && !ALLOWED.has(f) && existsSync(f));
  const found = [];
  for (const file of files) {
    for (const [line, what] of problemsOf(file, readFileSync(file, 'utf8'))) found.push(`${file}:${line}: ${what}`);
  }
  if (found.length) {
    console.error(found.join('\n'));
    console.error(`lint-game-lists: ${found.length} list(s) of games typed outside the games' folders (see the file's header)`);
    process.exit(1);
  }
}
