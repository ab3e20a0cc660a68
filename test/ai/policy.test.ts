import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { modelKeysFor } from '../../src/ai/models.ts';
import { nextNoise, noiseSeed } from '../../src/ai/noise.ts';
import { centreApplies, moveKey, playoutMove, tiersApply, WEIGHTS } from '../../src/ai/policy.ts';
import { sidesOf } from '../../src/ai/sides.ts';
import { opponentMask, RECENT, type SimState, stateOfGame } from '../../src/ai/state.ts';
import { moveTablesFor } from '../../src/ai/tables.ts';
import { markAnswerCells } from '../../src/ai/tiers.ts';
import {
  cornerNeighbours,
  edgeNeighbours,
  type Game,
  legalMoves,
  moveCellList,
  seededRandom,
  type VariantId,
} from '../../src/engine/index.ts';
import { randomGame, statesOf } from '../engine/random-games.ts';

const NONE = { ...WEIGHTS, size: 0, local: 0, centre: 0, fresh: 0, ally: 0 };

/** The cells touching colour c's newest piece by a corner only, where c's pieces touch no edge. */
function freshOpenCells(game: Game, c: number): Set<number> {
  const placed = game.events.filter((e) => e.type === 'place' && e.color === c);
  const last = placed[placed.length - 1];
  if (last?.type !== 'place') return new Set();
  const own = (cell: number) => game.position.board[cell] === c + 1;
  const cells = new Set<number>();
  const piece = moveCellList(game.layout, last.move);
  for (const p of piece) {
    for (const n of cornerNeighbours(game.layout, p)) {
      if (game.position.board[n] === 0 && !edgeNeighbours(game.layout, n).some(own)) cells.add(n);
    }
  }
  return cells;
}

describe('move keys', () => {
  it("count the opponent's fresh open corners a move covers (Duo)", () => {
    const states = statesOf(randomGame('duo', 11));
    for (const k of [4, 9, 14]) {
      const game = states[k]!;
      const c = game.toMove!;
      const tables = moveTablesFor(game.layout);
      const state = stateOfGame(game, tables);
      const fresh = freshOpenCells(game, 1 - c);
      for (const m of legalMoves(game, c)) {
        const expected = moveCellList(game.layout, m).filter((cell) => fresh.has(cell)).length;
        expect(moveKey(state, tables, m, 1 << (1 - c), { ...NONE, fresh: 1 }, false, 0)).toBe(expected);
      }
    }
  });

  it("count the cells touching the mover's other colour (classic-2)", () => {
    const states = statesOf(randomGame('classic-2', 5));
    for (const k of [12, 20]) {
      const game = states[k]!;
      const c = game.toMove!;
      const ally = (c + 2) % 4;
      const tables = moveTablesFor(game.layout);
      const state = stateOfGame(game, tables);
      const touches = (cell: number) =>
        [...edgeNeighbours(game.layout, cell), ...cornerNeighbours(game.layout, cell)].some(
          (n) => game.position.board[n] === ally + 1,
        );
      const opponents = (1 << ((c + 1) % 4)) | (1 << ((c + 3) % 4));
      for (const m of legalMoves(game, c)) {
        const expected = moveCellList(game.layout, m).filter(touches).length;
        expect(moveKey(state, tables, m, opponents, { ...NONE, ally: 1 }, false, 0)).toBe(expected);
      }
    }
  });
});

