import {
  describeMove,
  err,
  type Layout,
  normaliseSquares,
  ok,
  type PieceIndex,
  type PieceSetId,
  type Point,
  placeSquares,
  type Result,
  shapeKey,
  TRANSFORMS,
  type Transform,
  transformedSquares,
} from '../engine/index.ts';
import { parseCellWords, pieceOfSquares, splitCellList } from './cell-lists.ts';
import { compareCells, formatCell, looksLikeCell, parseCell } from './cells.ts';
import type { MoveError } from './errors.ts';
import { formatTransform, ORIENTATION_WORDS, parseOrientation, readOrientationWord } from './orientations.ts';
import { formatPieceName, isPieceInSet, isPieceName, parsePieceName } from './piece-names.ts';

/**
 * The two input forms of a move (docs/rules.md section 8), words in any order, case-insensitive:
 * - piece form `P5-L e5 rot90 flip`: the piece's pivot goes on the square, turned as the words say;
 * - cell form `e5,f5,g5,g6,g7` (commas and/or spaces): the squares themselves; the piece follows from them.
 *
 * Several piece aliases are also cell names (`L5`, `P5`, `I3`, `Z4` …). An input with a comma is always a
 * cell list. Without one, an input of only cell-shaped words is a cell list (so `l5` alone is the monomino
 * on l5, and every stored cell list parses back), except that with exactly two such words of which one is
 * a piece name (`L5 e5`), or beside an orientation word (`L5 e5 rot90`, `L5 rot90`), the first piece name
 * is the piece and the other word its square.
 */

/** Longest input accepted (a cell list of five squares with spaces is about 20 characters). */
export const MAX_MOVE_LENGTH = 200;

/** A move as typed: the piece and the squares it covers (possibly off the board; the engine checks). */
export interface ParsedMove {
  readonly piece: PieceIndex;
  /** The covered squares, sorted by row, then column. */
  readonly squares: Point[];
  readonly form: 'piece' | 'cells';
  /** Piece form only: the orientation and the pivot's square. */
  readonly transform?: Transform;
  readonly at?: Point;
}

/** Options of `parseMove`: the variant's piece set, to reject pieces it does not have (Junior). */
export interface ParseMoveOptions {
  readonly pieceSet?: PieceSetId;
}

/** Parses a typed move in either form. Never throws; squares may lie off the board. */
export function parseMove(
  text: string,
  boardSize: number,
  options: ParseMoveOptions = {},
): Result<ParsedMove, MoveError> {
  if (text.length > MAX_MOVE_LENGTH)
    return err({ kind: 'too-long', length: text.length, max: MAX_MOVE_LENGTH });
  const words = splitCellList(text);
  if (words.length === 0) return err({ kind: 'empty' });
  const { pieceSet } = options;
  if (text.includes(',')) return cellForm(words, boardSize, pieceSet);

  const orientationWords = words.filter((w) => readOrientationWord(w) !== null);
  const rest = words.filter((w) => readOrientationWord(w) === null);
  const unknown = rest.find((w) => !looksLikeCell(w) && !isPieceName(w));
  if (unknown !== undefined) return err(unknownWordError(unknown, pieceSet));
  const pieceWords = rest.filter((w) => !looksLikeCell(w));
  const cellWords = rest.filter((w) => looksLikeCell(w));

  if (pieceWords.length === 0) {
    const alias = cellWords.find((w) => isPieceName(w));
    // A lone word such as `L5` is read as the piece with its square missing, not as the monomino on l5:
    // that is what people mean. The monomino there is `P1 l5` (or the cell list `l5,`).
    const aliasIsPiece = cellWords.length <= 2 || orientationWords.length > 0;
    if (alias !== undefined && aliasIsPiece) {
      const squareWords = [...cellWords];
      squareWords.splice(squareWords.indexOf(alias), 1);
      return pieceAndSquare(alias, squareWords, orientationWords, boardSize, pieceSet);
    }
    if (orientationWords.length === 0) return cellForm(cellWords, boardSize, pieceSet);
    const square = cellWords.length === 1 ? parseCell(cellWords[0]!, boardSize) : null;
    return err({ kind: 'missing-piece', square: square?.ok ? square.value : null });
  }
  if (pieceWords.length > 1) {
    const pieces = pieceWords.map((w) => parsePieceName(w)).flatMap((r) => (r.ok ? [r.value] : []));
    return err({ kind: 'two-pieces', pieces });
  }
  return pieceAndSquare(pieceWords[0]!, cellWords, orientationWords, boardSize, pieceSet);
}

function cellForm(
  words: readonly string[],
  boardSize: number,
  pieceSet: PieceSetId | undefined,
): Result<ParsedMove, MoveError> {
  const parsed = parseCellWords(words, boardSize);
  if (!parsed.ok) return parsed;
  const { piece, squares } = parsed.value;
  const inSet = checkPieceSet(piece, pieceSet);
  if (!inSet.ok) return inSet;
  return ok({ piece, squares, form: 'cells' });
}

