import { type Game, newGame, type Random, replay } from '../../engine/index.ts';
import { err, ok, type Result } from '../../engine/result.ts';
import {
  eventsOf,
  type GameChange,
  type GameRecord,
  type MoveRecord,
  type SeatRecord,
  type Store,
  type StoredGame,
} from '../../store/index.ts';
import type { AppError } from '../errors.ts';
import { type Announcement, outboxEntry } from '../outbox/announcements.ts';
import type { GameCache } from './game-cache.ts';
import type { GameRef } from './game-ref.ts';

/** What every use case works with: the store, the clock, randomness and the engine-game cache. */
export interface Context {
  readonly store: Store;
  readonly now: () => number;
  readonly random: Random;
  readonly cache: GameCache;
  /** Told of every game written (created or changed), after its transaction: see `GameService.watchChanges`. */
  readonly changed: (game: GameRecord) => void;
}

/** A game as read: everything stored, and the engine game rebuilt from its log. */
export interface Loaded {
  readonly stored: StoredGame;
  readonly game: Game;
}

/** Rebuilds the engine game from a log. A log that does not replay is corruption (never a user mistake): it throws. */
export function replayLog(record: GameRecord, moves: readonly MoveRecord[]): Game {
  const options = { fastContact: record.options.fastContact };
  if (moves.length === 0) return newGame(record.variant, options);
  const replayed = replay(record.variant, options, eventsOf(moves));
  if (!replayed.ok)
    throw new Error(`game ${record.id}: stored log does not replay at entry ${replayed.error.index}`);
  return replayed.value;
}

/** The engine game of a stored game: from the cache at this version, else replayed from the log. */
export function engineGame(ctx: Context, stored: StoredGame): Game {
  const { game: record } = stored;
  const cached = ctx.cache.get(record.id, record.version);
  if (cached) return cached;
  const game = replayLog(record, stored.moves);
  ctx.cache.set(record.id, record.version, game);
  return game;
}

/** Loads the game a reference points at (checking a button's version, and that a lobby's button finds a lobby). */
export function load(ctx: Context, ref: GameRef): Result<Loaded, AppError> {
  let id: number;
  if ('gameId' in ref) {
    id = ref.gameId;
  } else {
    const open = ctx.store.findOpenGame(ref.channelId);
    if (!open) return err({ kind: 'no-game-here', channelId: ref.channelId });
    id = open.id;
  }
  const stored = ctx.store.loadGame(id);
  if (!stored) return err({ kind: 'game-not-found', gameId: id });
  if ('gameId' in ref && ref.version !== undefined && ref.version !== stored.game.version) {
    return err({ kind: 'stale', gameId: id });
  }
  // A lobby's button pressed as the game starts (or after): it was meant for the lobby, not the game.
  if ('gameId' in ref && ref.lobby && stored.game.status !== 'lobby') {
    return err({ kind: 'not-in-lobby', gameId: id, status: stored.game.status });
  }
  return ok({ stored, game: engineGame(ctx, stored) });
}

/** Loads a game that must be running (not a lobby, not over). */
export function loadActive(ctx: Context, ref: GameRef): Result<Loaded, AppError> {
  const loaded = load(ctx, ref);
  if (!loaded.ok) return loaded;
  const { game } = loaded.value.stored;
  if (game.status === 'lobby') return err({ kind: 'not-started', gameId: game.id });
  if (game.status !== 'active') return err({ kind: 'game-over', gameId: game.id, status: game.status });
  return loaded;
}

/**
 * Writes a change (compare-and-set on the version read) with the announcements it causes, in one
 * transaction, and returns the game as it now is; `stale` when another write got there first. `announce`
 * sees the game after the change and says what the channel must be told (every change says so
 * explicitly, even when it is nothing). The new engine game goes into the cache under the new version.
 */
export function commit(
  ctx: Context,
  loaded: Loaded,
  change: GameChange,
  next: Game,
  announce: (after: Loaded) => readonly Announcement[],
): Result<Loaded, AppError> {
  const { stored } = loaded;
  let after: Loaded | undefined;
  const written = ctx.store.commit(stored.game, change, ctx.now(), (row) => {
    after = { stored: storedAfter(stored, change, row), game: next };
    return announce(after).map((a) => outboxEntry(row, a));
  });
  // A duplicate request id also means another write of the same request landed first.
  if (!written.ok || !after) return err({ kind: 'stale', gameId: stored.game.id });
  ctx.cache.set(after.stored.game.id, after.stored.game.version, next);
  ctx.changed(after.stored.game);
  return ok(after);
}

/** What a game holds after a change was written to it (its new row given). */
function storedAfter(stored: StoredGame, change: GameChange, row: GameRecord): StoredGame {
  let moves: readonly MoveRecord[] = stored.moves;
  if (change.dropMovesFrom !== undefined) moves = moves.filter((m) => m.ply < change.dropMovesFrom!);
  if (change.appendMoves) moves = [...moves, ...change.appendMoves];
  return {
    game: row,
    seats: change.seats ?? stored.seats,
    moves,
    settings: stored.settings,
    undo: change.undo === undefined ? stored.undo : change.undo,
    offer: change.offer === undefined ? stored.offer : change.offer,
  };
}

/** The seat of a user in a game, if any. */
export function seatOf(stored: StoredGame, userId: string) {
  return stored.seats.find((s) => s.userId === userId);
}

/** The seat of a user still playing the game: `not-in-game` if they never sat, `left-game` if they left. */
export function playingSeatOf(stored: StoredGame, userId: string): Result<SeatRecord, AppError> {
  const seat = seatOf(stored, userId);
  if (!seat) return err({ kind: 'not-in-game', gameId: stored.game.id });
  if (seat.leftAt !== null) return err({ kind: 'left-game', gameId: stored.game.id });
  return ok(seat);
}
