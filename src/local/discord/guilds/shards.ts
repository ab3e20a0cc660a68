/**
 * Discord's sharding, as the local Discord keeps it. A bot's gateway connection runs one shard
 * `[id, count]` (IDENTIFY's `shard`, `[0, 1]` when absent), and Discord sends it only the events of the
 * servers on that shard, `(guild_id >> 22) % count`; events of no server (DMs) go to shard 0. A
 * connection may hold at most 2,500 servers: past that Discord closes it with 4011 (sharding required),
 * and a shard id outside its count with 4010 (invalid shard).
 */

/** A connection's shard: its id and the bot's shard count. */
export type ShardPair = readonly [id: number, count: number];

/** Discord's limit of servers on one gateway connection. */
export const MAX_GUILDS_PER_SHARD = 2500;

/** The shard a server's events go to (a non-numeric id, as some tests use, is shard 0). */
export function shardOf(guildId: string, count: number): number {
  if (!/^\d+$/.test(guildId)) return 0;
  return Number((BigInt(guildId) >> 22n) % BigInt(count));
}

/** Reads IDENTIFY's `shard`; undefined when it is malformed or the id is outside the count. */
export function parseShard(value: unknown): ShardPair | undefined {
  if (value === undefined || value === null) return [0, 1];
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [id, count] = value as unknown[];
  if (!Number.isInteger(id) || !Number.isInteger(count)) return undefined;
  const [i, n] = [id as number, count as number];
  return n >= 1 && i >= 0 && i < n ? [i, n] : undefined;
}

/** The server a dispatch is about: `guild_id`, or the guild itself for GUILD_CREATE/UPDATE/DELETE. */
export function guildOfEvent(t: string, d: unknown): string | undefined {
  if (!d || typeof d !== 'object') return undefined;
  const data = d as { guild_id?: unknown; id?: unknown };
  if (typeof data.guild_id === 'string') return data.guild_id;
  if ((t === 'GUILD_CREATE' || t === 'GUILD_UPDATE' || t === 'GUILD_DELETE') && typeof data.id === 'string')
    return data.id;
  return undefined;
}

/** Whether a connection running `shard` gets the events of `guildId` (undefined: a DM, shard 0's). */
export function shardGets(shard: ShardPair, guildId: string | undefined): boolean {
  return guildId === undefined ? shard[0] === 0 : shardOf(guildId, shard[1]) === shard[0];
}
