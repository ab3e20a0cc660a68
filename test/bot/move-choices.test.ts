import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BoardView } from '../../src/app/index.ts';
import { moveChoices } from '../../src/bot/play/move-choices.ts';
import { newGame } from '../../src/engine/index.ts';

/**
 * The words of `/place` autocomplete choices, without Discord: Discord refuses an answer whose names or
 * values are over 100 UTF-16 units or are not well-formed UTF-16 (half an emoji), and a typed tab or newline
 * has no place in a one-line choice. (test/bot/autocomplete.test.ts drives the same code through the bot.)
 */

const ALICE = '100';
const BOB = '200';

/** A new Duo game with Alice to move: only the fields `moveChoices` reads are real. */
function view(toMoveName = 'Alice', gameId = 1): BoardView {
  const game = newGame('duo');
  const seats = [
    { seat: 0, userId: ALICE, displayName: toMoveName, colors: ['purple'], wantedColor: null, left: false },
    { seat: 1, userId: BOB, displayName: 'Bob', colors: ['orange'], wantedColor: null, left: false },
  ];
  const toMove = {
    seat: 0,
    userId: ALICE,
    displayName: toMoveName,
    color: 'purple',
    colorIndex: 0,
    since: 0,
  };
  return { gameId, version: 1, status: 'active', game, seats, toMove } as unknown as BoardView;
}

const wellFormed = (s: string) => !/\p{Cs}/u.test(s);

function expectSendable(choices: readonly { name: string; value: string }[]): void {
  expect(choices.length).toBeGreaterThan(0);
  expect(choices.length).toBeLessThanOrEqual(25);
  for (const { name, value } of choices) {
    for (const text of [name, value]) {
      expect(text.length, text).toBeGreaterThanOrEqual(1);
      expect(text.length, text).toBeLessThanOrEqual(100);
      expect(wellFormed(text), JSON.stringify(text)).toBe(true);
      expect(text, JSON.stringify(text)).not.toMatch(/[\t\n\r]/);
    }
  }
}

describe('moveChoices: names and values Discord accepts', () => {
  it('an emoji at the cut is dropped whole, not split in half', () => {
    // `No legal placement matches “` is 28 units: 28 + 2 + 70 units of emoji reach the 99th unit mid-pair.
    const typed = `e5 ${'😀'.repeat(48)}`;
    const [choice] = moveChoices(view(), ALICE, typed);
    expect(choice!.name).toMatch(/^No legal placement matches “e5 (😀)+…$/u);
    expectSendable([choice!]);
    const piece = moveChoices(view(), ALICE, '💥'.repeat(50));
    expect(piece[0]!.name).toMatch(/^No piece that fits starts with “(💥)+…$/u);
    expectSendable(piece);
  });

  it('a ZWJ family emoji is never cut into its members', () => {
    const family = '👨‍👩‍👧‍👦';
    for (let pad = 0; pad < 12; pad++) {
      for (const choice of moveChoices(view(), ALICE, `e5 ${'x'.repeat(pad)}${family.repeat(8)}`)) {
        expectSendable([choice]);
        expect(choice.name.replaceAll(family, '')).not.toMatch(/[\u{1F466}-\u{1F469}\u200d]/u);
      }
    }
  });

  it('typed tabs and newlines are echoed as single spaces', () => {
    const [choice] = moveChoices(view(), ALICE, 'e5\tzz\n\r\nqq');
    expect(choice!.name).toBe('No legal placement matches “e5 zz qq”. Clear it to see the pieces that fit.');
    expect(choice!.value).toBe('e5 zz qq');
    const [other] = moveChoices(view('Ann\tLee\n'), BOB, '');
    expect(other!.name).toBe('Not your turn: Ann Lee is playing 🟪 Purple.');
  });

  it('for any typed text and any name of the player to move (fast-check)', () => {
    const text = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 110 }),
      fc.string({ unit: 'binary', maxLength: 110 }),
      fc.string({
        unit: fc.constantFrom('e5 ', 'P5-L ', '😀', '👨‍👩‍👧‍👦', '\t', '\n', '\r', 'x', ','),
        maxLength: 40,
      }),
    );
    let gameId = 0;
    fc.assert(
      fc.property(text, text, (typed, name) => {
        gameId = (gameId % 50) + 1;
        expectSendable(moveChoices(view(name, gameId), ALICE, typed));
        expectSendable(moveChoices(view(name, gameId), BOB, typed));
      }),
      { numRuns: 300 },
    );
  });
});
