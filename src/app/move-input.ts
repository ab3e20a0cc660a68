import {
  type Game,
  type PieceIndex,
  type Point,
  TRANSFORMS,
  type Transform,
  transformedSquares,
} from '../engine/index.ts';
import { err, ok, type Result } from '../engine/result.ts';
import { compareCells, parseMove } from '../notation/index.ts';
import type { AppError } from './errors.ts';
import type { PreviewState } from './types.ts';

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

/** Reads `/place` text in either notation for a game (its board size and piece set). */
export function readMove(game: Game, text: string): Result<MoveInput, AppError> {
  const parsed = parseMove(text, game.variant.boardSize, { pieceSet: game.variant.pieceSet });
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
  if (at && transform) return ok({ piece, squares, at, transform });
  const located = locatePiece(piece, squares);
  if (!located)
    throw new Error(`cells ${JSON.stringify(squares)} parsed as piece ${piece} but do not form it`);
  return ok({ piece, squares, ...located });
}
