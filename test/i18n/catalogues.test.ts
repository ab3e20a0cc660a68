import { describe, expect, it } from 'vitest';
import { CATALOGUES, LOCALES, localeOf, translator } from '../../src/i18n/index.ts';
import { catalogueProblems, placeholdersOf } from '../support/catalogue-problems.ts';

const en = CATALOGUES.en as Record<string, string>;

describe('message catalogues', () => {
  for (const locale of LOCALES) {
    it(`${locale} has every English key, no other, with the same placeholders`, () => {
      expect(catalogueProblems(en, CATALOGUES[locale], locale)).toEqual([]);
    });
  }

  it('a catalogue that lacks a key, has an unknown key or other placeholders fails', () => {
    const { 'turn.placed': _dropped, ...lacking } = CATALOGUES.fr;
    expect(catalogueProblems(en, lacking, 'fr')).toEqual(['missing turn.placed']);
    expect(catalogueProblems(en, { ...CATALOGUES.it, 'turn.nonsense': 'x' }, 'it')).toEqual([
      'unknown turn.nonsense',
    ]);
    const renamed = { ...CATALOGUES.fr, 'turn.placed': '{colour} ({name}) a joué **{move}**.' };
    expect(catalogueProblems(en, renamed, 'fr')).toEqual([
      'turn.placed: placeholders {colour,move,name}, English has {color,move,name}',
    ]);
    const broken = { ...CATALOGUES.fr, 'turn.placed': '{color ({name}) a joué' };
    expect(catalogueProblems(en, broken, 'fr')[0]).toMatch(/^turn.placed: does not parse/);
  });

  it('reads placeholders inside plural branches', () => {
    expect(placeholdersOf('{count, plural, one {# coup de {name}} other {# coups}}', 'fr')).toEqual([
      'count',
      'name',
    ]);
  });

  it('plurals follow each language: French 0 and 1 are singular', () => {
    expect(translator('en').t('common.players', { count: 0 })).toBe('0 players');
    expect(translator('fr').t('common.players', { count: 0 })).toBe('0 joueur');
    expect(translator('fr').t('common.players', { count: 2 })).toBe('2 joueurs');
    expect(translator('it').t('common.players', { count: 1 })).toBe('1 giocatore');
  });

  it('lists and numbers through Intl', () => {
    expect(translator('fr').list(['Bleu', 'Rouge', 'Vert'])).toBe('Bleu, Rouge et Vert');
    expect(translator('it').list(['Blu', 'Rosso'], 'disjunction')).toBe('Blu o Rosso');
    expect(translator('en').list(['Blue', 'Red', 'Green'], 'disjunction')).toBe('Blue, Red or Green');
  });

  it('maps Discord locales to ours, English by default', () => {
    expect(localeOf('fr')).toBe('fr');
    expect(localeOf('it')).toBe('it');
    expect(localeOf('en-GB')).toBe('en');
    expect(localeOf('pt-BR')).toBe('en');
    expect(localeOf(null)).toBe('en');
  });
});
