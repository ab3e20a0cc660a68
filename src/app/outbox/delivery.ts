import { type Game, replay } from '../../engine/index.ts';
import type { GameRecord, OutboxRecord, StoredGame } from '../../store/index.ts';
import { type Context, engineGame } from '../game/load-and-commit.ts';
import { seatViews } from '../game/turns.ts';
import { pendingUndo } from '../play/undo-rules.ts';
import { lobbyView } from '../views/game-views.ts';
import type { LobbyView, PlayResult, SeatView } from '../views/view-shapes.ts';
import {
  type Announcement,
  type CompactLog,
  dmUserOf,
  expandLog,
  offerMessageRole,
  undoMessageRole,
} from './announcements.ts';
import { turnRun } from './turn-runs.ts';

/**
 * What the delivery loop needs to post one announcement, read from the game as it is now: a `play` gets
 * its engine game back (the position it shows), and anything that went stale before delivery is
 * rewritten (a turn that is over pings nobody) or dropped (a reminder for a turn that moved on).
 */
export interface Delivery {
  /** The outbox row it is (the first, when it joins several: see `rows`). */
  readonly id: number;
  /**
   * The rows this one message stands for, in commit order: its own, or computer turns in a row joined into
   * one message (turn-runs.ts). They are marked delivered together.
   */
  readonly rows: readonly number[];
  readonly gameId: number;
  /** A thread or channel id, or `dm:<user>` (see `dmUser`). */
  readonly placeId: string;
  /** The user whose DMs this goes to, or null for a channel or thread. */
  readonly dmUser: string | null;
  /**
   * The nonce every attempt of this post carries (Discord posts a nonce once): its last row's, so the
   * same rows post once, and a run that grew since an attempt (more rows joined) is a new message.
   */
  readonly nonce: string;
  readonly attempts: number;
  /** Not to be tried before this time (ms since the epoch): a retry is waiting. */
  readonly nextAttemptAt: number;
  readonly lastError: string | null;
  /** The permanent failure holding this place's queue, if any. */
  readonly blocked: string | null;
  /** The game's host, who hears of a failure nobody else could fix (a permission missing). */
  readonly hostId: string | null;
  /** What to post; null: nothing any more (stale), mark it delivered. */
  readonly content: DeliveryContent | null;
}

/** The message to build. */
export type DeliveryContent =
  | {
      readonly kind: 'play';
      /** The result with its engine game; `ping` is emptied when the turn is no longer current. */
      readonly result: PlayResult;
      /**
       * `current`: the player named is still to move (or the game just ended); `moved-on`: the turn has
       * passed since; `closed`: the game was cancelled since. Only `current` hands the turn over.
       */
      readonly turn: 'current' | 'moved-on' | 'closed';
      /** The game's replay, for the message that ends it (its animation attached to the scoreboard). */
      readonly replay?: Extract<DeliveryContent, { readonly kind: 'replay' }>;
    }
  | {
      readonly kind: 'lobby';
      readonly lobby: LobbyView;
      /** The lobby's message, to edit (null: not posted yet). */
      readonly messageId: string | null;
      /** Whom its first post calls, and why (a challenge, a rematch); edits never notify. */
      readonly call: 'challenge' | 'rematch' | null;
      readonly ping: readonly string[];
    }
  /** A finished game's replay: the game rebuilt from the log it carries, and its seats (the names drawn). */
  | { readonly kind: 'replay'; readonly game: Game; readonly seats: readonly SeatView[] }
  | (Extract<Announcement, { readonly kind: 'undo-update' | 'offer-replaced' }> & {
      /** The request's or offer's message, to edit. */
      readonly messageId: string;
    })
  | Exclude<
      Announcement,
      | { readonly kind: 'play' }
      | { readonly kind: 'lobby' }
      | { readonly kind: 'undo-update' }
      | { readonly kind: 'offer-replaced' }
      | { readonly kind: 'replay' }
    >;

