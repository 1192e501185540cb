// Types of kata-arcade/react: the elements in React 19's JSX (`<sudoku-game difficulty="hard" />`), every attribute typed; import it once (`import type {} from 'kata-arcade/react'`).
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { KataArcadeElementAttributes } from './attributes.js';
import './elements.js';

/**
 * One element's props: its own attributes, React's HTML props (className, style, ref to the
 * element's class, key, children, DOM event handlers) and `class`, which React 19 passes to
 * custom elements as it is. Its own events (`onsudoku-change`: React 19 listens for the name after
 * `on`) are left generic.
 */
export type KataArcadeReactProps<Tag extends keyof KataArcadeElementAttributes> = KataArcadeElementAttributes[Tag]
  & Omit<DetailedHTMLProps<HTMLAttributes<HTMLElementTagNameMap[Tag]>, HTMLElementTagNameMap[Tag]>, keyof KataArcadeElementAttributes[Tag]>
  & { class?: string; [handler: `on${string}-${string}`]: ((event: CustomEvent) => void) | undefined };

/** Every element's props by its tag. */
export type KataArcadeReactElements = { [Tag in keyof KataArcadeElementAttributes]: KataArcadeReactProps<Tag> };

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements extends KataArcadeReactElements {}
  }
}
