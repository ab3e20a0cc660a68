import { describe, expect, it } from 'vitest';
import { cloneState, copyState, playMove, RECENT, type SimState, stateOfGame } from '../../src/ai/state.ts';
import { type MoveTables, moveTablesFor } from '../../src/ai/tables.ts';
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

/**
 * Moves (of all the board's) whose count of cells open to some colour differs between the per-cell
 * `open` bits and the per-window ones read with one AND (the playout's count): none when they agree.
 */
function windowMismatches(state: SimState, tables: MoveTables, moveEntry: Int32Array): string[] {
  const wrong: string[] = [];
  const colours = state.position.colorCount;
  for (let m = 0; m < tables.moveCount; m++) {
    const entry = moveEntry[m]!;
    for (let o = 0; o <= colours; o++) {
      let cells = 0;
      for (let i = tables.cellStart[m]!; i < tables.cellStart[m + 1]!; i++) {
        if (o < colours && (state.open[tables.cells[i]!]! & (1 << o)) !== 0) cells++;
      }
      let bits = state.openWindows[o * tables.windowArea + (entry & 1023)]! & tables.shapeMask[entry >>> 10]!;
      let counted = 0;
      for (; bits !== 0; bits &= bits - 1) counted++;
      if (counted !== cells) wrong.push(`move ${m}, colour ${o}: ${counted} in windows, ${cells} cells`);
    }
  }
  return wrong;
}

/** The game's last `RECENT` placements as `SimState.recent` codes (colour · 65536 + move), oldest first, −1 before. */
function recentOf(game: Game): number[] {
  const codes = game.events.flatMap((e) => (e.type === 'place' ? [e.color * 65536 + e.move] : []));
  const last = codes.slice(-RECENT);
  return [...new Array<number>(RECENT - last.length).fill(-1), ...last];
}

describe('search state', () => {
  for (const variant of ['duo', 'classic-2', 'trigon'] as const) {
    it(`keeps each colour's open cells per window too, so a move's are counted with one AND (${variant})`, () => {
      const states = statesOf(randomGame(variant, 5)).filter((g) => g.toMove !== null);
      const tables = moveTablesFor(states[0]!.layout);
      const { moveEntry } = states[0]!.layout.windows;
      const reused = stateOfGame(states[0]!, tables);
      let changed = 0;
      for (const k of [0, 7, 20, states.length - 1]) {
        const state = stateOfGame(states[k]!, tables);
        expect(windowMismatches(state, tables, moveEntry)).toEqual([]);
        copyState(reused, state);
        playMove(reused, tables, reused.position.legalMoveAt(reused.toMove, 0));
        expect(windowMismatches(reused, tables, moveEntry)).toEqual([]);
        if (reused.open.some((bits, cell) => bits !== state.open[cell])) changed++;
      }
      // The moves played changed some open cells (a late one may not).
      expect(changed).toBeGreaterThan(1);
    });
  }

  for (const variant of ['duo', 'classic-2'] as const) {
    it(`marks each colour's newest corners as fresh and the last placements as recent, from a game and move by move (${variant})`, () => {
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
          expect([...moved.recent]).toEqual(recentOf(next));
          expect([...state.recent]).toEqual(recentOf(game));
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
      expect([...reused.recent]).toEqual(recentOf(game));
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