function checkPieceSet(piece: PieceIndex, pieceSet: PieceSetId | undefined): Result<PieceIndex, MoveError> {
  if (pieceSet === undefined || isPieceInSet(piece, pieceSet)) return ok(piece);
  return parsePieceName(formatPieceName(piece), pieceSet);
}

function pieceAndSquare(
  pieceWord: string,
  squareWords: readonly string[],
  orientationWords: readonly string[],
  boardSize: number,
  pieceSet: PieceSetId | undefined,
): Result<ParsedMove, MoveError> {
  const piece = parsePieceName(pieceWord, pieceSet);
  if (!piece.ok) return piece;
  const squares: Point[] = [];
  for (const word of squareWords) {
    const cell = parseCell(word, boardSize);
    if (!cell.ok) return cell;
    squares.push(cell.value);
  }
  const at = squares[0];
  if (at === undefined) return err({ kind: 'missing-square', piece: piece.value, text: pieceWord });
  if (squares.length > 1) return err({ kind: 'two-squares', squares });
  const transform = parseOrientation(orientationWords);
  if (!transform.ok) return transform;
  const placed = placeSquares(piece.value, at, transform.value).sort(compareCells);
  return ok({ piece: piece.value, squares: placed, form: 'piece', transform: transform.value, at });
}

/** The most helpful error for a word that is no cell, piece or orientation word. */
function unknownWordError(word: string, pieceSet: PieceSetId | undefined): MoveError {
  const w = word.toLowerCase();
  if (/^(?:rot|r)-?\d+°?$/.test(w) || /^-?\d{2,}°?$/.test(w) || /^(?:rot|fl)/.test(w)) {
    return { kind: 'unknown-orientation', text: word, valid: ORIENTATION_WORDS };
  }
  const piece = parsePieceName(word, pieceSet);
  if (!piece.ok && piece.error.kind === 'unknown-piece') {
    if (/^p\d/.test(w) || (piece.error.suggestion !== null && w.length <= 3)) return piece.error;
  }
  return { kind: 'unknown-word', text: word };
}

/**
 * The display form of a move (docs/rules.md sections 8 and 10.9): piece, pivot cell, then the canonical
 * orientation word (the first transform that gives those cells), `rot0` left out: `P5-X f10`,
 * `P5-L e5 rot90 flip`, `V s14 rot240`. A single cell gets no word: its cell alone decides (`1 k9`).
 */
export function formatMove(layout: Layout, move: number): string {
  const { piece, pivot, transform } = describeMove(layout, move);
  return moveWords(layout.geometry.pieceNames[piece]!, pivot, transform, layout.pieceSizes[piece] === 1);
}

/**
 * The display form of a piece on some squares that may lie partly off the board (a preview): exactly
 * `formatMove`'s words whenever every square is on the board, so a preview names a placement as the move
 * will be named once played, whichever orientation words were typed (`P5-W e16 rot270 flip` shows as
 * `P5-W e16 rot180`). When the canonical pivot falls off the board, the first orientation in `TRANSFORMS`
 * order that puts the pivot on the board is named instead (a typed preview always has one: its own); when
 * none does, the piece name alone, since no words can place it. Null when the squares form no piece.
 */
export function formatPlacement(squares: readonly Point[], boardSize: number): string | null {
  const piece = pieceOfSquares(squares);
  if (piece === null) return null;
  const key = shapeKey(normaliseSquares(squares));
  const originX = Math.min(...squares.map((p) => p.x));
  const originY = Math.min(...squares.map((p) => p.y));
  const onBoard = (p: Point) => p.x >= 0 && p.y >= 0 && p.x < boardSize && p.y < boardSize;
  for (const transform of TRANSFORMS) {
    const relative = transformedSquares(piece, transform);
    if (shapeKey(normaliseSquares(relative)) !== key) continue;
    // The pivot is (0, 0) of the relative squares; the lowest corner of both lists is the same square.
    const pivot = {
      x: originX - Math.min(...relative.map((s) => s.x)),
      y: originY - Math.min(...relative.map((s) => s.y)),
    };
    if (onBoard(pivot)) return moveWords(formatPieceName(piece), pivot, transform);
  }
  return formatPieceName(piece);
}

/**
 * The one writer of the piece form: piece, pivot cell, and the orientation words unless `rot0` or the
 * piece is a single cell (`noWord`).
 */
function moveWords(piece: string, pivot: Point, transform: Transform, noWord = false): string {
  const head = `${piece} ${formatCell(pivot)}`;
  return noWord || (transform.rotation === 0 && !transform.flip)
    ? head
    : `${head} ${formatTransform(transform)}`;
}
