// Types of kata-arcade/assets: where the elements load the engine, its worker and their style sheets from.

/**
 * Makes the elements load every file (the engine, its worker, their style sheets) from `url`, a
 * folder holding a copy of the package (a relative URL is read against the page); null: beside
 * their modules again (the default). Call it before the elements start, or put
 * `<meta name="kata-arcade-base" content="…/">` in the page's head instead.
 */
export function setAssetBase(url: string | URL | null): void;

/** The base set by setAssetBase() or the page's meta, else null. */
export function assetBase(): URL | null;
