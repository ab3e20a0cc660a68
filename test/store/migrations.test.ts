import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { GameService } from '../../src/app/index.ts';
import { type Game, legalMoves, newGame, play, scoresOf, seededRandom } from '../../src/engine/index.ts';
import { formatCellList } from '../../src/notation/index.ts';
import {
  LATEST_VERSION,
  MIGRATIONS,
  migrationSql,
  openDatabase,
  type SqliteSql,
  Store,
  schemaVersion,
} from '../../src/store/index.ts';
import { ANN, BOB, T0, tempDb, unwrap } from '../app/helpers.ts';
import { checkRatings, checkReminderIndex } from './check-games.ts';

/** A random game of `moves` placements (or to the end), as stored cell lists. */
function randomLog(moves: number, seed: number): { game: Game; cells: { color: string; cells: string }[] } {
  const random = seededRandom(seed);
  let game = newGame('duo');
  const cells: { color: string; cells: string }[] = [];
  while (game.toMove !== null && cells.length < moves) {
    const list = legalMoves(game, game.toMove);
    const move = list[Math.floor(random() * list.length)]!;
    cells.push({ color: game.variant.colors[game.toMove]!, cells: formatCellList(game.layout, move) });
    const outcome = play(game, move);
    if (!outcome.ok) throw new Error('illegal');
    game = outcome.value.game;
  }
  return { game, cells };
}

