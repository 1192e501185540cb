// check-whitespace.mjs: fails when a text file git tracks or would add breaks .editorconfig (tabs, trailing spaces, no final newline).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

// Data is kept as its source gave it; binaries are not text.
const exempt = /^(data|tests\/data|tests\/fuzz\/corpus|tests\/fuzz\/regressions)\/|\.(png|ico|bin|wasm|woff2?)$/;
// Untracked files that are not ignored count too: a new file is checked before it is added.
const files = [...new Set(execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' }).split('\0'))]
  .filter((f) => f && !exempt.test(f));
const problems = [];
for (const file of files) {
  let text;
  try { text = readFileSync(file, 'utf8'); } catch { continue; }  // listed but deleted in the work tree
  if (text === '') continue;
  if (!text.endsWith('\n')) problems.push(`${file}: no newline at the end`);
  const markdown = file.endsWith('.md');
  text.split('\n').forEach((line, i) => {
    if (line.includes('\t') && !/(^|\/)Makefile$/.test(file)) problems.push(`${file}:${i + 1}: a tab`);
    if (!markdown && /[ \t]+$/.test(line)) problems.push(`${file}:${i + 1}: trailing whitespace`);
    if (line.endsWith('\r')) problems.push(`${file}:${i + 1}: a CRLF line end`);
  });
}
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`check-whitespace: ${problems.length} problem(s); see .editorconfig`);
  process.exit(1);
}
