/**
 * The soak section of `npm run bench` (memory "flat over an hour of play"), run only when asked
 * (`--only=soak`; `--soak-minutes=N`, 60 by default): the real entry point as `npm start` runs it, on a
 * copy of the scale database (100,000 open games in 5,000 servers of 20 channels), against the fake
 * Discord with all 5,000 servers, while players in the first `PLAYED_GUILDS` servers play: each step, a
 * random game there gets a legal `/place` from its player to move (read from the same database file, as
 * the bot writes it), and now and then a `/board` or an autocomplete of `/place move` instead. Games that
 * end draw their scoreboard and replay. The bot's reminder loop runs (every stored game is months idle on
 * the bot's clock, so reminders flow the whole time, paced by `REMINDERS_PER_SECOND`).
 *
 * Figures: the child's resident memory (VmRSS) sampled every `SAMPLE_MS`: `rssMbAt5Min` (the first sample
 * after five minutes), `rssMbEnd` (the last), `rssMbPeak` (VmHWM at the end), and `rssMbPerHour`, the
 * least-squares slope of the samples after the first ten minutes (the background check and the caches
 * filling), in MB an hour: what "flat" means. Also `actions`, `places`, `placeMedianMs` (the `/place`
 * interaction acknowledged and answered, as the fake sees it) and `minutes`. Where the memory is, at the
 * end, from the bot's metrics endpoint: `heapMbEnd` (the main thread's V8 heap, as allocated) and
 * `externalMbEnd` (its buffers outside the heap); the rest of the RSS is the worker threads, the code and
 * native memory (the canvas, SQLite, the allocator's free lists).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { REST, Routes } from 'discord.js';
import { COMMANDS } from '../../commands/index.ts';
import { GameService } from '../../src/app/index.ts';
import { legalMoves, seededRandom } from '../../src/engine/index.ts';
import { formatMove } from '../../src/notation/index.ts';
import { Store } from '../../src/store/index.ts';
import { FakeDiscord, type GuildSpec } from '../support/fake-discord/index.ts';
import { median, round } from './measure.ts';
import { memoryOf, spawnBot } from './scale.ts';
import { SCALE_SPEC, scaleDatabase, scaleGuilds, scaleIds } from './scale-data.ts';

const TOKEN = 'soak-token';
const APP = '1000000000000000100';
/** Servers whose members play (40 players each, 20 games). */
const PLAYED_GUILDS = 50;
const PLAYERS_PER_GUILD = 40;
const SAMPLE_MS = 30_000;
/** A step every this long at most (at most four actions a second; about 2.5 measured): busier than any real hour. */
const STEP_MS = 250;

/** The port of the bot's metrics endpoint in the soak (loopback). */
const METRICS_PORT = 39_115;

