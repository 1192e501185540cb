// Types of kata-arcade/vue: the elements as Vue 3's global components (their attributes typed as props), and isCustomElement for the template compiler.
import type { DefineComponent } from 'vue';
import type { KataArcadeElementAttributes } from './attributes.js';
import './elements.js';

/** Every element as a component whose props are its attributes. */
export type KataArcadeVueComponents = { [Tag in keyof KataArcadeElementAttributes]: DefineComponent<KataArcadeElementAttributes[Tag]> };

declare module 'vue' {
  interface GlobalComponents extends KataArcadeVueComponents {}
}

/**
 * True for the tags this package defines: the template compiler's `isCustomElement`
 * (`app.config.compilerOptions.isCustomElement`, or `vue({ template: { compilerOptions: { isCustomElement } } })`
 * in Vite), so Vue leaves them to the browser instead of resolving a Vue component.
 */
export function isCustomElement(tag: string): boolean;
