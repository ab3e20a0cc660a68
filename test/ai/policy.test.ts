import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answerPointsOf, markAnswers, newAnswers } from '../../src/ai/answers.ts';
import { nextNoise, noiseSeed } from '../../src/ai/noise.ts';
import { centreApplies, moveKey, playoutMove, WEIGHTS } from '../../src/ai/policy.ts';
import { sidesOf } from '../../src/ai/sides.ts';
import { opponentMask, stateOfGame } from '../../src/ai/state.ts';
import { CENTRE_BANDS, moveTablesFor } from '../../src/ai/tables.ts';
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

const NONE = { ...WEIGHTS, size: 0, local: 0, centre: 0, answer: 0 };

/** The cells where a colour among `colours` (bits) could grow, read from the game: empty, touching it by a corner only. */
function liveCorners(game: Game, colours: number): Set<number> {
  const { layout, position } = game;
  const board = position.board;
  const cells = new Set<number>();
  for (let c = 0; c < game.variant.colors.length; c++) {
    if (((colours >> c) & 1) === 0) continue;
    const own = (n: number) => board[n] === c + 1;
    for (let cell = 0; cell < board.length; cell++) {
      if (board[cell] !== 0 || edgeNeighbours(layout, cell).some(own)) continue;
      if (cornerNeighbours(layout, cell).some(own)) cells.add(cell);
    }
  }
  return cells;
}

/**
 * The answer points of each cell for the colour to move, read from the game: for each of the last three
 * placements made by an opponent (`opponents`, bits), the empty cells touching it by a corner and no piece of
 * its colour by an edge, and the empty cells beside those that touch no piece of that colour by an edge;
 * 2 where the colour to move could grow there too (touches it by a corner, not by an edge), else 1.
 */
function answerReference(game: Game, opponents: number): Map<number, number> {
  const { layout, position } = game;
  const board = position.board;
  const c = game.toMove!;
  const points = new Map<number, number>();
  const placements = game.events.filter((e) => e.type === 'place').slice(-3);
  for (const event of placements) {
    if (event.type !== 'place' || ((opponents >> event.color) & 1) === 0) continue;
    const mine = (n: number) => board[n] === event.color + 1;
    const free = (n: number) => board[n] === 0 && !edgeNeighbours(layout, n).some(mine);
    const piece = new Set(moveCellList(layout, event.move));
    const grows = new Set<number>();
    for (const cell of piece)
      for (const n of cornerNeighbours(layout, cell)) if (!piece.has(n) && free(n)) grows.add(n);
    const marked = new Set(grows);
    for (const cell of grows) for (const n of edgeNeighbours(layout, cell)) if (free(n)) marked.add(n);
    for (const cell of marked) {
      const mover = (n: number) => board[n] === c + 1;
      const own = cornerNeighbours(layout, cell).some(mover) && !edgeNeighbours(layout, cell).some(mover);
      points.set(cell, own ? 2 : 1);
    }
  }
  return points;
}

