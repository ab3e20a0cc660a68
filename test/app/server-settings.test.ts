import { describe, expect, it } from 'vitest';
import { Store } from '../../src/store/index.ts';
import { ANN, failure, tempDb, testService, unwrap } from './helpers.ts';

describe('who reads which language', () => {
  it("speaks the admins' choice, else the server's Discord locale, else English", () => {
    const { service } = testService();
    expect(service.server.language('g')).toBe('en');
    service.server.noteLocales({ guildId: 'g', guildLocale: 'it', userId: ANN.id, userLocale: 'fr' });
    expect(service.server.language('g')).toBe('it');
    expect(service.server.chosenLanguage('g')).toBeNull();
    expect(service.server.userLanguage(ANN.id)).toBe('fr');
    expect(service.server.userLanguage('nobody')).toBe('en');

    expect(failure(service.server.setLanguage('g', 'fr', false))).toEqual({ kind: 'not-admin' });
    expect(failure(service.server.setLanguage('g', 'de', true)).kind).toBe('bad-option');
    expect(unwrap(service.server.setLanguage('g', 'fr', true))).toBe('fr');
    expect(service.server.chosenLanguage('g')).toBe('fr');
    // A server whose Discord locale the bot does not speak falls back to English, unless chosen.
    service.server.noteLocales({ guildId: 'g', guildLocale: 'pt-BR', userId: ANN.id, userLocale: 'fr' });
    expect(service.server.language('g')).toBe('fr');
    expect(unwrap(service.server.setLanguage('g', null, true))).toBe('en');
    // Colour-blind marks and the language are written apart: neither undoes the other.
    unwrap(service.server.setColorBlind('g', true, true));
    expect(service.server.of('g')).toMatchObject({
      colorBlind: true,
      language: null,
      discordLocale: 'pt-BR',
    });
  });

  it('keeps the locales across a restart (the outbox and reminders read them later)', () => {
    const path = tempDb();
    const { service } = testService({ path });
    service.server.noteLocales({ guildId: 'g', guildLocale: 'fr', userId: ANN.id, userLocale: 'it' });
    service.close();
    const store = Store.open(path);
    expect(store.preferences.guildSettings('g').discordLocale).toBe('fr');
    expect(store.preferences.userLocale(ANN.id)).toBe('it');
    store.close();
  });
});
