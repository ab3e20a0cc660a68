import { IDS } from './bot-harness.ts';
import type { GuildSpec } from './fake-discord/index.ts';

/** A server id on shard `shard` of `count` (Discord: `(id >> 22) % count`), the `n`th such. */
export function guildOnShard(shard: number, count: number, n = 0): string {
  return ((BigInt(count) * (10n ** 11n + BigInt(n)) + BigInt(shard)) << 22n).toString();
}

/** A server with one channel and four of `TEST_GUILD`'s people (Alice owns it). */
export function shardServer(id: string, channelId: string, name: string): GuildSpec {
  return {
    id,
    name,
    ownerId: IDS.alice,
    channels: [{ id: channelId, name: 'blokus' }],
    members: [
      { id: IDS.alice, username: 'alice', globalName: 'Alice' },
      { id: IDS.bob, username: 'bob', globalName: 'Bob' },
      { id: IDS.carol, username: 'carol', globalName: 'Carol' },
      { id: IDS.dave, username: 'dave', globalName: 'Dave' },
    ],
  };
}