/** Fills a schema-1 database the way the schema-1 code wrote it: a lobby, a running game, a finished game. */
function fillVersion1(db: Database.Database) {
  const insertGame = db.prepare(`
    INSERT INTO games (guild_id, channel_id, variant, options, status, creator_id, created_at, started_at, finished_at,
      updated_at, turn, turn_started_at, to_move_color, to_move_user_id, version)
    VALUES ('guild-1', ?, 'duo', '{"fastContact":false,"undoRule":"agree","deadlineAction":"remind"}', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const seat = db.prepare(
    'INSERT INTO seats (game_id, seat, user_id, display_name, colors, joined_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const move = db.prepare(
    "INSERT INTO moves (game_id, ply, color, kind, cells, user_id, created_at, request_id) VALUES (?, ?, ?, 'place', ?, ?, ?, ?)",
  );
  const settings = db.prepare('INSERT INTO game_settings (game_id, reminder_ms) VALUES (?, 86400000)');
  const lobby = insertGame.run('c-lobby', 'lobby', ANN.id, T0, null, null, T0, 0, null, null, null, 1);
  seat.run(lobby.lastInsertRowid, 0, ANN.id, 'Ann', '', T0);
  settings.run(lobby.lastInsertRowid);

  const active = randomLog(10, 1);
  const activeId = insertGame.run(
    'c-active',
    'active',
    ANN.id,
    T0,
    T0,
    null,
    T0,
    11,
    T0,
    'purple',
    ANN.id,
    12,
  ).lastInsertRowid;
  const finished = randomLog(1000, 2);
  const finishedId = insertGame.run(
    'c-done',
    'finished',
    BOB.id,
    T0,
    T0,
    T0,
    T0,
    40,
    null,
    null,
    null,
    60,
  ).lastInsertRowid;
  for (const [id, log] of [
    [activeId, active],
    [finishedId, finished],
  ] as const) {
    seat.run(id, 0, ANN.id, 'Ann', 'purple', T0);
    seat.run(id, 1, BOB.id, 'Bob', 'orange', T0);
    settings.run(id);
    for (const [i, m] of log.cells.entries()) {
      move.run(id, i + 1, m.color, m.cells, i % 2 ? BOB.id : ANN.id, T0, `req-${i}`);
    }
  }
  return { activeId: Number(activeId), finishedId: Number(finishedId), finished: finished.game };
}

const V1_TABLES = ['games', 'seats', 'moves', 'game_settings'];

function dump(db: Database.Database): Record<string, unknown[]> {
  return Object.fromEntries(V1_TABLES.map((t) => [t, db.prepare(`SELECT * FROM ${t} ORDER BY 1, 2`).all()]));
}

/** A dump cut to the columns another dump has (later steps may add columns, with their defaults). */
function asBefore(
  after: Record<string, unknown[]>,
  before: Record<string, unknown[]>,
): Record<string, unknown[]> {
  return Object.fromEntries(
    Object.entries(after).map(([table, rows]) => {
      const columns = Object.keys((before[table]?.[0] as object | undefined) ?? {});
      const cut = (row: unknown) =>
        Object.fromEntries(columns.map((c) => [c, (row as Record<string, unknown>)[c]]));
      return [table, rows.map(cut)];
    }),
  );
}

describe('migrations', () => {
  it('numbers the steps 1, 2, 3, … with no gap', () => {
    const versions = MIGRATIONS.map((m) => m.version);
    expect(versions).toEqual(versions.map((_, i) => i + 1));
    expect(LATEST_VERSION).toBe(versions[versions.length - 1]);
  });

  it('applies a step a database lacks even when it has a later one (branches merged out of order)', () => {
    const path = tempDb();
    const last = MIGRATIONS[MIGRATIONS.length - 1]!;
    const earlier = MIGRATIONS[MIGRATIONS.length - 2]!;
    // A database that took the latest step on a branch where the one before it did not exist yet.
    const db = openDatabase(path, { schemaVersion: MIGRATIONS[MIGRATIONS.length - 3]!.version });
    db.exec(migrationSql(last, 'sqlite'));
    db.prepare('INSERT INTO schema_version (version, applied_at) VALUES (?, 0)').run(last.version);
    db.close();
    const again = openDatabase(path);
    const versions = again.prepare('SELECT version FROM schema_version ORDER BY version').all() as {
      version: number;
    }[];
    expect(versions.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
    expect(versions.map((r) => r.version)).toContain(earlier.version);
    again.close();
  });

  it('creates a new database at the latest version, in WAL mode with foreign keys and a busy timeout', () => {
    const path = tempDb();
    const db = openDatabase(path);
    expect(schemaVersion(db)).toBe(LATEST_VERSION);
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    expect(db.pragma('synchronous', { simple: true })).toBe(1);
    db.close();
    const again = openDatabase(path);
    expect(again.prepare('SELECT count(*) AS n FROM schema_version').get()).toEqual({ n: MIGRATIONS.length });
    again.close();
  });

  it('upgrades a database made by schema version 1 with its data intact', () => {
    const path = tempDb();
    const old = openDatabase(path, { schemaVersion: 1 });
    expect(schemaVersion(old)).toBe(1);
    expect(old.prepare("SELECT name FROM sqlite_master WHERE name = 'results'").get()).toBeUndefined();
    const { activeId, finishedId, finished } = fillVersion1(old);
    const before = dump(old);
    old.close();

    const store = Store.open(path);
    expect(schemaVersion(store.db)).toBe(LATEST_VERSION);
    expect(asBefore(dump((store.db as SqliteSql).raw), before)).toEqual(before);
    const scores = scoresOf(finished);
    expect(store.resultsOf(finishedId)).toEqual([
      { seat: 0, userId: ANN.id, score: scores.playerScores[0], rank: scores.playerRanks[0] },
      { seat: 1, userId: BOB.id, score: scores.playerScores[1], rank: scores.playerRanks[1] },
    ]);
    expect(store.resultsOf(activeId)).toEqual([]);
    // Migration 7 filled the reminder index of the games already running.
    expect(store.db.prepare('SELECT next_reminder_at FROM games WHERE id = ?').get(activeId)).toEqual({
      next_reminder_at: T0 + 86_400_000,
    });
    checkReminderIndex(store, T0);
    // Migration 8 rated the finished game.
    expect(checkRatings(store)).toBe(1);
    expect(store.ratingsOf('guild-1').map((r) => [r.userId, r.games])).toEqual([
      [ANN.id, 1],
      [BOB.id, 1],
    ]);
    expect(store.dueTurns(T0 + 86_400_000).map((d) => d.game.id)).toEqual([activeId]);

    const service = new GameService({ store, now: () => T0 + 1000 });
    expect(service.warmUp()).toEqual({ loaded: 2, broken: [] });
    const board = unwrap(service.board({ gameId: activeId }));
    expect(board.moveCount).toBe(10);
    const list = legalMoves(board.game, board.game.toMove!);
    const result = unwrap(
      service.place(
        { gameId: activeId },
        board.toMove!.userId,
        formatCellList(board.game.layout, list[0]!),
        'new',
      ),
    );
    expect(result.version).toBe(13);
    expect(unwrap(service.join({ channelId: 'c-lobby' }, BOB)).seats).toHaveLength(2);
    unwrap(service.setNotifications(ANN.id, { notify: 'dm' }));
    expect(service.notificationSettings(ANN.id).notify).toBe('dm');
    store.close();
  });

  it('upgrades a database made by the previous schema (2): user settings kept, colour-blind off', () => {
    const path = tempDb();
    const previous = MIGRATIONS[MIGRATIONS.length - 2]!.version;
    const old = openDatabase(path, { schemaVersion: previous });
    expect(schemaVersion(old)).toBe(previous);
    old
      .prepare(
        "INSERT INTO user_settings (user_id, notify, quiet_start, quiet_end, utc_offset, updated_at) VALUES ('u9', 'dm', 1320, 420, 60, 5)",
      )
      .run();
    const before = dump(old);
    old.close();

    const store = Store.open(path);
    expect(schemaVersion(store.db)).toBe(LATEST_VERSION);
    expect(dump((store.db as SqliteSql).raw)).toEqual(before);
    expect(store.preferences.userSettings('u9')).toEqual({
      userId: 'u9',
      notify: 'dm',
      quietHours: { start: 1320, end: 420, utcOffset: 60 },
      colorBlind: false,
    });
    const service = new GameService({ store, now: () => T0 });
    unwrap(service.setNotifications('u9', { colorBlind: true }));
    expect(service.notificationSettings('u9')).toMatchObject({ notify: 'dm', colorBlind: true });
    store.close();
  });

  it('upgrades computer seats of schema 11: their level, read once from their ids, in its own column', () => {
    const path = tempDb();
    const old = openDatabase(path, { schemaVersion: 11 });
    const gameId = old
      .prepare(`
        INSERT INTO games (guild_id, channel_id, variant, options, status, creator_id, created_at, updated_at)
        VALUES ('guild-1', 'c-1', 'classic', '{}', 'lobby', ?, ?, ?)`)
      .run(ANN.id, T0, T0).lastInsertRowid;
    old.prepare('INSERT INTO game_settings (game_id) VALUES (?)').run(gameId);
    const seat = old.prepare(
      'INSERT INTO seats (game_id, seat, user_id, display_name, joined_at) VALUES (?, ?, ?, ?, ?)',
    );
    for (const [i, userId] of [ANN.id, 'computer:5:1', 'computer:12:2', 'computer:3:3'].entries()) {
      seat.run(gameId, i, userId, `Seat ${i}`, T0);
    }
    old.close();

    const store = Store.open(path);
    expect(store.loadGame(Number(gameId))!.seats.map((s) => [s.userId, s.computerLevel])).toEqual([
      [ANN.id, null],
      ['computer:5:1', 5],
      ['computer:12:2', 12],
      ['computer:3:3', 3],
    ]);
    store.close();
  });

  it('refuses a database written by newer code', () => {
    const path = tempDb();
    const db = openDatabase(path);
    db.prepare('INSERT INTO schema_version (version, applied_at) VALUES (?, 0)').run(LATEST_VERSION + 1);
    db.close();
    expect(() => openDatabase(path)).toThrow(/newer than this code knows/);
  });

  it('creates the data folder when it is missing', () => {
    const path = tempDb().replace('blokus.sqlite', 'deeper/still/blokus.sqlite');
    const db = openDatabase(path);
    expect(schemaVersion(db)).toBe(LATEST_VERSION);
    db.close();
    const raw = new Database(path);
    expect(raw.pragma('journal_mode', { simple: true })).toBe('wal');
    raw.close();
  });
});
