import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../../commands/index.ts';
import { CATALOGUES, LOCALES, translator } from '../../src/i18n/index.ts';

/**
 * Commands in messages: a catalogue names a command by its English path (`</blokus new>`); a message shows
 * a command mention (`</blokus new:id>`, which each reader's client shows in their language) once the id
 * is known, else the command as typed in the message's language.
 */

/** Every slash command and subcommand path the bot registers. */
const PATHS = new Set(
  COMMANDS.flatMap((c) => {
    const data = c.data as { name: string; type?: number; options?: { type: number; name: string }[] };
    if (data.type !== undefined && data.type !== 1) return [];
    const subs = (data.options ?? []).filter((o) => o.type === 1).map((o) => `${data.name} ${o.name}`);
    return [data.name, ...subs];
  }),
);

describe('command mentions', () => {
  it('are written in every catalogue as registered commands, never as typed names', () => {
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(CATALOGUES[locale])) {
        for (const [, path] of String(text).matchAll(/<\/([^>]*)>/g)) {
          expect(PATHS.has(path!), `${locale}:${key} names </${path}>`).toBe(true);
        }
        // A command typed out would be the one a reader of another language cannot find.
        expect(String(text), `${locale}:${key}`).not.toMatch(/(^|[\s(`'])\/\p{L}/u);
      }
    }
  });

  it('become mentions where the id is known, the typed command of the language elsewhere', () => {
    const ids = (name: string) => ({ place: '111', blokus: '222' })[name];
    expect(translator('fr', ids).t('error.bad-preview')).toContain('</place:111>');
    expect(translator('fr').t('error.bad-preview')).toContain('/poser');
    expect(translator('en', ids).t('error.no-game-here')).toContain('</blokus new:222>');
    expect(translator('it').t('error.no-game-here')).toContain('/blokus nuova');
    // A command whose id is unknown is named as typed.
    expect(translator('fr', ids).t('error.game-not-found', { id: 3 })).toContain('/plateau');
  });
});
