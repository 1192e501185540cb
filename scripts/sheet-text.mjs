// sheet-text.mjs: a style sheet as the minified text an element adopts ({ css }, web/common/element.js), for the modules that carry their sheets inside: the npm package's (package.mjs) and the site's bundles (bundle-modules.mjs).
import { readFile } from 'node:fs/promises';
import { transform } from 'esbuild';

// A style sheet named beside a module, `new URL('./x.css', import.meta.url)` (element.js's
// ElementStyle), the only form the elements use for their sheets.
export const SHEET_URL = /new URL\((['"])(\.{1,2}\/[A-Za-z0-9_./-]+\.css)\1, import\.meta\.url\)/g;

/** The sheet in `file`, minified. @param {string} file */
export async function sheetText(file) {
  const { code } = await transform(await readFile(file, 'utf8'), { loader: 'css', minify: true, legalComments: 'none' });
  return code.trim();
}
