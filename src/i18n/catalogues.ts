import { en } from './en/index.ts';
import { fr } from './fr/index.ts';
import { it } from './it/index.ts';
import type { Catalogue, MessageKey } from './keys.ts';
import type { Locale } from './locales.ts';

export type { Catalogue, MessageKey };

/**
 * Every language's catalogue. Typed as partial so that the translator can notice (and tests can catch)
 * a key missing at run time, e.g. from a catalogue loaded some other way; the compiler already checks the
 * catalogues here.
 */
export const CATALOGUES: Readonly<Record<Locale, Partial<Catalogue>>> = { en, fr, it };
