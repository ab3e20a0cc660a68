import type { CommandWords } from './command-words.ts';
import { commands as fr } from './fr/commands.ts';
import { commands as it } from './it/commands.ts';
import type { Locale } from './locales.ts';

/** The slash commands in each language other than English (which the definitions hold). */
export const COMMAND_WORDS: Readonly<Record<Exclude<Locale, 'en'>, CommandWords>> = { fr, it };
