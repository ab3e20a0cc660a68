import { IntlMessageFormat } from 'intl-messageformat';
import { CATALOGUES, type MessageKey } from './catalogues.ts';
import { type CommandIds, withCommands } from './command-mentions.ts';
import { en } from './en/index.ts';
import { DEFAULT_LOCALE, type Locale } from './locales.ts';

/**
 * Messages in one language: ICU MessageFormat (plural, select) by intl-messageformat, numbers and lists
 * by `Intl`. Sentences are whole messages with placeholders, never assembled from fragments, so each
 * language can order and agree its words as it must.
 */
export interface Translator {
  readonly locale: Locale;
  /** The message `key` with its placeholders filled in. */
  t(key: MessageKey, values?: MessageValues): string;
  /** Items as a list for a sentence: `a, b and c`, `a, b et c`, `a, b e c` (or `or`/`ou`/`o`). */
  list(items: readonly string[], type?: 'conjunction' | 'disjunction'): string;
  /** A number with the language's grouping: 1,234 / 1 234 / 1.234. */
  number(n: number): string;
}

/** Values of a message's placeholders. */
export type MessageValues = Readonly<Record<string, string | number>>;

/** Messages asked of a language's catalogue that it did not have (`fr:lobby.title`), for tests. */
const misses = new Set<string>();

/** The misses so far: a catalogue that fell back to English at run time. */
export function translationMisses(): readonly string[] {
  return [...misses];
}

/** Forgets the misses (between tests). */
export function clearTranslationMisses(): void {
  misses.clear();
}

const compiled = new Map<string, IntlMessageFormat>();

function format(locale: Locale, key: MessageKey): IntlMessageFormat {
  const id = `${locale}:${key}`;
  let message = compiled.get(id);
  if (!message) {
    const source = CATALOGUES[locale][key] ?? en[key];
    message = new IntlMessageFormat(source, locale, undefined, { ignoreTag: true });
    compiled.set(id, message);
  }
  return message;
}

const translators = new Map<Locale, Translator & { translate: Translator['t'] }>();

/**
 * The translator of a language (one per language, shared). A command a message names (`</place>` in the
 * catalogue) comes out as a command mention when `ids` knows the command's id, else as typed in the
 * language (`/poser`).
 */
export function translator(locale: Locale, ids?: CommandIds): Translator {
  const plain = plainTranslator(locale);
  if (!ids) return plain;
  return { ...plain, t: (key, values) => withCommands(plain.translate(key, values), locale, ids) };
}

function plainTranslator(locale: Locale): Translator & { translate: Translator['t'] } {
  let found = translators.get(locale);
  if (!found) {
    const lists = {
      // British English, as the bot writes it: "Blue, Red or Green", no serial comma.
      conjunction: new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { type: 'conjunction' }),
      disjunction: new Intl.ListFormat(locale === 'en' ? 'en-GB' : locale, { type: 'disjunction' }),
    };
    const numbers = new Intl.NumberFormat(locale);
    const translate = (key: MessageKey, values?: MessageValues) => {
      if (CATALOGUES[locale][key] === undefined) misses.add(`${locale}:${key}`);
      return String(format(locale, key).format(values));
    };
    found = {
      locale,
      translate,
      t: (key, values) => withCommands(translate(key, values), locale),
      list: (items, type = 'conjunction') => lists[type].format(items),
      number: (n) => numbers.format(n),
    };
    translators.set(locale, found);
  }
  return found;
}

/** English: what everyone sees when nothing says otherwise. */
export const ENGLISH: Translator = translator(DEFAULT_LOCALE);
