// glue.mjs: an Emscripten core's JS glue as the site and the package ship it, minified.
//
// emcc 3.1.6 from Debian has no Closure compiler, so its glue keeps every local name whole:
// esbuild's minifier takes Cul de chouette's glue from 9.6 to 7.2 KB gzipped (session 18). The
// glue has no code made from strings (-sDYNAMIC_EXECUTION=0), so renaming its locals changes nothing
// it does; the browser suites run on the minified files.
import { transform } from 'esbuild';

/** The glue's text `source` as shipped. */
export async function shippedGlue(source) {
  const { code } = await transform(source, { loader: 'js', minify: true, format: 'esm', legalComments: 'none' });
  return code;
}