describe('the playout choice', () => {
  const variants: VariantId[] = ['duo', 'classic-2', 'classic', 'trigon'];
  it('is the first best key plus noise, although weak moves are passed over unscored', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...variants),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 60 }),
        fc.record({
          size: fc.double({ min: 0, max: 3, noNaN: true }),
          local: fc.double({ min: 0, max: 6, noNaN: true }),
          fresh: fc.double({ min: 0, max: 4, noNaN: true }),
          centre: fc.double({ min: 0, max: 20, noNaN: true }),
          noise: fc.double({ min: 0, max: 30, noNaN: true }),
          gumbel: fc.constantFrom(0, 1),
          pieces: fc.double({ min: 0, max: 4, noNaN: true }),
        }),
        (variant, seed, events, tuned) => {
          const game = randomGame(variant, seed, { maxEvents: events });
          if (game.toMove === null) return;
          const weights = { ...WEIGHTS, tiers: 0, ...tuned };
          const tables = moveTablesFor(game.layout);
          const state = stateOfGame(game, tables);
          const c = state.toMove;
          const opponents = opponentMask(state, sidesOf(game.variant), c);
          const centreOn = centreApplies(state, c, weights);
          const model = modelKeysFor(variant, tables);
          const pieceKeys = model?.pieceKeys(state.position.placed[c]!);
          // The reference: every legal move scored by moveKey, the first of the best keys kept. Uniform
          // noise comes from one stream per step, seeded by the search's random numbers; Gumbel noise
          // from those numbers themselves.
          const random = seededRandom(seed);
          let stream = weights.gumbel === 0 ? noiseSeed(random) : 0;
          let expected = -1;
          let bestKey = Number.NEGATIVE_INFINITY;
          for (let j = 0; j < state.legal; j++) {
            const m = state.position.legalMoveAt(c, j);
            let noise: number;
            if (weights.gumbel === 0) {
              stream = nextNoise(stream);
              noise = ((stream >>> 0) / 4294967296) * weights.noise;
            } else {
              noise = -Math.log(-Math.log(random() + 1e-12)) * weights.noise;
            }
            let key = moveKey(state, tables, m, opponents, weights, centreOn, weights.growPlayout);
            if (pieceKeys) key += pieceKeys[tables.piece[m]!]! * weights.pieces;
            key += noise;
            if (key > bestKey) {
              bestKey = key;
              expected = m;
            }
          }
          expect(playoutMove(state, tables, opponents, weights, seededRandom(seed), model)).toBe(expected);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('draws its uniform noise from a stream that covers 0..1 evenly', () => {
    let x = noiseSeed(seededRandom(3));
    const buckets = new Array<number>(10).fill(0);
    const draws = 100_000;
    for (let i = 0; i < draws; i++) {
      x = nextNoise(x);
      expect(x).not.toBe(0);
      buckets[Math.floor(((x >>> 0) / 4294967296) * 10)]!++;
    }
    for (const count of buckets) expect(Math.abs(count - draws / 10)).toBeLessThan(draws / 100);
  });
});

/** The answer cells of the colour to move, from the game itself: cell → 1, or 2 where the mover can attach. */
function answerCells(game: Game, opponents: number): Map<number, number> {
  const { layout, position } = game;
  const board = position.board;
  const touchesByEdge = (cell: number, c: number) =>
    edgeNeighbours(layout, cell).some((n) => board[n] === c + 1);
  const free = (cell: number, c: number) => board[cell] === 0 && !touchesByEdge(cell, c);
  const mover = game.toMove!;
  const attaches = (cell: number) =>
    free(cell, mover) && cornerNeighbours(layout, cell).some((n) => board[n] === mover + 1);
  const cells = new Map<number, number>();
  const add = (cell: number) => {
    if (!cells.has(cell)) cells.set(cell, attaches(cell) ? 2 : 1);
  };
  const placed = game.events.filter((e) => e.type === 'place').slice(-RECENT);
  for (const event of placed) {
    if (event.type !== 'place' || ((opponents >> event.color) & 1) === 0) continue;
    const piece = moveCellList(layout, event.move);
    const around = new Set(piece.flatMap((p) => edgeNeighbours(layout, p)));
    for (const p of piece) {
      for (const corner of cornerNeighbours(layout, p)) {
        if (piece.includes(corner) || around.has(corner) || !free(corner, event.color)) continue;
        add(corner);
        for (const n of edgeNeighbours(layout, corner)) if (free(n, event.color)) add(n);
      }
    }
  }
  return cells;
}

