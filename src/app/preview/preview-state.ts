import {
  type Game,
  type Geometry,
  type Layout,
  PIECE_COUNT,
  PIECE_SETS,
  type PieceIndex,
  type Point,
  pieceName,
  placeCells,
  placeSquares,
  TRANSFORMS,
  TRIGON_PIECES,
  TRIGON_TRANSFORMS,
  type Transform,
} from '../../engine/index.ts';
import { err, ok, type Result } from '../../engine/result.ts';
import {
  compareCells,
  formatCell,
  formatTransform,
  formatTrigonTransform,
  pieceNamesInSet,
} from '../../notation/index.ts';
import type { AppError } from '../errors.ts';

/** A previewed move: piece, pivot square and orientation; transforms turn it about the pivot. */
export interface PreviewState {
  readonly piece: PieceIndex;
  readonly at: Point;
  readonly transform: Transform;
  /** The colour placed, in a puzzle of free colour order (else the colour to move). */
  readonly color?: number;
}

/**
 * A preview is kept as (piece, pivot square, transform), small enough for a button's custom_id:
 * `piece.x.y.t` with t the transform's index in the engine's `TRANSFORMS` (0–3 turns, 4–7 flip + turns),
 * e.g. `11.4.4.5`; on the Trigon board `piece.x.y.tN` with N the index in `TRIGON_TRANSFORMS` (0–5 turns,
 * 6–11 flip + turns). A puzzle's chosen colour follows as `.cK`. Turning and flipping happen about the pivot.
 */
export function encodePreview(state: PreviewState, layout?: Layout): string {
  const sixths = state.transform.rotation % 90 !== 0 || (layout !== undefined && isTrigon(layout));
  const list = sixths ? TRIGON_TRANSFORMS : TRANSFORMS;
  const t = list.findIndex((x) => x.flip === state.transform.flip && x.rotation === state.transform.rotation);
  const color = state.color === undefined ? '' : `.c${state.color}`;
  return `${state.piece}.${state.at.x}.${state.at.y}.${sixths ? 't' : ''}${t}${color}`;
}

/** Reads `encodePreview`'s text back; undefined if it is not one. */
export function decodePreview(text: string): PreviewState | undefined {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{1,2})\.(t?)(\d{1,2})(?:\.c([0-3]))?$/.exec(text);
  if (!match) return undefined;
  const piece = Number(match[1]);
  const trigon = match[4] === 't';
  const transform = (trigon ? TRIGON_TRANSFORMS : TRANSFORMS)[Number(match[5])];
  if (piece >= (trigon ? TRIGON_PIECES.length : PIECE_COUNT) || !transform) return undefined;
  const state: PreviewState = {
    piece,
    at: { x: Number(match[2]), y: Number(match[3]) },
    transform,
    ...(match[6] === undefined ? {} : { color: Number(match[6]) }),
  };
  return state;
}

/** Whether a layout is the Trigon hexagon (its turns are sixths). */
function isTrigon(layout: Layout): boolean {
  return layout.geometry.board.startsWith('trigon');
}

/**
 * What a preview's buttons do: a turn clockwise (a quarter on squares, a sixth on triangles) or a mirror
 * left↔right, both about the pivot, or a step of one translation of the board's grid (up is towards the
 * higher rows, as drawn).
 */
export type PreviewTransform = 'rotate' | 'flip' | PreviewStep;

/** The arrow buttons of a preview: the piece moves one step, turned as it is. */
export type PreviewStep = 'left' | 'right' | 'up' | 'down';

/** The pivot's move for each step on a board of squares. */
export const PREVIEW_STEPS: Readonly<Record<PreviewStep, Point>> = {
  left: { x: -1, y: 0 },
  right: { x: 1, y: 0 },
  up: { x: 0, y: 1 },
  down: { x: 0, y: -1 },
};

const stepsByBoard = new Map<string, Readonly<Record<PreviewStep, Point>>>();

/**
 * The pivot's move for each step on a board, from its geometry: the shortest moves that keep every cell's
 * kind (▲ stays ▲), so that a piece moved keeps its shape. Squares: one square. Triangles: two columns
 * sideways, and one row up with one column to the right (half a triangle), which with the sideways step
 * reaches every triangle of the same direction.
 */
export function previewSteps(geometry: Geometry): Readonly<Record<PreviewStep, Point>> {
  const known = stepsByBoard.get(geometry.board);
  if (known) return known;
  const keepsKinds = (dx: number, dy: number) => {
    for (let y = 0; y < geometry.height; y++)
      for (let x = 0; x < geometry.width; x++)
        if (geometry.kind(x, y) !== geometry.kind(x + dx, y + dy)) return false;
    return true;
  };
  const across = [1, 2, 3, 4].find((dx) => keepsKinds(dx, 0)) ?? 1;
  const upX = [0, 1, -1, 2, -2].find((dx) => keepsKinds(dx, 1)) ?? 0;
  const steps = {
    left: { x: -across, y: 0 },
    right: { x: across, y: 0 },
    up: { x: upX, y: 1 },
    down: { x: -upX, y: -1 },
  };
  stepsByBoard.set(geometry.board, steps);
  return steps;
}

