import type { GameEvent } from './game.ts';
import type { Layout } from './layout.ts';
import { PIECE_SETS, type PieceSetId } from './pieces.ts';

/**
 * A search for a complete solution of a covering puzzle (the tetromino puzzle): every piece of every
 * colour placed, filling the board, under the basic rule read as one corner-connected group per colour.
 *
 * It fills the lowest empty cell first with a placement of any colour (colours are interchangeable, so a
 * colour is only tried after every lower one has a piece), never next to its own colour along an edge,
 * and prunes a piece whose corner cells are all filled without touching its colour, and a group of one
 * colour that can no longer grow yet holds fewer than all its pieces. A full board is checked to be one
 * group per colour. The answer is a playing order the engine accepts (each colour's pieces in the order
 * of a walk over their corner contacts), or null when `maxNodes` ran out or no solution exists.
 */
export interface PuzzleSearch {
  readonly events: GameEvent[] | null;
  readonly nodes: number;
  /** Whether the whole tree was searched (so a null answer proves there is no solution). */
  readonly exhausted: boolean;
}

/** Searches a solution of `colors` colours with piece set `pieceSet` on a layout, from `placed` on. */
export function searchPuzzle(
  layout: Layout,
  colors: number,
  pieceSet: PieceSetId,
  options: { maxNodes?: number; placed?: readonly { color: number; move: number }[] } = {},
): PuzzleSearch {
  const { cellCount, pieceCount, stride, moveSize, moveCells, movePiece, cornerStart, cornerList } = layout;
  const counts = PIECE_SETS[pieceSet];
  const isCell = (c: number) => layout.geometry.isOnBoard(c % layout.size, Math.floor(c / layout.size));
  const byFirst: number[][] = Array.from({ length: cellCount }, () => []);
  for (let m = 0; m < layout.moveCount; m++)
    if (counts[movePiece[m]!]! > 0) byFirst[moveCells[m * stride]!]!.push(m);
  const cells = (m: number) => Array.from(moveCells.subarray(m * stride, m * stride + moveSize[m]!));
  const edges = (m: number) => {
    const inside = new Set(cells(m));
    const out = new Set<number>();
    for (const c of inside) for (const n of edgeCellsOf(layout, c)) if (!inside.has(n)) out.add(n);
    return [...out];
  };
  const edgeOf = new Map<number, number[]>();
  const board = new Int8Array(cellCount).fill(-1);
  const pieceAt = new Int32Array(cellCount).fill(-1);
  const left = new Int32Array(colors * pieceCount);
  for (let c = 0; c < colors; c++) for (let p = 0; p < pieceCount; p++) left[c * pieceCount + p] = counts[p]!;
  const stack: { color: number; move: number }[] = [];
  let maxColor = -1;
  let nodes = 0;
  const maxNodes = options.maxNodes ?? Number.POSITIVE_INFINITY;
  const corner = (m: number) => cornerList.subarray(cornerStart[m]!, cornerStart[m + 1]!);
  const perColor = counts.reduce((a, b) => a + b, 0);

  const put = (color: number, move: number, sign: 1 | -1) => {
    for (const c of cells(move)) {
      board[c] = sign === 1 ? color : -1;
      pieceAt[c] = sign === 1 ? stack.length : -1;
    }
    left[color * pieceCount + movePiece[move]!]! -= sign;
  };
  for (const { color, move } of options.placed ?? []) {
    put(color, move, 1);
    stack.push({ color, move });
    maxColor = Math.max(maxColor, color);
  }

  /** The colour's groups (indexes into `stack`) linked by corner contacts. */
  const groups = (color: number): number[][] => {
    const mine = stack.flatMap((s, i) => (s.color === color ? [i] : []));
    const seen = new Set<number>();
    const result: number[][] = [];
    for (const start of mine) {
      if (seen.has(start)) continue;
      const group = [start];
      seen.add(start);
      for (let k = 0; k < group.length; k++) {
        for (const n of corner(stack[group[k]!]!.move)) {
          const other = pieceAt[n]!;
          if (other >= 0 && board[n] === color && !seen.has(other)) {
            seen.add(other);
            group.push(other);
          }
        }
      }
      result.push(group);
    }
    return result;
  };
  const closed = (i: number) => corner(stack[i]!.move).every((n) => board[n] !== -1);
  const hopeful = (): boolean => {
    for (let color = 0; color <= maxColor; color++) {
      for (const group of groups(color)) if (group.length < perColor && group.every(closed)) return false;
    }
    return true;
  };

  const walk = (from: number): boolean => {
    if (++nodes > maxNodes) return false;
    let cell = from;
    while (cell < cellCount && (board[cell] !== -1 || !isCell(cell))) cell++;
    if (cell === cellCount) {
      for (let color = 0; color < colors; color++) if (groups(color).length !== 1) return false;
      return true;
    }
    for (const move of byFirst[cell]!) {
      if (cells(move).some((c) => board[c] !== -1)) continue;
      let edge = edgeOf.get(move);
      if (!edge) {
        edge = edges(move);
        edgeOf.set(move, edge);
      }
      for (let color = 0; color <= Math.min(colors - 1, maxColor + 1); color++) {
        if (left[color * pieceCount + movePiece[move]!] === 0) continue;
        if (edge.some((n) => board[n] === color)) continue;
        const before = maxColor;
        maxColor = Math.max(maxColor, color);
        put(color, move, 1);
        stack.push({ color, move });
        if (hopeful() && walk(cell)) return true;
        stack.pop();
        put(color, move, -1);
        maxColor = before;
        if (nodes > maxNodes) return false;
      }
    }
    return false;
  };

  const found = walk(0);
  if (!found) return { events: null, nodes, exhausted: nodes <= maxNodes };
  // A playing order: each colour's pieces by a walk over their corner contacts (a group, so one walk).
  const events: GameEvent[] = [];
  for (let color = 0; color < colors; color++) {
    for (const i of groups(color)[0]!) events.push({ type: 'place', color, move: stack[i]!.move });
  }
  return { events, nodes, exhausted: false };
}

function edgeCellsOf(layout: Layout, cell: number): number[] {
  const x = cell % layout.size;
  const y = Math.floor(cell / layout.size);
  return layout.geometry
    .edgeSteps(x, y)
    .filter(([dx, dy]) => layout.geometry.isOnBoard(x + dx, y + dy))
    .map(([dx, dy]) => (y + dy) * layout.size + x + dx);
}
