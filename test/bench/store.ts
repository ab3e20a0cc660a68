import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GameService } from '../../src/app/index.ts';
import {
  colorsOfSeat,
  type Game,
  legalMoves,
  newGame,
  play,
  type Random,
  scoresOf,
  seededRandom,
  type VariantId,
} from '../../src/engine/index.ts';
import { formatMove } from '../../src/notation/index.ts';
import { type MoveRecord, PostgresSql, type SeatRecord, Store } from '../../src/store/index.ts';
import { databaseUrl, postgresBinaries, startPostgres } from '../support/postgres-server.ts';
import { medianMs, round } from './measure.ts';
import { copyTables } from './pg-copy.ts';
import { BIG_GUILD, SCALE_SPEC, scaleDatabase } from './scale-data.ts';

const GAMES = 10_000;
const SAMPLES = 300;
const T0 = Date.UTC(2026, 0, 1);

/** A random game played to the end: its placements, and the colour to move after each prefix. */
interface PoolGame {
  readonly variant: VariantId;
  readonly moves: readonly { color: number; move: number }[];
  readonly toMoveAfter: readonly (number | null)[];
  readonly final: Game;
}

function playedGame(variant: VariantId, random: Random): PoolGame {
  let game = newGame(variant);
  const moves: { color: number; move: number }[] = [];
  const toMoveAfter: (number | null)[] = [game.toMove];
  while (game.toMove !== null) {
    const list = legalMoves(game, game.toMove);
    const move = list[Math.floor(random() * list.length)]!;
    moves.push({ color: game.toMove, move });
    const outcome = play(game, move);
    if (!outcome.ok) throw new Error('illegal move in the pool');
    game = outcome.value.game;
    toMoveAfter.push(game.toMove);
  }
  return { variant, moves, toMoveAfter, final: game };
}

/**
 * 10,000 games written through the store in one transaction: a fifth lobbies, half running games of 10–60
 * placements, the rest finished games with results. Logs are prefixes of a pool of random games.
 */
function fillDatabase(store: Store, random: Random): number[] {
  const pool = [...Array(24)].map((_, i) => playedGame(i % 3 === 0 ? 'duo' : 'classic', random));
  const active: number[] = [];
  store.transaction(() => {
    for (let i = 0; i < GAMES; i++) {
      const source = pool[i % pool.length]!;
      const kind = random();
      const players = source.variant === 'duo' ? 2 : 4;
      const created = store.createGame({
        guildId: `guild-${i % 50}`,
        channelId: `channel-${i}`,
        threadId: null,
        variant: source.variant,
        options: {
          fastContact: false,
          autoStart: false,
          invited: [],
          undoRule: 'agree',
          deadlineAction: 'remind',
        },
        creatorId: `user-${i}-0`,
        creatorName: 'Player 0',
        creatorColor: null,
        createdAt: T0,
        settings: { reminderMs: 86_400_000, deadlineMs: null },
      });
      if (!created.ok) throw new Error('busy');
      const { game } = created.value;
      if (kind < 0.2) continue;
      const seats: SeatRecord[] = [...Array(players)].map((_, seat) => ({
        seat,
        userId: `user-${i}-${seat}`,
        displayName: `Player ${seat}`,
        colors: colorsOfSeat(newGame(source.variant).variant, seat),
        wantedColor: null,
        joinedAt: T0,
        leftAt: null,
        computerLevel: null,
      }));
      const finished = kind >= 0.7;
      const count = finished
        ? source.moves.length
        : Math.min(source.moves.length - 1, 10 + Math.floor(random() * 51));
      const moves: MoveRecord[] = source.moves.slice(0, count).map((m, k) => ({
        ply: k + 1,
        color: m.color,
        kind: 'place',
        move: m.move,
        userId: seats[m.color % players]!.userId,
        at: T0 + k,
        requestId: `r-${i}-${k}`,
      }));
      const toMove = source.toMoveAfter[count] ?? null;
      const scores = finished ? scoresOf(source.final) : null;
      const written = store.commit(
        game,
        {
          fields: {
            status: finished ? 'finished' : 'active',
            startedAt: T0,
            finishedAt: finished ? T0 : null,
            toMoveColor: toMove,
            toMoveUserId: toMove === null ? null : seats[toMove % players]!.userId,
          },
          newTurn: true,
          seats,
          appendMoves: moves,
          ...(scores
            ? {
                results: seats.map((s) => ({
                  seat: s.seat,
                  userId: s.userId,
                  score: scores.playerScores[s.seat]!,
                  rank: scores.playerRanks[s.seat]!,
                })),
              }
            : {}),
        },
        T0,
      );
      if (!written.ok) throw new Error('stale while filling');
      if (!finished) active.push(game.id);
    }
  });
  return active;
}

/**
 * One big server: 10,000 finished four-player games among 200 players, results only (what the
 * leaderboard reads). Returns the server's id.
 */
