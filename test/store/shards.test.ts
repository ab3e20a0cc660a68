import { ShardClientUtil } from 'discord.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameService } from '../../src/app/index.ts';
import { allShards, ownsGuild, Store, shardOfGuild } from '../../src/store/index.ts';
import { ANN, BOB, HOUR, T0, tempDb, testClock, testService, unwrap } from '../app/helpers.ts';
import { describeBackends, memoryDatabase } from '../support/backends.ts';

/**
 * Several processes on one database, each running some of the bot's shards: each reads only its servers'
 * outbox rows, due reminders and idle lobbies (Discord's shard of a server, `(id >> 22) % count`; a DM
 * goes with its game's server), and an announcement is posted only by the process that claimed it, for a
 * lease, so even two processes running the same shard never post one row twice.
 */

/** A server id on shard `shard` of `count`. */
const guildOn = (shard: number, count: number, n = 0) =>
  ((BigInt(count) * (10n ** 11n + BigInt(n)) + BigInt(shard)) << 22n).toString();

const snowflake = fc.bigInt({ min: 1n << 22n, max: (1n << 63n) - 1n }).map(String);

describe("the shard of a server is Discord's", () => {
  it('the same as discord.js computes, for any id and count', () => {
    fc.assert(
      fc.property(snowflake, fc.integer({ min: 1, max: 500 }), (id, count) => {
        expect(shardOfGuild(id, count)).toBe(ShardClientUtil.shardIdForGuildId(id, count));
      }),
    );
  });

  it('processes running disjoint shards that cover them all own each server exactly once', () => {
    fc.assert(
      fc.property(
        fc.array(snowflake, { minLength: 1, maxLength: 30 }),
        fc.integer({ min: 1, max: 16 }),
        fc.integer({ min: 1, max: 4 }),
        (guilds, count, processes) => {
          const scopes = Array.from({ length: processes }, (_, p) => ({
            count,
            ids: Array.from({ length: count }, (_, i) => i).filter((i) => i % processes === p),
          }));
          for (const guild of guilds) {
            expect(scopes.filter((scope) => ownsGuild(scope, guild))).toHaveLength(1);
          }
        },
      ),
    );
  });
});

/** Two services on one database file, as two processes would be. */
function twoProcesses() {
  const path = tempDb();
  const clock = testClock();
  const first = testService({ path, clock });
  const second = testService({ path, clock });
  return { clock, a: first.service, b: second.service };
}

/** A running duo game (Ann, Bob) in a server, reminders every 24 hours; returns its id and place. */
function gameIn(service: GameService, guildId: string, channelId: string) {
  const lobby = unwrap(
    service.createGame({ guildId, channelId, creator: ANN, variant: 'duo', reminderHours: 24 }),
  );
  unwrap(service.join({ gameId: lobby.gameId }, BOB));
  unwrap(service.start({ gameId: lobby.gameId }, ANN.id));
  return { gameId: lobby.gameId, channelId };
}

/** Marks a process's deliveries in a place done, as its loop would; returns their game ids. */
function deliverAll(service: GameService, place: string): number[] {
  const games: number[] = [];
  for (let d = service.outbox.nextDelivery(place); d; d = service.outbox.nextDelivery(place)) {
    expect(service.outbox.claim(d, 'me', 0, 1)).toBe(true);
    games.push(d.gameId);
    service.outbox.markDelivered(d, `m${d.id}`);
  }
  return games;
}

describeBackends('each process reads only its servers’ work', () => {
  it('outbox places, their queues, due reminders (DMs with their game) and idle lobbies', () => {
    const { clock, a, b } = twoProcesses();
    const g0 = guildOn(0, 2);
    const g1 = guildOn(1, 2);
    const x = gameIn(a, g0, 'chan-0');
    const y = gameIn(b, g1, 'chan-1');
    a.runShards({ count: 2, ids: [0] });
    b.runShards({ count: 2, ids: [1] });
    expect(a.outbox.placesToDeliver(clock.now())).toEqual(['chan-0']);
    expect(b.outbox.placesToDeliver(clock.now())).toEqual(['chan-1']);
    expect(a.outbox.nextDelivery('chan-1')).toBeNull();
    expect(deliverAll(a, 'chan-0').every((id) => id === x.gameId)).toBe(true);
    expect(deliverAll(b, 'chan-1').every((id) => id === y.gameId)).toBe(true);

    // Whoever is to move in each game hears by DM: a DM place may hold rows of both processes' servers.
    unwrap(a.setNotifications(ANN.id, { notify: 'dm' }));
    unwrap(a.setNotifications(BOB.id, { notify: 'dm' }));
    clock.advance(25 * HOUR);
    const dueA = a.dueReminders(clock.now());
    const dueB = b.dueReminders(clock.now());
    expect(dueA.map((r) => r.gameId)).toEqual([x.gameId]);
    expect(dueB.map((r) => r.gameId)).toEqual([y.gameId]);
    // Each claims its own; the other's claim of the same turn (were it to try) finds it taken.
    expect(a.claimReminder(dueA[0]!, clock.now())).toBe(true);
    expect(b.claimReminder(dueB[0]!, clock.now())).toBe(true);
    expect(b.claimReminder(dueA[0]!, clock.now())).toBe(false);
    const dmA = `dm:${dueA[0]!.userId}`;
    const dmB = `dm:${dueB[0]!.userId}`;
    expect(deliverAll(a, dmA)).toEqual([x.gameId]);
    expect(deliverAll(b, dmB)).toEqual([y.gameId]);
    expect(a.outbox.undeliveredCount()).toBe(0);

    // Lobbies idle for a week: each process expires its own.
    const l0 = unwrap(a.createGame({ guildId: g0, channelId: 'chan-2', creator: BOB, variant: 'duo' }));
    const l1 = unwrap(b.createGame({ guildId: g1, channelId: 'chan-3', creator: BOB, variant: 'duo' }));
    clock.advance(8 * 24 * HOUR);
    expect(a.expireLobbies().map((e) => e.gameId)).toEqual([l0.gameId]);
    expect(b.expireLobbies().map((e) => e.gameId)).toEqual([l1.gameId]);
  });

  it('refuses a scope outside its count', () => {
    const store = Store.open(memoryDatabase());
    expect(() => store.setShardScope({ count: 2, ids: [2] })).toThrow(/shard 2 is not in 0 … 1/);
    expect(() => store.setShardScope({ count: 0, ids: [] })).toThrow(/bad shard count/);
    store.setShardScope({ count: 4, ids: [3, 1, 1] });
    expect(store.shardScope).toEqual({ count: 4, ids: [1, 3] });
    store.setShardScope(allShards());
    store.close();
  });
});

