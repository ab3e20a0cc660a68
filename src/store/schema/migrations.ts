import { backfillRatings } from '../ratings/rating-table.ts';
import { OWNS_GUILD_POSTGRES } from '../sql/shard-scope.ts';
import type { SqlDatabase, SqlDialect } from '../sql/sql-database.ts';
import { backfillComputerLevels } from './backfill-levels.ts';
import { backfillResults } from './backfill-results.ts';
import { type SchemaDialect, schemaDialect } from './schema-dialect.ts';

/**
 * Numbered, forward-only schema migrations, the one source of both stores' schema. A database records
 * each applied step in `schema_version`; opening it applies the missing steps in order (migrate.ts).
 * Never edit what a shipped step does: add a new one.
 */
export interface Migration {
  readonly version: number;
  readonly name: string;
  /**
   * The step's SQL, written once: where SQLite and PostgreSQL differ (types, triggers, a few functions)
   * it asks the dialect (schema-dialect.ts).
   */
  readonly sql: (d: SchemaDialect) => string;
  /** Data changes that need code (run after `sql`, in the same transaction). */
  readonly after?: (db: SqlDatabase) => void;
}

/** A step's SQL for one database. */
export function migrationSql(migration: Migration, dialect: SqlDialect): string {
  return migration.sql(schemaDialect(dialect));
}

/** Migration 7's triggers: a game's next reminder time, recomputed after a change of the game or its settings. */
const REMIND_GAME = `UPDATE games SET next_reminder_at = (SELECT at FROM game_reminder_times WHERE game_id = NEW.id)
        WHERE id = NEW.id`;
