import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalMoves } from '../../src/engine/index.ts';
import { formatMove } from '../../src/notation/index.ts';
import { BotDriver, checkAndStop } from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness } from '../support/bot-harness.ts';

/**
 * Bounded memory and an instant start: the client keeps no messages and, of the members, only itself;
 * the stored games are checked in the background after the bot is connected.
 */

let h: Harness;
let d: BotDriver;
const C = IDS.channel;

beforeAll(async () => {
  h = await startHarness();
  d = new BotDriver(h);
});

afterAll(() => checkAndStop(h));

describe('what the client keeps', () => {
  it('no messages and only its own member, after a game played with buttons and commands', async () => {
    const { gameId } = await d.openGame(C, IDS.alice, [IDS.bob], { variant: 'duo' });
    for (let i = 0; i < 4; i++) {
      const view = d.view({ gameId });
      const move = formatMove(view.game.layout, legalMoves(view.game, view.toMove!.colorIndex)[0]!);
      await d.slash(view.toMove!.userId, C, 'place', { move });
    }
    await d.slash(IDS.carol, C, 'board');
    const { client } = h.bot;
    const channel = client.channels.cache.get(C);
    expect(channel?.isTextBased() && 'messages' in channel ? channel.messages.cache.size : -1).toBe(0);
    const guild = client.guilds.cache.get(IDS.guild)!;
    expect([...guild.members.cache.keys()]).toEqual([client.user!.id]);
    // What it keeps nothing of, every channel and server shares one empty collection (none per owner).
    const channels = [...guild.channels.cache.values()].filter((c) => 'messages' in c);
    expect(channels.length).toBeGreaterThan(1);
    expect(new Set(channels.map((c) => ('messages' in c ? c.messages.cache : null))).size).toBe(1);
    expect(guild.emojis.cache).toBe(guild.bans.cache);
    expect(guild.bans.cache.size).toBe(0);
    // Each interaction's route is forgotten within minutes, not hours (REST_SWEEPS).
    const rest = client.rest.options;
    expect(rest.handlerSweepInterval).toBeLessThanOrEqual(5 * 60_000);
    expect(rest.hashLifetime).toBeLessThanOrEqual(15 * 60_000);
    expect(rest.hashSweepInterval).toBeLessThanOrEqual(5 * 60_000);
  });

  it('checks the stored games after connecting, not before (the start does not grow with them)', async () => {
    const lines = () => h.logs.map((l) => JSON.parse(l) as { msg: string });
    await h.restart();
    const messages = lines().map((l) => l.msg);
    const connected = messages.lastIndexOf('connected to Discord');
    const deadline = Date.now() + 5000;
    while (
      !lines()
        .slice(connected)
        .some((l) => l.msg === 'games loaded') &&
      Date.now() < deadline
    )
      await new Promise((resolve) => setTimeout(resolve, 10));
    const after = lines().slice(connected);
    expect(after.find((l) => l.msg === 'games loaded')).toMatchObject({ open: 1, broken: 0 });
  });
});
