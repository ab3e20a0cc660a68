import { describe, expect, it } from 'vitest';
import {
  type GameEvent,
  layoutFor,
  moveCellList,
  moveFromCells,
  newGame,
  play,
  replay,
  scoresOf,
  searchPuzzle,
} from '../../src/engine/index.ts';
import { exportSgf, importSgf } from '../../src/notation/index.ts';

/**
 * The tetromino puzzle (issue 12): 20 tetrominoes, four colours, an 8 × 10 rectangle, one corner-connected
 * group per colour, any colour on any turn.
 */

const VARIANT = 'puzzle-tetrominoes';
const layout = layoutFor('rect-8x10');

/** A solution found by the search, drawn with row 10 at the top (B, Y, R, G: the colours). */
const SOLUTION = `
GGGRRRGG
GRRGGRGG
RGRRGGRR
RGYBBBRR
RGYYBRBY
RGYGRRBY
YYGGGRBY
YYBBYYBY
BBYBBYYB
BBYYYBBB`;

/** The pieces of a drawing (same-colour cells joined by edges), played colour by colour in a corner walk. */
function eventsOf(drawing: string): GameEvent[] {
  const rows = drawing.trim().split('\n').reverse();
  const colorAt = (cell: number) => 'BYRG'.indexOf(rows[Math.floor(cell / 8)]![cell % 8]!);
  const pieceOf = new Int32Array(80).fill(-1);
  const pieces: { color: number; cells: number[] }[] = [];
  for (let cell = 0; cell < 80; cell++) {
    if (pieceOf[cell] !== -1) continue;
    const cells = [cell];
    pieceOf[cell] = pieces.length;
    for (let k = 0; k < cells.length; k++) {
      const c = cells[k]!;
      for (const n of [c - 8, c + 8, c % 8 > 0 ? c - 1 : -1, c % 8 < 7 ? c + 1 : -1]) {
        if (n >= 0 && n < 80 && pieceOf[n] === -1 && colorAt(n) === colorAt(c)) {
          pieceOf[n] = pieces.length;
          cells.push(n);
        }
      }
    }
    pieces.push({ color: colorAt(cell), cells });
  }
  const events: GameEvent[] = [];
  for (let color = 0; color < 4; color++) {
    const mine = pieces.filter((p) => p.color === color);
    const order = [mine[0]!];
    const touches = (a: number[], b: number[]) =>
      a.some((x) =>
        b.some(
          (y) => Math.abs((x % 8) - (y % 8)) === 1 && Math.abs(Math.floor(x / 8) - Math.floor(y / 8)) === 1,
        ),
      );
    while (order.length < mine.length)
      order.push(mine.find((p) => !order.includes(p) && order.some((q) => touches(p.cells, q.cells)))!);
    for (const p of order) events.push({ type: 'place', color, move: moveFromCells(layout, p.cells)! });
  }
  return events;
}

describe('the tetromino puzzle', () => {
  it('is the five tetrominoes of four colours on 8 × 10, with no bonus and one player', () => {
    const game = newGame(VARIANT);
    expect([game.layout.width, game.layout.height]).toEqual([8, 10]);
    expect(game.variant.seats).toBe(1);
    expect(scoresOf(game).squaresLeft).toEqual([20, 20, 20, 20]);
  });

  it('accepts a known solution: all 20 placed, the board full, the game over', () => {
    const events = eventsOf(SOLUTION);
    expect(events).toHaveLength(20);
    const game = replay(VARIANT, {}, events);
    if (!game.ok) throw new Error(JSON.stringify(game.error));
    expect(game.value.toMove).toBeNull();
    expect(scoresOf(game.value).squaresLeft).toEqual([0, 0, 0, 0]);
    const record = exportSgf(game.value);
    expect(record).toMatch(/^\(;FF\[4\]CA\[UTF-8\]GM\[Blokus\]XBV\[puzzle-tetrominoes\];1\[/);
    expect(importSgf(record).ok).toBe(true);
  });

  it('lets any colour move on any turn, first pieces anywhere, later ones by a corner', () => {
    let game = newGame(VARIANT);
    const at = (cells: number[]) => moveFromCells(layout, cells)!;
    const first = play(game, at([36, 37, 44, 45]), 2); // Red's O in the middle, though Blue is "to move"
    if (!first.ok) throw new Error(first.error.kind);
    game = first.value.game;
    expect(play(game, at([38, 46, 54, 62]), 2)).toMatchObject({ ok: false, error: { kind: 'own-edge' } });
    expect(play(game, at([0, 1, 2, 3]), 2)).toMatchObject({ ok: false, error: { kind: 'no-corner' } });
    expect(play(game, at([0, 1, 2, 3]), 3).ok).toBe(true);
    expect(play(game, at([54, 55, 62, 70]), 2).ok).toBe(true);
  });

  it('completes a half-filled board by search', () => {
    const solution = eventsOf(SOLUTION).flatMap((e) => (e.type === 'place' ? [e] : []));
    const placed = solution.filter((e) => Math.min(...moveCellList(layout, e.move)) < 32);
    const found = searchPuzzle(layout, 4, 'tetrominoes', { placed, maxNodes: 5_000_000 });
    expect(found.events).not.toBeNull();
    const game = replay(VARIANT, {}, [
      ...placed,
      ...found.events!.filter(
        (e) => !placed.some((p) => p.type === 'place' && e.type === 'place' && p.move === e.move),
      ),
    ]);
    if (!game.ok) throw new Error(JSON.stringify(game.error));
    expect(scoresOf(game.value).squaresLeft).toEqual([0, 0, 0, 0]);
  });

  it.skipIf(process.env.BLOKUS_SLOW !== '1')(
    'is solvable: the search finds a solution from the empty board',
    () => {
      const found = searchPuzzle(layout, 4, 'tetrominoes');
      expect(found.events).toHaveLength(20);
      const game = replay(VARIANT, {}, found.events!);
      expect(game.ok && game.value.toMove).toBeNull();
    },
    3_600_000,
  );
});
