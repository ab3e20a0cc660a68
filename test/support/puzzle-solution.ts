import {
  type GameEvent,
  layoutFor,
  legalMoves,
  moveFromCells,
  newGame,
  play,
} from '../../src/engine/index.ts';

/**
 * A known solution of the tetromino puzzle (found by the engine's search; test/engine/puzzle.test.ts and
 * test/bot/puzzle.test.ts play it), drawn with row 10 at the top; B, Y, R, G are the colours.
 */
export const PUZZLE_SOLUTION = `
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

/**
 * The placements of a drawing (same-colour cells joined by edges are one piece), each colour's pieces in
 * an order where every piece after the first touches an earlier one at a corner.
 */
export function solutionEvents(drawing: string = PUZZLE_SOLUTION): { color: number; move: number }[][] {
  const layout = layoutFor('rect-8x10');
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
  const touches = (a: number[], b: number[]) =>
    a.some((x) =>
      b.some(
        (y) => Math.abs((x % 8) - (y % 8)) === 1 && Math.abs(Math.floor(x / 8) - Math.floor(y / 8)) === 1,
      ),
    );
  return [0, 1, 2, 3].map((color) => {
    const mine = pieces.filter((p) => p.color === color);
    const order = [mine[0]!];
    while (order.length < mine.length)
      order.push(mine.find((p) => !order.includes(p) && order.some((q) => touches(p.cells, q.cells)))!);
    return order.map((p) => ({ color, move: moveFromCells(layout, p.cells)! }));
  });
}

/** The events of `solutionEvents`, the colours taking turns (any colour may move on any turn). */
export function interleavedSolution(): GameEvent[] {
  const byColor = solutionEvents();
  const events: GameEvent[] = [];
  for (let i = 0; i < 5; i++)
    for (const list of byColor) if (list[i]) events.push({ type: 'place', ...list[i]! });
  return events;
}

/**
 * Placements after which the tetromino puzzle is stuck (no colour can place another piece, pieces left):
 * the first random game, seeded, that gets stuck with at most `most` pieces placed.
 */
export function stuckPuzzleEvents(most = 12): { type: 'place'; color: number; move: number }[] {
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  for (;;) {
    let game = newGame('puzzle-tetrominoes');
    const events: { type: 'place'; color: number; move: number }[] = [];
    while (game.toMove !== null && events.length <= most) {
      const options = game.variant.colors.flatMap((_, color) =>
        legalMoves(game, color).map((move) => ({ color, move })),
      );
      const pick = options[Math.floor(random() * options.length)]!;
      const played = play(game, pick.move, pick.color);
      if (!played.ok) throw new Error(played.error.kind);
      game = played.value.game;
      events.push({ type: 'place', ...pick });
    }
    if (game.toMove === null && events.length <= most) return events;
  }
}
