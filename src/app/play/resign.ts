import { err, ok, type Result } from '../../engine/result.ts';
import type { SeatRecord } from '../../store/index.ts';
import type { AppError } from '../errors.ts';
import type { GameRef } from '../game/game-ref.ts';
import { type Context, load, loadActive, playingSeatOf } from '../game/load-and-commit.ts';
import { stuckPuzzle } from '../game/puzzle.ts';
import { ownColors, seatForColor } from '../game/turns.ts';
import { leaveLobby } from '../lobby/lobby.ts';
import type { Actor } from '../lobby/seat-offer.ts';
import { type Announcement, playAnnouncement } from '../outbox/announcements.ts';
import type { LobbyView, PlayResult } from '../views/view-shapes.ts';
import { commitSteps, type Step } from './log-steps.ts';
import { asMover } from './place.ts';

/** What leaving led to: a smaller lobby, or a running game that goes on without the player. */
export type LeaveResult =
  | { readonly kind: 'lobby'; readonly lobby: LobbyView }
  | { readonly kind: 'game'; readonly result: PlayResult };

/**
 * Resigns one of the player's colours by name, or all their colours still in play when `colorName` is
 * omitted. In classic-3 the shared colour can be resigned by the player whose rotation turn it is. The
 * colours stop (their squares left count against them); the game goes on.
 */
export function resign(
  ctx: Context,
  ref: GameRef,
  userId: string,
  colorName?: string | null,
): Result<PlayResult, AppError> {
  const loaded = loadActive(ctx, ref);
  if (!loaded.ok) return loaded;
  const { stored, game } = loaded.value;
  const { variant } = game;
  const playing = playingSeatOf(stored, userId);
  if (!playing.ok) return playing;
  const seat = playing.value;
  const own = ownColors(variant, seat);
  const step = (color: number): Step => ({
    kind: 'resign',
    color,
    userId,
    requestId: null,
    reason: 'resign',
  });
  if (!colorName) {
    const live = own.filter((c) => game.out[c] === null);
    if (live.length === 0) {
      return stuckPuzzle(game)
        ? commitSteps(ctx, loaded.value, [], { finish: true })
        : err({ kind: 'nothing-to-resign', gameId: stored.game.id });
    }
    return commitSteps(ctx, loaded.value, live.map(step));
  }
  const color = (variant.colors as readonly string[]).indexOf(colorName.trim().toLowerCase());
  if (color < 0) return err({ kind: 'unknown-color', text: colorName, valid: [...variant.colors] });
  const shared = variant.owners[color] === 'rotate';
  if (!own.includes(color) && !(shared && seatForColor(game, stored.seats, color)?.userId === userId)) {
    return err({
      kind: 'not-your-color',
      color: variant.colors[color]!,
      yours: own.map((c) => variant.colors[c]!),
    });
  }
  const out = game.out[color];
  if (out) return err({ kind: 'color-out', color: variant.colors[color]!, reason: out });
  return commitSteps(ctx, loaded.value, [step(color)]);
}

/** Ends a stuck puzzle where it stands, for its player; null when the game is no stuck puzzle. */
function endStuckPuzzle(ctx: Context, ref: GameRef, userId: string): Result<PlayResult, AppError> | null {
  const loaded = loadActive(ctx, ref);
  if (!loaded.ok || stuckPuzzle(loaded.value.game) === null) return null;
  const playing = playingSeatOf(loaded.value.stored, userId);
  if (!playing.ok) return playing;
  return commitSteps(ctx, loaded.value, [], { finish: true });
}

/**
 * `/resign`: the player to move resigns the colour to move for the rest of the game (retries are harmless).
 * In a stuck puzzle, where no colour is to move, it ends the puzzle where it stands.
 */