function fillBigServer(store: Store, random: Random): string {
  const guildId = 'guild-big';
  store.transaction(() => {
    for (let i = 0; i < GAMES; i++) {
      const users = new Set<number>();
      while (users.size < 4) users.add(Math.floor(random() * 200));
      const ids = [...users].map((u) => `big-${u}`);
      const created = store.createGame({
        guildId,
        channelId: `big-${i}`,
        threadId: null,
        variant: 'classic',
        options: {
          fastContact: false,
          autoStart: false,
          invited: [],
          undoRule: 'agree',
          deadlineAction: 'remind',
        },
        creatorId: ids[0]!,
        creatorName: ids[0]!,
        creatorColor: null,
        createdAt: T0 + i,
        settings: { reminderMs: 0, deadlineMs: null },
      });
      if (!created.ok) throw new Error('busy');
      const scores = ids.map(() => -Math.floor(random() * 40));
      const seats: SeatRecord[] = ids.map((userId, seat) => ({
        seat,
        userId,
        displayName: userId,
        colors: [seat],
        wantedColor: null,
        joinedAt: T0,
        leftAt: null,
        computerLevel: null,
      }));
      const written = store.commit(
        created.value.game,
        {
          fields: {
            status: 'finished',
            startedAt: T0,
            finishedAt: T0 + i,
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
        T0 + i,
      );
      if (!written.ok) throw new Error('stale while filling');
    }
  });
  return guildId;
}

/** Medians of `/place`'s store work on games of `store`: cold (first move of each game), then cached. */
async function placeMedians(store: Store, active: readonly number[], random: Random) {
  // Moves are chosen by a service without a cache, so the timed one starts cold on every game.
  const chooser = new GameService({ store, cacheSize: 0 });
  // Games still running (on PostgreSQL, after SQLite's benchmark moves: a few may have ended).
  const picks = [...active]
    .sort(() => random() - 0.5)
    .filter((gameId) => store.gameRecord(gameId)?.status === 'active')
    .slice(0, SAMPLES);
  const items = picks.map((gameId, i) => {
    const board = chooser.board({ gameId });
    if (!board.ok || !board.value.toMove) throw new Error(`game ${gameId} is not playable`);
    const { game, toMove } = board.value;
    const moves = legalMoves(game, game.toMove!);
    return {
      gameId,
      userId: toMove.userId,
      text: formatMove(game.layout, moves[0]!),
      requestId: `bench-${i}`,
    };
  });
  const service = new GameService({ store, now: () => T0 + 1000 });
  const place = (item: (typeof items)[number]) => {
    const result = service.place({ gameId: item.gameId }, item.userId, item.text, item.requestId);
    if (!result.ok) throw new Error(`bench move refused: ${result.error.kind}`);
    return result.value;
  };
  const placeMedianMs = await medianMs(items, place);
  // The same games again, one more move each: now the engine game comes from the (game, version) cache.
  const next = items.flatMap((item, i) => {
    const board = chooser.board({ gameId: item.gameId });
    if (!board.ok || !board.value.toMove) return [];
    const { game, toMove } = board.value;
    const text = formatMove(game.layout, legalMoves(game, game.toMove!)[0]!);
    return [{ gameId: item.gameId, userId: toMove.userId, text, requestId: `bench-next-${i}` }];
  });
  const placeCachedMedianMs = await medianMs(next, place);
  return { placeMedianMs, placeCachedMedianMs };
}

/**
 * The same measure on PostgreSQL: a private server (test/support/postgres-server.ts) holding a copy of
 * the 10,000 games; undefined (with a warning) where PostgreSQL is not installed.
 */
async function postgresPlaceMedians(from: Store, active: readonly number[]) {
  if (!postgresBinaries()) {
    console.warn('store: PostgreSQL is not installed, so store.pg* are not measured.');
    return undefined;
  }
  const server = startPostgres();
  try {
    const admin = new PostgresSql(server.adminUrl);
    admin.exec('CREATE DATABASE bench');
    admin.close();
    const store = Store.open(databaseUrl(server.adminUrl, 'bench'));
    try {
      copyTables(from.db, store.db);
      return await placeMedians(store, active, seededRandom(43));
    } finally {
      store.close();
    }
  } finally {
    server.stop();
  }
}

/**
 * The store section of `npm run bench`: load a game + apply a move + commit, 10,000 games in the file,
 * and the same on PostgreSQL.
 */
export async function benchStore(): Promise<Record<string, number>> {
  const dir = mkdtempSync(join(tmpdir(), 'blokus-bench-'));
  try {
    const store = Store.open(join(dir, 'bench.sqlite'));
    const random = seededRandom(42);
    const active = fillDatabase(store, random);
    const { placeMedianMs, placeCachedMedianMs } = await placeMedians(store, active, random);

    // The leaderboard of a server with 10,000 finished games, then of one with 100,000 (the scale
    // database): one indexed query on the ratings table, kept up to date as each game finished.
    const big = fillBigServer(store, random);
    const board = new GameService({ store });
    const leaderboardMs = await medianMs([...Array(50).keys()], () => board.leaderboard(big));
    const scalePath = join(dir, 'scale.sqlite');
    scaleDatabase(SCALE_SPEC, scalePath);
    const scale = Store.open(scalePath);
    const scaleBoard = new GameService({ store: scale });
    if (scaleBoard.leaderboard(BIG_GUILD, 25).length !== 25)
      throw new Error('the big server has no leaderboard');
    const leaderboardAt100kMs = await medianMs([...Array(50).keys()], () =>
      scaleBoard.leaderboard(BIG_GUILD, 25),
    );
    scale.close();
    // Last, so that SQLite's figures are taken as before PostgreSQL was measured: the same games on a copy.
    const pg = await postgresPlaceMedians(store, active);
    store.close();
    return {
      placeMedianMs: round(placeMedianMs, 3),
      placeCachedMedianMs: round(placeCachedMedianMs, 3),
      leaderboardMedianMs: round(leaderboardMs, 2),
      leaderboardMedianMsAt100k: round(leaderboardAt100kMs, 2),
      ...(pg
        ? {
            pgPlaceMedianMs: round(pg.placeMedianMs, 3),
            pgPlaceCachedMedianMs: round(pg.placeCachedMedianMs, 3),
          }
        : {}),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