/** The role under which a game keeps its lobby message (see `Store.outbox.messageOf`). */
export const LOBBY_MESSAGE = 'lobby';

/** The role a delivered message is kept under, to be edited later: a lobby, an undo request. */
function rememberedAs(delivery: Delivery): string | null {
  const content = delivery.content;
  if (content?.kind === 'lobby') return LOBBY_MESSAGE;
  if (content?.kind === 'undo-request') return undoMessageRole(content.request);
  if (content?.kind === 'seat-offer') return offerMessageRole(content.offer.pin);
  return null;
}

/**
 * Reads outbox rows as one delivery, against the game as it is now: one row, or `play` rows of one game
 * (a run of computer turns, see turn-runs.ts), which make one message: the last one's, telling every move.
 */
export function deliveryOf(ctx: Context, records: readonly [OutboxRecord, ...OutboxRecord[]]): Delivery {
  const record = records[0];
  const last = records[records.length - 1]!;
  const stored = ctx.store.loadGame(record.gameId);
  const announcements = records.map((r) => r.payload as Announcement);
  return {
    id: record.id,
    rows: records.map((r) => r.id),
    gameId: record.gameId,
    placeId: record.placeId,
    dmUser: dmUserOf(record.placeId),
    nonce: last.nonce,
    attempts: record.attempts,
    nextAttemptAt: record.nextAttemptAt,
    lastError: record.lastError,
    blocked: record.blocked,
    hostId: stored?.game.creatorId ?? null,
    content: stored ? joinedContent(ctx, stored, announcements) : null,
  };
}

/** The content of announcements delivered as one message: the last one's, with every one's events. */
function joinedContent(
  ctx: Context,
  stored: StoredGame,
  announcements: readonly Announcement[],
): DeliveryContent | null {
  const last = announcements[announcements.length - 1]!;
  if (last.kind === 'replay' && announcements.length > 1) {
    const end = joinedContent(ctx, stored, announcements.slice(0, -1));
    const replay = contentOf(ctx, stored, last);
    return end?.kind === 'play' && replay?.kind === 'replay' ? { ...end, replay } : end;
  }
  const content = contentOf(ctx, stored, last);
  if (announcements.length === 1 || content?.kind !== 'play') return content;
  const plays = announcements.flatMap((a) => (a.kind === 'play' ? [a.result] : []));
  const events = plays.flatMap((result) => result.events);
  // A start calls every player: joined to the computers' first moves, it still does (while it is current).
  const start = plays[0]?.events.some((e) => e.kind === 'started') ? plays[0].ping : [];
  const ping = content.turn === 'current' ? [...new Set([...start, ...content.result.ping])] : [];
  return { ...content, result: { ...content.result, events, ping } };
}

/** The position a `play` announcement shows, from the log it carries (the game's own may have changed). */
function replayAnnounced(record: GameRecord, log: CompactLog): Game {
  const replayed = replay(record.variant, { fastContact: record.options.fastContact }, expandLog(log));
  if (!replayed.ok) throw new Error(`game ${record.id}: an announced log does not replay`);
  return replayed.value;
}

