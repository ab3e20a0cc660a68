import { readFileSync } from 'node:fs';
import {
  type Game,
  isVariantId,
  moveFromCells,
  newGame,
  play,
  randomPlayout,
  seededRandom,
  variantOf,
} from '../../src/engine/index.ts';
import { median, round } from './measure.ts';

/** Playouts per second: several one-second runs, the median reported. */
function playoutsPerSec(variantId: 'classic' | 'duo', runs: number): number {
  const variant = variantOf(variantId);
  const setup = { boardSize: variant.boardSize, starts: variant.starts, pieceSet: variant.pieceSet };
  const random = seededRandom(1);
  for (let i = 0; i < 200; i++) randomPlayout(setup, random);
  const rates: number[] = [];
  for (let r = 0; r < runs; r++) {
    const start = performance.now();
    let games = 0;
    while (performance.now() - start < 1000) {
      randomPlayout(setup, random);
      games++;
    }
    rates.push(games / ((performance.now() - start) / 1000));
  }
  return median(rates);
}

interface Vector {
  variant: string;
  moves: [string, string][];
}

/** Every position of the reference games, as games ready to ask for legal moves. */
export function vectorPositions(): Game[] {
  const path = new URL('../fixtures/vectors.json', import.meta.url);
  const vectors: Vector[] = JSON.parse(readFileSync(path, 'utf8'));
  const positions: Game[] = [];
  for (const vector of vectors) {
    if (!isVariantId(vector.variant)) continue;
    let game = newGame(vector.variant);
    positions.push(game);
    for (const [, cells] of vector.moves) {
      const size = game.layout.size;
      const indexes = cells.split(',').map((c) => (Number(c.slice(1)) - 1) * size + c.charCodeAt(0) - 97);
      const result = play(game, moveFromCells(game.layout, indexes)!);
      if (!result.ok) throw new Error('vector replay failed');
      game = result.value.game;
      if (game.toMove !== null) positions.push(game);
    }
  }
  return positions;
}

/** Median time to generate all legal placements of the colour to move from scratch (fresh copy each time). */
function legalMovesMedianMs(): number {
  const positions = vectorPositions();
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const game of positions) {
      const start = performance.now();
      const generated = game.position.generateLegalMoves(game.toMove!);
      times.push(performance.now() - start);
      if (generated.length === 0) throw new Error('no moves where the game says there are');
    }
  }
  return median(times);
}

/** The engine section of `npm run bench`. */
export function benchEngine(): Record<string, number> {
  return {
    classicPlayoutsPerSec: round(playoutsPerSec('classic', 5), 0),
    duoPlayoutsPerSec: round(playoutsPerSec('duo', 5), 0),
    legalMovesMedianMs: round(legalMovesMedianMs(), 4),
  };
}
