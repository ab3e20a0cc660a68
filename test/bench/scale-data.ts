/**
 * The data generator of the scale figures: a database of many open games spread over many
 * servers, and one server with a long history of finished games, written through the store (so every
 * row, index and derived column is what the bot itself writes) from seeded random games that are legal
 * by construction: each open game's log is a prefix (20–60 placements) of a random playout of its
 * variant (classic, classic-2, classic-3, teams, Duo, Junior). Building 100,000 open games takes a
 * minute or two, so the file is made once and kept in a cache folder (the OS's temp folder, or
 * `BLOKUS_BENCH_CACHE`) under a name that carries the generator's and the schema's versions; every
 * later run copies it.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seatForColor } from '../../src/app/game/turns.ts';
import {
  colorsOfSeat,
  legalMoves,
  newGame,
  play,
  type Random,
  seededRandom,
  type VariantId,
  variantOf,
} from '../../src/engine/index.ts';
import { LATEST_VERSION, type MoveRecord, type SeatRecord, SqliteSql, Store } from '../../src/store/index.ts';

/** Bump when the generated data changes shape, so old cached files are not reused. */
const GENERATOR_VERSION = 2;

/** The bench's "now": reminders are due relative to it. */
export const SCALE_NOW = Date.UTC(2026, 5, 1, 12, 0, 0);

/** Every open game reminds after a day idle. */
export const SCALE_REMINDER_MS = 24 * 3_600_000;

const OPEN_VARIANTS: readonly VariantId[] = ['classic', 'classic-2', 'classic-3', 'teams', 'duo', 'junior'];
const POOL_PER_VARIANT = 12;
const CHANNELS_PER_GUILD = 20;
const PLAYERS_PER_GUILD = 40;
const BIG_SERVER_PLAYERS = 500;

/** What to generate. */
export interface ScaleSpec {
  /** Running games, one per channel, over `open / 20` servers. */
  readonly open: number;
  /** How many of them have a reminder due at `SCALE_NOW` (the rest became idle less than a day ago). */
  readonly due: number;
  /** Finished four-player games in one server (`BIG_GUILD`), results only, for the leaderboard. */
  readonly finished: number;
}

/** What the bench's scale figures are measured at. */
export const SCALE_SPEC: ScaleSpec = { open: 100_000, due: 10_000, finished: 100_000 };

/**
 * Snowflake-like ids (numeric strings, as discord.js expects): a kind digit, then a counter. A server's
 * counter sits in the timestamp bits (above bit 22), as in real ids, so that Discord's shard formula
 * (`(id >> 22) % shards`) spreads the servers over the shards.
 */
export const scaleIds = {
  guild: (g: number) => String(310_000_000_000_000_000n + (BigInt(g) << 22n)),
  channel: (c: number) => `41${String(c).padStart(16, '0')}`,
  user: (u: number) => `51${String(u).padStart(16, '0')}`,
};

/** The server with the long history. */
export const BIG_GUILD = scaleIds.guild(999_999);

/** Servers holding the open games, and their channels (for the fake Discord). */
export function scaleGuilds(spec: ScaleSpec): { id: string; channels: string[] }[] {
  const guilds = Math.ceil(spec.open / CHANNELS_PER_GUILD);
  return Array.from({ length: guilds }, (_, g) => ({
    id: scaleIds.guild(g),
    channels: Array.from({ length: CHANNELS_PER_GUILD }, (_, c) =>
      scaleIds.channel(g * CHANNELS_PER_GUILD + c),
    ).filter((_, c) => g * CHANNELS_PER_GUILD + c < spec.open),
  }));
}

/** A random game played to the end: its placements, and who is to move after each prefix. */
interface PoolGame {
  readonly variant: VariantId;
  readonly moves: readonly { color: number; move: number }[];
  /** After the first k placements: the colour to move and the seat that plays it. */
  readonly toMove: readonly { color: number; seat: number }[];
}

