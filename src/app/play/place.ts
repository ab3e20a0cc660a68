import { checkPlacement, type PieceIndex, type Point } from '../../engine/index.ts';
import { err, ok, type Result } from '../../engine/result.ts';
import type { AppError } from '../errors.ts';
import type { GameRef } from '../game/game-ref.ts';
import {
  type Context,
  type Loaded,
  load,
  loadActive,
  playingSeatOf,
  replayLog,
} from '../game/load-and-commit.ts';
import { stuckPuzzle } from '../game/puzzle.ts';
import { turnOf } from '../game/turns.ts';
import { nearbyPlacements } from '../preview/nearby.ts';
import type { PreviewState } from '../preview/preview-state.ts';
import { placementSquares } from '../preview/preview-state.ts';
import type { PlayEvent, PlayResult, TurnView } from '../views/view-shapes.ts';
import { applyStep, commitSteps, stepOf } from './log-steps.ts';
import { readMove } from './move-input.ts';
import { playResult } from './play-result.ts';

/** How many nearby legal placements an illegal-placement error suggests. */
export const SUGGESTIONS = 3;

/** Checks that `userId` holds the colour to move (classic-3: the shared colour on their rotation turn). */
export function checkMover(loaded: Loaded, userId: string): Result<TurnView, AppError> {
  const { stored, game } = loaded;
  const seat = playingSeatOf(stored, userId);
  if (!seat.ok) return seat;
  const turn = turnOf(game, stored.seats, stored.game.turnStartedAt ?? stored.game.updatedAt);
  if (!turn) {
    const stuck = stuckPuzzle(game);
    if (stuck) return err({ kind: 'puzzle-stuck', gameId: stored.game.id, ...stuck });
    return err({ kind: 'game-over', gameId: stored.game.id, status: stored.game.status });
  }
  if (turn.userId !== userId) return err({ kind: 'not-your-turn', toMove: turn });
  return ok(turn);
}

/**
 * A retried request: if it made the latest entry of the log, its result again (marked `replayed`);
 * if other entries followed, `already-applied`.
 */
function replayedRequest(loaded: Loaded, ply: number): Result<PlayResult, AppError> {
  const { stored } = loaded;
  const last = stored.moves[stored.moves.length - 1];
  if (!last || last.ply !== ply) return err({ kind: 'already-applied', ply });
  const before = replayLog(stored.game, stored.moves.slice(0, -1));
  const events: PlayEvent[] = [];
  applyStep(before, stepOf(last), events);
  return ok(playResult(loaded, events, true));
}

/** Looks the request id up in the log read. */
function earlierRequest(loaded: Loaded, requestId: string): Result<PlayResult, AppError> | null {
  const entry = loaded.stored.moves.find((m) => m.requestId === requestId);
  return entry ? replayedRequest(loaded, entry.ply) : null;
}

/** Places a piece on given squares for the player to move, after every check. */
function placeSquares(
  ctx: Context,
  loaded: Loaded,
  userId: string,
  move: {
    readonly piece: PieceIndex;
    readonly squares: readonly Point[];
    readonly at: Point;
    readonly color?: number;
  },
  requestId: string,
): Result<PlayResult, AppError> {
  const { game } = loaded;
  // A puzzle of free colour order places the colour the player named; every other game the colour to move.
  const named = game.variant.freeColorOrder ? move.color : undefined;
  const color = named !== undefined && game.out[named] === null ? named : game.toMove!;
  const checked = checkPlacement(game, color, move.piece, move.squares);
  if (!checked.ok) {
    return err({
      kind: 'illegal-placement',
      color: game.variant.colors[color]!,
      piece: move.piece,
      squares: move.squares,
      boardSize: game.variant.boardSize,
      error: checked.error,
      nearby: nearbyPlacements(game, color, move.piece, move.at, SUGGESTIONS),
    });
  }
  const result = commitSteps(ctx, loaded, [{ kind: 'place', color, move: checked.value, userId, requestId }]);
  if (result.ok || result.error.kind !== 'stale') return result;
  // Lost a race: if the winner was this very request (a double submit), answer with its result.
  const again = load(ctx, { gameId: loaded.stored.game.id });
  return (again.ok && earlierRequest(again.value, requestId)) || result;
}

/**
 * Loads, answers a retried request, checks the turn, then goes on: what `place`, `confirmPreview` and
 * `pass` share.
 */
export function asMover(
  ctx: Context,
  ref: GameRef,
  userId: string,
  requestId: string | null,
  then: (loaded: Loaded, mover: TurnView) => Result<PlayResult, AppError>,
): Result<PlayResult, AppError> {
  const loaded = loadActive(ctx, ref);
  if (!loaded.ok) return loaded;
  const repeated = requestId === null ? null : earlierRequest(loaded.value, requestId);
  if (repeated) return repeated;
  const mover = checkMover(loaded.value, userId);
  return mover.ok ? then(loaded.value, mover.value) : mover;
}

/**
 * `/place`: the player to move places a piece, written as `P5-L e5 rot90 flip` or `e5,f5,g5,g6,g7`.
 * `requestId` (e.g. the interaction id) makes a retry harmless.
 */
export function place(
  ctx: Context,
  ref: GameRef,
  userId: string,
  text: string,
  requestId: string,
): Result<PlayResult, AppError> {
  return asMover(ctx, ref, userId, requestId, (loaded) => {
    const move = readMove(loaded.game, text);
    return move.ok ? placeSquares(ctx, loaded, userId, move.value, requestId) : move;
  });
}

/** Confirms a previewed placement (the preview's Confirm button). */
export function confirmPreview(
  ctx: Context,
  ref: GameRef,
  userId: string,
  state: PreviewState,
  requestId: string,
): Result<PlayResult, AppError> {
  return asMover(ctx, ref, userId, requestId, (loaded) => {
    const squares = placementSquares(loaded.game, state);
    if (!squares.ok) return squares;
    return placeSquares(ctx, loaded, userId, { ...state, squares: squares.value }, requestId);
  });
}
