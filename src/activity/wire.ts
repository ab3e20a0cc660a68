/**
 * What the Activity's server and its page say to each other (JSON over HTTP): the page's one source of
 * these shapes, and the server's. Only what every viewer of the game may see: the log, the seats, the turn.
 */
import type { GameEvent, VariantId } from '../engine/index.ts';

/** The person at the screen, as the server knows them after signing in. */
export interface ActivityUser {
  readonly id: string;
  readonly displayName: string;
}

/** `POST api/session`: the grant the page's host gave it (see `ActivitySession`). */
export interface SessionRequest {
  readonly grant: string;
}

/**
 * The answer to a sign-in: the pass every later request carries (`Authorization: Bearer …`), and on
 * Discord the user's access token, for the SDK's `authenticate`.
 */
export interface SessionAnswer {
  readonly token: string;
  readonly user: ActivityUser;
  readonly accessToken?: string;
}

/** A game as every viewer sees it: the page replays `events` with the engine to draw it and check moves. */
export interface ActivityGame {
  readonly gameId: number;
  /** Moves carry it back: one drawn at an older version is refused as stale. */
  readonly version: number;
  readonly status: 'lobby' | 'active' | 'finished' | 'cancelled';
  readonly variant: VariantId;
  readonly fastContact: boolean;
  readonly events: readonly GameEvent[];
  /** Seats in order, each with the colour indices it plays (in the variant's playing order). */
  readonly seats: readonly {
    readonly userId: string;
    readonly displayName: string;
    readonly colors: readonly number[];
  }[];
  /** Who moves now and which colour, or null (a lobby, or a game over). */
  readonly toMove: { readonly userId: string; readonly colorIndex: number } | null;
}

/** What `GET api/live` streams (one `data:` line per change of the channel's game). */
export interface ActivityState {
  readonly you: ActivityUser;
  /** The channel's (or thread's) open game; null when it has none. */
  readonly game: ActivityGame | null;
}

/** `POST api/move`: a placement written as for `/place`, at the version it was chosen on. */
export interface MoveRequest {
  readonly gameId: number;
  readonly version: number;
  /** The move as `/place` reads it, e.g. `P5-L e5 rot90 flip`. */
  readonly move: string;
  /** Sent again unchanged when a move is retried: the service applies it once. */
  readonly requestId: string;
  /** The page's language, for the sentence of a refusal. */
  readonly locale: string;
}

/** The answer to a refused request: one sentence in the page's language; `stale`: draw the new state first. */
export interface RefusalAnswer {
  readonly error: string;
  readonly stale?: true;
  /**
   * The seconds to wait, which the page words in the reader's language: too many requests (429), or Discord
   * unable to check a sign-in now (503).
   */
  readonly retryAfter?: number;
}