function playout(variant: VariantId, random: Random): PoolGame {
  let game = newGame(variant);
  const seats: SeatRecord[] = Array.from({ length: game.variant.seats }, (_, seat) => ({
    seat,
    userId: String(seat),
    displayName: '',
    colors: [],
    wantedColor: null,
    joinedAt: 0,
    leftAt: null,
    computerLevel: null,
  }));
  const moves: { color: number; move: number }[] = [];
  const toMove: { color: number; seat: number }[] = [];
  while (game.toMove !== null) {
    toMove.push({ color: game.toMove, seat: seatForColor(game, seats, game.toMove)!.seat });
    const list = legalMoves(game, game.toMove);
    const move = list[Math.floor(random() * list.length)]!;
    moves.push({ color: game.toMove, move });
    const outcome = play(game, move);
    if (!outcome.ok) throw new Error('illegal move in the pool');
    game = outcome.value.game;
  }
  return { variant, moves, toMove };
}

const OPTIONS = {
  fastContact: false,
  autoStart: false,
  invited: [],
  undoRule: 'agree',
  deadlineAction: 'remind',
} as const;

function writeOpenGames(store: Store, spec: ScaleSpec, random: Random): void {
  const pool = OPEN_VARIANTS.flatMap((v) =>
    Array.from({ length: POOL_PER_VARIANT }, () => playout(v, random)),
  );
  const BATCH = 2000;
  for (let start = 0; start < spec.open; start += BATCH) {
    store.transaction(() => {
      for (let i = start; i < Math.min(spec.open, start + BATCH); i++) {
        const source = pool[Math.floor(random() * pool.length)]!;
        const variant = variantOf(source.variant);
        const g = Math.floor(i / CHANNELS_PER_GUILD);
        const userOf = (seat: number) =>
          scaleIds.user(g * PLAYERS_PER_GUILD + ((i * 7 + seat * 13) % PLAYERS_PER_GUILD));
        const createdAt = SCALE_NOW - 30 * 86_400_000;
        const created = store.createGame({
          guildId: scaleIds.guild(g),
          channelId: scaleIds.channel(i),
          threadId: null,
          variant: source.variant,
          options: OPTIONS,
          creatorId: userOf(0),
          creatorName: 'Player 0',
          creatorColor: null,
          createdAt,
          settings: { reminderMs: SCALE_REMINDER_MS, deadlineMs: null },
        });
        if (!created.ok) throw new Error('busy');
        const seats: SeatRecord[] = Array.from({ length: variant.seats }, (_, seat) => ({
          seat,
          userId: userOf(seat),
          displayName: `Player ${seat}`,
          colors: colorsOfSeat(variant, seat),
          wantedColor: null,
          joinedAt: createdAt,
          leftAt: null,
          computerLevel: null,
        }));
        const count = Math.min(source.moves.length - 1, 20 + Math.floor(random() * 41));
        const moves: MoveRecord[] = source.moves.slice(0, count).map((m, k) => {
          const owner = variant.owners[m.color];
          return {
            ply: k + 1,
            color: m.color,
            kind: 'place',
            move: m.move,
            userId: typeof owner === 'number' ? seats[owner]!.userId : null,
            at: createdAt + k * 60_000,
            requestId: null,
          };
        });
        const next = source.toMove[count]!;
        // The first `due` games have waited more than a day (a reminder is due), the rest less.
        const turnStartedAt =
          i < spec.due
            ? SCALE_NOW - SCALE_REMINDER_MS - 60_000 - i
            : SCALE_NOW - Math.floor(random() * (SCALE_REMINDER_MS - 3_600_000));
        const written = store.commit(
          created.value.game,
          {
            fields: {
              status: 'active',
              startedAt: createdAt,
              finishedAt: null,
              toMoveColor: next.color,
              toMoveUserId: seats[next.seat]!.userId,
            },
            newTurn: true,
            seats,
            appendMoves: moves,
          },
          turnStartedAt,
        );
        if (!written.ok) throw new Error('stale while filling');
      }
    });
  }
}

