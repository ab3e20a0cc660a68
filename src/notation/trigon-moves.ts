import {
  err,
  type Layout,
  moveFromCells,
  ok,
  type PieceIndex,
  type Point,
  placeCells,
  type Result,
  TRIGON_PIECES,
  type Transform,
} from '../engine/index.ts';
import { looksLikeBoardCell, parseBoardCell } from './board-cells.ts';
import { compareCells } from './cells.ts';
import type { MoveError } from './errors.ts';
import { parseTrigonOrientation, readTrigonWord } from './trigon-orientations.ts';
import { isTrigonPieceName, parseTrigonPieceName } from './trigon-piece-names.ts';

/**
 * Trigon moves as typed on Discord (docs/trigon.md section 9), case-insensitive, words split at spaces and commas:
 * - piece form `L6 r13 rot60 flip`: the first word is the piece, then one cell for its pivot and an optional
 *   turn and `flip` in any order; with no turn the piece is not turned, except the single triangle `1`,
 *   whose cell alone decides (`1 k9` on a ▼ cell);
 * - cell form `r12,r13,s13,r14,s14,r15`: 1 to 6 cells in any order; a piece name may come first as a check.
 *
 * Twelve piece names are cell names too (`I6`, `L5` …), so every reading of the words is tried and the ones
 * that name no placement on the board are dropped; `resolveTrigonMove` then lets legality decide.
 */

/** One reading of a typed Trigon move: a piece, the cells it covers, and the move id if it is on the board. */
export interface TrigonReading {
  readonly piece: PieceIndex;
  /** The covered cells, sorted by row, then column (possibly off the board in the piece form). */
  readonly squares: Point[];
  /** The layout's move, or null when a cell is off the board. */
  readonly move: number | null;
  readonly form: 'piece' | 'cells';
  readonly transform?: Transform;
  readonly at?: Point;
}

/** What a typed move comes to: one reading, or two legal ones to choose between. */
export type TrigonMoveRead =
  | { readonly kind: 'move'; readonly reading: TrigonReading }
  | { readonly kind: 'ambiguous'; readonly readings: readonly TrigonReading[] };

/** Longest input accepted. */
const MAX_LENGTH = 200;

/**
 * Reads a typed Trigon move. `isLegal` says whether a move may be played now: with two well-formed
 * readings, the legal one wins; if both are legal the answer is `ambiguous`; if neither is, the piece-first
 * reading is returned so that the rules can say why it fails.
 */
export function parseTrigonMove(
  text: string,
  layout: Layout,
  isLegal: (move: number) => boolean = () => true,
): Result<TrigonMoveRead, MoveError> {
  if (text.length > MAX_LENGTH) return err({ kind: 'too-long', length: text.length, max: MAX_LENGTH });
  const words = text.split(/[\s,]+/).filter((w) => w !== '');
  if (words.length === 0) return err({ kind: 'empty' });
  const first = words[0]!;
  const pieceFirst = isTrigonPieceName(first) ? pieceReading(first, words.slice(1), layout) : null;
  const cellsOnly = words.every((w) => looksLikeBoardCell(w)) ? cellReading(words, layout) : null;
  const attempts = [pieceFirst, cellsOnly].filter((r) => r !== null);
  if (attempts.length === 0) return err(unknownFirstWord(first, words, layout));
  const formed = attempts.flatMap((r) => (r.ok && r.value.move !== null ? [r.value] : []));
  const distinct = formed.filter((r, i) => formed.findIndex((o) => o.move === r.move) === i);
  if (distinct.length === 0) {
    const answer = attempts[0]!;
    return answer.ok ? ok({ kind: 'move', reading: answer.value }) : answer;
  }
  if (distinct.length === 1) return ok({ kind: 'move', reading: distinct[0]! });
  const legal = distinct.filter((r) => isLegal(r.move!));
  if (legal.length === 1) return ok({ kind: 'move', reading: legal[0]! });
  if (legal.length > 1) return ok({ kind: 'ambiguous', readings: legal });
  return ok({ kind: 'move', reading: distinct.find((r) => r.form === 'piece') ?? distinct[0]! });
}

