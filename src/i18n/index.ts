export type { Catalogue, MessageKey } from './catalogues.ts';
export { CATALOGUES } from './catalogues.ts';
export { type CommandIds, isCommandPath, localCommandPath, withCommands } from './command-mentions.ts';
export { COMMAND_WORDS } from './command-tables.ts';
export type { CommandWords } from './command-words.ts';
export { DEFAULT_LOCALE, isLocale, LOCALES, type Locale, localeOf, supportedLocale } from './locales.ts';
export {
  clearTranslationMisses,
  ENGLISH,
  type MessageValues,
  type Translator,
  translationMisses,
  translator,
} from './translator.ts';
