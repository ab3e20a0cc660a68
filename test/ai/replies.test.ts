import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PLAYED_VARIANT_IDS, parseTuning, searchMove } from '../../src/ai/index.ts';
import { createReplies, learnReplies, pairSlot, recordMove, replyFor } from '../../src/ai/replies.ts';
import { searchFrom } from '../../src/ai/search.ts';
import { type Game, legalMoves, newGame, play } from '../../src/engine/index.ts';
import { randomGame, statesOf } from '../engine/random-games.ts';

/** A position of a random Duo game some moves in, with colour 0 to move. */
function duoPosition(): Game {
  const states = statesOf(randomGame('duo', 21));
  return states.find((g, i) => i >= 6 && g.toMove === 0)!;
}

describe('last good replies', () => {
  it('store the moves of the side that did best and forget those of the others', () => {
    const replies = createReplies(2, 100, 10);
    // A line: colour 0 (side 0) plays 5, colour 1 (side 1) answers 7, colour 0 answers 9.
    recordMove(replies, 0, 0, 5);
    recordMove(replies, 1, 1, 7);
    recordMove(replies, 0, 0, 9);
    learnReplies(replies, Float64Array.of(0.9, 0.1));
    expect(replies.one[0 * 100 + 7]).toBe(9); // side 0 did best: its answer to 7 is kept
    expect(replies.two[0 * 65536 + pairSlot(7, 5)]).toBe(9);
    expect(replies.one[1 * 100 + 5]).toBe(-1); // side 1 did not: nothing stored
    // The same line lost by side 0 forgets the replies it had stored; one of another move stays.
    replies.one[0 * 100 + 3] = 9;
    learnReplies(replies, Float64Array.of(0.2, 0.8));
    expect(replies.one[0 * 100 + 7]).toBe(-1);
    expect(replies.two[0 * 65536 + pairSlot(7, 5)]).toBe(-1);
    expect(replies.one[1 * 100 + 5]).toBe(7);
    expect(replies.one[0 * 100 + 3]).toBe(9);
    // A draw counts for both sides.
    learnReplies(replies, Float64Array.of(0.5, 0.5));
    expect(replies.one[0 * 100 + 7]).toBe(9);
    expect(replies.one[1 * 100 + 5]).toBe(7);
  });

  it('prefer the reply to the last two moves, then to the last move, and only legal ones', () => {
    const game = duoPosition();
    const { position } = game;
    const moveCount = game.layout.moveCount;
    const legal = legalMoves(game, 0);
    const illegal = [...Array(moveCount).keys()].find((m) => !legal.includes(m))!;
    const replies = createReplies(2, moveCount, 10);
    recordMove(replies, 0, 0, 11);
    recordMove(replies, 1, 1, 22);
    expect(replyFor(replies, position, 0)).toBe(-1);
    replies.one[22] = legal[0]!;
    expect(replyFor(replies, position, 0)).toBe(legal[0]);
    replies.two[pairSlot(22, 11)] = legal[1]!;
    expect(replyFor(replies, position, 0)).toBe(legal[1]);
    replies.two[pairSlot(22, 11)] = illegal;
    expect(replyFor(replies, position, 0)).toBe(legal[0]);
    replies.one[22] = illegal;
    expect(replyFor(replies, position, 0)).toBe(-1);
  });

  it('never offer an illegal move, whatever the tables hold', () => {
    const games = PLAYED_VARIANT_IDS.flatMap((variant) =>
      statesOf(randomGame(variant, 3)).filter((g, i) => i % 5 === 2 && g.toMove !== null),
    );
    fc.assert(
      fc.property(
        fc.nat(games.length - 1),
        fc.array(fc.nat(), { minLength: 3, maxLength: 3 }),
        fc.nat(),
        (g, picks, fill) => {
          const game = games[g]!;
          const c = game.toMove!;
          const n = game.layout.moveCount;
          const colors = game.variant.colors.length;
          const replies = createReplies(colors, n, 10);
          const legal = legalMoves(game, c);
          // Half the table entries are legal moves, the rest any move id.
          for (let i = 0; i < replies.one.length; i += 1 + (fill % 7)) {
            replies.one[i] = i % 2 === 0 && legal.length > 0 ? legal[i % legal.length]! : (i * 7919) % n;
          }
          for (let i = 0; i < replies.two.length; i += 1 + (fill % 5))
            replies.two[i] = (i * 104729 + fill) % n;
          for (const m of picks) recordMove(replies, (m >> 3) % colors, 0, m % n);
          const reply = replyFor(replies, game.position, c);
          if (reply >= 0) expect(play(game, reply).ok).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('let the search play legal moves, reproducibly, in every variant', () => {
    const tuning = parseTuning('replies=search');
    if ('error' in tuning) throw new Error(tuning.error);
    for (const variant of PLAYED_VARIANT_IDS) {
      const states = statesOf(randomGame(variant, 8)).filter((g) => g.toMove !== null);
      for (const game of [states[0]!, states[Math.floor(states.length / 2)]!]) {
        const result = searchMove(game, { simulations: 40, seed: 5, ...tuning });
        expect(play(game, result!.move).ok).toBe(true);
        expect(searchMove(game, { simulations: 40, seed: 5, ...tuning })).toEqual(result);
      }
    }
  });

  it('hold a whole line of play from the empty board (Junior has two copies of each piece)', () => {
    for (const variant of ['junior', 'classic-2', 'trigon'] as const) {
      const found = searchFrom(newGame(variant), { simulations: 20, seed: 2 })!;
      const replies = found.replies!;
      // The last simulation's line ran from the empty board to the end of a game.
      expect(replies.length).toBeGreaterThan(replies.moves.length / 2);
      expect(replies.length).toBeLessThanOrEqual(replies.moves.length);
    }
  });
});