function contentOf(ctx: Context, stored: StoredGame, announcement: Announcement): DeliveryContent | null {
  const record = stored.game;
  switch (announcement.kind) {
    case 'play': {
      const { result, turn, log } = announcement;
      const engine = ctx.cache.get(record.id, result.version) ?? replayAnnounced(record, log);
      const state =
        record.status === 'cancelled'
          ? 'closed'
          : result.end !== null || (record.status === 'active' && record.turn === turn)
            ? 'current'
            : 'moved-on';
      const ping = state === 'current' ? result.ping : [];
      // The final scoreboard says how many hints each player used.
      const end = result.end && {
        ...result.end,
        hintsUsed: Object.fromEntries(ctx.store.computers.hintsUsed(record.id)),
      };
      return { kind: 'play', result: { ...result, end, game: engine, ping, replayed: false }, turn: state };
    }
    case 'lobby': {
      const message = ctx.store.outbox.messageOf(record.id, LOBBY_MESSAGE);
      return {
        kind: 'lobby',
        lobby: lobbyView(stored, engineGame(ctx, stored)),
        messageId: message?.messageId ?? null,
        call: announcement.call ?? null,
        ping: announcement.ping ?? [],
      };
    }
    case 'reminder':
      return record.status === 'active' && record.turn === announcement.turn ? announcement : null;
    case 'undo-request': {
      const pending = pendingUndo(stored);
      const open = pending?.ply === announcement.request.ply && pending.at === announcement.request.at;
      return open && record.status === 'active' ? announcement : null;
    }
    case 'replay': {
      const game = replayAnnounced(record, announcement.log);
      return { kind: 'replay', game, seats: seatViews(game.variant, stored.seats) };
    }
    case 'offer-replaced': {
      const message = ctx.store.outbox.messageOf(record.id, offerMessageRole(announcement.pin));
      return message ? { ...announcement, messageId: message.messageId } : null;
    }
    case 'undo-update': {
      // Only a request whose message was posted has anything to update.
      const message = ctx.store.outbox.messageOf(record.id, undoMessageRole(announcement.request));
      return message ? { ...announcement, messageId: message.messageId } : null;
    }
    case 'seat-offer': {
      const { offer } = stored;
      const open = offer?.userId === announcement.offer.pin.userId && offer.at === announcement.offer.pin.at;
      return open && record.status === 'active' ? announcement : null;
    }
    case 'lobby-full':
      return record.status === 'lobby' ? announcement : null;
    case 'cancelled':
    case 'removed':
    case 'expired':
      return announcement;
    default: {
      const never: never = announcement;
      return never;
    }
  }
}

/**
 * The head of a place's queue, as a delivery. A lobby update followed by a later update of the same lobby
 * is superseded (the later one draws the lobby as it is then): it is marked done here, not sent. A turn
 * handed to a computer goes out with the computers' moves that follow it (turn-runs.ts); null while they
 * are still to come.
 */
export function nextDelivery(ctx: Context, placeId: string): Delivery | null {
  for (;;) {
    const pending = ctx.store.outbox.pending(placeId);
    const head = pending[0];
    if (!head) return null;
    // A post that calls players (a challenge, a rematch) is never skipped: only it can notify them.
    const calls = ((head.payload as { ping?: readonly string[] }).ping?.length ?? 0) > 0;
    const superseded =
      head.kind === 'lobby' &&
      !head.blocked &&
      !calls &&
      pending.some((p) => p !== head && p.kind === 'lobby' && p.gameId === head.gameId);
    if (superseded) {
      ctx.store.outbox.markDelivered(head.id, ctx.now(), null);
      continue;
    }
    if (head.kind !== 'play' || head.blocked) return deliveryOf(ctx, [head]);
    const run = turnRun(ctx, pending);
    return run ? deliveryOf(ctx, [run[0]!, ...run.slice(1)]) : null;
  }
}

/**
 * Records a delivery: the message it made or edited (a lobby remembers its message, to edit it later).
 * False if it was delivered already (by another process, say).
 */
export function markDelivered(ctx: Context, delivery: Delivery, messageId: string | null): boolean {
  return ctx.store.transaction(() => {
    const role = rememberedAs(delivery);
    if (role !== null && messageId !== null)
      ctx.store.outbox.setMessage(delivery.gameId, role, messageId, delivery.placeId);
    const [first, ...others] = delivery.rows;
    const marked = ctx.store.outbox.markDelivered(first ?? delivery.id, ctx.now(), messageId);
    for (const id of others) ctx.store.outbox.markDelivered(id, ctx.now(), messageId);
    return marked;
  });
}