const REMIND_SETTINGS_GAME = `UPDATE games SET next_reminder_at = (SELECT at FROM game_reminder_times WHERE game_id = NEW.game_id)
        WHERE id = NEW.game_id`;

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'games, seats, move log, per-game settings',
    sql: (d) => `
      CREATE TABLE games (
        id ${d.serialId},
        guild_id TEXT NOT NULL,
        channel_id TEXT NOT NULL,
        thread_id TEXT,
        variant TEXT NOT NULL,
        options TEXT NOT NULL,
        status TEXT NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'cancelled')),
        creator_id TEXT NOT NULL,
        created_at ${d.ms} NOT NULL,
        started_at ${d.ms},
        finished_at ${d.ms},
        updated_at ${d.ms} NOT NULL,
        turn INTEGER NOT NULL DEFAULT 0,
        turn_started_at ${d.ms},
        to_move_color TEXT,
        to_move_user_id TEXT,
        version INTEGER NOT NULL DEFAULT 1
      );
      -- At most one open game per place (the thread if any, else the channel).
      CREATE UNIQUE INDEX games_one_open_per_place ON games (${d.indexExpression('coalesce(thread_id, channel_id)')})
        WHERE status IN ('lobby', 'active');
      CREATE INDEX games_waiting ON games (guild_id, to_move_user_id) WHERE status = 'active';
      CREATE INDEX games_active ON games (turn_started_at) WHERE status = 'active';

      CREATE TABLE seats (
        game_id ${d.idRef} NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        user_id TEXT NOT NULL,
        display_name TEXT NOT NULL,
        colors TEXT NOT NULL DEFAULT '',
        wanted_color TEXT,
        joined_at ${d.ms} NOT NULL,
        left_at ${d.ms},
        PRIMARY KEY (game_id, seat),
        UNIQUE (game_id, user_id)
      )${d.withoutRowid};
      CREATE INDEX seats_user ON seats (user_id);

      CREATE TABLE moves (
        game_id ${d.idRef} NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        ply INTEGER NOT NULL CHECK (ply >= 1),
        color TEXT NOT NULL,
        kind TEXT NOT NULL CHECK (kind IN ('place', 'pass', 'resign')),
        cells TEXT CHECK ((kind = 'place') = (cells IS NOT NULL)),
        user_id TEXT,
        created_at ${d.ms} NOT NULL,
        request_id TEXT,
        PRIMARY KEY (game_id, ply)
      )${d.withoutRowid};
      CREATE UNIQUE INDEX moves_request ON moves (game_id, request_id) WHERE request_id IS NOT NULL;

      CREATE TABLE game_settings (
        game_id ${d.idRef} PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
        reminder_ms ${d.ms} NOT NULL DEFAULT 0 CHECK (reminder_ms >= 0),
        deadline_ms ${d.ms} CHECK (deadline_ms > 0),
        reminded_turn INTEGER,
        reminded_at ${d.ms},
        reminders_sent INTEGER NOT NULL DEFAULT 0,
        deadline_turn INTEGER
      );
    `,
  },
  {
    version: 2,
    name: 'per-user notification settings, final results (filled for finished games), undo requests',
    sql: (d) => `
      CREATE TABLE user_settings (
        user_id TEXT PRIMARY KEY,
        notify TEXT NOT NULL DEFAULT 'channel' CHECK (notify IN ('channel', 'dm')),
        quiet_start INTEGER CHECK (quiet_start BETWEEN 0 AND 1439),
        quiet_end INTEGER CHECK (quiet_end BETWEEN 0 AND 1439),
        utc_offset INTEGER NOT NULL DEFAULT 0,
        updated_at ${d.ms} NOT NULL
      );

      CREATE TABLE results (
        game_id ${d.idRef} NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        seat INTEGER NOT NULL,
        user_id TEXT NOT NULL,
        score INTEGER NOT NULL,
        rank INTEGER NOT NULL,
        PRIMARY KEY (game_id, seat)
      )${d.withoutRowid};
      CREATE INDEX results_user ON results (user_id);

      CREATE TABLE undo_requests (
        game_id ${d.idRef} PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
        ply INTEGER NOT NULL,
        requested_by TEXT NOT NULL,
        accepted_by TEXT NOT NULL DEFAULT '[]',
        created_at ${d.ms} NOT NULL
      );
    `,
    after: backfillResults,
  },
  {
    version: 3,
    name: 'colour-blind pictures as a per-user setting; games by place, to show the latest one',
    sql: (d) => `
      ALTER TABLE user_settings
        ADD COLUMN color_blind INTEGER NOT NULL DEFAULT 0 CHECK (color_blind IN (0, 1));
      CREATE INDEX games_place ON games (${d.indexExpression('coalesce(thread_id, channel_id)')}, id);
    `,
  },
  {
    version: 4,
    name: 'seat offers (a running game’s seat handed to a new player); games by server (ratings, lists); idle lobbies',
    sql: (d) => `
      CREATE TABLE seat_offers (
        game_id ${d.idRef} PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
        user_id TEXT NOT NULL,
        offered_by TEXT NOT NULL,
        created_at ${d.ms} NOT NULL
      );
      CREATE INDEX games_finished ON games (guild_id, finished_at, id) WHERE status = 'finished';
      CREATE INDEX games_open_by_guild ON games (guild_id, id) WHERE status IN ('lobby', 'active');
      CREATE INDEX games_lobby_idle ON games (updated_at) WHERE status = 'lobby';
    `,
  },
  {
    version: 5,
    name: 'the outbox (announcements written with each change, delivered by one loop); messages a game edits later',
    sql: (d) => `
      CREATE TABLE outbox (
        id ${d.serialId},
        game_id ${d.idRef} NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        place_id TEXT NOT NULL,
        kind TEXT NOT NULL,
        payload TEXT NOT NULL,
        created_at ${d.ms} NOT NULL,
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at ${d.ms} NOT NULL,
        last_error TEXT,
        blocked TEXT,
        delivered_at ${d.ms},
        message_id TEXT
      );
      CREATE INDEX outbox_pending ON outbox (place_id, id) WHERE delivered_at IS NULL;
      CREATE INDEX outbox_due ON outbox (next_attempt_at) WHERE delivered_at IS NULL AND blocked IS NULL;
      CREATE INDEX outbox_delivered ON outbox (delivered_at) WHERE delivered_at IS NOT NULL;

      CREATE TABLE game_messages (
        game_id ${d.idRef} NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        role TEXT NOT NULL,
        message_id TEXT NOT NULL,
        place_id TEXT NOT NULL,
        PRIMARY KEY (game_id, role)
      )${d.withoutRowid};
    `,
  },
  {
    version: 6,
    name: 'colour-blind pictures per game (a lobby toggle) and as a server default',
    sql: (d) => `
      ALTER TABLE game_settings
        ADD COLUMN color_blind INTEGER NOT NULL DEFAULT 0 CHECK (color_blind IN (0, 1));
      CREATE TABLE guild_settings (
        guild_id TEXT PRIMARY KEY,
        color_blind INTEGER NOT NULL DEFAULT 0 CHECK (color_blind IN (0, 1)),
        updated_at ${d.ms} NOT NULL
      );
    `,
  },
  {
    version: 7,
    name: 'when each running game next needs its reminder or deadline looked at, kept by triggers and indexed',
    sql: (d) => `
      -- The moment a game's turn next needs attention: its reminder (the turn's start or its last reminder,
      -- plus the interval) or its deadline (the turn's start plus the deadline, until handled), whichever
      -- comes first; null when neither applies (not running, nobody to move, no reminders or deadline).
      -- The due-turns query then reads only the due games through an index, never every running game.
      CREATE VIEW game_reminder_times AS
        SELECT game_id,
          CASE WHEN running THEN ${d.least('coalesce(remind_at, deadline_at)', 'coalesce(deadline_at, remind_at)')} END AS at
        FROM (
          SELECT g.id AS game_id,
            g.status = 'active' AND g.to_move_user_id IS NOT NULL AS running,
            CASE WHEN s.reminder_ms > 0 THEN
              (CASE WHEN s.reminded_turn = g.turn THEN s.reminded_at ELSE g.turn_started_at END) + s.reminder_ms
            END AS remind_at,
            CASE WHEN s.deadline_ms IS NOT NULL AND ${d.distinct('s.deadline_turn', 'g.turn')} THEN
              g.turn_started_at + s.deadline_ms
            END AS deadline_at
          FROM games g JOIN game_settings s ON s.game_id = g.id
        ) AS times;

      ALTER TABLE games ADD COLUMN next_reminder_at ${d.ms};
      CREATE INDEX games_next_reminder ON games (next_reminder_at) WHERE next_reminder_at IS NOT NULL;

      -- Every write that can move the moment recomputes it, whatever code made the write: a move, an undo,
      -- a start, a resignation, a claimed reminder or deadline, a change of the game's settings.
      ${d.rowTrigger({
        name: 'games_next_reminder_on_game',
        when: 'AFTER UPDATE OF status, turn, turn_started_at, to_move_user_id ON games',
        fn: 'games_next_reminder_of_game',
        statement: REMIND_GAME,
      })}
      ${d.rowTrigger({
        name: 'games_next_reminder_on_settings',
        when: 'AFTER UPDATE OF reminder_ms, deadline_ms, reminded_turn, reminded_at, deadline_turn ON game_settings',
        fn: 'games_next_reminder_of_settings',
        statement: REMIND_SETTINGS_GAME,
      })}
      ${d.rowTrigger({
        name: 'games_next_reminder_on_new_settings',
        when: 'AFTER INSERT ON game_settings',
        fn: 'games_next_reminder_of_settings',
        statement: REMIND_SETTINGS_GAME,
      })}

      UPDATE games SET next_reminder_at = (SELECT at FROM game_reminder_times t WHERE t.game_id = games.id)
      WHERE status = 'active';
    `,
  },
  {
    version: 8,
    name: 'ratings per server and player, updated when a game finishes (filled for finished games)',
    sql: (d) => `
      CREATE TABLE ratings (
        guild_id TEXT NOT NULL,
        user_id TEXT NOT NULL,
        display_name TEXT NOT NULL,
        mu ${d.float} NOT NULL,
        sigma ${d.float} NOT NULL,
        games INTEGER NOT NULL CHECK (games > 0),
        wins INTEGER NOT NULL,
        score_sum INTEGER NOT NULL,
        best_score INTEGER NOT NULL,
        updated_at ${d.ms} NOT NULL,
        PRIMARY KEY (guild_id, user_id)
      )${d.withoutRowid};
      CREATE INDEX ratings_board ON ratings (guild_id, mu DESC, wins DESC);
    `,
    after: (db) => backfillRatings(db),
  },
  {
    version: 9,
    name: 'languages: a server’s chosen language and its Discord locale; each user’s last seen locale',
    sql: () => `
      ALTER TABLE guild_settings ADD COLUMN language TEXT;
      ALTER TABLE guild_settings ADD COLUMN discord_locale TEXT;
      ALTER TABLE user_settings ADD COLUMN locale TEXT;
    `,
  },
  {
    version: 10,
    name: 'hints: how many hints each player used in a game',
    sql: (d) => `
      CREATE TABLE hints (
        game_id ${d.idRef} NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        user_id TEXT NOT NULL,
        used INTEGER NOT NULL CHECK (used > 0),
        PRIMARY KEY (game_id, user_id)
      )${d.withoutRowid};
    `,
  },
  {
    version: 11,
    name: 'outbox leases: which process is posting an announcement, and until when (several processes)',
    sql: (d) => `
      ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
      ALTER TABLE outbox ADD COLUMN claimed_until ${d.ms};
      ${d.postgresOnly(OWNS_GUILD_POSTGRES)}
    `,
  },
  {
    version: 12,
    name: 'a computer seat’s level in a column of its own (filled from the seats’ user ids)',
    sql: () => `
      ALTER TABLE seats ADD COLUMN computer_level INTEGER CHECK (computer_level > 0);
    `,
    after: backfillComputerLevels,
  },
];

/** The schema version this code writes. */
export const LATEST_VERSION = MIGRATIONS[MIGRATIONS.length - 1]!.version;