/** One server's history: four-player classic games among 500 players, results only (what ratings read). */
function writeFinishedGames(store: Store, spec: ScaleSpec, random: Random): void {
  const BATCH = 5000;
  for (let start = 0; start < spec.finished; start += BATCH) {
    store.transaction(() => {
      for (let i = start; i < Math.min(spec.finished, start + BATCH); i++) {
        const users = new Set<number>();
        while (users.size < 4) users.add(Math.floor(random() * BIG_SERVER_PLAYERS));
        const ids = [...users].map((u) => scaleIds.user(900_000_000 + u));
        const at = SCALE_NOW - (spec.finished - i) * 60_000;
        const created = store.createGame({
          guildId: BIG_GUILD,
          channelId: scaleIds.channel(900_000_000 + i),
          threadId: null,
          variant: 'classic',
          options: OPTIONS,
          creatorId: ids[0]!,
          creatorName: 'Player',
          creatorColor: null,
          createdAt: at,
          settings: { reminderMs: 0, deadlineMs: null },
        });
        if (!created.ok) throw new Error('busy');
        // Stronger players (lower numbers) tend to score more, so the ratings have something to find.
        const scores = [...users].map((u) => -Math.floor(random() * 40 + u / 25));
        const seats: SeatRecord[] = ids.map((userId, seat) => ({
          seat,
          userId,
          displayName: `Player ${userId.slice(-3)}`,
          colors: [seat],
          wantedColor: null,
          joinedAt: at,
          leftAt: null,
          computerLevel: null,
        }));
        const written = store.commit(
          created.value.game,
          {
            fields: {
              status: 'finished',
              startedAt: at,
              finishedAt: at,
              toMoveColor: null,
              toMoveUserId: null,
            },
            seats,
            results: seats.map((s) => ({
              seat: s.seat,
              userId: s.userId,
              score: scores[s.seat]!,
              rank: 1 + scores.filter((x) => x > scores[s.seat]!).length,
            })),
          },
          at,
        );
        if (!written.ok) throw new Error('stale while filling');
      }
    });
  }
}

/** Writes the scale database to `path` (a new file). */
export function generateScaleDatabase(path: string, spec: ScaleSpec, seed = 15): void {
  const store = Store.open(path, { now: () => SCALE_NOW });
  try {
    const random = seededRandom(seed);
    writeOpenGames(store, spec, random);
    writeFinishedGames(store, spec, random);
    if (store.db instanceof SqliteSql) store.db.raw.pragma('wal_checkpoint(TRUNCATE)');
  } finally {
    store.close();
  }
}

/**
 * A fresh copy of the cached scale database at `to` (generated first if the cache lacks it). The cache
 * file's name carries the spec, the generator's version and the schema version.
 */
export function scaleDatabase(spec: ScaleSpec, to: string): void {
  const folder = process.env.BLOKUS_BENCH_CACHE ?? join(tmpdir(), 'blokus-bench-cache');
  mkdirSync(folder, { recursive: true });
  const name = `scale-g${GENERATOR_VERSION}-s${LATEST_VERSION}-${spec.open}-${spec.due}-${spec.finished}.sqlite`;
  const cached = join(folder, name);
  if (!existsSync(cached)) {
    // Files of older generators or schemas are of no more use: they only fill the disk.
    for (const old of readdirSync(folder))
      if (old.startsWith('scale-')) rmSync(join(folder, old), { force: true });
    const partial = `${cached}.partial`;
    rmSync(partial, { force: true });
    const started = performance.now();
    generateScaleDatabase(partial, spec);
    rmSync(`${partial}-wal`, { force: true });
    rmSync(`${partial}-shm`, { force: true });
    renameSync(partial, cached);
    process.stderr.write(
      `generated ${name} in ${((performance.now() - started) / 1000).toFixed(1)} s (kept in ${folder})\n`,
    );
  }
  copyFileSync(cached, to);
}
