import type Database from 'better-sqlite3';

/**
 * Which Discord shards this process runs, so that it claims only its own servers' work. Discord puts a
 * server on shard `(guild_id >> 22) % shard_count` (the bits above 22 are the id's creation time), sends
 * that server's events and interactions only on that shard's connection, and every process of a sharded
 * bot runs a subset of the shards. The outbox, the reminders and the lobby expiry read only rows whose
 * game's server is on one of `ids`: with processes running disjoint subsets, each row has one owner.
 * A DM belongs to the shard of the game's server (a reminder's game), never to shard 0.
 *
 * Ownership splits the work; it is not what makes a delivery single. Claims are compare-and-set updates
 * and leases (see ../outbox-table.ts), so even two processes running the same shard (a rolling deploy, a
 * mistake) deliver each row once.
 */
export interface ShardScope {
  /** How many shards the bot runs in all (every process the same). */
  readonly count: number;
  /** The shards this process runs, each in `0 … count - 1`. */
  readonly ids: readonly number[];
}

/** One process running every shard of a bot with `count` shards (the default is one shard). */
export function allShards(count = 1): ShardScope {
  return { count, ids: Array.from({ length: count }, (_, i) => i) };
}

/** The shard of a server (Discord's formula; a non-numeric id, as in some tests, is shard 0). */
export function shardOfGuild(guildId: string, count: number): number {
  if (!/^\d+$/.test(guildId)) return 0;
  return Number((BigInt(guildId) >> 22n) % BigInt(count));
}

/** Whether a process running `scope` owns a server. */
export function ownsGuild(scope: ShardScope, guildId: string): boolean {
  return scope.ids.includes(shardOfGuild(guildId, scope.count));
}

/** The SQL function the queries filter with: `owns_guild(guild_id)` is 1 when this process owns it. */
export const OWNS_GUILD_SQL = 'owns_guild';

/**
 * Registers `owns_guild(guild_id)` on a connection, reading the scope at each call (it is known only
 * once discord.js has asked Discord how many shards to run). With every shard owned it answers 1 at once.
 */
export function registerShardFunction(db: Database.Database, scope: () => ShardScope): void {
  db.function(OWNS_GUILD_SQL, { deterministic: false, directOnly: true }, (guildId: unknown) => {
    const current = scope();
    if (current.ids.length === current.count) return 1;
    return typeof guildId === 'string' && ownsGuild(current, guildId) ? 1 : 0;
  });
}

/**
 * `owns_guild(guild_id)` as a PostgreSQL function (made by the migrations): the same rule, reading the
 * scope each connection sets (`blokus.shard_count`, `blokus.shard_ids`: pg-sql.ts), no ids meaning all.
 */
export const OWNS_GUILD_POSTGRES = `
      CREATE FUNCTION ${OWNS_GUILD_SQL}(guild_id TEXT) RETURNS boolean LANGUAGE sql STABLE AS $$
        SELECT CASE
          WHEN coalesce(current_setting('blokus.shard_ids', true), '') = '' THEN true
          ELSE (CASE WHEN guild_id ~ '^[0-9]+$'
                  THEN mod(div(guild_id::numeric, 4194304), current_setting('blokus.shard_count')::numeric)
                  ELSE 0 END)::integer = ANY (string_to_array(current_setting('blokus.shard_ids', true), ',')::integer[])
        END
      $$;`;
