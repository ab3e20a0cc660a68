/**
 * The crash loop: the real bot process is SIGKILLed at random moments over whole games and
 * started again at once, while two players play duo games as people do: each waits for the ping of their
 * turn, plays, and tries again when Discord says the bot did not answer. At the end every committed
 * change was announced exactly once: one turn message and one ping per turn, in order, and none after a
 * game ended. The figures (kills, changes committed, announced, duplicated, missing) are printed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REST, Routes } from 'discord.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../commands/index.ts';
import { type Game, legalMoves, replay, seededRandom } from '../../src/engine/index.ts';
import { formatMove } from '../../src/notation/index.ts';
import { eventsOf, Store, type StoredGame } from '../../src/store/index.ts';
import { IDS, TEST_GUILD } from '../support/bot-harness.ts';
import { BOOT_MS, type Child, children, exitOf, output, runCommand } from '../support/bot-process.ts';
import { FakeDiscord, type StoredMessage } from '../support/fake-discord/index.ts';

const TOKEN = `crash-loop.${randomBytes(12).toString('hex')}`;
const C = IDS.channel;
const PLAYERS = [IDS.alice, IDS.bob] as const;
/** At least this many kills, and at least this many whole games. */
const MIN_KILLS = 20;
const MIN_GAMES = 2;
/** A kill falls this long after the bot is up again (ms): often mid-interaction, sometimes mid-boot. */
const KILL_AFTER = { min: 150, max: 1200 };
/**
 * Every fourth life is longer, so the games go on however slow the machine: on a loaded 2-core machine a
 * fresh process can need more than 1.2 s to draw its first board, and with only short lives no turn
 * would ever be announced (a livelock of the test, not a bug of the bot). A long life also lasts until the
 * bot has changed a message of the channel and delivered everything committed (at most `progressMs`):
 * under heavy load even 6 s could pass with nothing done, and a player gave up after two minutes of
 * such lives.
 */
const LONG_LIFE = { every: 4, min: 3000, max: 6000, progressMs: 30_000 };
/**
 * How long a player waits for the ping of their turn before calling it lost (restarts included: on a
 * loaded machine it may take until the next long life).
 */
const PING_WAIT_MS = 60_000;

