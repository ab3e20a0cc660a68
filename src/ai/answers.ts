import type { SimState } from './state.ts';
import type { MoveTables } from './tables.ts';

/**
 * Marks the answer points of the line's latest placements (`SimState.recent`) by opponents of the colour to
 * move: the cells where such a placement lets its colour grow (a corner of it, empty, not beside that
 * colour) and the empty cells beside those where that colour may still go. Each scores 1, or 2 where the
 * colour to move can grow as well. Fills `values` (per cell, cleared first; `cells` lists those set, with
 * the count returned) and `windows` (two blocks of `tables.windowArea` words: the cells scoring at least 1,
 * then those scoring 2, as bits of every window holding them, like `SimState.openWindows`).
 */
export function markAnswers(
  state: SimState,
  tables: MoveTables,
  opponents: number,
  answers: Answers,
): number {
  const { values, cells, windows } = answers;
  for (let i = 0; i < answers.count; i++) values[cells[i]!] = 0;
  answers.count = 0;
  windows.fill(0);
  const { recent, near, open } = state;
  const { board } = state.position;
  const own = 1 << state.toMove;
  for (let r = 0; r < recent.length; r++) {
    const code = recent[r]!;
    if (code < 0 || (opponents & (1 << (code >>> 16))) === 0) continue;
    const m = code & 65535;
    const bit = 1 << (code >>> 16);
    for (let i = tables.cornerStart[m]!, end = tables.cornerStart[m + 1]!; i < end; i++) {
      const p = tables.corners[i]!;
      if (board[p] !== 0 || (near[p]! & bit) !== 0) continue;
      answer(tables, answers, p, (open[p]! & own) !== 0);
      for (let k = tables.neighbourStart[p]!, e = tables.neighbourStart[p + 1]!; k < e; k++) {
        const q = tables.neighbours[k]!;
        if (board[q] === 0 && (near[q]! & bit) === 0) answer(tables, answers, q, (open[q]! & own) !== 0);
      }
    }
  }
  return answers.count;
}

/** `markAnswers`' output, reused from turn to turn (`newAnswers`). */
export interface Answers {
  readonly values: Uint8Array;
  readonly cells: Int16Array;
  readonly windows: Int32Array;
  count: number;
}

export function newAnswers(tables: MoveTables): Answers {
  return {
    values: new Uint8Array(tables.cellCount),
    cells: new Int16Array(tables.cellCount),
    windows: new Int32Array(2 * tables.windowArea),
    count: 0,
  };
}

/** Sets cell p's answer value (2 where the mover grows there too), unless it is set already. */
function answer(tables: MoveTables, answers: Answers, p: number, mine: boolean): void {
  if (answers.values[p] !== 0) return;
  answers.values[p] = mine ? 2 : 1;
  answers.cells[answers.count++] = p;
  const { holdDelta, holdBit } = tables;
  const { windows } = answers;
  const own = tables.padCell[p]!;
  for (let k = 0; k < holdDelta.length; k++) windows[own - holdDelta[k]!]! |= holdBit[k]!;
  if (!mine) return;
  const twice = own + tables.windowArea;
  for (let k = 0; k < holdDelta.length; k++) windows[twice - holdDelta[k]!]! |= holdBit[k]!;
}

/** The number of bits set in a 32-bit word. */
export function bitCount(x: number): number {
  const pairs = x - ((x >>> 1) & 0x55555555);
  const nibbles = (pairs & 0x33333333) + ((pairs >>> 2) & 0x33333333);
  return Math.imul((nibbles + (nibbles >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The answer points move m covers (`markAnswers` done for this turn). */
export function answerPointsOf(tables: MoveTables, answers: Answers, m: number): number {
  let points = 0;
  for (let i = tables.cellStart[m]!, end = tables.cellStart[m + 1]!; i < end; i++)
    points += answers.values[tables.cells[i]!]!;
  return points;
}

const answerScratch = new WeakMap<MoveTables, Answers>();

/** The answer scratch of a board (shared by the searches of a thread, which run one at a time). */
export function answersFor(tables: MoveTables): Answers {
  let answers = answerScratch.get(tables);
  if (!answers) {
    answers = newAnswers(tables);
    answerScratch.set(tables, answers);
  }
  return answers;
}
