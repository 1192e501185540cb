// wasm-memory.mjs: loads the engine for the node tests while watching WebAssembly.instantiate, so a test can read the module's memory size.
//
// The public API does not expose the module's memory: the probe wraps WebAssembly.instantiate for
// the first load only, keeps the Memory the instance exports, and puts the original back.
let wasmMemory = null;
const instantiate = WebAssembly.instantiate;
WebAssembly.instantiate = async function (...args) {
  const result = await instantiate.apply(this, args);
  const instance = result instanceof WebAssembly.Instance ? result : result.instance;
  for (const value of Object.values(instance.exports)) if (value instanceof WebAssembly.Memory) wasmMemory = value;
  return result;
};
const { loadArcade, ArcadeError } = await import(new URL('../../dist/arcade.mjs', import.meta.url));
const arcade = await loadArcade();
WebAssembly.instantiate = instantiate;

/** The engine of the first load, its error type, and the Memory that load exported (null if none was seen). */
export { arcade, ArcadeError, loadArcade };
export const memory = () => wasmMemory;
