/**
 * The scale section of `npm run bench`, on a database of 100,000 open games (mixed variants,
 * 20–60 placements each) in 5,000 servers of 20 channels, and one server with 100,000 finished games
 * (see scale-data.ts; made once, then copied from a cache folder).
 *
 * - `startSecondsAt100k`: the real entry point as a child process (`node --import tsx src/main.ts`) against
 *   the fake Discord, from spawning it to its `connected to Discord` line (median of three starts), with
 *   the first 100 of those servers in the fake; `startSecondsEmpty`: the same with an empty database (the
 *   difference is what the stored games cost the start).
 * - `firstBoardMsAt100k`: then `/board` in one of the channels, to its answer: a game loaded and replayed
 *   when first needed (and the first picture drawn by a fresh process).
 * - `rssMbAtReady100k` / `rssMbPeak100Servers`: with the 100 servers, the child's resident memory when
 *   connected / its peak over the start, that `/board` and the window below (largest of the three starts).
 * - `rssMbAt100k`: the child's resident memory (VmRSS) after its start, that `/board`, and the first
 *   `CHECK_WINDOW_MS` of its background check of the stored games, with all 5,000 servers (100,000
 *   channels) in the fake; `rssMbPeakAt100k`: its peak (VmHWM) over that time, which the start's
 *   transients set (the computer players' worker building its move tables while the check replays
 *   games); `rssMbAtReady5kServers`: when it connected; `connectSecondsAt5kServers`: that
 *   start's time: the bot asks for Discord's recommended shard count (`SHARD_COUNT=auto`; the fake
 *   recommends one shard per 1,000 servers, so 5) and runs them in its one process, identifying one
 *   every 5 s as discord.js does.
 * - `reminderTickMsAt10kDue`: one tick of the reminder loop with 10,000 reminders due among the 100,000
 *   running games (median over the ticks that drain the backlog): the due turns read through the index,
 *   a bucket's worth claimed and written to the outbox (delivery itself is not timed: it is the outbox's).
 *   `reminderQueryAllMsAt10kDue`: reading all 10,000 due turns through the index at once (what the old
 *   scan of every running game did each tick). `reminderBacklogSecondsAt10kDue`: how long, on the loop's
 *   clock, the backlog takes to go out at `REMINDERS_PER_SECOND`, ticking every second.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { REST, Routes } from 'discord.js';
import { COMMANDS } from '../../commands/index.ts';
import { GameService } from '../../src/app/index.ts';
import { ReminderLoop } from '../../src/bot/loops/reminders.ts';
import { createLogger } from '../../src/bot/ops/logger.ts';
import { build } from '../../src/build.ts';
import { Store } from '../../src/store/index.ts';
import { childEnv, ROOT } from '../support/bot-process.ts';
import { FakeDiscord, type GuildSpec } from '../support/fake-discord/index.ts';
import { median, round } from './measure.ts';
import { SCALE_NOW, SCALE_SPEC, scaleDatabase, scaleGuilds, scaleIds } from './scale-data.ts';

const TOKEN = 'scale-token';
const APP = '1000000000000000100';
const STARTS = 3;
const CHECK_WINDOW_MS = 20_000;

/**
 * The arguments `npm start` gives node (its V8 flags and the entry point), from package.json: the
 * bench measures the bot as hosts run it.
 */
export function npmStartArgs(): string[] {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const [node, ...args] = pkg.scripts.start.split(/\s+/);
  if (node !== 'node') throw new Error(`npm start does not run node: ${pkg.scripts.start}`);
  return args;
}

/**
 * The environment the hosting guide gives the bot on Linux (its systemd unit): fewer allocator arenas.
 * Not in `npm start` itself, whose `NAME=value` prefix would not run on Windows.
 */
const HOSTING_ENV = { MALLOC_ARENA_MAX: '2' };

/** Whether this bench has compiled the bot (`npm start`'s `prestart`) yet. */
let built = false;

/**
 * The bot as `npm start` runs it (compiled first, as its `prestart` does, in the hosting guide's
 * environment), a child process against the fake on a database file (its log on stdout).
 */