describe('the playout choice by tiers', () => {
  const variants: VariantId[] = ['duo', 'classic-2', 'classic', 'classic-3', 'teams', 'trigon'];
  const tiered = { ...WEIGHTS, tiers: 2 };
  const setup = (variant: VariantId, seed: number, events: number) => {
    const game = randomGame(variant, seed, { maxEvents: events });
    if (game.toMove === null) return null;
    const tables = moveTablesFor(game.layout);
    const state = stateOfGame(game, tables);
    const opponents = opponentMask(state, sidesOf(game.variant), state.toMove);
    return { game, tables, state, opponents };
  };
  const tierOf = (state: SimState, m: number, cells: Map<number, number>) =>
    moveCellList(state.position.layout, m).reduce((sum, cell) => sum + (cells.get(cell) ?? 0), 0);

  it('apply on the small boards with tiers=1, on every board with 2, nowhere with 0 (the default)', () => {
    const on = (variant: VariantId, tiers: number) => {
      const game = randomGame(variant, 1, { maxEvents: 4 });
      return tiersApply(stateOfGame(game, moveTablesFor(game.layout)), { ...WEIGHTS, tiers });
    };
    expect(['duo', 'junior', 'classic-2', 'trigon'].map((v) => on(v as VariantId, 1))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(on('classic-2', 2) && on('trigon', 2)).toBe(true);
    expect(on('duo', WEIGHTS.tiers)).toBe(false);
  });

  it("marks the opponents' answer cells of their recent placements, and clears them", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...variants),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 1, max: 60 }),
        (variant, seed, events) => {
          const found = setup(variant, seed, events);
          if (!found) return;
          const { game, tables, state, opponents } = found;
          const value = new Uint8Array(tables.cellCount);
          const touched = new Int16Array(tables.cellCount);
          const count = markAnswerCells(state, tables, opponents, value, touched);
          const marked = new Map<number, number>();
          for (let i = 0; i < count; i++) marked.set(touched[i]!, value[touched[i]!]!);
          expect(marked).toEqual(answerCells(game, opponents));
          expect(value.reduce((sum, v) => sum + (v > 0 ? 1 : 0), 0)).toBe(count);
        },
      ),
      { numRuns: 120 },
    );
  });

  it('plays a legal move of the highest tier', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...variants),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 60 }),
        (variant, seed, events) => {
          const found = setup(variant, seed, events);
          if (!found) return;
          const { game, tables, state, opponents } = found;
          const cells = answerCells(game, opponents);
          const legal = legalMoves(game, state.toMove);
          const top = Math.max(...legal.map((m) => tierOf(state, m, cells)));
          const m = playoutMove(state, tables, opponents, tiered, seededRandom(seed));
          expect(legal).toContain(m);
          expect(tierOf(state, m, cells)).toBe(top);
          // The next turn starts from clean scratch: the same draw again.
          expect(playoutMove(state, tables, opponents, tiered, seededRandom(seed))).toBe(m);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('draws among the highest tier in proportion to the weights', () => {
    const found = setup('duo', 4, 9)!;
    const { game, tables, state, opponents } = found;
    const cells = answerCells(game, opponents);
    const legal = legalMoves(game, state.toMove);
    const top = Math.max(...legal.map((m) => tierOf(state, m, cells)));
    const best = legal.filter((m) => tierOf(state, m, cells) === top);
    expect(best.length).toBeGreaterThan(3);
    const weights = { ...tiered, tierSizeSmall: 0.7, tierAttachSmall: 0.3 };
    const weightOf = (m: number) =>
      Math.exp(tables.size[m]! * 0.7 + (tables.cornerStart[m + 1]! - tables.cornerStart[m]! - 1) * 0.3);
    const total = best.reduce((sum, m) => sum + weightOf(m), 0);
    const draws = 20_000;
    const seen = new Map<number, number>();
    const random = seededRandom(9);
    for (let i = 0; i < draws; i++) {
      const m = playoutMove(state, tables, opponents, weights, random);
      seen.set(m, (seen.get(m) ?? 0) + 1);
    }
    for (const m of best) {
      const expected = (draws * weightOf(m)) / total;
      // Five standard deviations of a binomial count.
      expect(Math.abs((seen.get(m) ?? 0) - expected)).toBeLessThan(5 * Math.sqrt(expected) + 1);
    }
    expect([...seen.keys()].every((m) => best.includes(m))).toBe(true);
  });
});
