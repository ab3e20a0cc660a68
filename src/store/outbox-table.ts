import { OWNS_GUILD_SQL } from './sql/shard-scope.ts';
import type { SqlDatabase } from './sql/sql-database.ts';

/**
 * The outbox: every public consequence of a game change (a turn message and its ping, the lobby, a
 * cancellation, a reminder …) is a row written in the change's own transaction, and a delivery loop posts
 * the rows of each place (thread or channel, or `dm:<user>`) in id order, i.e. commit order. A row is
 * pending until `delivered_at` is set; `blocked` holds a permanent failure (missing permissions, channel
 * gone) that waits for someone to fix it; `next_attempt_at` spaces out retries after transient failures.
 * The payload is JSON the app layer writes and reads; the store does not look inside.
 *
 * Several processes (shards) may share the database. Each reads only the rows of games in its servers
 * (`owns_guild`, sql/shard-scope.ts), and posts a row only after claiming it: `claim` is one guarded UPDATE that
 * gives the row to one process for a lease (`claimed_by`, `claimed_until`), so two processes never post
 * the same row at once, and a process that dies mid-post leaves a lease that runs out rather than a row
 * nobody may take.
 */

/** The outbox rows this process may deliver: those of games in its servers (`OWNS_GUILD_SQL`). */
const owned = (alias: string) =>
  `EXISTS (SELECT 1 FROM games g WHERE g.id = ${alias}.game_id AND ${OWNS_GUILD_SQL}(g.guild_id))`;

/** Prefix of a place id that is a user's direct messages rather than a channel or thread. */
export const DM_PLACE_PREFIX = 'dm:';

/** An announcement to write with a change. */
export interface NewAnnouncement {
  readonly gameId: number;
  /** The thread or channel to post in, or `dm:<userId>`. */
  readonly placeId: string;
  /** What kind of announcement this is (the app's discriminant, also inside the payload). */
  readonly kind: string;
  /** JSON-serialisable data the app needs to build the message when it is delivered. */
  readonly payload: unknown;
}

/** One row of `outbox`. */
export interface OutboxRecord {
  readonly id: number;
  readonly gameId: number;
  readonly placeId: string;
  readonly kind: string;
  readonly payload: unknown;
  /** Discord message nonce (≤ 25 characters), the same for every attempt: a retried create posts once. */
  readonly nonce: string;
  readonly createdAt: number;
  readonly attempts: number;
  readonly nextAttemptAt: number;
  readonly lastError: string | null;
  /** A permanent failure (e.g. missing permissions) that holds this place's queue until it is cleared. */
  readonly blocked: string | null;
  readonly deliveredAt: number | null;
  /** The message the delivery created or edited (null: none, e.g. a stale announcement dropped). */
  readonly messageId: string | null;
  /** The process holding this row's lease (it is posting it), if any, and until when (ms). */
  readonly claimedBy: string | null;
  readonly claimedUntil: number | null;
}

interface OutboxRow {
  id: number;
  game_id: number;
  place_id: string;
  kind: string;
  payload: string;
  created_at: number;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  blocked: string | null;
  delivered_at: number | null;
  message_id: string | null;
  claimed_by: string | null;
  claimed_until: number | null;
}

function outboxFromRow(row: OutboxRow): OutboxRecord {
  return {
    id: row.id,
    gameId: row.game_id,
    placeId: row.place_id,
    kind: row.kind,
    payload: JSON.parse(row.payload) as unknown,
    nonce: nonceOf(row.id, row.created_at),
    createdAt: row.created_at,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    blocked: row.blocked,
    deliveredAt: row.delivered_at,
    messageId: row.message_id,
    claimedBy: row.claimed_by,
    claimedUntil: row.claimed_until,
  };
}

/**
 * The nonce of a row: its id and creation time in base 36 (`o2s.lq8x0k3a`), unique per database and, with
 * the time, unlikely to meet a nonce of an earlier database within Discord's de-duplication window.
 */
function nonceOf(id: number, createdAt: number): string {
  return `o${id.toString(36)}.${createdAt.toString(36)}`.slice(0, 25);
}

/** The outbox's operations (`Store.outbox`). */
export type OutboxTable = ReturnType<typeof prepareOutboxTable>;