const random = seededRandom(2026);
const between = (min: number, max: number) => min + Math.floor(random() * (max - min));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the bot SIGKILLed over whole games', () => {
  let fake: FakeDiscord;
  let dir: string;
  let databasePath: string;
  let store: Store | undefined;
  let bot: Child;
  let kills = 0;
  let playing = true;
  /** Why the killer stopped early (a bot that would not start again), to fail with. */
  let killerFailed: unknown;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'blokus-crash-loop-'));
    databasePath = join(dir, 'blokus.sqlite');
    // An unanswered interaction fails after 1.5 s here (3 s live), so a player retries sooner.
    fake = await FakeDiscord.start({
      token: TOKEN,
      applicationId: IDS.app,
      guilds: [TEST_GUILD],
      ackDeadlineMs: 1500,
    });
    const rest = new REST({ api: fake.apiUrl }).setToken(TOKEN);
    await rest.put(Routes.applicationGuildCommands(IDS.app, IDS.guild), {
      body: COMMANDS.map((c) => c.data),
    });
  });

  afterAll(async () => {
    playing = false;
    for (const child of children) {
      if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
    }
    await Promise.all(children.map((c) => exitOf(c, 5000).catch(() => undefined)));
    store?.close();
    await fake?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /**
   * Starts the bot and waits until it is connected (it delivers what the outbox holds first thing). It
   * runs compiled, as `npm start` does (the e2e project's global set-up builds `dist/`): a start without
   * the TypeScript loader costs half the CPU, and this test starts the bot over twenty times.
   */
  async function boot(): Promise<Child> {
    const target = fake.identifyCount + 1;
    const child = runCommand(process.execPath, ['dist/src/main.js'], {
      DISCORD_TOKEN: TOKEN,
      DISCORD_API_URL: fake.apiUrl,
      DATABASE_PATH: databasePath,
      LOG_LEVEL: 'warn',
    });
    await Promise.race([
      fake.waitForIdentify({ count: target, timeoutMs: BOOT_MS }),
      child.exited.then(() => {
        throw new Error(`the bot exited while starting:\n${output(child)}`);
      }),
    ]);
    return child;
  }

  /** Kills the bot at random moments and starts it again, until the games are over. */
  async function killer(): Promise<void> {
    let changes = 0;
    fake.onMessage((message) => {
      if (message.channelId === C) changes++;
    });
    while (playing) {
      const long = kills % LONG_LIFE.every === LONG_LIFE.every - 1;
      const seen = changes;
      await sleep(long ? between(LONG_LIFE.min, LONG_LIFE.max) : between(KILL_AFTER.min, KILL_AFTER.max));
      const deadline = Date.now() + LONG_LIFE.progressMs;
      const busy = () => changes === seen || pending() > 0;
      while (long && playing && busy() && Date.now() < deadline) await sleep(50);
      if (!playing) return;
      bot.process.kill('SIGKILL');
      await exitOf(bot);
      kills++;
      bot = await boot();
    }
  }

  /** How many announcements are committed and not delivered yet. */
  function pending(): number {
    store ??= Store.open(databasePath);
    return store.outbox.pendingCount();
  }

  /** The game of the channel as stored now (open, or the latest), with its engine position. */
  function stored(gameId?: number): { stored: StoredGame; game: Game } | undefined {
    store ??= Store.open(databasePath);
    const record = gameId === undefined ? store.findOpenGame(C) : store.gameRecord(gameId);
    if (!record) return undefined;
    const found = store.loadGame(record.id)!;
    const replayed = replay(record.variant, { fastContact: false }, eventsOf(found.moves));
    if (!replayed.ok) throw new Error(`game ${record.id} does not replay`);
    return { stored: found, game: replayed.value };
  }

  /**
   * What a player does until it shows: act (when the bot is there to hear it), then look for up to
   * `waitMs` whether it happened; if not (the bot died, or the interaction failed), act again.
   */
  async function until(done: () => boolean, act: () => Promise<unknown>, waitMs = 3000): Promise<void> {
    const deadline = Date.now() + 120_000;
    while (!done()) {
      if (killerFailed) throw killerFailed;
      if (Date.now() > deadline) throw new Error('a player gave up after two minutes of retries');
      try {
        await act();
      } catch {
        // No bot connected at this instant, or the message is not there yet: look again shortly.
      }
      const waitUntil = Date.now() + waitMs;
      while (!done() && Date.now() < waitUntil) await sleep(20);
    }
  }

  /** The message announcing a game's position after `plies` log entries (or its final scoreboard). */
  function announced(gameId: number, plies: number | 'final'): StoredMessage[] {
    const name = `blokus-${gameId}-${plies}.png`;
    return fake.messages(C).filter((m) => m.attachments.some((a) => a.filename === name));
  }

  function lobbyOf(gameId: number): StoredMessage | undefined {
    return fake.messages(C).find((m) => m.embeds.some((e) => e.footer?.text === `Game #${gameId}`));
  }

  function buttonOf(message: StoredMessage, action: string): string | undefined {
    const rows = message.components as unknown as {
      components: { custom_id?: string; disabled?: boolean }[];
    }[];
    return rows
      .flatMap((r) => r.components)
      .find((c) => c.custom_id?.startsWith(`blokus:${action}:`) && !c.disabled)?.custom_id;
  }

  async function click(userId: string, message: StoredMessage | undefined, action: string): Promise<void> {
    const customId = message && buttonOf(message, action);
    if (!message || !customId) return;
    await fake.click({ userId, channelId: C, messageId: message.id, customId });
  }

  /** One whole duo game: opened, joined and started by buttons, then played to the end. */
  async function playGame(): Promise<number> {
    await until(
      () => stored() !== undefined,
      () =>
        fake.slash({
          userId: IDS.alice,
          channelId: C,
          command: 'blokus',
          subcommand: 'new',
          options: { variant: 'duo' },
        }),
    );
    const gameId = stored()!.stored.game.id;
    await until(
      () => stored(gameId)!.stored.seats.length === 2,
      () => click(IDS.bob, lobbyOf(gameId), 'join'),
    );
    await until(
      () => stored(gameId)!.stored.game.status === 'active',
      () => click(IDS.alice, lobbyOf(gameId), 'start'),
    );
    for (;;) {
      const now = stored(gameId)!;
      if (now.stored.game.status !== 'active') break;
      const plies = now.stored.moves.length;
      const mover = now.stored.game.toMoveUserId!;
      // A player plays when pinged for their turn: that ping must come, restarts or not.
      const deadline = Date.now() + PING_WAIT_MS;
      while (!announced(gameId, plies).some((m) => m.pinged.includes(mover))) {
        if (killerFailed) throw killerFailed;
        if (Date.now() > deadline)
          throw new Error(`game ${gameId}: the turn after ${plies} entries was never announced`);
        await sleep(20);
      }
      const moves = legalMoves(now.game, now.game.toMove!);
      const move = formatMove(now.game.layout, moves[Math.floor(random() * moves.length)]!);
      await until(
        () => stored(gameId)!.stored.moves.length > plies,
        () => fake.slash({ userId: mover, channelId: C, command: 'place', options: { move } }),
      );
    }
    return gameId;
  }

  it(`announces every committed change exactly once through at least ${MIN_KILLS} kills`, async () => {
    const started = Date.now();
    bot = await boot();
    const killing = killer().catch((error: unknown) => {
      killerFailed = error;
    });
    const games: number[] = [];
    while (games.length < MIN_GAMES || kills < MIN_KILLS) games.push(await playGame());
    playing = false;
    await killing;
    if (killerFailed) throw killerFailed;
    // The last bot lives: whatever is still pending goes out, and then the outbox is empty.
    const deadline = Date.now() + PING_WAIT_MS;
    while (store!.outbox.pendingCount() > 0 && Date.now() < deadline) await sleep(50);
    expect(store!.outbox.pendingCount()).toBe(0);
    await sleep(300);

    const figures = { kills, games: games.length, committed: 0, announced: 0, duplicated: 0, missing: 0 };
    const allMessages = fake.messages(C);
    for (const gameId of games) {
      const { stored: game } = stored(gameId)!;
      expect(game.game.status).toBe('finished');
      expect(
        fake.messages(C).filter((m) => m.embeds.some((e) => e.footer?.text === `Game #${gameId}`)),
      ).toHaveLength(1);
      // The start and every log entry are changes; the last one is announced by the final scoreboard.
      const plies = game.moves.length;
      const names: (number | 'final')[] = [...Array.from({ length: plies }, (_, i) => i), 'final'];
      figures.committed += names.length;
      let previous = -1;
      for (const [i, name] of names.entries()) {
        const found = announced(gameId, name);
        figures.announced += Math.min(1, found.length);
        figures.duplicated += Math.max(0, found.length - 1);
        if (found.length === 0) figures.missing++;
        const message = found[0];
        if (!message) continue;
        // In order, each pinging exactly whom it should: the player to move, or both at the end.
        const at = allMessages.indexOf(message);
        expect(at).toBeGreaterThan(previous);
        previous = at;
        const position = replay('duo', { fastContact: false }, eventsOf(game.moves.slice(0, i)));
        if (!position.ok) throw new Error('a prefix of the log does not replay');
        const seat = game.seats.find((s) => s.colors.includes(position.value.toMove ?? -1));
        // The start and the end call everyone; every other turn, the player to move.
        const expected = name === 'final' || name === 0 ? [...PLAYERS].sort() : [seat?.userId];
        expect([...message.pinged].sort(), `game ${gameId}, ${name}`).toEqual(expected);
      }
      // Nothing about the game after its end.
      const end = allMessages.indexOf(announced(gameId, 'final')[0]!);
      // (Only its replay follows, once.)
      const replayName = `blokus-${gameId}-replay.gif`;
      const after = allMessages
        .slice(end + 1)
        .filter(
          (m) =>
            m.content.includes(`#${gameId}`) ||
            m.attachments.some(
              (a) => a.filename.startsWith(`blokus-${gameId}-`) && a.filename !== replayName,
            ),
        );
      expect(after).toEqual([]);
      expect(allMessages.filter((m) => m.attachments.some((a) => a.filename === replayName))).toHaveLength(1);
    }
    console.log(
      `crash loop: ${JSON.stringify({ ...figures, seconds: Math.round((Date.now() - started) / 1000) })}`,
    );
    expect(figures.kills).toBeGreaterThanOrEqual(MIN_KILLS);
    expect(figures.duplicated).toBe(0);
    expect(figures.missing).toBe(0);
    expect(figures.announced).toBe(figures.committed);
    bot.process.kill('SIGTERM');
    expect(await exitOf(bot, 10_000)).toBe(0);
  }, 600_000);
});
