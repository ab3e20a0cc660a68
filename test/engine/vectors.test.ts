import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type Game,
  isVariantId,
  legalMoves,
  moveFromCells,
  newGame,
  perft,
  play,
  replay,
  scoresOf,
} from '../../src/engine/index.ts';

interface Vector {
  variant: string;
  source: string;
  colors: string[];
  moves: [string, string][];
  legal: number[][];
  squaresLeft: number[];
  scores: number[];
  playerScores: number[];
  sgf: string;
}

const vectors: Vector[] = JSON.parse(
  readFileSync(new URL('../../../shared/vectors/games.json', import.meta.url), 'utf8'),
);

function cellIndex(game: Game, name: string): number {
  return (Number(name.slice(1)) - 1) * game.layout.size + name.charCodeAt(0) - 97;
}

function counts(game: Game): number[] {
  return game.variant.colors.map((_, c) => game.position.legalMoveCount(c) * (game.out[c] === null ? 1 : 0));
}

describe('reference games', () => {
  it('has all 15 games', () => expect(vectors).toHaveLength(15));
  for (const [i, vector] of vectors.entries()) {
    it(`#${i + 1} ${vector.variant}, ${vector.source}`, () => {
      if (!isVariantId(vector.variant)) throw new Error(vector.variant);
      let game = newGame(vector.variant);
      expect(game.variant.colors).toEqual(vector.colors);
      expect(counts(game)).toEqual(vector.legal[0]);
      for (const [k, [color, cells]] of vector.moves.entries()) {
        expect(game.variant.colors[game.toMove ?? -1]).toBe(color);
        const move = moveFromCells(
          game.layout,
          cells.split(',').map((c) => cellIndex(game, c)),
        );
        expect(move).toBeDefined();
        const result = play(game, move!);
        if (!result.ok) throw new Error(`move ${k + 1}: ${JSON.stringify(result.error)}`);
        game = result.value.game;
        expect(counts(game), `after move ${k + 1}`).toEqual(vector.legal[k + 1]);
        for (const [c] of vector.colors.entries()) {
          expect(legalMoves(game, c)).toHaveLength(game.out[c] === null ? vector.legal[k + 1]![c]! : 0);
        }
      }
      expect(game.toMove).toBeNull();
      const scores = scoresOf(game);
      expect(scores.squaresLeft).toEqual(vector.squaresLeft);
      expect(scores.colorScores).toEqual(vector.scores);
      expect(scores.playerScores).toEqual(vector.playerScores);
      const replayed = replay(vector.variant, {}, game.events);
      expect(replayed.ok && scoresOf(replayed.value).colorScores).toEqual(vector.scores);
    });
  }
});

describe('perft from the empty board', () => {
  it('classic to depth 3', () => {
    const game = newGame('classic');
    expect(perft(game.position, game.toMove, [false, false, false, false], 3)).toEqual([58, 3364, 195112]);
  });
  it('junior to depth 3', () => {
    const game = newGame('junior');
    expect(perft(game.position, game.toMove, [false, false], 3)).toEqual([189, 35721, 8665264]);
  });
  it('duo to depth 2', () => {
    const game = newGame('duo');
    expect(perft(game.position, game.toMove, [false, false], 2)).toEqual([414, 171396]);
  });
});
