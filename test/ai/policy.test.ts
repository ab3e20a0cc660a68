import { describe, expect, it } from 'vitest';
import { moveKey, WEIGHTS } from '../../src/ai/policy.ts';
import { stateOfGame } from '../../src/ai/state.ts';
import { moveTablesFor } from '../../src/ai/tables.ts';
import {
  cornerNeighbours,
  edgeNeighbours,
  type Game,
  legalMoves,
  moveCellList,
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
