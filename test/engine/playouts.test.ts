import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cellOf,
  type Game,
  legalMoves,
  moveCells,
  moveFromCells,
  newGame,
  PIECE_COUNT,
  PIECE_SETS,
  PIECE_SHAPES,
  pointOf,
  randomPlayout,
  scoresOf,
  seededRandom,
  VARIANT_IDS,
  variantOf,
} from '../../src/engine/index.ts';
import { randomGame, statesOf } from './random-games.ts';

/** Checks the invariants of docs/rules.md section 4 on a game's whole history and its final position. */
function checkInvariants(game: Game): void {
  const { layout, variant, position } = game;
  const size = layout.size;
  const owner = new Int32Array(layout.cellCount).fill(-1); // event index that covered each cell
  const used = variant.colors.map(() => new Array<number>(PIECE_COUNT).fill(0));
  const firsts = new Set<number>();
  game.events.forEach((event, i) => {
    if (event.type !== 'place') return;
    const cells = moveCells(layout, event.move);
    for (const p of cells) {
      const cell = cellOf(layout, p);
      expect(owner[cell], 'no overlap').toBe(-1);
      owner[cell] = i;
    }
    used[event.color]![layout.movePiece[event.move]!]!++;
    const color = event.color + 1;
    const sameColor = (x: number, y: number) =>
      x >= 0 && y >= 0 && x < size && y < size && owner[y * size + x]! !== i && owner[y * size + x]! >= 0
        ? position.board[y * size + x] === color
        : false;
    if (!firsts.has(event.color)) {
      firsts.add(event.color);
      const start = game.starts[event.color]!;
      expect(
        cells.some((p) => p.x === start.x && p.y === start.y),
        'first piece covers the start',
      ).toBe(true);
    } else {
      // Corner contact with an earlier piece of the same colour (cells placed before event i).
      const before = (x: number, y: number) => sameColor(x, y) && owner[y * size + x]! < i;
      const corner = cells.some((p) =>
        [-1, 1].some((dx) => [-1, 1].some((dy) => before(p.x + dx, p.y + dy))),
      );
      expect(corner, 'corner contact').toBe(true);
    }
  });
  // No own-colour edge contact between different pieces.
  for (let cell = 0; cell < layout.cellCount; cell++) {
    const p = pointOf(layout, cell);
    for (const [dx, dy] of [
      [1, 0],
      [0, 1],
    ] as const) {
      const q = { x: p.x + dx, y: p.y + dy };
      if (q.x >= size || q.y >= size) continue;
      const other = cellOf(layout, q);
      if (position.board[cell] !== 0 && position.board[cell] === position.board[other]) {
        expect(owner[cell], 'same colour edge-to-edge only inside one piece').toBe(owner[other]);
      }
    }
  }
  const set = PIECE_SETS[variant.pieceSet];
  const total = set.reduce((sum, n, p) => sum + n * PIECE_SHAPES[p]!.size, 0);
  const scores = scoresOf(game);
  variant.colors.forEach((_, c) => {
    for (const [p, n] of used[c]!.entries()) {
      expect(n, 'each piece at most as often as the set has it').toBeLessThanOrEqual(set[p]!);
    }
    const onBoard = position.board.filter((v) => v === c + 1).length;
    expect(scores.squaresLeft[c]! + onBoard).toBe(total);
    // Squares left count −1 each, or, where squares placed count (`solo-one-colour`), those placed +1 each.
    const squares = variant.scoring === 'placed' ? onBoard : -scores.squaresLeft[c]!;
    expect(scores.colorScores[c]).toBe(scores.bonuses[c]! + squares);
  });
  const seats = Array.from({ length: variant.seats }, (_, seat) =>
    variant.scoreSeats.reduce<number>((sum, s, c) => (s === seat ? sum + scores.colorScores[c]! : sum), 0),
  );
  expect(scores.playerScores).toEqual(seats);
  for (const team of scores.teams ?? []) {
    expect(team.score).toBe(team.seats.reduce((sum, s) => sum + scores.playerScores[s]!, 0));
  }
}

describe('random playouts keep the rules', () => {
  it('no overlap, no own edge contact, corner contact, pieces once, squares and scores add up', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VARIANT_IDS),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.boolean(),
        fc.constantFrom(0, 0, 0.02),
        (variant, seed, fastContact, resignChance) => {
          const game = randomGame(variant, seed, { fastContact, resignChance });
          expect(game.toMove).toBeNull();
          checkInvariants(game);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('the incremental legal moves equal the moves generated from scratch along random games', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VARIANT_IDS),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (variant, seed) => {
          const states = statesOf(randomGame(variant, seed, { fastContact: seed % 2 === 0 }));
          for (const state of states.filter((_, i) => i % 5 === 0)) {
            state.variant.colors.forEach((_, c) => {
              if (state.out[c] !== null) return;
              expect(legalMoves(state, c).sort((a, b) => a - b)).toEqual([
                ...state.position.generateLegalMoves(c),
              ]);
            });
          }
        },
      ),
      { numRuns: 12 },
    );
  });

  it('the invariant checker itself rejects a broken game (own edge contact forced past the rules)', () => {
    const game = newGame('classic');
    const position = game.position.clone();
    const monomino = moveFromCells(game.layout, [19 * 20])!; // a20
    const domino = moveFromCells(game.layout, [19 * 20 + 1, 19 * 20 + 2])!; // b20, c20
    position.play(0, monomino);
    position.play(0, domino);
    const events = [
      { type: 'place' as const, color: 0, move: monomino },
      { type: 'place' as const, color: 0, move: domino },
    ];
    expect(() => checkInvariants({ ...game, position, events })).toThrow(/own edge|corner contact/);
  });

  it('copyFrom makes a reused position equal to another of the same game, grown candidate lists included', () => {
    // Trigon's candidate lists outgrow the position's buffer; the square boards' stay inside it.
    for (const variant of ['duo', 'classic-2', 'trigon'] as const) {
      const states = statesOf(randomGame(variant, 7)).filter((s) => s.toMove !== null);
      const later = states[states.length - 1]!.position.clone();
      const into = states[0]!.position.clone();
      for (const k of [0, Math.floor(states.length / 3), Math.floor((2 * states.length) / 3)]) {
        const source = states[k]!;
        for (const target of [into, later]) {
          target.copyFrom(source.position);
          expect([...target.board]).toEqual([...source.position.board]);
          source.variant.colors.forEach((_, c) => {
            expect([...target.legalMovesView(c)].sort((a, b) => a - b)).toEqual([
              ...source.position.generateLegalMoves(c),
            ]);
          });
          // The copy plays on independently of its source.
          const c = source.toMove!;
          const move = target.legalMovesView(c)[0]!;
          target.play(c, move);
          expect(source.position.board.some((v, cell) => v !== target.board[cell])).toBe(true);
          expect([...target.legalMovesView(c)].sort((a, b) => a - b)).toEqual([
            ...target.generateLegalMoves(c),
          ]);
        }
      }
    }
  });

  it('randomPlayout (the fast path) places as many pieces as a playable game allows', () => {
    const variant = variantOf('classic');
    const setup = { boardSize: variant.boardSize, starts: variant.starts, pieceSet: variant.pieceSet };
    const random = seededRandom(3);
    for (let i = 0; i < 20; i++) {
      const placed = randomPlayout(setup, random);
      expect(placed).toBeGreaterThan(20);
      expect(placed).toBeLessThanOrEqual(84);
    }
  });
});
