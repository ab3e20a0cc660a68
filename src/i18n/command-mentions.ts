import { COMMAND_WORDS } from './command-tables.ts';
import type { Locale } from './locales.ts';

/**
 * The id Discord gave a top-level slash command (`place`, `blokus`), known once the bot has fetched its
 * registered commands; undefined before, or for a command it does not know.
 */
export type CommandIds = (command: string) => string | undefined;

/** A command in a catalogue: its English path between `</` and `>` (`</place>`, `</blokus new>`). */
const COMMAND = /<\/([a-z][a-z-]*(?: [a-z][a-z-]*)?)>/g;

/** Whether a path names a slash command or subcommand (every language has words for each). */
export function isCommandPath(path: string): boolean {
  return Object.hasOwn(COMMAND_WORDS.fr, path) && !path.includes('=');
}

/** A command's path as a reader of `locale` types it (`blokus new` → `blokus nouvelle`). */
export function localCommandPath(path: string, locale: Locale): string {
  if (locale === 'en') return path;
  const words = path.split(' ');
  return words
    .map((word, i) => COMMAND_WORDS[locale][words.slice(0, i + 1).join(' ')]?.name ?? word)
    .join(' ');
}

/**
 * A text with its commands written for Discord: a command mention (`</blokus new:123>`, which each
 * reader's client shows in their own language and runs on a click) where the command's id is known, else
 * the command as typed in the text's language (`/blokus nouvelle`).
 */
export function withCommands(text: string, locale: Locale, ids?: CommandIds): string {
  if (!text.includes('</')) return text;
  return text.replace(COMMAND, (whole, path: string) => {
    if (!isCommandPath(path)) return whole;
    const id = ids?.(path.split(' ')[0]!);
    return id ? `</${path}:${id}>` : `/${localCommandPath(path, locale)}`;
  });
}
