import { describe, expect, it } from 'vitest';
import { cloneState, copyState, playMove, stateOfGame } from '../../src/ai/state.ts';
import { moveTablesFor } from '../../src/ai/tables.ts';
import { type Game, legalMoves } from '../../src/engine/index.ts';
import { randomGame, statesOf } from '../engine/random-games.ts';

/** The cells that touch colour c's most recent piece by a corner only (its "fresh" corners), sorted. */
function freshCorners(game: Game, c: number): number[] {
  const tables = moveTablesFor(game.layout);
  const placed = game.events.filter((e) => e.type === 'place' && e.color === c);
  const last = placed[placed.length - 1];
  if (last?.type !== 'place') return [];
  const cells: number[] = [];
  for (let i = tables.cornerStart[last.move]!; i < tables.cornerStart[last.move + 1]!; i++) {
    cells.push(tables.corners[i]!);
  }
  return cells.sort((a, b) => a - b);
}

function freshBits(fresh: Uint8Array, c: number): number[] {
  const cells: number[] = [];
  fresh.forEach((bits, cell) => {
    if ((bits & (1 << c)) !== 0) cells.push(cell);
  });
  return cells;
}

describe('search state', () => {
  for (const variant of ['duo', 'classic-2'] as const) {
    it(`marks the corners of each colour's newest piece as fresh, from a game and move by move (${variant})`, () => {
      for (const seed of [3, 17]) {
        const states = statesOf(randomGame(variant, seed));
        for (let k = 0; k < states.length - 1; k += 3) {
          const game = states[k]!;
          if (game.toMove === null) continue;
          const tables = moveTablesFor(game.layout);
          const state = stateOfGame(game, tables);
          for (let c = 0; c < game.variant.colors.length; c++) {
            expect(freshBits(state.fresh, c)).toEqual(freshCorners(game, c));
          }
          // One move further by the search's own bookkeeping agrees with the game record.
          const next = states[k + 1]!;
          const event = next.events[next.events.length - 1]!;
          if (event.type !== 'place' || event.color !== game.toMove) continue;
          expect(legalMoves(game, game.toMove)).toContain(event.move);
          const moved = cloneState(state);
          playMove(moved, tables, event.move);
          for (let c = 0; c < game.variant.colors.length; c++) {
            expect(freshBits(moved.fresh, c)).toEqual(freshCorners(next, c));
          }
          expect(freshBits(state.fresh, game.toMove)).toEqual(freshCorners(game, game.toMove));
        }
      }
    });
  }

  it('copies a state into a reused one (the search replays every simulation in one state)', () => {
    const states = statesOf(randomGame('classic-2', 9)).filter((g) => g.toMove !== null);
    const tables = moveTablesFor(states[0]!.layout);
    const reused = stateOfGame(states[states.length - 1]!, tables);
    for (const k of [0, 10, 30, 50]) {
      const game = states[k]!;
      const state = stateOfGame(game, tables);
      copyState(reused, state);
      expect(reused.toMove).toBe(game.toMove);
      expect(reused.legal).toBe(legalMoves(game, game.toMove!).length);
      expect([...reused.fresh]).toEqual([...state.fresh]);
      // `open` is where each colour can still grow: a corner of it that it does not touch by an edge.
      expect([...reused.open]).toEqual([...state.corners].map((bits, cell) => bits & ~state.near[cell]!));
      const moves = [...legalMoves(game, game.toMove!)];
      for (let i = 0; i < reused.legal; i++)
        expect(moves).toContain(reused.position.legalMoveAt(game.toMove!, i));
      playMove(reused, tables, moves[0]!);
      expect([...reused.open]).toEqual([...reused.corners].map((bits, cell) => bits & ~reused.near[cell]!));
      expect(state.position.board.some((v, cell) => v !== reused.position.board[cell])).toBe(true);
    }
  });
});
