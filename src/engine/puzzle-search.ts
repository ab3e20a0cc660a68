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
  const onBoard = Uint8Array.from({ length: cellCount }, (_, c) =>
    layout.geometry.isOnBoard(c % layout.size, Math.floor(c / layout.size)) ? 1 : 0,
  );
  const byFirst: number[][] = Array.from({ length: cellCount }, () => []);
  for (let m = 0; m < layout.moveCount; m++)
    if (counts[movePiece[m]!]! > 0) byFirst[moveCells[m * stride]!]!.push(m);
  const cells = (m: number) => moveCells.subarray(m * stride, m * stride + moveSize[m]!);
  const corner = (m: number) => cornerList.subarray(cornerStart[m]!, cornerStart[m + 1]!);
  const edgeOf = new Map<number, Int32Array>();
  const edges = (m: number): Int32Array => {
    let found = edgeOf.get(m);
    if (!found) {
      const inside = new Set(cells(m));
      const out = new Set<number>();
      for (const c of inside) for (const n of edgeCellsOf(layout, c)) if (!inside.has(n)) out.add(n);
      found = Int32Array.from(out);
      edgeOf.set(m, found);
    }
    return found;
  };
  const board = new Int8Array(cellCount).fill(-1);
  const pieceAt = new Int32Array(cellCount).fill(-1);
  const left = new Int32Array(colors * pieceCount);
  for (let c = 0; c < colors; c++) for (let p = 0; p < pieceCount; p++) left[c * pieceCount + p] = counts[p]!;
  const stack: { color: number; move: number }[] = [];
  // Per piece on the stack, how many of its corner cells are still empty; per cell, the pieces counting it.
  const open: number[] = [];
  const watchers: number[][] = Array.from({ length: cellCount }, () => []);
  let maxColor = -1;
  let nodes = 0;
  const maxNodes = options.maxNodes ?? Number.POSITIVE_INFINITY;
  const perColor = counts.reduce((a, b) => a + b, 0);

  /** Places a piece; returns the pieces whose corners it closed (itself included when born closed). */
  const push = (color: number, move: number): number[] => {
    const index = stack.length;
    const closed: number[] = [];
    for (const c of cells(move)) {
      board[c] = color;
      pieceAt[c] = index;
      for (const w of watchers[c]!) if (--open[w]! === 0) closed.push(w);
    }
    left[color * pieceCount + movePiece[move]!]! -= 1;
    stack.push({ color, move });
    let free = 0;
    for (const n of corner(move)) {
      if (board[n] !== -1) continue;
      free++;
      watchers[n]!.push(index);
    }
    open.push(free);
    if (free === 0) closed.push(index);
    return closed;
  };
  const pop = (): void => {
    const { color, move } = stack.pop()!;
    open.pop();
    for (const n of corner(move)) if (board[n] === -1) watchers[n]!.pop();
    for (const c of cells(move)) {
      board[c] = -1;
      pieceAt[c] = -1;
      for (const w of watchers[c]!) open[w]!++;
    }
    left[color * pieceCount + movePiece[move]!]! += 1;
  };
  for (const { color, move } of options.placed ?? []) {
    push(color, move);
    maxColor = Math.max(maxColor, color);
  }

  /** The group of a piece (indexes into `stack`): its colour's pieces linked to it by corner contacts. */
  const groupOf = (start: number): number[] => {
    const color = stack[start]!.color;
    const group = [start];
    const seen = new Set(group);
    for (let k = 0; k < group.length; k++) {
      for (const n of corner(stack[group[k]!]!.move)) {
        const other = pieceAt[n]!;
        if (other >= 0 && board[n] === color && !seen.has(other)) {
          seen.add(other);
          group.push(other);
        }
      }
    }
    return group;
  };
  /** The colour's groups. */
  const groups = (color: number): number[][] => {
    const seen = new Set<number>();
    const result: number[][] = [];
    stack.forEach((s, i) => {
      if (s.color !== color || seen.has(i)) return;
      const group = groupOf(i);
      for (const j of group) seen.add(j);
      result.push(group);
    });
    return result;
  };
  // A group that can no longer grow (every corner of its pieces filled) must already hold all its pieces.
  // Only a piece that just got closed can make its group so.
  const hopeful = (closed: readonly number[]): boolean =>
    closed.every((i) => {
      const group = groupOf(i);
      return group.length === perColor || group.some((j) => open[j]! > 0);
    });

  const fits = (move: number): boolean => {
    for (let k = move * stride, end = k + moveSize[move]!; k < end; k++)
      if (board[moveCells[k]!] !== -1) return false;
    return true;
  };
  const touches = (edge: Int32Array, color: number): boolean => {
    for (let k = 0; k < edge.length; k++) if (board[edge[k]!] === color) return true;
    return false;
  };

  const walk = (from: number): boolean => {
    if (++nodes > maxNodes) return false;
    let cell = from;
    while (cell < cellCount && (board[cell] !== -1 || onBoard[cell] === 0)) cell++;
    if (cell === cellCount) {
      for (let color = 0; color < colors; color++) if (groups(color).length !== 1) return false;
      return true;
    }
    for (const move of byFirst[cell]!) {
      if (!fits(move)) continue;
      const edge = edges(move);
      for (let color = 0; color <= Math.min(colors - 1, maxColor + 1); color++) {
        if (left[color * pieceCount + movePiece[move]!] === 0) continue;
        if (touches(edge, color)) continue;
        const before = maxColor;
        maxColor = Math.max(maxColor, color);
        const closed = push(color, move);
        if (hopeful(closed) && walk(cell)) return true;
        pop();
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