/** The prepared statements of `outbox` and `game_messages`. */
export function prepareOutboxTable(db: SqlDatabase) {
  const insert = db.prepare<
    { game_id: number; place_id: string; kind: string; payload: string; created_at: number },
    { id: number }
  >(`INSERT INTO outbox (game_id, place_id, kind, payload, created_at, next_attempt_at)
      VALUES (@game_id, @place_id, @kind, @payload, @created_at, 0) RETURNING id`);
  const byId = db.prepare<[number], OutboxRow>('SELECT * FROM outbox WHERE id = ?');
  const firstPending = db.prepare<[string], OutboxRow>(
    `SELECT * FROM outbox o WHERE place_id = ? AND delivered_at IS NULL AND ${owned('o')} ORDER BY id LIMIT 1`,
  );
  const pendingOfPlace = db.prepare<[string], OutboxRow>(
    `SELECT * FROM outbox o WHERE place_id = ? AND delivered_at IS NULL AND ${owned('o')} ORDER BY id`,
  );
  // A place is due when the head of its queue (of this process's rows: a user's DMs may hold rows of
  // servers on other shards) is: later rows wait behind it, whatever their own time. A head another
  // process holds the lease of is its to post.
  const headOfPlace = `o.id = (SELECT min(p.id) FROM outbox p
    WHERE p.place_id = o.place_id AND p.delivered_at IS NULL AND ${owned('p')})`;
  const duePlaces = db.prepare<[number, number, number], { place_id: string }>(`
    SELECT o.place_id FROM outbox o
    WHERE o.delivered_at IS NULL AND o.blocked IS NULL AND o.next_attempt_at <= ?
      AND (o.claimed_until IS NULL OR o.claimed_until <= ?) AND ${headOfPlace}
    ORDER BY o.id LIMIT ?`);
  const nextDue = db.prepare<[], { at: number | null }>(`
    SELECT min(CASE WHEN o.next_attempt_at > coalesce(o.claimed_until, 0) THEN o.next_attempt_at
      ELSE coalesce(o.claimed_until, 0) END) AS at FROM outbox o
    WHERE o.delivered_at IS NULL AND o.blocked IS NULL AND ${headOfPlace}`);
  const countPending = db.prepare<[], { n: number }>(
    'SELECT count(*) AS n FROM outbox WHERE delivered_at IS NULL',
  );
  const delivered = db.prepare<{ id: number; at: number; message_id: string | null }>(
    'UPDATE outbox SET delivered_at = @at, message_id = @message_id, blocked = NULL WHERE id = @id AND delivered_at IS NULL',
  );
  const retry = db.prepare<{ id: number; error: string; next: number }>(
    'UPDATE outbox SET attempts = attempts + 1, last_error = @error, next_attempt_at = @next, claimed_by = NULL, claimed_until = NULL WHERE id = @id AND delivered_at IS NULL',
  );
  const block = db.prepare<{ id: number; reason: string }>(
    'UPDATE outbox SET attempts = attempts + 1, blocked = @reason, last_error = @reason, claimed_by = NULL, claimed_until = NULL WHERE id = @id AND delivered_at IS NULL',
  );
  const claim = db.prepare<{ id: number; owner: string; now: number; until: number }>(`
    UPDATE outbox SET claimed_by = @owner, claimed_until = @until
    WHERE id = @id AND delivered_at IS NULL
      AND (claimed_by IS NULL OR claimed_by = @owner OR claimed_until <= @now)`);
  const holders = db.prepare<[number], { claimed_by: string }>(
    'SELECT DISTINCT claimed_by FROM outbox WHERE delivered_at IS NULL AND claimed_until > ?',
  );
  const release = db.prepare<[string]>(
    'UPDATE outbox SET claimed_by = NULL, claimed_until = NULL WHERE claimed_by = ? AND delivered_at IS NULL',
  );
  const unblock = db.prepare<[number, string]>(
    'UPDATE outbox SET blocked = NULL, next_attempt_at = ? WHERE place_id = ? AND delivered_at IS NULL AND blocked IS NOT NULL',
  );
  const blockedPlaces = db.prepare<[], { place_id: string }>(
    `SELECT DISTINCT place_id FROM outbox o WHERE delivered_at IS NULL AND blocked IS NOT NULL AND ${owned('o')}`,
  );
  const prune = db.prepare<[number]>(
    'DELETE FROM outbox WHERE delivered_at IS NOT NULL AND delivered_at < ?',
  );
  const messageOf = db.prepare<[number, string], { message_id: string; place_id: string }>(
    'SELECT message_id, place_id FROM game_messages WHERE game_id = ? AND role = ?',
  );
  const setMessage = db.prepare<{ game_id: number; role: string; message_id: string; place_id: string }>(`
    INSERT INTO game_messages (game_id, role, message_id, place_id) VALUES (@game_id, @role, @message_id, @place_id)
    ON CONFLICT (game_id, role) DO UPDATE SET message_id = excluded.message_id, place_id = excluded.place_id`);

  return {
    /**
     * Appends announcements (call inside the change's transaction); returns their ids. A new one is due at
     * once (`next_attempt_at` 0): retry times are on Discord's clock, creation times on the game's.
     */
    insert(entries: readonly NewAnnouncement[], now: number): number[] {
      return entries.map(
        (entry) =>
          insert.get({
            game_id: entry.gameId,
            place_id: entry.placeId,
            kind: entry.kind,
            payload: JSON.stringify(entry.payload),
            created_at: now,
          })!.id,
      );
    },
    byId(id: number): OutboxRecord | undefined {
      const row = byId.get(id);
      return row && outboxFromRow(row);
    },
    /** The oldest undelivered announcement of a place (its queue's head; this process's), blocked or not. */
    head(placeId: string): OutboxRecord | undefined {
      const row = firstPending.get(placeId);
      return row && outboxFromRow(row);
    },
    /** Every undelivered announcement of a place (of this process's servers), oldest first. */
    pending(placeId: string): OutboxRecord[] {
      return pendingOfPlace.all(placeId).map(outboxFromRow);
    },
    /**
     * Places (of this process's servers) with an announcement ready to be tried at `now`: not blocked,
     * not leased by a process at work on it; oldest first.
     */
    duePlaces(now: number, limit: number): string[] {
      return duePlaces.all(now, now, limit).map((r) => r.place_id);
    },
    /**
     * Gives a row to `owner` until `until` (ms): true if it is now theirs (it was free, theirs already,
     * or its lease ran out); false if another process holds it or it was delivered. One UPDATE, so
     * between processes exactly one wins.
     */
    claim(id: number, owner: string, now: number, until: number): boolean {
      return claim.run({ id, owner, now, until }).changes === 1;
    },
    /** The processes holding a lease that has not run out at `now`. */
    leaseHolders(now: number): string[] {
      return holders.all(now).map((r) => r.claimed_by);
    },
    /** Frees every lease of `owner` (a process known to be dead); returns how many rows it held. */
    releaseLeases(owner: string): number {
      return release.run(owner).changes;
    },
    /** When the earliest queue head falls due, or its lease runs out (0: one is due now; null: none). */
    nextDueAt(): number | null {
      return nextDue.get()?.at ?? null;
    },
    pendingCount(): number {
      return countPending.get()?.n ?? 0;
    },
    /** Marks an announcement delivered; false if it already was (another process, or a retry, got there). */
    markDelivered(id: number, at: number, messageId: string | null): boolean {
      return delivered.run({ id, at, message_id: messageId }).changes === 1;
    },
    /** A transient failure: try again at `next`. */
    markRetry(id: number, error: string, next: number): void {
      retry.run({ id, error: error.slice(0, 500), next });
    },
    /** A permanent failure: the place's queue waits until `unblock`. */
    markBlocked(id: number, reason: string): void {
      block.run({ id, reason: reason.slice(0, 500) });
    },
    /** Lets a blocked place's queue be tried again (someone may have fixed the permissions); returns how many. */
    unblock(placeId: string, now: number): number {
      return unblock.run(now, placeId).changes;
    },
    /** Places whose queue is held by a permanent failure. */
    blockedPlaces(): string[] {
      return blockedPlaces.all().map((r) => r.place_id);
    },
    /** Forgets delivered announcements older than `before`; returns how many. */
    prune(before: number): number {
      return prune.run(before).changes;
    },
    /** The message a game keeps under a role (e.g. its lobby), to edit it later. */
    messageOf(gameId: number, role: string): { messageId: string; placeId: string } | undefined {
      const row = messageOf.get(gameId, role);
      return row && { messageId: row.message_id, placeId: row.place_id };
    },
    setMessage(gameId: number, role: string, messageId: string, placeId: string): void {
      setMessage.run({ game_id: gameId, role, message_id: messageId, place_id: placeId });
    },
  };
}
