import { colorLabel } from '../../engine/index.ts';
import { err, ok, type Result } from '../../engine/result.ts';
import { isComputerId, type SeatRecord } from '../../store/index.ts';
import type { AppError } from '../errors.ts';
import type { GameRef, Player } from '../game/game-ref.ts';
import { type Context, commit, type Loaded, load, seatOf } from '../game/load-and-commit.ts';
import { fieldsAfter } from '../game/turns.ts';
import { type Announcement, playAnnouncement } from '../outbox/announcements.ts';
import { describeTurn, playResult } from '../play/play-result.ts';
import { lobby as lobbyOfGame, lobbyView } from '../views/game-views.ts';
import type { LobbyView, PlayResult } from '../views/view-shapes.ts';
import { cleanName } from './create-game.ts';
import { assignSeats, parseWantedColor, seatTakenBy } from './lobby-rules.ts';

/** A lobby that expired unstarted (cancelled by the bot), to announce in its place. */
export interface ExpiredLobby {
  readonly gameId: number;
  readonly channelId: string;
  readonly threadId: string | null;
  readonly idleMs: number;
}

/** A cancelled game. */
export interface CancelResult {
  readonly gameId: number;
  readonly version: number;
  /** Whether someone other than the creator (a moderator) cancelled it. */
  readonly byModerator: boolean;
  readonly text: string;
}

/** Loads a game that must still be a lobby. */
export function loadLobby(ctx: Context, ref: GameRef): Result<Loaded, AppError> {
  const loaded = load(ctx, ref);
  if (!loaded.ok) return loaded;
  const { game } = loaded.value.stored;
  if (game.status !== 'lobby') return err({ kind: 'not-in-lobby', gameId: game.id, status: game.status });
  return loaded;
}

/** Writes new lobby seats and returns the lobby as it now is. */
export function saveSeats(
  ctx: Context,
  loaded: Loaded,
  seats: readonly SeatRecord[],
  notices: readonly Announcement[] = [],
  after: readonly Announcement[] = [],
): Result<LobbyView, AppError> {
  const written = commit(ctx, loaded, { fields: loaded.stored.game, seats }, loaded.game, () => [
    ...notices,
    { kind: 'lobby' },
    ...after,
  ]);
  if (!written.ok) return written;
  return ok(lobbyView(written.value.stored, written.value.game));
}

/**
 * Takes a seat in a lobby, optionally asking for a colour by name (in classic-2 either colour of a seat
 * picks that seat). Someone already seated may join again with a colour to change their wish.
 */
export function join(
  ctx: Context,
  ref: GameRef,
  player: Player,
  color?: string | null,
): Result<LobbyView, AppError> {
  const loaded = loadLobby(ctx, ref);
  if (!loaded.ok) return loaded;
  const { stored, game } = loaded.value;
  const { variant } = game;
  let wanted: number | null = null;
  if (color) {
    const parsed = parseWantedColor(stored.game.variant, color);
    if (!parsed.ok) return parsed;
    wanted = parsed.value;
    const taken = seatTakenBy(variant, stored.seats, player.id, wanted);
    if (taken) return err({ kind: 'color-taken', color: variant.colors[wanted]!, byName: taken.displayName });
  }
  const seated = seatOf(stored, player.id);
  if (seated) {
    if (wanted === null) return err({ kind: 'already-seated', gameId: stored.game.id });
    const seats = stored.seats.map((s) => (s.userId === player.id ? { ...s, wantedColor: wanted } : s));
    return saveSeats(ctx, loaded.value, seats);
  }
  if (stored.seats.length >= variant.seats) {
    return err({ kind: 'game-full', gameId: stored.game.id, seats: variant.seats });
  }
  // Seats held for the players challenged to the game (for a while) are theirs alone.
  const view = lobbyView(stored, game);
  const held = ctx.now() < view.invitesHeldUntil ? view.invited : [];
  if (!held.includes(player.id) && variant.seats - stored.seats.length <= held.length) {
    return err({ kind: 'seat-reserved', gameId: stored.game.id });
  }
  const seat: SeatRecord = {
    seat: Math.max(-1, ...stored.seats.map((s) => s.seat)) + 1,
    userId: player.id,
    displayName: cleanName(player.displayName),
    colors: [],
    wantedColor: wanted,
    joinedAt: ctx.now(),
    leftAt: null,
    computerLevel: null,
  };
  const seats = [...stored.seats, seat];
  if (seats.length < variant.seats) return saveSeats(ctx, loaded.value, seats);
  // The last seat is taken: the game starts by itself if its host chose so, else the host is called.
  if (stored.game.options.autoStart) {
    const started = startWith(ctx, loaded.value, seats);
    return started.ok ? lobbyOfGame(ctx, { gameId: stored.game.id }) : started;
  }
  return saveSeats(ctx, loaded.value, seats, [], [{ kind: 'lobby-full', hostId: stored.game.creatorId }]);
}

/** Leaves a lobby (the creator cancels instead). */
export function leaveLobby(
  ctx: Context,
  loaded: Loaded,
  userId: string,
  notices: readonly Announcement[] = [],
): Result<LobbyView, AppError> {
  const { stored } = loaded;
  if (!seatOf(stored, userId)) return err({ kind: 'not-in-game', gameId: stored.game.id });
  if (stored.game.creatorId === userId) return err({ kind: 'creator-cannot-leave', gameId: stored.game.id });
  return saveSeats(
    ctx,
    loaded,
    stored.seats.filter((s) => s.userId !== userId),
    notices,
  );
}