describe('answer points', () => {
  it("are the cells where the opponents' last placements grow and beside them, double where the mover grows too", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<VariantId>('duo', 'classic-2', 'classic', 'trigon-2'),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 1, max: 60 }),
        (variant, seed, events) => {
          const game = randomGame(variant, seed, { maxEvents: events });
          if (game.toMove === null) return;
          const tables = moveTablesFor(game.layout);
          const state = stateOfGame(game, tables);
          const opponents = opponentMask(state, sidesOf(game.variant), state.toMove);
          const answers = newAnswers(tables);
          const count = markAnswers(state, tables, opponents, answers);
          const expected = answerReference(game, opponents);
          const marked = new Map<number, number>();
          answers.values.forEach((v, cell) => {
            if (v !== 0) marked.set(cell, v);
          });
          expect(marked).toEqual(expected);
          expect(count).toBe(expected.size);
          for (const m of legalMoves(game, state.toMove)) {
            const cells = moveCellList(game.layout, m);
            expect(answerPointsOf(tables, answers, m)).toBe(
              cells.reduce((t, x) => t + (expected.get(x) ?? 0), 0),
            );
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe('move keys', () => {
  it("count the opponents' live corner cells a move covers (Duo, classic-2)", () => {
    for (const [variant, seed, picks] of [
      ['duo', 11, [4, 9, 14]],
      ['classic-2', 5, [12, 20]],
    ] as const) {
      const states = statesOf(randomGame(variant, seed));
      for (const k of picks) {
        const game = states[k]!;
        if (game.toMove === null) continue;
        const c = game.toMove;
        const tables = moveTablesFor(game.layout);
        const state = stateOfGame(game, tables);
        const opponents = opponentMask(state, sidesOf(game.variant), c);
        const live = liveCorners(game, opponents);
        for (const m of legalMoves(game, c)) {
          const expected = moveCellList(game.layout, m).filter((cell) => live.has(cell)).length;
          expect(moveKey(state, tables, m, opponents, { ...NONE, local: 1 }, false)).toBe(expected);
        }
      }
    }
  });

  it('add the size and, while it applies, the centre pull', () => {
    const game = statesOf(randomGame('classic-2', 2))[3]!;
    const tables = moveTablesFor(game.layout);
    const state = stateOfGame(game, tables);
    for (const m of legalMoves(game, game.toMove!)) {
      expect(moveKey(state, tables, m, 0, { ...NONE, size: 2 }, false)).toBe(2 * tables.size[m]!);
      expect(moveKey(state, tables, m, 0, { ...NONE, centre: 3 }, true)).toBe(3 * tables.centre[m]!);
      expect(moveKey(state, tables, m, 0, { ...NONE, centre: 3 }, false)).toBe(0);
    }
  });
});

describe("the candidates' codes", () => {
  it("hold each move's size and centre band, whose lowest and highest closeness are its moves", () => {
    for (const variant of ['duo', 'classic-2', 'trigon-2'] as const) {
      const game = randomGame(variant, 1, { maxEvents: 0 });
      const tables = moveTablesFor(game.layout);
      const { moveEntry } = game.layout.windows;
      const low = new Array<number>(CENTRE_BANDS).fill(Number.POSITIVE_INFINITY);
      const high = new Array<number>(CENTRE_BANDS).fill(Number.NEGATIVE_INFINITY);
      for (let m = 0; m < tables.moveCount; m++) {
        const code = tables.entryCode[moveEntry[m]!]!;
        expect(code & 7).toBe(tables.size[m]);
        const band = code >>> 3;
        const centre = tables.centre[m]!;
        expect(centre).toBeGreaterThanOrEqual(band / CENTRE_BANDS);
        if (band < CENTRE_BANDS - 1) expect(centre).toBeLessThan((band + 1) / CENTRE_BANDS);
        low[band] = Math.min(low[band]!, centre);
        high[band] = Math.max(high[band]!, centre);
      }
      for (let b = 0; b < CENTRE_BANDS; b++) {
        expect(tables.bandLow[b]).toBe(low[b] === Number.POSITIVE_INFINITY ? 0 : low[b]);
        expect(tables.bandHigh[b]).toBe(high[b] === Number.NEGATIVE_INFINITY ? 0 : high[b]);
      }
    }
  });
});

describe('the playout choice', () => {
  const variants: VariantId[] = ['duo', 'classic-2', 'classic', 'trigon'];
  it('is the first best of answer points and key plus noise, although weak moves are passed over unscored', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...variants),
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 0, max: 60 }),
        fc.record({
          size: fc.double({ min: 0, max: 3, noNaN: true }),
          local: fc.double({ min: -2, max: 6, noNaN: true }),
          // Now and then a centre pull that decides (either way), so that its bound per centre band is put
          // to the test.
          centre: fc.oneof(
            fc.double({ min: 0, max: 20, noNaN: true }),
            fc.double({ min: 50, max: 500, noNaN: true }),
            fc.double({ min: -500, max: -50, noNaN: true }),
          ),
          noise: fc.double({ min: 0, max: 30, noNaN: true }),
          answer: fc.oneof(
            fc.constant(0),
            fc.constant(WEIGHTS.answer),
            fc.double({ min: 0, max: 200, noNaN: true }),
          ),
        }),
        (variant, seed, events, tuned) => {
          const game = randomGame(variant, seed, { maxEvents: events });
          if (game.toMove === null) return;
          const weights = { ...WEIGHTS, ...tuned };
          const tables = moveTablesFor(game.layout);
          const state = stateOfGame(game, tables);
          const c = state.toMove;
          const opponents = opponentMask(state, sidesOf(game.variant), c);
          const centreOn = centreApplies(state, c, weights);
          const answers = answerReference(game, opponents);
          // The reference: every legal move scored by its answer points and moveKey, the first of the best
          // keys kept. The noise comes from one stream per step, seeded by the search's random numbers.
          let stream = noiseSeed(seededRandom(seed));
          let expected = -1;
          let bestKey = Number.NEGATIVE_INFINITY;
          for (let j = 0; j < state.legal; j++) {
            const m = state.position.legalMoveAt(c, j);
            stream = nextNoise(stream);
            const points = moveCellList(game.layout, m).reduce((t, x) => t + (answers.get(x) ?? 0), 0);
            const key =
              points * weights.answer +
              (moveKey(state, tables, m, opponents, weights, centreOn) +
                ((stream >>> 0) / 4294967296) * weights.noise);
            if (key > bestKey) {
              bestKey = key;
              expected = m;
            }
          }
          expect(playoutMove(state, tables, opponents, weights, seededRandom(seed))).toBe(expected);
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
