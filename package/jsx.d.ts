// Types of kata-arcade/jsx: the elements as JSX intrinsic elements for any JSX (the global JSX namespace; Preact and Solid extend theirs with KataArcadeIntrinsicElements).
import type { KataArcadeElementAttributes } from './attributes.js';
import './elements.js';

/**
 * What JSX may put on an element beside its own attributes: the HTML global attributes a host
 * sets on a board, a ref, children and key, and event handlers (`on…`), left generic because
 * each JSX names them its own way (React 19 `onconnect4-over`, Preact `onconnect4-over`, Solid
 * `on:connect4-over`).
 */
export interface KataArcadeJSXCommon {
  id?: string;
  class?: string;
  className?: string;
  style?: string | Record<string, string | number>;
  slot?: string;
  lang?: string;
  dir?: 'ltr' | 'rtl' | 'auto';
  hidden?: boolean;
  title?: string;
  tabIndex?: number;
  tabindex?: number | string;
  part?: string;
  exportparts?: string;
  key?: string | number;
  ref?: unknown;
  children?: unknown;
  [handler: `on${string}`]: unknown;
}

/** Every element, its attributes typed one by one (string unions where they take a fixed set). */
export type KataArcadeIntrinsicElements = {
  [Tag in keyof KataArcadeElementAttributes]: KataArcadeElementAttributes[Tag] & KataArcadeJSXCommon;
};

declare global {
  namespace JSX {
    interface IntrinsicElements extends KataArcadeIntrinsicElements {}
  }
}