export function spawnBot(
  fake: FakeDiscord,
  token: string,
  databasePath: string,
  vars: Record<string, string> = {},
): ChildProcess {
  if (!built) {
    build();
    built = true;
  }
  return spawn(process.execPath, npmStartArgs(), {
    cwd: ROOT,
    env: childEnv({
      ...HOSTING_ENV,
      DISCORD_TOKEN: token,
      DISCORD_API_URL: fake.apiUrl,
      DATABASE_PATH: databasePath,
      LOG_LEVEL: 'info',
      ...vars,
    }),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

/** The child's memory in MB: now (VmRSS) and its peak (VmHWM), from /proc. */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Resolves when the child logs a line with this `msg`. */
function logged(child: ChildProcess, lines: string[], msg: string, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let partial = '';
    const timer = setTimeout(
      () => reject(new Error(`no "${msg}" within ${timeoutMs} ms:\n${lines.join('\n')}`)),
      timeoutMs,
    );
    const onData = (chunk: Buffer) => {
      const parts = (partial + chunk.toString('utf8')).split('\n');
      partial = parts.pop() ?? '';
      lines.push(...parts);
      if (parts.some((l) => l.includes(`"msg":"${msg}"`))) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.once('exit', () => reject(new Error(`the bot exited before "${msg}":\n${lines.join('\n')}`)));
  });
}

async function oneStart(fake: FakeDiscord, databasePath: string, channelId: string | null, userId: string) {
  const started = performance.now();
  const child = spawnBot(fake, TOKEN, databasePath);
  const lines: string[] = [];
  try {
    await logged(child, lines, 'connected to Discord', 120_000);
    const startSeconds = (performance.now() - started) / 1000;
    const readyRss = memoryOf(child.pid!).rss;
    if (channelId === null) return { startSeconds, boardMs: 0, readyRss, rss: readyRss, peak: readyRss };
    const asked = performance.now();
    const board = await fake.slash({ guildId: scaleIds.guild(0), channelId, userId, command: 'board' });
    await board.done({ timeoutMs: 10_000 });
    const boardMs = performance.now() - asked;
    await sleep(CHECK_WINDOW_MS);
    return { startSeconds, boardMs, readyRss, ...memoryOf(child.pid!) };
  } finally {
    // A child that failed to start has exited already: waiting for its exit would never end.
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
  }
}

/** The reminder figures, in process on a copy of the scale database. */
export async function benchReminders(databasePath: string): Promise<Record<string, number>> {
  const store = Store.open(databasePath);
  try {
    const service = new GameService({ store, now: () => SCALE_NOW });
    const queryAll = [0, 1, 2, 3, 4].map(() => {
      const started = performance.now();
      const due = service.dueReminders(SCALE_NOW);
      if (due.length !== SCALE_SPEC.due) throw new Error(`${due.length} due, expected ${SCALE_SPEC.due}`);
      return performance.now() - started;
    });
    let ms = 0;
    const ctx = {
      service,
      logger: createLogger('error', () => {}),
      now: () => SCALE_NOW,
      outbox: { flush: async () => ({ state: 'delivered' as const }), nudge: () => {} },
    };
    const loop = new ReminderLoop(ctx, 0, { clock: () => ms });
    const ticks: number[] = [];
    let sent = 0;
    while (sent < SCALE_SPEC.due) {
      const started = performance.now();
      const written = await loop.tick();
      ticks.push(performance.now() - started);
      sent += written;
      ms += 1000;
      if (ticks.length > SCALE_SPEC.due) throw new Error('the backlog does not drain');
    }
    return {
      reminderTickMsAt10kDue: round(median(ticks), 2),
      reminderTickMaxMsAt10kDue: round(Math.max(...ticks), 1),
      reminderQueryAllMsAt10kDue: round(median(queryAll), 1),
      reminderBacklogSecondsAt10kDue: ticks.length,
    };
  } finally {
    store.close();
  }
}

/** Starts a fake Discord with `count` of the scale servers, the commands registered globally. */
async function scaleFake(count: number, player: string): Promise<{ fake: FakeDiscord; channelId: string }> {
  const guilds: GuildSpec[] = scaleGuilds(SCALE_SPEC)
    .slice(0, count)
    .map((g, i) => ({
      id: g.id,
      name: `Server ${i}`,
      channels: g.channels.map((id, c) => ({ id, name: `blokus-${c}` })),
      // Only the first server has members: the one who asks for a board there.
      members: i === 0 ? [{ id: player, username: 'player0' }] : [],
    }));
  // A fresh process answers its first command slowly on a busy machine: time it, do not fail it.
  const fake = await FakeDiscord.start({ token: TOKEN, applicationId: APP, guilds, ackDeadlineMs: 30_000 });
  await new REST({ api: fake.apiUrl })
    .setToken(TOKEN)
    .put(Routes.applicationCommands(APP), { body: COMMANDS.map((c) => c.data) });
  return { fake, channelId: guilds[0]!.channels[0]!.id };
}

/** Where the section is (on stderr: it takes minutes, and `--json` keeps stdout for the figures). */
function progress(step: string): void {
  process.stderr.write(`scale: ${step}\n`);
}

/** The scale section of `npm run bench`. */
export async function benchScale(): Promise<Record<string, number>> {
  const dir = mkdtempSync(join(tmpdir(), 'blokus-scale-'));
  const databasePath = join(dir, 'scale.sqlite');
  const player = scaleIds.user(0);
  try {
    scaleDatabase(SCALE_SPEC, databasePath);
    progress('reminders');
    const reminders = await benchReminders(databasePath);
    scaleDatabase(SCALE_SPEC, databasePath);
    progress('fake Discord with 100 servers');
    const few = await scaleFake(100, player);
    const runs = [];
    const empty = [];
    try {
      for (let i = 0; i < STARTS; i++) {
        progress(`start ${i + 1} of ${STARTS}`);
        runs.push(await oneStart(few.fake, databasePath, few.channelId, player));
        empty.push(await oneStart(few.fake, join(dir, `empty-${i}.sqlite`), null, player));
      }
    } finally {
      await few.fake.stop();
    }
    const all = await scaleFake(SCALE_SPEC.open / 20, player);
    let big: Awaited<ReturnType<typeof oneStart>>;
    try {
      big = await oneStart(all.fake, databasePath, all.channelId, player);
    } finally {
      await all.fake.stop();
    }
    return {
      startSecondsAt100k: round(median(runs.map((r) => r.startSeconds)), 2),
      startSecondsEmpty: round(median(empty.map((r) => r.startSeconds)), 2),
      firstBoardMsAt100k: round(median(runs.map((r) => r.boardMs)), 1),
      rssMbAtReady100k: round(median(runs.map((r) => r.readyRss)), 0),
      rssMbPeak100Servers: round(Math.max(...runs.map((r) => r.peak)), 0),
      rssMbAt100k: round(big.rss, 0),
      rssMbPeakAt100k: round(big.peak, 0),
      rssMbAtReady5kServers: round(big.readyRss, 0),
      connectSecondsAt5kServers: round(big.startSeconds, 2),
      ...reminders,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
