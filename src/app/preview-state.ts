import {
  type Game,
  PIECE_COUNT,
  PIECE_SETS,
  type Point,
  pieceName,
  placeSquares,
  TRANSFORMS,
  type Transform,
} from '../engine/index.ts';
import { err, ok, type Result } from '../engine/result.ts';
import { compareCells, formatCell, formatTransform, pieceNamesInSet } from '../notation/index.ts';
import type { AppError } from './errors.ts';
import type { PreviewState } from './types.ts';

/**
 * A preview is kept as (piece, pivot square, transform), small enough for a button's custom_id:
 * `piece.x.y.t` with t the transform's index in the engine's `TRANSFORMS` (0–3 turns, 4–7 flip + turns),
 * e.g. `11.4.4.5`. Turning and flipping happen about the pivot, which stays on its square.
 */
export function encodePreview(state: PreviewState): string {
  const t = TRANSFORMS.findIndex(
    (x) => x.flip === state.transform.flip && x.rotation === state.transform.rotation,
  );
  return `${state.piece}.${state.at.x}.${state.at.y}.${t}`;
}

/** Reads `encodePreview`'s text back; undefined if it is not one. */
export function decodePreview(text: string): PreviewState | undefined {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{1,2})\.([0-7])$/.exec(text);
  if (!match) return undefined;
  const piece = Number(match[1]);
  if (piece >= PIECE_COUNT) return undefined;
  return {
    piece,
    at: { x: Number(match[2]), y: Number(match[3]) },
    transform: TRANSFORMS[Number(match[4])]!,
  };
}

/** The transforms a preview offers: a quarter turn clockwise, or a mirror left↔right, both about the pivot. */
export type PreviewTransform = 'rotate' | 'flip';

/**
 * The transform after turning or mirroring what is shown. Shown = turn(r) ∘ mirror^f; turning adds 90°;
 * mirroring after it equals turn(−r) ∘ mirror^(1−f), since a mirror reverses the sense of a turn.
 */
export function transformState(state: PreviewState, op: PreviewTransform): PreviewState {
  const { flip, rotation } = state.transform;
  const next: Transform =
    op === 'rotate'
      ? { flip, rotation: ((rotation + 90) % 360) as Transform['rotation'] }
      : { flip: !flip, rotation: ((360 - rotation) % 360) as Transform['rotation'] };
  return { ...state, transform: next };
}

/** The squares a preview covers, if the piece is one of the game's set. */
export function placementSquares(game: Game, state: PreviewState): Result<Point[], AppError> {
  const { pieceSet } = game.variant;
  if ((PIECE_SETS[pieceSet][state.piece] ?? 0) === 0) {
    return err({
      kind: 'piece-not-in-set',
      piece: state.piece,
      variant: game.variant.id,
      valid: pieceNamesInSet(pieceSet),
    });
  }
  return ok(placeSquares(state.piece, state.at, state.transform).sort(compareCells));
}

/** The display form of a preview, `P5-L e5 rot90 flip` (`rot0` left out). */
export function previewText(state: PreviewState): string {
  const head = `${pieceName(state.piece)} ${formatCell(state.at)}`;
  return state.transform.rotation === 0 && !state.transform.flip
    ? head
    : `${head} ${formatTransform(state.transform)}`;
}