/** The error for words that are neither a piece form nor a cell list. */
function unknownFirstWord(first: string, words: readonly string[], layout: Layout): MoveError {
  const piece = parseTrigonPieceName(first);
  if (!piece.ok && !looksLikeBoardCell(first) && readTrigonWord(first, layout) === null) return piece.error;
  const odd = words.find((w) => !looksLikeBoardCell(w));
  if (odd !== undefined) {
    const read = readTrigonWord(odd, layout);
    if (read !== null && 'bad' in read) return { kind: 'bad-turn', text: odd, valid: read.valid };
    if (read !== null) return { kind: 'missing-piece', square: null };
    return { kind: 'unknown-word', text: odd };
  }
  return { kind: 'unknown-word', text: first };
}

/** The piece form (`V s14 rot240`), or a checked cell list (`V r12 r13 s13 r14 s14 r15`). */
function pieceReading(
  pieceWord: string,
  rest: readonly string[],
  layout: Layout,
): Result<TrigonReading, MoveError> {
  const piece = parseTrigonPieceName(pieceWord);
  if (!piece.ok) return piece;
  const turnWords: string[] = [];
  const cells: Point[] = [];
  for (const word of rest) {
    const read = readTrigonWord(word, layout);
    if (read !== null && 'bad' in read) return err({ kind: 'bad-turn', text: word, valid: read.valid });
    if (read !== null) {
      turnWords.push(word);
      continue;
    }
    const cell = parseBoardCell(word, layout);
    if (!cell.ok) return looksLikeBoardCell(word) ? cell : err({ kind: 'unknown-word', text: word });
    cells.push(cell.value);
  }
  if (cells.length === 0) return err({ kind: 'missing-square', piece: piece.value, text: pieceWord });
  if (cells.length > 1) {
    if (turnWords.length > 0) return err({ kind: 'two-squares', squares: cells });
    const list = cellList(cells, layout);
    if (!list.ok) return list;
    if (list.value.piece !== piece.value)
      return err({
        kind: 'cells-not-piece',
        piece: TRIGON_PIECES[piece.value]!.name,
        squares: list.value.squares,
      });
    return list;
  }
  const at = cells[0]!;
  const cellUp = layout.geometry.kind(at.x, at.y) === 0;
  const def = TRIGON_PIECES[piece.value]!;
  const orientation = parseTrigonOrientation(turnWords, def.cells.length === 1 ? cellUp : null);
  if (!orientation.ok) return orientation;
  const { transform, index } = orientation.value;
  const placed = placeCells(layout, piece.value, at, index);
  if (placed === null)
    return err({ kind: 'wrong-direction', piece: def.name, cell: at, cellUp, pivotUp: def.pivot === 'up' });
  const squares = placed.sort(compareCells);
  const onBoard = squares.every((p) => layout.geometry.isOnBoard(p.x, p.y));
  const move = onBoard
    ? (moveFromCells(
        layout,
        squares.map((p) => p.y * layout.size + p.x),
      ) ?? null)
    : null;
  return ok({ piece: piece.value, squares, move, form: 'piece', transform, at });
}

/** A cell list: every word a cell of the board, all different, forming one piece. */
function cellReading(words: readonly string[], layout: Layout): Result<TrigonReading, MoveError> {
  const cells: Point[] = [];
  for (const word of words) {
    const cell = parseBoardCell(word, layout);
    if (!cell.ok) return cell;
    cells.push(cell.value);
  }
  return cellList(cells, layout);
}

function cellList(cells: readonly Point[], layout: Layout): Result<TrigonReading, MoveError> {
  const squares = [...cells].sort(compareCells);
  const twice = squares.find((p, i) => i > 0 && compareCells(p, squares[i - 1]!) === 0);
  if (twice) return err({ kind: 'duplicate-cell', cell: twice });
  if (squares.length > layout.stride)
    return err({ kind: 'too-many-cells', count: squares.length, max: layout.stride });
  const move = moveFromCells(
    layout,
    squares.map((p) => p.y * layout.size + p.x),
  );
  if (move === undefined) return err({ kind: 'not-a-piece', squares });
  return ok({ piece: layout.movePiece[move]!, squares, move, form: 'cells' });
}
