import { describe, expect, it } from 'vitest';
import { legalCounts, newGame, perft, play, scoresOf } from '../../src/engine/index.ts';
import {
  playTrigon,
  TRIGON_MIDGAME_PERFT,
  TRIGON_PERFT,
  TRIGON_VECTORS,
  trigonMove,
} from './trigon-support.ts';

describe('the reference Trigon games (Pentobi-checked)', () => {
  it('cover every Trigon variant Pentobi knows', () => {
    expect(new Set(TRIGON_VECTORS.map((v) => v.variant))).toEqual(
      new Set(['trigon', 'trigon-2', 'trigon-3']),
    );
  });

  TRIGON_VECTORS.forEach((v, index) => {
    it(`game ${index} (${v.variant}, ${v.source}): turns, every legal count, scores`, () => {
      let game = newGame(v.variant);
      expect(game.variant.colors).toEqual(v.colors);
      expect(legalCounts(game)).toEqual(v.legal[0]);
      v.moves.forEach(([color, cells], i) => {
        expect(game.variant.colors[game.toMove!], `move ${i + 1}`).toBe(color);
        const result = play(game, trigonMove(game.layout, cells));
        if (!result.ok) throw new Error(`move ${i + 1}: ${result.error.kind}`);
        game = result.value.game;
        expect(legalCounts(game), `after move ${i + 1}`).toEqual(v.legal[i + 1]);
      });
      expect(game.toMove).toBeNull();
      const scores = scoresOf(game);
      expect(scores.squaresLeft).toEqual(v.squaresLeft);
      expect(scores.colorScores).toEqual(v.scores);
      expect(scores.playerScores).toEqual(v.playerScores);
      expect(scores.colorScores.map((s) => s + 110)).toEqual(v.pentobiPoints);
    });
  });
});

describe('Trigon perft (Pentobi)', () => {
  for (const { variant, perft: expected } of TRIGON_PERFT) {
    it(`from the empty ${variant} board to depth ${expected.length}`, () => {
      const game = newGame(variant);
      expect(
        perft(
          game.position,
          game.toMove,
          [false, false, false, false].slice(0, game.variant.colors.length),
          expected.length,
        ),
      ).toEqual(expected);
    });
  }

  for (const { game: index, moves, perft: expected } of TRIGON_MIDGAME_PERFT) {
    const v = TRIGON_VECTORS[index]!;
    it(`after ${moves} moves of game ${index} (${v.variant}) to depth ${expected.length}`, () => {
      const game = playTrigon(v.variant, v.moves.slice(0, moves));
      const out = game.out.map((o) => o !== null);
      expect(perft(game.position, game.toMove, out, expected.length)).toEqual(expected);
    });
  }
});
