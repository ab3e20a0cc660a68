import type { PuzzleHintMove } from '../../ai/index.ts';
import { err, ok, type Result } from '../../engine/result.ts';
import { formatMove } from '../../notation/index.ts';
import type { AppError } from '../errors.ts';
import type { GameRef } from '../game/game-ref.ts';
import { type Context, loadActive } from '../game/load-and-commit.ts';
import { checkMover } from '../play/place.ts';
import type { AiJob, HintMove } from './ai-job.ts';
import { computerPlays, gameData, searchSeed } from './computer-seats.ts';

/** A hint to search for: the game, its version, and the search's job. */
export interface HintRequest {
  readonly gameId: number;
  readonly version: number;
  readonly colorIndex: number;
  readonly job: AiJob;
}

/**
 * `/hint`, before the search: the player asking holds the colour to move, hints are on in this game, and
 * the computer plays its variant. The hint is counted only once it is shown (`countHint`).
 */
export function hintRequest(ctx: Context, ref: GameRef, userId: string): Result<HintRequest, AppError> {
  const loaded = loadActive(ctx, ref);
  if (!loaded.ok) return loaded;
  const { stored, game } = loaded.value;
  const record = stored.game;
  if (record.options.hints === false) return err({ kind: 'hints-off', gameId: record.id });
  const mover = checkMover(loaded.value, userId);
  if (!mover.ok) return mover;
  // A puzzle asks whether a solution goes on from here, and which of its pieces fit now.
  if (game.variant.freeColorOrder) {
    const job = { kind: 'puzzle' as const, ...gameData(game) };
    return ok({ gameId: record.id, version: record.version, colorIndex: mover.value.colorIndex, job });
  }
  if (!computerPlays(record.variant)) return err({ kind: 'computer-unsupported', variant: record.variant });
  // Each ask gets its own seed (the count so far), so asking again may widen the picture a little.
  const asked = ctx.store.computers.hintsUsed(record.id).get(userId) ?? 0;
  return ok({
    gameId: record.id,
    version: record.version,
    colorIndex: mover.value.colorIndex,
    job: { kind: 'hint', ...gameData(game), seed: searchSeed(record.id, record.version) ^ asked },
  });
}

/** One proposed placement as shown: its notation with the search's figures. */
export interface HintView extends HintMove {
  /** `P5-L e5 rot90 flip`. */
  readonly text: string;
}

/** Counts a hint shown to a player, and returns its moves in notation (the game as it was searched). */
export function countHint(
  ctx: Context,
  request: HintRequest,
  userId: string,
  moves: readonly HintMove[],
): Result<HintView[], AppError> {
  const loaded = loadActive(ctx, { gameId: request.gameId, version: request.version });
  if (!loaded.ok) return loaded;
  ctx.store.computers.countHint(request.gameId, userId);
  const { layout } = loaded.value.game;
  return ok(moves.map((m) => ({ ...m, text: formatMove(layout, m.move) })));
}

/** A piece of a puzzle's solution as shown: its placement and colour. */
export interface PuzzleHintView extends PuzzleHintMove {
  /** `P4-T c3`. */
  readonly text: string;
}

/** Counts a puzzle hint shown to its player, and returns its placements in notation. */
export function countPuzzleHint(
  ctx: Context,
  request: HintRequest,
  userId: string,
  moves: readonly PuzzleHintMove[],
): Result<PuzzleHintView[], AppError> {
  const loaded = loadActive(ctx, { gameId: request.gameId, version: request.version });
  if (!loaded.ok) return loaded;
  ctx.store.computers.countHint(request.gameId, userId);
  const { layout } = loaded.value.game;
  return ok(moves.map((m) => ({ ...m, text: formatMove(layout, m.move) })));
}

/** How many hints each player of a game used (by user id; absent: none). */
export function hintsUsed(ctx: Context, gameId: number): ReadonlyMap<string, number> {
  return ctx.store.computers.hintsUsed(gameId);
}
