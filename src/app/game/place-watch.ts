import type { GameRecord, Store } from '../../store/index.ts';

/** How often the store is asked whether another process wrote a watched place's game. */
export const PLACE_POLL_MS = 500;

/**
 * Tells its listener when the game a channel or thread shows changes, whoever wrote it. This process's
 * own writes come at once, from the service (`local`). Another process on the same database (a shard's,
 * on SQLite or PostgreSQL alike) is noticed by a poll of the watched places' newest game and its version,
 * one indexed read per place every `PLACE_POLL_MS`, and no read at all while nothing is watched.
 */
export class PlaceWatch {
  /** The newest game and version last seen of each watched place. */
  private seen = new Map<string, string>();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly store: Store,
    private readonly places: () => Iterable<string>,
    private readonly changed: (placeId: string) => void,
    everyMs = PLACE_POLL_MS,
  ) {
    this.timer = setInterval(() => this.poll(), everyMs);
    this.timer.unref();
  }

  /** This process wrote `game`: its place changed now (and the poll need not say so again). */
  local(game: GameRecord): void {
    const placeId = game.threadId ?? game.channelId;
    this.seen.set(placeId, `${game.id}:${game.version}`);
    this.changed(placeId);
  }

  /**
   * Reads each watched place's newest game; a place whose game or version moved since changed. A place
   * watched for the first time is told too: its viewer may have read it just before another process
   * wrote it (a listener that sent that version already sends nothing).
   */
  poll(): void {
    const seen = new Map<string, string>();
    for (const placeId of this.places()) {
      if (seen.has(placeId)) continue;
      const newest = this.store.newestVersionAt(placeId);
      const stamp = newest ? `${newest.gameId}:${newest.version}` : '';
      seen.set(placeId, stamp);
      const before = this.seen.get(placeId);
      if (before !== stamp) this.changed(placeId);
    }
    this.seen = seen;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
