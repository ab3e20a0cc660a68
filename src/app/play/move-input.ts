import {
  type Game,
  type PieceIndex,
  type Point,
  TRANSFORMS,
  type Transform,
  transformedSquares,
} from '../../engine/index.ts';
import { err, ok, type Result } from '../../engine/result.ts';
import { compareCells, formatMove, isSquareBoard, parseMove, parseTrigonMove } from '../../notation/index.ts';
import type { AppError } from '../errors.ts';
import { colorWord } from '../game/puzzle.ts';
import type { PreviewState } from '../preview/preview-state.ts';

/** A typed move read against a game: the piece, its squares, and where its pivot is and how it is turned. */
export interface MoveInput extends PreviewState {
  readonly squares: readonly Point[];
}

/**
 * The pivot square and transform that put `piece` on exactly `squares` (the first transform in the
 * engine's order: no flip and the smallest turn first, as the display form prefers).
 */
export function locatePiece(
  piece: PieceIndex,
  squares: readonly Point[],
): { at: Point; transform: Transform } | null {
  const target = [...squares].sort(compareCells);
  for (const transform of TRANSFORMS) {
    const shape = transformedSquares(piece, transform).sort(compareCells);
    if (shape.length !== target.length) continue;
    const dx = target[0]!.x - shape[0]!.x;
    const dy = target[0]!.y - shape[0]!.y;
    if (shape.every((s, i) => s.x + dx === target[i]!.x && s.y + dy === target[i]!.y)) {
      return { at: { x: dx, y: dy }, transform };
    }
  }
  return null;
}

/**
 * Reads `/place` text for a game: the square notation (docs/rules.md 8) on boards of squares, the Trigon
 * notation (10.9) on the hexagon. In a puzzle of free colour order a colour word picks the colour
 * (`red P4-T c3`); without one the colour to move is played.
 */
export function readMove(
  game: Game,
  text: string,
  color: number | null = game.toMove,
): Result<MoveInput, AppError> {
  const picked = game.variant.freeColorOrder ? colorWord(game, text) : null;
  const rest = picked ? picked.rest : text;
  const chosen = picked ? { color: picked.color } : {};
  if (!isSquareBoard(game.layout) && game.layout.geometry.board.startsWith('trigon'))
    return readTrigon(game, rest, color);
  // The puzzle's rectangle is 8 × 10: cells are read on the larger side, and the engine says which are off.
  const size = Math.max(game.layout.width, game.layout.height);
  const parsed = parseMove(rest, size, { pieceSet: game.variant.pieceSet });
  if (!parsed.ok) {
    const e = parsed.error;
    if (e.kind === 'unknown-piece') {
      return err({ kind: 'unknown-piece', text: e.text, suggestion: e.suggestion, valid: e.valid });
    }
    if (e.kind === 'piece-not-in-set') {
      return err({ kind: 'piece-not-in-set', piece: e.piece, variant: game.variant.id, valid: e.valid });
    }
    return err({ kind: 'bad-notation', text, error: e });
  }
  const { piece, squares, at, transform } = parsed.value;
  if (at && transform) return ok({ piece, squares, at, transform, ...chosen });
  const located = locatePiece(piece, squares);
  if (!located)
    throw new Error(`cells ${JSON.stringify(squares)} parsed as piece ${piece} but do not form it`);
  return ok({ piece, squares, ...located, ...chosen });
}

/** A Trigon move (docs/trigon.md section 9): of two well-formed readings the legal one wins; two legal ones are asked. */
function readTrigon(game: Game, text: string, color: number | null): Result<MoveInput, AppError> {
  const { layout } = game;
  const legal = (move: number) => color !== null && game.position.isLegal(color, move);
  const parsed = parseTrigonMove(text, layout, legal);
  if (!parsed.ok) return err({ kind: 'bad-notation', text, error: parsed.error });
  if (parsed.value.kind === 'ambiguous') {
    const readings = parsed.value.readings.map((r) => formatMove(layout, r.move!));
    return err({ kind: 'ambiguous-move', text, readings });
  }
  const { reading } = parsed.value;
  if (reading.at && reading.transform)
    return ok({
      piece: reading.piece,
      squares: reading.squares,
      at: reading.at,
      transform: reading.transform,
    });
  // A cell list always names a placement on the board: its canonical pivot and word.
  const move = reading.move!;
  const at = {
    x: layout.movePivot[move]! % layout.size,
    y: Math.floor(layout.movePivot[move]! / layout.size),
  };
  const transform = layout.geometry.transforms[layout.moveTransform[move]!]!;
  return ok({ piece: reading.piece, squares: reading.squares, at, transform });
}
