import {
  type Color,
  cellOf,
  checkPlacement,
  type Game,
  isOnBoard,
  moveFromCells,
  type PlacementError,
  type Point,
} from '../../engine/index.ts';
import { ok, type Result } from '../../engine/result.ts';
import { formatMove, formatPlacement, isSquareBoard } from '../../notation/index.ts';
import type { AppError } from '../errors.ts';
import type { GameRef } from '../game/game-ref.ts';
import { type Context, type Loaded, loadActive } from '../game/load-and-commit.ts';
import { readMove } from '../play/move-input.ts';
import { checkMover, SUGGESTIONS } from '../play/place.ts';
import { nearbyPlacements, type Suggestion } from './nearby.ts';
import type { PreviewState } from './preview-state.ts';
import { type PreviewTransform, placementSquares, previewText, transformState } from './preview-state.ts';

/** What a preview shows: the squares, whether they are legal now, and if not, why and where. */
export interface PreviewResult {
  readonly gameId: number;
  readonly version: number;
  readonly game: Game;
  readonly color: Color;
  readonly colorIndex: number;
  readonly state: PreviewState;
  readonly squares: readonly Point[];
  /** The move id when legal. */
  readonly move: number | null;
  readonly legal: boolean;
  readonly problem: PlacementError | null;
  /** The cells to mark on the preview picture (overlaps, touching edges, squares off the board …). */
  readonly problemCells: readonly Point[];
  /** Display form of the previewed placement, `P5-L e5 rot90 flip`. */
  readonly text: string;
  /** A few legal placements of the same piece near the pivot, when this one is not legal. */
  readonly nearby: readonly Suggestion[];
}

/** The cells a preview picture should mark for a placement error. */
export function problemCells(error: PlacementError): Point[] {
  switch (error.kind) {
    case 'off-board':
    case 'outside-figure':
    case 'not-a-piece':
      return [...error.squares];
    case 'overlap':
      return [error.cell];
    case 'own-edge':
      return [error.cell, error.touching];
    case 'missing-start':
      return [error.start];
    case 'no-start-point':
      return [...error.free];
    case 'game-over':
    case 'not-turn':
    case 'piece-used':
    case 'no-corner':
      return [];
  }
}

/** Checks a preview state against the position, without saving anything. */
function evaluate(loaded: Loaded, state: PreviewState): Result<PreviewResult, AppError> {
  const { stored, game } = loaded;
  const named = game.variant.freeColorOrder ? state.color : undefined;
  const color = named !== undefined && game.out[named] === null ? named : game.toMove!;
  const squares = placementSquares(game, state);
  if (!squares.ok) return squares;
  const checked = checkPlacement(game, color, state.piece, squares.value);
  const problem = checked.ok ? null : checked.error;
  return ok({
    gameId: stored.game.id,
    version: stored.game.version,
    game,
    color: game.variant.colors[color]!,
    colorIndex: color,
    state,
    squares: squares.value,
    move: checked.ok ? checked.value : null,
    legal: checked.ok,
    problem,
    problemCells: problem ? problemCells(problem) : [],
    // The canonical form (as the picture writes it), not the words as typed: `rot270 flip` is `rot180`.
    text: previewName(game, squares.value, checked.ok ? checked.value : null, state),
    nearby: problem ? nearbyPlacements(game, color, state.piece, state.at, SUGGESTIONS) : [],
  });
}

/** The display form of a previewed placement: the move's own words when it is on the board. */
function previewName(
  game: Game,
  squares: readonly Point[],
  move: number | null,
  state: PreviewState,
): string {
  const { layout } = game;
  if (isSquareBoard(layout)) return formatPlacement(squares, layout.size) ?? previewText(state);
  const cells = squares.every((p) => isOnBoard(layout, p))
    ? moveFromCells(
        layout,
        squares.map((p) => cellOf(layout, p)),
      )
    : undefined;
  const found = move ?? cells;
  return found === undefined ? previewText(state, layout) : formatMove(layout, found);
}

/** Loads a running game and checks that `userId` is to move. */
function loadForMover(ctx: Context, ref: GameRef, userId: string): Result<Loaded, AppError> {
  const loaded = loadActive(ctx, ref);
  if (!loaded.ok) return loaded;
  const mover = checkMover(loaded.value, userId);
  return mover.ok ? loaded : mover;
}

/**
 * Reads a move and shows it without saving: its squares, whether it is legal now and, if not, why and
 * which cells are wrong. Only the player to move can preview. Confirm with `confirmPreview`.
 */
export function preview(
  ctx: Context,
  ref: GameRef,
  userId: string,
  text: string,
): Result<PreviewResult, AppError> {
  const loaded = loadForMover(ctx, ref, userId);
  if (!loaded.ok) return loaded;
  const move = readMove(loaded.value.game, text);
  if (!move.ok) return move;
  const { piece, at, transform, color } = move.value;
  return evaluate(loaded.value, { piece, at, transform, ...(color === undefined ? {} : { color }) });
}

/**
 * Turns a previewed piece a quarter clockwise or mirrors it (about its pivot), or moves it a square, and
 * shows it again.
 */
export function transformPreview(
  ctx: Context,
  ref: GameRef,
  userId: string,
  state: PreviewState,
  op: PreviewTransform,
): Result<PreviewResult, AppError> {
  const loaded = loadForMover(ctx, ref, userId);
  if (!loaded.ok) return loaded;
  return evaluate(loaded.value, transformState(state, op, loaded.value.game.layout));
}

/** Shows a placement given as a preview state (a tap flow's pick, a suggestion's button) without saving. */
export function previewState(
  ctx: Context,
  ref: GameRef,
  userId: string,
  state: PreviewState,
): Result<PreviewResult, AppError> {
  const loaded = loadForMover(ctx, ref, userId);
  if (!loaded.ok) return loaded;
  return evaluate(loaded.value, state);
}