/** Whether a step keeps the pivot on the board (the arrow is offered only then). */
export function canStep(state: PreviewState, step: PreviewStep, board: number | Layout): boolean {
  if (typeof board === 'number') {
    const x = state.at.x + PREVIEW_STEPS[step].x;
    const y = state.at.y + PREVIEW_STEPS[step].y;
    return x >= 0 && y >= 0 && x < board && y < board;
  }
  const d = previewSteps(board.geometry)[step];
  return board.geometry.isOnBoard(state.at.x + d.x, state.at.y + d.y);
}

/**
 * The state after turning, mirroring or moving what is shown. Shown = turn(r) ∘ mirror^f; turning adds a
 * quarter (a sixth on triangles); mirroring after it equals turn(−r) ∘ mirror^(1−f), since a mirror
 * reverses the sense of a turn. On triangles a sixth turn swaps ▲ and ▼, so the pivot moves to the edge
 * neighbour that keeps the piece nearest where it was (`layout` given).
 */
export function transformState(state: PreviewState, op: PreviewTransform, layout?: Layout): PreviewState {
  const { flip, rotation } = state.transform;
  const trigon = layout !== undefined && isTrigon(layout);
  if (op !== 'rotate' && op !== 'flip') {
    const d = layout ? previewSteps(layout.geometry)[op] : PREVIEW_STEPS[op];
    return { ...state, at: { x: state.at.x + d.x, y: state.at.y + d.y } };
  }
  const turn = trigon ? 60 : 90;
  const next: Transform =
    op === 'rotate'
      ? { flip, rotation: ((rotation + turn) % 360) as Transform['rotation'] }
      : { flip: !flip, rotation: ((360 - rotation) % 360) as Transform['rotation'] };
  if (!trigon || op === 'flip') return { ...state, transform: next };
  return { ...state, transform: next, at: turnedPivot(layout, state, next) };
}

/** Where the pivot goes after a sixth turn: the edge neighbour whose placement's centre is nearest the old. */
function turnedPivot(layout: Layout, state: PreviewState, next: Transform): Point {
  const { geometry } = layout;
  const index = (t: Transform) =>
    geometry.transforms.findIndex((x) => x.flip === t.flip && x.rotation === t.rotation);
  const centre = (cells: readonly Point[]) => ({
    x: cells.reduce((a, p) => a + p.x, 0) / cells.length,
    // A row is √3 half-edges high.
    y: (cells.reduce((a, p) => a + p.y, 0) / cells.length) * Math.sqrt(3),
  });
  const before = placeCells(layout, state.piece, state.at, index(state.transform));
  if (!before) return state.at;
  const from = centre(before);
  let best = state.at;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const [dx, dy] of geometry.edgeSteps(state.at.x, state.at.y)) {
    const at = { x: state.at.x + dx, y: state.at.y + dy };
    const cells = placeCells(layout, state.piece, at, index(next));
    if (!cells) continue;
    const c = centre(cells);
    const distance = Math.hypot(c.x - from.x, c.y - from.y);
    if (distance < bestDistance) {
      best = at;
      bestDistance = distance;
    }
  }
  return best;
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
  const { layout } = game;
  if (isTrigon(layout)) {
    const t = layout.geometry.transforms.findIndex(
      (x) => x.flip === state.transform.flip && x.rotation === state.transform.rotation,
    );
    const cells = t < 0 ? null : placeCells(layout, state.piece, state.at, t);
    if (!cells) return err({ kind: 'bad-preview', text: encodePreview(state, layout) });
    return ok(cells.sort(compareCells));
  }
  return ok(placeSquares(state.piece, state.at, state.transform).sort(compareCells));
}

/** The display form of a preview, `P5-L e5 rot90 flip` (`rot0` left out; Trigon names and turns on triangles). */
export function previewText(state: PreviewState, layout?: Layout): string {
  const trigon = layout !== undefined && isTrigon(layout);
  const name = trigon ? layout.geometry.pieceNames[state.piece]! : pieceName(state.piece);
  const head = `${name} ${formatCell(state.at)}`;
  return state.transform.rotation === 0 && !state.transform.flip
    ? head
    : `${head} ${trigon ? formatTrigonTransform(state.transform) : formatTransform(state.transform)}`;
}
