/**
 * The languages the bot speaks. Adding one is adding a catalogue under src/i18n/<code>/ and its code here;
 * a test fails until the catalogue has every key of English with the same placeholders.
 */
export const LOCALES = ['en', 'fr', 'it'] as const;

/** A language the bot speaks. */
export type Locale = (typeof LOCALES)[number];

/** The language of anyone whose language the bot does not speak. */
export const DEFAULT_LOCALE: Locale = 'en';

/** Whether a string names one of our languages exactly (`fr`, not `fr-CA`). */
export function isLocale(text: string): text is Locale {
  return (LOCALES as readonly string[]).includes(text);
}

/**
 * A Discord locale (`fr`, `it`, `en-US`, `en-GB`, `pt-BR` …) as one of our languages, by its language part;
 * null when the bot does not speak it (or no locale was given).
 */
export function supportedLocale(discordLocale: string | null | undefined): Locale | null {
  const base = discordLocale?.toLowerCase().split('-')[0] ?? '';
  return isLocale(base) ? base : null;
}

/** A Discord locale as one of our languages, English when the bot does not speak it. */
export function localeOf(discordLocale: string | null | undefined): Locale {
  return supportedLocale(discordLocale) ?? DEFAULT_LOCALE;
}