/** The main thread's V8 heap (allocated) and external memory in MB, from the bot's `/metrics`. */
async function heapOf(): Promise<{ heap: number; external: number }> {
  const text = await (await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`)).text();
  const value = (name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN);
  return {
    heap: value('nodejs_heap_size_total_bytes') / 2 ** 20,
    external: value('nodejs_external_memory_bytes') / 2 ** 20,
  };
}

/** Least-squares slope of y over x. */
function slope(points: readonly (readonly [number, number])[]): number {
  const n = points.length;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  const sxy = points.reduce((s, [x, y]) => s + (x - mx) * (y - my), 0);
  const sxx = points.reduce((s, [x]) => s + (x - mx) ** 2, 0);
  return sxx === 0 ? 0 : sxy / sxx;
}

/** The soak section (see the module's comment). */
export async function benchSoak(minutes: number): Promise<Record<string, number>> {
  const dir = mkdtempSync(join(tmpdir(), 'blokus-soak-'));
  const databasePath = join(dir, 'scale.sqlite');
  scaleDatabase(SCALE_SPEC, databasePath);
  const guilds: GuildSpec[] = scaleGuilds(SCALE_SPEC).map((g, i) => ({
    id: g.id,
    name: `Server ${i}`,
    channels: g.channels.map((id, c) => ({ id, name: `blokus-${c}` })),
    members:
      i < PLAYED_GUILDS
        ? Array.from({ length: PLAYERS_PER_GUILD }, (_, k) => ({
            id: scaleIds.user(i * PLAYERS_PER_GUILD + k),
            username: `player${i * PLAYERS_PER_GUILD + k}`,
          }))
        : [],
  }));
  const fake = await FakeDiscord.start({ token: TOKEN, applicationId: APP, guilds, ackDeadlineMs: 30_000 });
  await new REST({ api: fake.apiUrl })
    .setToken(TOKEN)
    .put(Routes.applicationCommands(APP), { body: COMMANDS.map((c) => c.data) });
  const child = spawnBot(fake, TOKEN, databasePath, {
    LOG_LEVEL: 'warn',
    REMINDER_CHECK_SECONDS: '60',
    METRICS_PORT: String(METRICS_PORT),
  });
  const reader = Store.open(databasePath);
  const service = new GameService({ store: reader, now: () => Date.now() });
  const random = seededRandom(15);
  const samples: [number, number][] = [];
  const placeMs: number[] = [];
  let actions = 0;
  try {
    // The bot's warnings and errors go to stderr; LOG_LEVEL warn hides its "connected" line, so wait for
    // the session, then for the bot to answer.
    child.stdout?.pipe(process.stderr);
    const started = performance.now();
    const deadline = started + 600_000;
    await fake.waitForIdentify({ timeoutMs: 600_000 });
    for (;;) {
      try {
        await (
          await fake.slash({
            guildId: scaleIds.guild(0),
            channelId: scaleIds.channel(0),
            userId: scaleIds.user(0),
            command: 'board',
          })
        ).done({ timeoutMs: 30_000 });
        break;
      } catch (error) {
        if (performance.now() > deadline || child.exitCode !== null) throw error;
        process.stderr.write(`soak: not answering yet (${error instanceof Error ? error.message : error})\n`);
        await sleep(2000);
      }
    }
    process.stderr.write(`soak: connected in ${round((performance.now() - started) / 1000, 1)} s\n`);
    const begin = performance.now();
    const end = begin + minutes * 60_000;
    let nextSample = begin;
    while (performance.now() < end) {
      if (child.exitCode !== null) throw new Error(`the bot exited (${child.exitCode})`);
      const now = performance.now();
      if (now >= nextSample) {
        const mb = memoryOf(child.pid!).rss;
        samples.push([(now - begin) / 3_600_000, mb]);
        const inside = await heapOf();
        process.stderr.write(
          `soak: ${round((now - begin) / 60_000, 1)} min, ${round(mb, 0)} MB (main heap ${round(inside.heap, 0)}, external ${round(inside.external, 0)}), ${actions} actions\n`,
        );
        nextSample += SAMPLE_MS;
      }
      const stepStart = performance.now();
      const g = Math.floor(random() * PLAYED_GUILDS);
      const channel = g * 20 + Math.floor(random() * 20);
      const channelId = scaleIds.channel(channel);
      const view = service.board({ channelId });
      if (view.ok && view.value.toMove) {
        const userId = view.value.toMove.userId;
        const at = { guildId: scaleIds.guild(g), channelId, userId };
        const roll = random();
        if (roll < 0.1) {
          await (await fake.slash({ ...at, command: 'board' })).done({ timeoutMs: 30_000 });
        } else if (roll < 0.2) {
          await fake.autocomplete(
            { ...at, command: 'place', focused: 'move', value: 'P5' },
            { timeoutMs: 30_000 },
          );
        } else {
          const moves = legalMoves(view.value.game, view.value.toMove.colorIndex);
          const move = formatMove(view.value.game.layout, moves[Math.floor(random() * moves.length)]!);
          const asked = performance.now();
          await (await fake.slash({ ...at, command: 'place', options: { move } })).done({
            timeoutMs: 30_000,
          });
          placeMs.push(performance.now() - asked);
        }
        actions++;
      }
      await sleep(Math.max(0, stepStart + STEP_MS - performance.now()));
    }
    const last = memoryOf(child.pid!);
    const inside = await heapOf();
    samples.push([(performance.now() - begin) / 3_600_000, last.rss]);
    const settled = samples.filter(([h]) => h >= 10 / 60);
    return {
      minutes,
      actions,
      places: placeMs.length,
      placeMedianMs: round(median(placeMs), 1),
      rssMbAt5Min: round(samples.find(([h]) => h >= 5 / 60)?.[1] ?? last.rss, 0),
      rssMbEnd: round(last.rss, 0),
      rssMbPeak: round(last.peak, 0),
      rssMbPerHour: settled.length >= 3 ? round(slope(settled), 1) : Number.NaN,
      heapMbEnd: round(inside.heap, 0),
      externalMbEnd: round(inside.external, 0),
    };
  } finally {
    reader.close();
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    await fake.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
