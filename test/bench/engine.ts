import { readFileSync } from 'node:fs';
import {
  type Game,
  isVariantId,
  moveFromCells,
  newGame,
  type PositionSetup,
  play,
  type Random,
  randomPlayout,
  seededRandom,
  type VariantId,
  variantOf,
} from '../../src/engine/index.ts';
import { median, round } from './measure.ts';
import { hasPentobi, type PentobiRate, pentobiPlayouts } from './pentobi.ts';

/** The setup of a variant's empty position, for `randomPlayout`. */
function setupOf(variantId: VariantId): PositionSetup {
  const variant = variantOf(variantId);
  const { startSets } = newGame(variantId);
  return {
    boardSize: variant.boardSize,
    board: variant.board,
    starts: startSets,
    pieceSet: variant.pieceSet,
  };
}

/** One run of uniform random playouts for about a second: games per wall-clock second and per CPU second. */
function playoutRun(setup: PositionSetup, random: Random): { perSec: number; perCpuSec: number } {
  const cpu = process.cpuUsage();
  const start = performance.now();
  let games = 0;
  while (performance.now() - start < 1000) {
    randomPlayout(setup, random);
    games++;
  }
  const used = process.cpuUsage(cpu);
  return {
    perSec: games / ((performance.now() - start) / 1000),
    perCpuSec: games / ((used.user + used.system) / 1e6),
  };
}

/** Playouts per second: several one-second runs, the median reported. */
function playoutsPerSec(variantId: VariantId, runs: number): number {
  const setup = setupOf(variantId);
  const random = seededRandom(1);
  for (let i = 0; i < 200; i++) randomPlayout(setup, random);
  const rates: number[] = [];
  for (let r = 0; r < runs; r++) rates.push(playoutRun(setup, random).perSec);
  return median(rates);
}

/**
 * Trigon playouts against Pentobi's (`pentobi-ref playouts trigon`), one-second runs taken in turns so
 * that both see the same load; medians, and the ratio of CPU-second rates (the machine is shared, and
 * the wall-clock rates move with the other processes on it).
 */
function trigonAgainstPentobi(runs: number): Record<string, number> {
  const setup = setupOf('trigon');
  const random = seededRandom(1);
  for (let i = 0; i < 100; i++) randomPlayout(setup, random);
  const ours: { perSec: number; perCpuSec: number }[] = [];
  const theirs: PentobiRate[] = [];
  for (let r = 0; r < runs; r++) {
    ours.push(playoutRun(setup, random));
    if (hasPentobi()) theirs.push(pentobiPlayouts('trigon', 1, r + 1));
  }
  const figures: Record<string, number> = {
    trigonPlayoutsPerSec: round(median(ours.map((o) => o.perSec)), 0),
    trigonPlayoutsPerCpuSec: round(median(ours.map((o) => o.perCpuSec)), 0),
  };
  if (theirs.length === 0) return figures;
  const pentobiPerSec = median(theirs.map((t) => t.perSec));
  const pentobiPerCpuSec = median(theirs.map((t) => t.perCpuSec));
  return {
    ...figures,
    pentobiTrigonPlayoutsPerSec: round(pentobiPerSec, 0),
    pentobiTrigonPlayoutsPerCpuSec: round(pentobiPerCpuSec, 0),
    trigonVsPentobiRatio: round(median(ours.map((o) => o.perCpuSec)) / pentobiPerCpuSec, 2),
  };
}

interface Vector {
  variant: string;
  moves: [string, string][];
}

/** A cell name (`e5`, `aa12`) as a cell index of a layout of row length `size`. */
function cellIndex(name: string, size: number): number {
  const letters = /^[a-z]+/.exec(name)![0];
  const x = [...letters].reduce((n, ch) => n * 26 + ch.charCodeAt(0) - 96, 0) - 1;
  return (Number(name.slice(letters.length)) - 1) * size + x;
}

/** Every position of the reference games (square ones, or Trigon's), as games ready to ask for legal moves. */
export function vectorPositions(file = 'vectors.json'): Game[] {
  const path = new URL(`../fixtures/${file}`, import.meta.url);
  const vectors: Vector[] = JSON.parse(readFileSync(path, 'utf8'));
  const positions: Game[] = [];
  for (const vector of vectors) {
    if (!isVariantId(vector.variant)) continue;
    let game = newGame(vector.variant);
    positions.push(game);
    for (const [, cells] of vector.moves) {
      const size = game.layout.size;
      const indexes = cells.split(',').map((c) => cellIndex(c, size));
      const result = play(game, moveFromCells(game.layout, indexes)!);
      if (!result.ok) throw new Error('vector replay failed');
      game = result.value.game;
      if (game.toMove !== null) positions.push(game);
    }
  }
  return positions;
}

/** Median time to generate all legal placements of the colour to move from scratch (fresh copy each time). */
function legalMovesMedianMs(file = 'vectors.json'): number {
  const positions = vectorPositions(file);
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
    trigonLegalMovesMedianMs: round(legalMovesMedianMs('trigon-vectors.json'), 4),
    ...trigonAgainstPentobi(5),
  };
}