/**
 * Starts a full lobby (the creator only): seats and colours are assigned (wishes first, the rest at
 * random) and the first colour is to move.
 */
export function start(ctx: Context, ref: GameRef, userId: string): Result<PlayResult, AppError> {
  const loaded = loadLobby(ctx, ref);
  if (!loaded.ok) return loaded;
  const { stored, game } = loaded.value;
  const record = stored.game;
  if (record.creatorId !== userId)
    return err({ kind: 'not-allowed', action: 'start', creatorId: record.creatorId });
  const need = game.variant.seats;
  if (stored.seats.length !== need) {
    return err({ kind: 'player-count', variant: record.variant, have: stored.seats.length, need });
  }
  return startWith(ctx, loaded.value, stored.seats);
}

/**
 * Deals the seats and colours of a full table (wishes first, the rest at random) and starts the game, in
 * one commit: the lobby message shows it has started, and the start message calls every player.
 */
export function startWith(
  ctx: Context,
  loaded: Loaded,
  joined: readonly SeatRecord[],
): Result<PlayResult, AppError> {
  const { stored, game } = loaded;
  const record = stored.game;
  const seats = assignSeats(game.variant, joined, ctx.random);
  const now = ctx.now();
  const fields = { ...fieldsAfter({ ...record, status: 'active' }, game, seats, now), startedAt: now };
  const seating = seats
    .map(
      (s) =>
        `${s.displayName} plays ${s.colors.map((c) => colorLabel(game.variant.colors[c]!)).join(' and ')}`,
    )
    .join(', ');
  const shared = game.variant.owners.some((o) => o === 'rotate')
    ? ' Green is played in turn by everyone.'
    : '';
  const started = (after: Loaded): PlayResult => {
    const result = playResult(after, [{ kind: 'started' }]);
    const next = result.next ? ` ${describeTurn(result.next)}` : '';
    const everyone = seats.map((s) => s.userId).filter((id) => !isComputerId(id));
    return { ...result, text: `The game has started: ${seating}.${shared}${next}`, ping: everyone };
  };
  const written = commit(ctx, loaded, { fields, newTurn: true, seats }, game, (after) => [
    { kind: 'lobby' },
    playAnnouncement(started(after), after),
  ]);
  if (!written.ok) return written;
  return ok(started(written.value));
}

/** Cancels a lobby or a running game: its creator, or a moderator (`isModerator`, e.g. Manage Channels). */
export function cancel(
  ctx: Context,
  ref: GameRef,
  userId: string,
  isModerator: boolean,
): Result<CancelResult, AppError> {
  const loaded = load(ctx, ref);
  if (!loaded.ok) return loaded;
  const record = loaded.value.stored.game;
  if (record.status !== 'lobby' && record.status !== 'active') {
    return err({ kind: 'game-over', gameId: record.id, status: record.status });
  }
  if (record.creatorId !== userId && !isModerator) {
    return err({ kind: 'not-allowed', action: 'cancel', creatorId: record.creatorId });
  }
  const fields = {
    status: 'cancelled' as const,
    startedAt: record.startedAt,
    finishedAt: ctx.now(),
    toMoveColor: null,
    toMoveUserId: null,
  };
  const by = loaded.value.stored.seats.find((s) => s.userId === userId)?.displayName;
  const byModerator = record.creatorId !== userId;
  // A lobby's message loses its buttons; everyone is told, after anything still on its way about the game.
  const written = commit(ctx, loaded.value, { fields, undo: null }, loaded.value.game, () => [
    ...(record.status === 'lobby' ? [{ kind: 'lobby' } as const] : []),
    { kind: 'cancelled', byName: by ?? null, byModerator },
  ]);
  if (!written.ok) return written;
  return ok({
    gameId: record.id,
    version: written.value.stored.game.version,
    byModerator,
    text: `Game #${record.id} was cancelled${by ? ` by ${by}` : record.creatorId !== userId ? ' by a moderator' : ''}.`,
  });
}

/** How long a lobby may wait unchanged (no join, leave or start) before it expires: a week. */
export const LOBBY_EXPIRY_MS = 7 * 24 * 3_600_000;

/**
 * Cancels the lobbies nobody touched for `LOBBY_EXPIRY_MS`, so an abandoned lobby never blocks its channel;
 * returns them, to be announced. Each is cancelled with a version-guarded write, so a join that lands at
 * the same moment keeps its lobby alive.
 */
export function expireLobbies(ctx: Context, now = ctx.now()): ExpiredLobby[] {
  return ctx.store.idleLobbies(now - LOBBY_EXPIRY_MS).flatMap((record): ExpiredLobby[] => {
    const loaded = load(ctx, { gameId: record.id, version: record.version });
    if (!loaded.ok || loaded.value.stored.game.status !== 'lobby') return [];
    const fields = {
      status: 'cancelled' as const,
      startedAt: null,
      finishedAt: now,
      toMoveColor: null,
      toMoveUserId: null,
    };
    const idleMs = now - record.updatedAt;
    const written = commit(ctx, loaded.value, { fields }, loaded.value.game, () => [
      { kind: 'lobby' },
      { kind: 'expired', idleMs },
    ]);
    if (!written.ok) return [];
    const { id, channelId, threadId } = record;
    return [{ gameId: id, channelId, threadId, idleMs }];
  });
}
