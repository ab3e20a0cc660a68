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

/**
 * What a preview's buttons do: a quarter turn clockwise or a mirror left↔right, both about the pivot, or a
 * step of one square (up is towards the higher rows, as drawn).
 */
export type PreviewTransform = 'rotate' | 'flip' | PreviewStep;

/** The arrow buttons of a preview: the piece moves one square, turned as it is. */
export type PreviewStep = 'left' | 'right' | 'up' | 'down';

/** The pivot's move for each step. */
export const PREVIEW_STEPS: Readonly<Record<PreviewStep, Point>> = {
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
  up: { x: 0, y: 1 },
  down: { x: 0, y: -1 },
};

/** Whether a step keeps the pivot on a `size` × `size` board (the arrow is offered only then). */
export function canStep(state: PreviewState, step: PreviewStep, size: number): boolean {
  const x = state.at.x + PREVIEW_STEPS[step].x;
  const y = state.at.y + PREVIEW_STEPS[step].y;
  return x >= 0 && y >= 0 && x < size && y < size;
}

/**
 * The state after turning, mirroring or moving what is shown. Shown = turn(r) ∘ mirror^f; turning adds 90°;
 * mirroring after it equals turn(−r) ∘ mirror^(1−f), since a mirror reverses the sense of a turn.
 */
export function transformState(state: PreviewState, op: PreviewTransform): PreviewState {
  const { flip, rotation } = state.transform;
  if (op !== 'rotate' && op !== 'flip') {
    const d = PREVIEW_STEPS[op];
    return { ...state, at: { x: state.at.x + d.x, y: state.at.y + d.y } };
  }
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