export function pass(
  ctx: Context,
  ref: GameRef,
  userId: string,
  requestId?: string,
): Result<PlayResult, AppError> {
  const request = requestId ?? null;
  const ended = endStuckPuzzle(ctx, ref, userId);
  if (ended) return ended;
  return asMover(ctx, ref, userId, request, (loaded, mover) =>
    commitSteps(ctx, loaded, [
      { kind: 'pass', color: mover.colorIndex, userId, requestId: request, reason: 'resign' },
    ]),
  );
}

/**
 * Leaves a game. From a lobby: the seat is freed (the creator cancels instead). From a running game: the
 * player's colours are resigned and they are marked as gone (classic-3's shared colour skips them); if
 * nobody is left, the remaining colours stop and the game ends.
 */
export function leave(
  ctx: Context,
  ref: GameRef,
  userId: string,
  notices: readonly Announcement[] = [],
): Result<LeaveResult, AppError> {
  const loaded = load(ctx, ref);
  if (!loaded.ok) return loaded;
  const { stored, game } = loaded.value;
  const record = stored.game;
  if (record.status === 'lobby') {
    const lobby = leaveLobby(ctx, loaded.value, userId, notices);
    return lobby.ok ? ok({ kind: 'lobby', lobby: lobby.value }) : lobby;
  }
  if (record.status !== 'active') return err({ kind: 'game-over', gameId: record.id, status: record.status });
  const playing = playingSeatOf(stored, userId);
  if (!playing.ok) return playing;
  const seat = playing.value;
  const now = ctx.now();
  const seats: SeatRecord[] = stored.seats.map((s) => (s.userId === userId ? { ...s, leftAt: now } : s));
  const steps: Step[] = ownColors(game.variant, seat)
    .filter((c) => game.out[c] === null)
    .map((color) => ({ kind: 'resign', color, userId, requestId: null, reason: 'leave' }));
  if (seats.every((s) => s.leftAt !== null)) {
    game.variant.colors.forEach((_, color) => {
      if (game.out[color] === null && !steps.some((s) => s.color === color)) {
        steps.push({ kind: 'resign', color, userId: null, requestId: null, reason: 'abandoned' });
      }
    });
  }
  const result = commitSteps(ctx, loaded.value, steps, {
    seats,
    announce: (played, after) => [...notices, playAnnouncement(played, after)],
  });
  return result.ok ? ok({ kind: 'game', result: result.value }) : result;
}

/**
 * Takes a player who vanished out of a game (the host or a moderator): as if they left, so a lobby seat
 * is freed, or a running game's colours stop and the game goes on. Not oneself (that is leaving), and not
 * the host of a lobby (the lobby is cancelled instead).
 */
export function removePlayer(
  ctx: Context,
  ref: GameRef,
  actor: Actor,
  targetId: string,
): Result<LeaveResult, AppError> {
  const loaded = load(ctx, ref);
  if (!loaded.ok) return loaded;
  const record = loaded.value.stored.game;
  if (record.status !== 'lobby' && record.status !== 'active')
    return err({ kind: 'game-over', gameId: record.id, status: record.status });
  if (actor.userId !== record.creatorId && !actor.isModerator)
    return err({ kind: 'not-allowed', action: 'remove', creatorId: record.creatorId });
  if (!playingSeatOf(loaded.value.stored, targetId).ok)
    return err({ kind: 'not-a-player', gameId: record.id });
  if (targetId === actor.userId) return err({ kind: 'remove-self', gameId: record.id });
  if (targetId === record.creatorId && record.status === 'lobby')
    return err({ kind: 'host-in-lobby', gameId: record.id });
  const { stored } = loaded.value;
  const name = (id: string) => stored.seats.find((s) => s.userId === id)?.displayName ?? null;
  // Everyone sees who took the player out, before the lobby or board that shows it.
  const notice: Announcement = {
    kind: 'removed',
    name: name(targetId) ?? 'A player',
    byName: actor.displayName ?? name(actor.userId),
  };
  return leave(ctx, { gameId: record.id, version: record.version }, targetId, [notice]);
}
