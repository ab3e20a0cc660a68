import type { en } from './en/index.ts';

/**
 * The keys of the messages, from the English catalogue: a key that English lacks does not compile, and a
 * language's area typed `Area<typeof en…>` must have every key of it and no other.
 */
export type MessageKey = keyof typeof en;

/** A whole catalogue: one message (ICU MessageFormat) per key. */
export type Catalogue = { readonly [K in MessageKey]: string };

/** One area of a language's catalogue, with exactly the keys of the English area. */
export type Area<T> = { readonly [K in keyof T]: string };
