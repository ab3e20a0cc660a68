import type { Color, GameEvent } from '../../engine/index.ts';
import {
  DM_PLACE_PREFIX,
  eventsOf,
  type GameRecord,
  type NewAnnouncement,
  type StoredGame,
} from '../../store/index.ts';
import type { PlayResult, SeatOfferView } from '../views/view-shapes.ts';

/**
 * Announcements: the public consequences of a game change, written to the outbox in the change's own
 * transaction (see `commit` in game/load-and-commit.ts) and turned into messages by the bot's delivery loop. They hold
 * data, never sentences, so the message is built (and its picture drawn) when it is delivered, and a
 * stale one can be rewritten then (no ping for a turn that is over or a game that was cancelled).
 */

/** A play announcement's result: everything but the engine game, which is rebuilt from `log`. */
export type PlayRecord = Omit<PlayResult, 'game' | 'replayed'>;

/**
 * The game's log after the change, one number per entry: a placement as `move × COLOR_SLOTS + colour`
 * (≥ 0), a resignation as `-1 - colour`. Enough to rebuild the position the message shows even if the
 * log changed since (an undo), in a few hundred bytes.
 */
export type CompactLog = readonly number[];

/** Room for the colour in a compact placement: colours are indexes below 8 (4 in every variant today). */
const COLOR_SLOTS = 8;

/** What an announcement says. */
export type Announcement =
  /** A move, pass, resignation, start, undo or seat change: the board (or scoreboard) and the next ping. */
  | {
      readonly kind: 'play';
      /** The game's turn counter after the change: the ping is current while it stays the same. */
      readonly turn: number;
      readonly log: CompactLog;
      readonly result: PlayRecord;
    }
  /**
   * The lobby message, posted once and edited after: always drawn from the game as it is at delivery.
   * Its first post may call players: those challenged to the game, or the players of a rematch.
   */
  | {
      readonly kind: 'lobby';
      readonly call?: 'challenge' | 'rematch';
      readonly ping?: readonly string[];
    }
  | {
      readonly kind: 'cancelled';
      /** The name of whoever cancelled it if seated; null: a moderator. */
      readonly byName: string | null;
      readonly byModerator: boolean;
    }
  /** A player taken out of the game by its host or a moderator (`byName` null: a moderator not seated). */
  | { readonly kind: 'removed'; readonly name: string; readonly byName: string | null }
  /** The last seat of a lobby was taken: its host is called to start (a new message, so it notifies). */
  | { readonly kind: 'lobby-full'; readonly hostId: string }
  /** A lobby nobody started in a week, cancelled by the bot. */
  | { readonly kind: 'expired'; readonly idleMs: number }
  | {
      readonly kind: 'reminder';
      /** `deadline`: the turn outlived the game's deadline (a last reminder). */
      readonly reason: 'reminder' | 'deadline';
      readonly turn: number;
      readonly userId: string;
      readonly color: Color;
      readonly idleMs: number;
      /** When the turn began (ms since the epoch); older rows have only `idleMs`. */
      readonly since?: number;
      /** For a reminder by DM: the game's place, where it goes if the DM is refused. */
      readonly gamePlaceId: string;
    }
  | {
      readonly kind: 'undo-request';
      readonly version: number;
      readonly requestedBy: string;
      readonly request: { readonly ply: number; readonly at: number };
      readonly waitingFor: readonly string[];
      readonly move: string;
    }
  | { readonly kind: 'seat-offer'; readonly offer: SeatOfferView; readonly byName: string }
  /**
   * An undo request changed: its message is edited to say so, in commit order, so the last word is the
   * outcome whatever order the clicks were answered in. `waiting`: one more accepted (the buttons are
   * drawn again); `declined`, `accepted`, `lapsed` (a move was made first): the outcome, without buttons.
   */
  | {
      readonly kind: 'undo-update';
      readonly request: { readonly ply: number; readonly at: number };
      readonly requestedBy: string;
      readonly move: string;
      readonly state: UndoRequestState;
    }
  /**
   * The animated replay of a game that just ended, posted after its scoreboard (drawing it takes a second;
   * the end's pings must not wait for it).
   */
  | { readonly kind: 'replay'; readonly log: CompactLog }
  /** A seat offer replaced by a newer one: its message says so and loses its buttons (an edit). */
  | { readonly kind: 'offer-replaced'; readonly pin: { readonly userId: string; readonly at: number } };

/** The role under which a game keeps the message of a seat offer, to edit it when a newer one replaces it. */
export function offerMessageRole(pin: { readonly userId: string; readonly at: number }): string {
  return `offer:${pin.userId}:${pin.at}`;
}

/** Where an undo request stands, as its message shows it. */
export type UndoRequestState =
  | { readonly is: 'waiting'; readonly waitingFor: readonly string[]; readonly version: number }
  | { readonly is: 'declined'; readonly byName: string }
  | { readonly is: 'accepted'; readonly acceptedBy: readonly string[] }
  | { readonly is: 'lapsed' };

/** The role under which a game keeps the message of an undo request, to edit it when it lapses. */
export function undoMessageRole(request: { readonly ply: number; readonly at: number }): string {
  return `undo:${request.ply}:${request.at}`;
}

export type AnnouncementKind = Announcement['kind'];

/** Where a game's messages go: its thread, or its channel. */
export function placeOfGame(record: Pick<GameRecord, 'channelId' | 'threadId'>): string {
  return record.threadId ?? record.channelId;
}

/** The place of a user's direct messages. */
export function dmPlace(userId: string): string {
  return `${DM_PLACE_PREFIX}${userId}`;
}

/** The user of a DM place, or null for a channel or thread. */
export function dmUserOf(placeId: string): string | null {
  return placeId.startsWith(DM_PLACE_PREFIX) ? placeId.slice(DM_PLACE_PREFIX.length) : null;
}

/** An announcement about a game, in its place (a reminder by DM goes to the user's DMs). */
export function outboxEntry(
  record: GameRecord,
  announcement: Announcement,
  placeId?: string,
): NewAnnouncement {
  return {
    gameId: record.id,
    placeId: placeId ?? placeOfGame(record),
    kind: announcement.kind,
    payload: announcement,
  };
}

/** A log in compact form (see `CompactLog`). */
export function compactLog(events: readonly GameEvent[]): number[] {
  return events.map((e) => (e.type === 'place' ? e.move * COLOR_SLOTS + e.color : -1 - e.color));
}

/** The log a compact log stands for. */
export function expandLog(log: CompactLog): GameEvent[] {
  return log.map(
    (n): GameEvent =>
      n >= 0
        ? { type: 'place', color: n % COLOR_SLOTS, move: Math.floor(n / COLOR_SLOTS) }
        : { type: 'resign', color: -1 - n },
  );
}

/** The replay of a game that ended with this change, from its log. */
export function replayAnnouncement(after: { readonly stored: StoredGame }): Announcement {
  return { kind: 'replay', log: compactLog(eventsOf(after.stored.moves)) };
}

/** The `play` announcement of a result, with the log and turn counter of the game after the change. */
export function playAnnouncement(result: PlayResult, after: { readonly stored: StoredGame }): Announcement {
  const { game: _game, replayed: _replayed, ...rest } = result;
  const { stored } = after;
  return { kind: 'play', turn: stored.game.turn, log: compactLog(eventsOf(stored.moves)), result: rest };
}
