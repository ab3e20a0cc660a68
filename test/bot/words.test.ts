import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nameText, seatName } from '../../src/bot/messages/text-format.ts';

/**
 * Display names in public message text: isolated for bidi layout, mention syntax broken, markdown escaped,
 * one line, bounded. Discord's own rules are the reference: a user/role/channel mention, slash command,
 * custom emoji or timestamp is `<` followed by `@`, `#`, `/`, `:`, `a:` or `t:`; `@everyone` and `@here`
 * need no brackets.
 */

const FSI = '\u2068';
const PDI = '\u2069';
const ZWSP = '\u200b';
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** The name inside its isolate (and checks that the isolate is there, once). */
function inner(text: string): string {
  expect(text.startsWith(FSI), JSON.stringify(text)).toBe(true);
  expect(text.endsWith(PDI), JSON.stringify(text)).toBe(true);
  const body = text.slice(1, -1);
  expect(body, JSON.stringify(text)).not.toMatch(BIDI);
  return body;
}

/** What Discord would read as a mention, emoji, command or timestamp in message content. */
const DISCORD_SYNTAX = [
  /<@!?\d+>/,
  /<@&\d+>/,
  /<#\d+>/,
  /<\/[^\s:>]+:\d+>/,
  /<a?:\w+:\d+>/,
  /<t:-?\d+(?::[tTdDfFR])?>/,
  /<id:\w+>/,
  /@(?:everyone|here)/,
];

describe('nameText', () => {
  it('drops bidi controls and isolates the name, so U+202E cannot reverse the sentence', () => {
    expect(nameText('\u202eevil')).toBe(`${FSI}evil${PDI}`);
    expect(`${nameText('\u202eevil')} played`).toBe(`${FSI}evil${PDI} played`);
    for (const control of [
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ]) {
      expect(nameText(`a${control}b`), JSON.stringify(control)).toBe(`${FSI}ab${PDI}`);
    }
    for (const mark of ['\u200e', '\u200f', '\u061c']) expect(nameText(`a${mark}b`)).toBe(`${FSI}ab${PDI}`);
    // An unmatched PDI in the name cannot close the isolate early.
    expect(nameText('x\u2069 y')).toBe(`${FSI}x y${PDI}`);
  });

  it('keeps right-to-left names whole, inside the isolate', () => {
    expect(nameText('דני')).toBe(`${FSI}דני${PDI}`);
    expect(nameText('سارة 2')).toBe(`${FSI}سارة 2${PDI}`);
  });

  it('shows mention, channel, role, command, emoji and timestamp syntax as text (U+200B after `<`)', () => {
    for (const name of [
      '<@123>',
      '<@!123>',
      '<@&123>',
      '<#123>',
      '</cmd:1>',
      '<:e:1>',
      '<a:e:1>',
      '<t:1>',
      '<t:1:R>',
    ]) {
      const body = inner(nameText(name));
      expect(body).toBe(`<${ZWSP}${name.slice(1)}`);
      for (const syntax of DISCORD_SYNTAX) expect(body, name).not.toMatch(syntax);
    }
    expect(inner(nameText('a <@1> b <#2>'))).toBe(`a <${ZWSP}@1> b <${ZWSP}#2>`);
  });

  it('shows @everyone and @here as text (U+200B after `@`)', () => {
    expect(inner(nameText('@everyone'))).toBe(`@${ZWSP}everyone`);
    expect(inner(nameText('hi @here!'))).toBe(`hi @${ZWSP}here!`);
    expect(inner(nameText('@Everyone'))).toBe(`@${ZWSP}Everyone`);
  });

  it('escapes markdown, masked links, headings and lists included', () => {
    expect(inner(nameText('**boss**'))).toBe('\\*\\*boss\\*\\*');
    expect(inner(nameText('__a__ ~~b~~ ||c|| `d`'))).toBe(
      '\\_\\_a\\_\\_ \\~\\~b\\~\\~ \\|\\|c\\|\\| \\`d\\`',
    );
    expect(inner(nameText('[free nitro](https://x.test)'))).toBe('\\[free nitro](https://x.test)');
    expect(inner(nameText('# big'))).toBe('\\# big');
    expect(inner(nameText('- item'))).toBe('\\- item');
    expect(inner(nameText('1. first'))).toBe('1\\. first');
    // A backslash in the name cannot undo an escape.
    expect(inner(nameText('\\**x**'))).toBe('\\\\\\*\\*x\\*\\*');
  });

  it('one line, at most 40 units cut between graphemes, something always shown', () => {
    expect(inner(nameText('Ann\n\tLee  '))).toBe('Ann Lee');
    expect(inner(nameText('x'.repeat(100)))).toBe(`${'x'.repeat(39)}…`);
    expect(inner(nameText(`${'x'.repeat(38)}😀😀`))).toBe(`${'x'.repeat(38)}…`);
    expect(inner(nameText('👨‍👩‍👧‍👦'.repeat(5)))).toBe(`${'👨‍👩‍👧‍👦'.repeat(3)}…`);
    expect(nameText('')).toBe(`${FSI}?${PDI}`);
    expect(nameText('\u202e\u2066 \n')).toBe(`${FSI}?${PDI}`);
  });

  it('seatName goes through nameText; an unknown seat is a generic word', () => {
    const seats = [
      {
        seat: 0,
        userId: '1',
        displayName: '\u202e<@2>',
        colors: [],
        wantedColor: null,
        left: false,
        computerLevel: null,
      },
    ];
    expect(seatName(seats, '1')).toBe(nameText('\u202e<@2>'));
    expect(seatName(seats, '9')).toBe('a player');
  });

  it('for any name: isolated, no bidi control or line break inside, no Discord syntax, bounded (fast-check)', () => {
    const piece = fc.constantFrom(
      '<@1>',
      '<@&2>',
      '<#3>',
      '</c:4>',
      '<:e:5>',
      '<t:6>',
      '@everyone',
      '@here',
      '\u202e',
      '\u2069',
      '\u2066',
      '**',
      '\\',
      '\n',
      'דני',
      '😀',
      '👨‍👩‍👧‍👦',
      'x',
      ' ',
    );
    const name = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 60 }),
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.string({ unit: piece, maxLength: 20 }),
    );
    fc.assert(
      fc.property(name, (n) => {
        const body = inner(nameText(n));
        expect(body).not.toMatch(/[\t\n\r]/);
        expect(body).not.toMatch(/\p{Cs}/u);
        expect(body).not.toMatch(/<(?!\u200b)/);
        for (const syntax of DISCORD_SYNTAX) expect(body).not.toMatch(syntax);
        // At most 40 units were kept; escaping adds a backslash or U+200B before or after some of them.
        const shown = body.replace(/\\(.)/gu, '$1').replaceAll(ZWSP, '');
        expect(shown.length).toBeLessThanOrEqual(40);
        expect(body.length).toBeGreaterThan(0);
      }),
      { numRuns: 1000 },
    );
  });
});
