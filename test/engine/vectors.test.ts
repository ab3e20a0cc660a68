import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  type Game,
  legalCounts,
  legalMoves,
  moveFromCells,
  newGame,
  perft,
  play,
  replay,
  scoresOf,
} from '../../src/engine/index.ts';
import { exportSgf, importSgf } from '../../src/notation/index.ts';
import { VECTORS, VECTORS_PATH } from './vectors.ts';

function cellIndex(game: Game, name: string): number {
  return (Number(name.slice(1)) - 1) * game.layout.size + name.charCodeAt(0) - 97;
}

/** Plays a reference game move by move, checking each position against the vector as it goes. */
function playVector(vector: (typeof VECTORS)[number], check: (game: Game, i: number) => void): Game {
  let game = newGame(vector.variant);
  check(game, 0);
  for (const [k, [color, cells]] of vector.moves.entries()) {
    expect(game.variant.colors[game.toMove ?? -1], `colour of move ${k + 1}`).toBe(color);
    const move = moveFromCells(
      game.layout,
      cells.split(',').map((c) => cellIndex(game, c)),
    );
    expect(move).toBeDefined();
    const result = play(game, move!);
    if (!result.ok) throw new Error(`move ${k + 1}: ${JSON.stringify(result.error)}`);
    game = result.value.game;
    check(game, k + 1);
  }
  return game;
}

describe('reference games', () => {
  it('has all 15 games', () => expect(VECTORS).toHaveLength(15));
  for (const [i, vector] of VECTORS.entries()) {
    describe(`#${i + 1} ${vector.variant}, ${vector.source}`, () => {
      it('legal counts at every position, squares left, scores and player scores', () => {
        const game = playVector(vector, (g, k) => {
          expect(legalCounts(g), `after move ${k}`).toEqual(vector.legal[k]);
          for (const [c] of vector.colors.entries()) {
            expect(legalMoves(g, c)).toHaveLength(vector.legal[k]![c]!);
          }
        });
        expect(game.variant.colors).toEqual(vector.colors);
        expect(vector.legal).toHaveLength(vector.moves.length + 1);
        expect(game.toMove).toBeNull();
        const scores = scoresOf(game);
        expect(scores.squaresLeft).toEqual(vector.squaresLeft);
        expect(scores.colorScores).toEqual(vector.scores);
        expect(scores.playerScores).toEqual(vector.playerScores);
        const replayed = replay(vector.variant, {}, game.events);
        expect(replayed.ok && scoresOf(replayed.value).colorScores).toEqual(vector.scores);
      });

      it('move generation from scratch equals the incremental lists at every position', () => {
        playVector(vector, (g, k) => {
          for (const [c] of vector.colors.entries()) {
            const fromScratch = [...g.position.generateLegalMoves(c)];
            const incremental = legalMoves(g, c).sort((a, b) => a - b);
            expect(fromScratch, `colour ${c} after move ${k}`).toEqual(incremental);
          }
        });
      });

      it('its SGF imports, replays to the same result and exports byte for byte', () => {
        const record = importSgf(vector.sgf);
        if (!record.ok) throw new Error(JSON.stringify(record.error));
        expect(record.value.variant).toBe(vector.variant);
        expect(record.value.events).toHaveLength(vector.moves.length);
        expect(record.value.game.toMove).toBeNull();
        const scores = scoresOf(record.value.game);
        expect(scores.squaresLeft).toEqual(vector.squaresLeft);
        expect(scores.colorScores).toEqual(vector.scores);
        expect(scores.playerScores).toEqual(vector.playerScores);
        expect(exportSgf(record.value.game)).toBe(vector.sgf);
      });
    });
  }
});

describe('perft from the empty board (vectors README)', () => {
  const fromStart = (variant: 'classic' | 'junior' | 'duo', depth: number) => {
    const game = newGame(variant);
    return perft(
      game.position,
      game.toMove,
      game.out.map(() => false),
      depth,
    );
  };
  it('classic to depth 3', () => expect(fromStart('classic', 3)).toEqual([58, 3364, 195112]));
  it('junior to depth 3', () => expect(fromStart('junior', 3)).toEqual([189, 35721, 8665264]));
  it('duo to depth 2', () => expect(fromStart('duo', 2)).toEqual([414, 171396]));
  it('30,433 placements of the 21 pieces on the empty classic board', () => {
    expect(newGame('classic').layout.moveCount).toBe(30433);
  });
});

describe('the vectors fixture', () => {
  const shared = new URL('../../../shared/vectors/games.json', import.meta.url);
  it.runIf(existsSync(shared))('is the same as the shared reference vectors', () => {
    expect(readFileSync(VECTORS_PATH, 'utf8')).toBe(readFileSync(shared, 'utf8'));
  });
});