describeBackends('a delivery is posted by the process that claimed it', () => {
  it('two processes on the same shards: one claim wins until its lease runs out', () => {
    const { a, b } = twoProcesses();
    gameIn(a, guildOn(0, 1), 'chan-0');
    const now = T0;
    const head = a.outbox.nextDelivery('chan-0')!;
    expect(b.outbox.nextDelivery('chan-0')!.id).toBe(head.id);
    expect(a.outbox.claim(head, 'p-a', now, now + 60_000)).toBe(true);
    expect(b.outbox.claim(head, 'p-b', now + 1000, now + 61_000)).toBe(false);
    // Renewing one's own lease is fine; the leased place is nobody else's to sweep.
    expect(a.outbox.claim(head, 'p-a', now + 2000, now + 62_000)).toBe(true);
    expect(b.outbox.placesToDeliver(now + 3000)).toEqual([]);
    // The holder died: its lease runs out and the other process takes the row.
    expect(b.outbox.placesToDeliver(now + 62_000)).toEqual(['chan-0']);
    expect(b.outbox.claim(head, 'p-b', now + 62_000, now + 122_000)).toBe(true);
    // A transient failure gives the row back (for its retry time).
    b.outbox.markDeliveryRetry(head, '503', now + 63_000);
    expect(a.outbox.claim(head, 'p-a', now + 63_000, now + 123_000)).toBe(true);
    expect(a.outbox.markDelivered(head, 'm1')).toBe(true);
    expect(b.outbox.markDelivered(head, 'm1')).toBe(false);
    expect(b.outbox.claim(head, 'p-b', now + 200_000, now + 260_000)).toBe(false);
  });

  it('a lease of a process known dead is freed at once; the others are kept', () => {
    const { a, b } = twoProcesses();
    gameIn(a, guildOn(0, 1), 'chan-0');
    const head = a.outbox.nextDelivery('chan-0')!;
    expect(a.outbox.claim(head, 'host:111:dead', T0, T0 + 60_000)).toBe(true);
    // A judge that knows only the live ones leaves the lease alone.
    expect(b.outbox.releaseDeadLeases(T0 + 1000, () => false)).toBe(0);
    expect(b.outbox.placesToDeliver(T0 + 1000)).toEqual([]);
    // Told its holder is dead, the restarted process gets the row back long before the lease runs out.
    const asked: string[] = [];
    const dead = (owner: string) => {
      asked.push(owner);
      return owner === 'host:111:dead';
    };
    expect(b.outbox.releaseDeadLeases(T0 + 1000, dead)).toBe(1);
    expect(asked).toEqual(['host:111:dead']);
    expect(b.outbox.placesToDeliver(T0 + 1000)).toEqual(['chan-0']);
    expect(b.outbox.claim(head, 'p-b', T0 + 1000, T0 + 61_000)).toBe(true);
    // A lease that ran out is nobody's to judge.
    expect(b.outbox.releaseDeadLeases(T0 + 61_000, dead)).toBe(0);
  });

  it('whatever the order in which processes try, each row is claimed by one at a time', () => {
    // One database for all runs (a PostgreSQL one costs a tenth of a second), a new row for each.
    const { service, store } = testService();
    let run = 0;
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ who: fc.integer({ min: 0, max: 2 }), step: fc.integer({ min: 0, max: 30_000 }) }),
          {
            minLength: 1,
            maxLength: 40,
          },
        ),
        (attempts) => {
          const lobby = unwrap(
            service.createGame({ guildId: 'g', channelId: `c${++run}`, creator: ANN, variant: 'duo' }),
          );
          const [id] = store.outbox.insert(
            [{ gameId: lobby.gameId, placeId: 'c', kind: 'x', payload: {} }],
            0,
          );
          let now = 0;
          let holder: { who: number; until: number } | null = null;
          for (const { who, step } of attempts) {
            now += step;
            const won = store.outbox.claim(id!, `p${who}`, now, now + 20_000);
            const free = holder === null || holder.who === who || holder.until <= now;
            expect(won).toBe(free);
            if (won) holder = { who, until: now + 20_000 };
          }
        },
      ),
      { numRuns: 50 },
    );
  });
});
