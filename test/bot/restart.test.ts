/**
 * The real entry point as a child process: play, kill it, start it again, the game and its buttons go on
 * (docs/design.md section 4). The fake Discord runs in this process; the deploy step and the bot run as
 * `node --import tsx …` children with every variable passed explicitly, so a developer's `.env` (which
 * dotenv never lets override a variable already set) or shell cannot change what is tested.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMANDS } from '../../commands/index.ts';
import { IDS, TEST_GUILD } from '../support/bot-harness.ts';
import {
  BOOT_MS,
  type Child,
  children,
  exitOf,
  expectCleanLogs,
  nonEmpty,
  output,
  parseJson,
  run,
} from '../support/bot-process.ts';
import { FakeDiscord, type StoredMessage } from '../support/fake-discord/index.ts';

/** A token that cannot appear by chance, to check no log line ever shows it. */
const TOKEN = `restart-test.${randomBytes(12).toString('hex')}`;

describe('the real entry point, killed and started again', () => {
  let fake: FakeDiscord;
  let dir: string;
  let databasePath: string;
  const game = { guildId: IDS.guild, channelId: IDS.channel };
  const lobby2 = { guildId: IDS.guild, channelId: IDS.otherChannel };

  /** Starts `src/main.ts` against the fake and waits until it is connected (identify #`count` done). */
  async function startBot(count: number): Promise<Child> {
    const bot = run('src/main.ts', {
      DISCORD_TOKEN: TOKEN,
      DISCORD_API_URL: fake.apiUrl,
      DATABASE_PATH: databasePath,
      LOG_LEVEL: 'info',
    });
    await Promise.race([
      fake.waitForIdentify({ count, timeoutMs: BOOT_MS }),
      bot.exited.then(() => {
        throw new Error(`the bot exited while starting:\n${output(bot)}`);
      }),
    ]);
    // READY and GUILD_CREATE are sent; discord.js emits ClientReady once it has taken the guilds in.
    await bot.waitForLog('connected to Discord');
    return bot;
  }

  /** The public messages with a picture (moves, the start) seen so far in a channel. */
  const pictures = (channelId: string) => fake.messages(channelId).filter((m) => m.attachments.length > 0);

  /** Waits for the next public picture message in the channel after the `before` ones. */
  function nextPicture(channelId: string, before: readonly StoredMessage[]): Promise<StoredMessage> {
    const seen = new Set(before.map((m) => m.id));
    return fake.waitForMessage(channelId, (m) => m.attachments.length > 0 && !seen.has(m.id), 10_000);
  }

  /** A legal move for the player to move, found the way a user finds one: by autocomplete. */
  async function legalMove(userId: string): Promise<string> {
    const at = { ...game, userId, command: 'place', focused: 'move' };
    const pieces = await fake.autocomplete({ ...at, value: '' });
    const piece = pieces[0]?.value;
    expect(piece, JSON.stringify(pieces)).toMatch(/^[A-Z]\d/);
    const placements = await fake.autocomplete({ ...at, value: String(piece) });
    const move = placements[0]?.value;
    expect(move, JSON.stringify(placements)).toMatch(/^[A-Z]\d\S* [a-n]\d/);
    return String(move);
  }

  /** Plays a move with /place and returns the public message announcing it. */
  async function place(userId: string): Promise<StoredMessage> {
    const before = pictures(game.channelId);
    const move = await legalMove(userId);
    const ix = await (await fake.slash({ ...game, userId, command: 'place', options: { move } })).done({
      timeoutMs: 10_000,
    });
    // Played: the private "thinking…" is taken away, the board is in the channel.
    expect(ix.reply?.deleted, ix.describe()).toBe(true);
    return nextPicture(game.channelId, before);
  }

  /** The move count /board shows. */
  async function boardMoveCount(userId: string): Promise<number> {
    const ix = await (await fake.slash({ ...game, userId, command: 'board' })).done({ timeoutMs: 10_000 });
    const count = /· (\d+) moves/.exec(ix.reply?.content ?? '')?.[1];
    expect(count, ix.reply?.content).toBeDefined();
    return Number(count);
  }

  const buttons = (message: StoredMessage): { custom_id: string; label?: string; disabled?: boolean }[] =>
    (message.components as unknown as { components: { custom_id: string; label?: string }[] }[]).flatMap(
      (row) => row.components,
    );

  /** The lobby message the bot posted in a channel (its embed names the game). */
  const lobbyIn = (channelId: string): Promise<StoredMessage> =>
    fake.waitForMessage(channelId, (m) => m.embeds.some((e) => /^Game #\d+$/.test(e.footer?.text ?? '')));

  /** Resolves once a message matches (it is edited by the bot's outbox after the click is answered). */
  const until = async (read: () => StoredMessage | undefined, test: (m: StoredMessage) => boolean) => {
    const deadline = Date.now() + 5000;
    while (!test(read()!)) {
      if (Date.now() > deadline) throw new Error(`never matched: ${JSON.stringify(read())}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return read()!;
  };

  const button = (message: StoredMessage, action: string) => {
    const found = buttons(message).find((b) => b.custom_id.startsWith(`blokus:${action}:`));
    if (!found) throw new Error(`no ${action} button on ${JSON.stringify(message.components)}`);
    return found.custom_id;
  };

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'blokus-restart-'));
    databasePath = join(dir, 'data', 'blokus.sqlite');
    fake = await FakeDiscord.start({ token: TOKEN, applicationId: IDS.app, guilds: [TEST_GUILD] });
  });

  afterAll(async () => {
    for (const child of children) {
      if (child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
    }
    await Promise.all(children.map((c) => exitOf(c, 5000).catch(() => undefined)));
    await fake?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('the deploy step registers the commands in the development server', async () => {
    const deploy = run('src/deploy-commands.ts', {
      DISCORD_TOKEN: TOKEN,
      DISCORD_CLIENT_ID: IDS.app,
      DISCORD_GUILD_ID: IDS.guild,
      DISCORD_API_URL: fake.apiUrl,
    });
    expect(await exitOf(deploy, BOOT_MS), output(deploy)).toBe(0);
    expect(fake.registeredCommands(IDS.guild).map((c) => c.name)).toEqual(COMMANDS.map((c) => c.data.name));
    expect(fake.registeredCommands()).toEqual([]);
    expect(nonEmpty(deploy.stdout)).toEqual([
      `Registered ${COMMANDS.length} commands in server ${IDS.guild}.`,
    ]);
    expect(nonEmpty(deploy.stderr)).toEqual([]);
    expect([...deploy.stdout, ...deploy.stderr].join('\n')).not.toContain(TOKEN);
  });

  // Two starts of the bot, each allowed BOOT_MS, and a game between them: 30 s ran out on a loaded machine.
  it('a game goes on after a crash, and buttons drawn before it still work', {
    timeout: 3 * BOOT_MS,
  }, async () => {
    // First run: a duo game in one channel with two moves, a lobby in another.
    const first = await startBot(1);
    const opened = await (
      await fake.slash({
        ...game,
        userId: IDS.alice,
        command: 'blokus',
        subcommand: 'new',
        options: { variant: 'duo' },
      })
    ).done();
    expect(opened.reply?.ephemeral).toBe(true);
    const lobby = await lobbyIn(game.channelId);
    await (
      await fake.click({ ...game, userId: IDS.bob, messageId: lobby.id, customId: button(lobby, 'join') })
    ).done();
    await until(
      () => fake.message(lobby.id),
      (m) => buttons(m).some((b) => b.custom_id.startsWith('blokus:start:') && !b.disabled),
    );
    const started = pictures(game.channelId);
    await (
      await fake.click({ ...game, userId: IDS.alice, messageId: lobby.id, customId: button(lobby, 'start') })
    ).done();
    const begin = await nextPicture(game.channelId, started);
    // The start lists the colours in turn order: the first line's player moves first.
    const firstPlayer = /<@(\d+)>/.exec(begin.content.split('\n')[1] ?? '')![1]!;
    const secondPlayer = firstPlayer === IDS.alice ? IDS.bob : IDS.alice;
    expect([...begin.pinged].sort()).toEqual([IDS.alice, IDS.bob].sort());
    expect((await place(firstPlayer)).pinged).toEqual([secondPlayer]);
    expect((await place(secondPlayer)).pinged).toEqual([firstPlayer]);
    const movesBefore = await boardMoveCount(IDS.carol);
    expect(movesBefore).toBeGreaterThanOrEqual(2);

    // Buttons drawn before the crash: a private preview of the next move (Confirm), a /resign confirmation,
    // and the Join button of a second game's lobby.
    const previewed = await (
      await fake.slash({
        ...game,
        userId: firstPlayer,
        command: 'place',
        options: { move: await legalMove(firstPlayer), preview: true },
      })
    ).done({ timeoutMs: 10_000 });
    const preview = previewed.reply!;
    expect(preview.ephemeral).toBe(true);
    const passAsked = await (await fake.slash({ ...game, userId: firstPlayer, command: 'resign' })).done();
    const passPrompt = passAsked.reply!;
    const lobbyOpened = await (
      await fake.slash({
        ...lobby2,
        userId: IDS.carol,
        command: 'blokus',
        subcommand: 'new',
        options: { variant: 'duo' },
      })
    ).done();
    expect(lobbyOpened.reply?.ephemeral).toBe(true);
    const lobby2Message = await lobbyIn(lobby2.channelId);

    // A crash: no goodbye, no shutdown.
    first.process.kill('SIGKILL');
    expect(await exitOf(first)).toBe('SIGKILL');
    expectCleanLogs(first, TOKEN);
    expect(nonEmpty(first.stderr)).toEqual([]);

    // Second run, same database.
    const second = await startBot(2);
    expect(await second.waitForLog('games loaded')).toMatchObject({ open: 2, broken: 0 });
    expect(await boardMoveCount(IDS.carol)).toBe(movesBefore);

    // The old Join button of the second lobby seats Dave, and the lobby can start.
    const joined = await (
      await fake.click({
        ...lobby2,
        userId: IDS.dave,
        messageId: lobby2Message.id,
        customId: button(lobby2Message, 'join'),
      })
    ).done();
    // Acknowledged at once; the lobby message is then edited by the outbox.
    expect(joined.callbackType).toBe(6);
    const lobby2Now = await until(
      () => fake.message(lobby2Message.id),
      (m) =>
        JSON.stringify(m.embeds).includes('Dave') &&
        buttons(m).some((b) => b.custom_id.startsWith('blokus:start:') && !b.disabled),
    );
    const lobby2Pictures = pictures(IDS.otherChannel);
    await (
      await fake.click({
        ...lobby2,
        userId: IDS.carol,
        messageId: lobby2Message.id,
        customId: button(lobby2Now, 'start'),
      })
    ).done();
    expect((await nextPicture(IDS.otherChannel, lobby2Pictures)).pinged).toHaveLength(2);

    // The old preview's Confirm plays the previewed move and pings the other player.
    const beforeConfirm = pictures(game.channelId);
    await (
      await fake.click({
        ...game,
        userId: firstPlayer,
        messageId: preview.id,
        customId: button(preview, 'pv-ok'),
      })
    ).done({ timeoutMs: 10_000 });
    // Confirm acknowledges with a deferred update, edits the preview, then posts the move.
    expect((await nextPicture(game.channelId, beforeConfirm)).pinged).toEqual([secondPlayer]);
    expect(fake.message(preview.id)?.content).toContain('✅');
    expect(await boardMoveCount(IDS.carol)).toBe(movesBefore + 1);

    // /place by the player to move works and pings the next one.
    expect((await place(secondPlayer)).pinged).toEqual([firstPlayer]);
    expect(await boardMoveCount(IDS.carol)).toBe(movesBefore + 2);

    // The old /resign confirmation is now out of date: it is answered, and gives nothing up.
    const stale = await (
      await fake.click({
        ...game,
        userId: firstPlayer,
        messageId: passPrompt.id,
        customId: button(passPrompt, 'pass-ok'),
      })
    ).done();
    expect(stale.errors).toEqual([]);
    expect(fake.message(passPrompt.id)?.content ?? '').toContain('❌');
    expect(await boardMoveCount(IDS.carol)).toBe(movesBefore + 2);
    expect((await place(firstPlayer)).pinged).toEqual([secondPlayer]);

    // A graceful stop: SIGTERM → "shutting down", "stopped", exit code 0 within a few seconds.
    second.process.kill('SIGTERM');
    expect(await exitOf(second, 5000), output(second)).toBe(0);
    const messages = nonEmpty(second.stdout).map((l) => parseJson(l)?.msg);
    expect(messages).toContain('shutting down');
    expect(messages.at(-1)).toBe('stopped');
    expect(second.stdout.map(parseJson).find((e) => e?.msg === 'shutting down')).toMatchObject({
      signal: 'SIGTERM',
    });
    expectCleanLogs(second, TOKEN);
    expect(nonEmpty(second.stderr)).toEqual([]);
    expect(fake.errors).toEqual([]);
    expect(fake.unimplementedRoutes).toEqual([]);
  });

  it('a missing or malformed variable stops the start with one line on stderr naming it', async () => {
    const database = join(dir, 'unused.sqlite');
    // Without a token at all, `npm start` opens the local table (test/local/table-browser.test.ts).
    const badToken = run('src/main.ts', {
      DISCORD_TOKEN: 'pasted with spaces',
      DATABASE_PATH: database,
      DISCORD_API_URL: fake.apiUrl,
    });
    const badPort = run('src/main.ts', { LOCAL_PORT: 'soon', LOCAL_DATABASE_PATH: database });
    const badUrl = run('src/main.ts', {
      DISCORD_TOKEN: TOKEN,
      DATABASE_PATH: database,
      DISCORD_API_URL: '127.0.0.1:8080/api',
    });
    const badLevel = run('src/main.ts', { DISCORD_TOKEN: TOKEN, DATABASE_PATH: database, LOG_LEVEL: 'loud' });
    const cases: [Child, string][] = [
      [badToken, 'DISCORD_TOKEN'],
      [badPort, 'LOCAL_PORT'],
      [badUrl, 'DISCORD_API_URL'],
      [badLevel, 'LOG_LEVEL'],
    ];
    for (const [child, variable] of cases) {
      const code = await exitOf(child, BOOT_MS);
      expect(code, output(child)).not.toBe(0);
      expect(typeof code, output(child)).toBe('number');
      const lines = nonEmpty(child.stderr);
      expect(lines, output(child)).toHaveLength(1);
      expect(lines[0]).toContain(variable);
      expect(nonEmpty(child.stdout)).toEqual([]);
      expect(lines[0]).not.toContain(TOKEN);
    }
    // None of them got as far as Discord (the one with the fake's URL had a malformed token).
    expect(fake.identifyCount).toBe(2);
    expect(fake.unimplementedRoutes).toEqual([]);
  });
});
