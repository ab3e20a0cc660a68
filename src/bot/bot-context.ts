import type { AiPool, GameService } from '../app/index.ts';
import type { Logger } from './ops/logger.ts';

/** Where a place's queue stands after a flush. */
export type PlaceOutcome =
  /** Everything written so far is posted. */
  | { readonly state: 'delivered' }
  /** Discord failed for a while (5xx, rate limit, timeout): the rest is retried later, by itself. */
  | { readonly state: 'retrying'; readonly error: string }
  /**
   * The bot may not post there (or the place is gone): held until someone fixes it. `missing` holds the
   * permission flags it lacks (`SendMessages`), named for people in their language by `permissionName`.
   */
  | { readonly state: 'blocked'; readonly reason: string; readonly missing: readonly string[] };

/** What the handlers use: post what a change announced, and learn how it went. */
export interface Outbox {
  /** Delivers what is pending in a place (in commit order); resolves with where its queue stands. */
  flush(placeId: string): Promise<PlaceOutcome>;
  /** Someone acted in this place: a held queue is tried again (they may have fixed the permissions). */
  nudge(placeId: string): void;
}

/** What a handler may use of the computer seats: the searches' worker pool. */
export interface ComputerSeats {
  readonly pool: AiPool;
}

/**
 * What every command and button handler works with. It names the outbox and the computer seats by the
 * interfaces above, so the loops that implement them (`loops/`) can use this context without a cycle.
 */
export interface BotContext {
  readonly service: GameService;
  readonly logger: Logger;
  /** The clock (ms since the epoch); tests pass their own. */
  readonly now: () => number;
  /** Posts what the changes announced (in commit order, retried, exactly once as people see it). */
  readonly outbox: Outbox;
  /** The computer seats and the searches' worker pool (`/hint` queues its search there). */
  readonly computers?: ComputerSeats;
  /** Whether the Activity serves the board: turn messages then offer to open it in Discord. */
  readonly activity?: boolean;
}
