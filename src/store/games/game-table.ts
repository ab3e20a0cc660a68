import { type Color, isVariantId, variantOf } from '../../engine/index.ts';
import {
  DEADLINE_ACTIONS,
  type GameFields,
  type GameRecord,
  type GameStatus,
  type StoredOptions,
  UNDO_RULES,
} from '../records.ts';
import { OWNS_GUILD_SQL } from '../sql/shard-scope.ts';
import type { SqlDatabase } from '../sql/sql-database.ts';

/** A row of `games` as SQLite returns it. */
export interface GameRow {
  id: number;
  guild_id: string;
  channel_id: string;
  thread_id: string | null;
  variant: string;
  options: string;
  status: GameStatus;
  creator_id: string;
  created_at: number;
  started_at: number | null;
  finished_at: number | null;
  updated_at: number;
  turn: number;
  turn_started_at: number | null;
  to_move_color: Color | null;
  to_move_user_id: string | null;
  version: number;
}

/** Reads the options JSON, filling defaults for keys an older row lacks. */
export function optionsFromJson(text: string): StoredOptions {
  const raw = JSON.parse(text) as Partial<StoredOptions>;
  return {
    fastContact: raw.fastContact === true,
    autoStart: raw.autoStart === true,
    invited: Array.isArray(raw.invited)
      ? raw.invited.filter((id): id is string => typeof id === 'string')
      : [],
    undoRule: UNDO_RULES.includes(raw.undoRule as never) ? raw.undoRule! : 'agree',
    deadlineAction: DEADLINE_ACTIONS.includes(raw.deadlineAction as never) ? raw.deadlineAction! : 'remind',
    hints: raw.hints !== false,
  };
}

/** Row → record. */
export function gameFromRow(row: GameRow): GameRecord {
  if (!isVariantId(row.variant)) throw new Error(`game ${row.id} has unknown variant "${row.variant}"`);
  const colors: readonly string[] = variantOf(row.variant).colors;
  return {
    id: row.id,
    guildId: row.guild_id,
    channelId: row.channel_id,
    threadId: row.thread_id,
    variant: row.variant,
    options: optionsFromJson(row.options),
    status: row.status,
    creatorId: row.creator_id,
    createdAt: row.created_at,
    startedAt: row.started_at,
    finishedAt: row.finished_at,
    updatedAt: row.updated_at,
    turn: row.turn,
    turnStartedAt: row.turn_started_at,
    toMoveColor: row.to_move_color === null ? null : colors.indexOf(row.to_move_color),
    toMoveUserId: row.to_move_user_id,
    version: row.version,
  };
}

/** What a new game row needs. */
export interface NewGameRecord {
  readonly guildId: string;
  readonly channelId: string;
  readonly threadId: string | null;
  readonly variant: GameRecord['variant'];
  readonly options: StoredOptions;
  readonly creatorId: string;
  readonly createdAt: number;
}

/** The update of a compare-and-set commit, as named SQL parameters. */
function updateParams(before: GameRecord, fields: GameFields, newTurn: boolean, now: number) {
  const colors = variantOf(before.variant).colors;
  return {
    id: before.id,
    version: before.version,
    status: fields.status,
    started_at: fields.startedAt,
    finished_at: fields.finishedAt,
    to_move_color: fields.toMoveColor === null ? null : colors[fields.toMoveColor]!,
    to_move_user_id: fields.toMoveUserId,
    new_turn: newTurn ? 1 : 0,
    now,
  };
}

/** The prepared statements of `games` (prepared once per connection). */
export function prepareGameTable(db: SqlDatabase) {
  const insert = db.prepare<Record<string, unknown>, GameRow>(`
    INSERT INTO games (guild_id, channel_id, thread_id, variant, options, status, creator_id, created_at, updated_at)
    VALUES (@guild_id, @channel_id, @thread_id, @variant, @options, 'lobby', @creator_id, @created_at, @created_at)
    RETURNING *`);
  const byId = db.prepare<[number], GameRow>('SELECT * FROM games WHERE id = ?');
  const openAt = db.prepare<[string], GameRow>(
    `SELECT * FROM games WHERE coalesce(thread_id, channel_id) = ? AND status IN ('lobby', 'active')`,
  );
  const newestAt = db.prepare<[string], { id: number; version: number }>(
    'SELECT id, version FROM games WHERE coalesce(thread_id, channel_id) = ? ORDER BY id DESC LIMIT 1',
  );
  const latestAt = db.prepare<[string], GameRow>(
    `SELECT * FROM games WHERE coalesce(thread_id, channel_id) = ? AND status = 'finished' ORDER BY id DESC LIMIT 1`,
  );
  const update = db.prepare<Record<string, unknown>, GameRow>(`
    UPDATE games SET status = @status, started_at = @started_at, finished_at = @finished_at,
      to_move_color = @to_move_color, to_move_user_id = @to_move_user_id,
      turn = turn + @new_turn,
      turn_started_at = CASE WHEN @new_turn = 1 THEN @now ELSE turn_started_at END,
      updated_at = @now, version = version + 1
    WHERE id = @id AND version = @version
    RETURNING *`);
  const waiting = db.prepare<[string, string], GameRow>(`
    SELECT * FROM games WHERE guild_id = ? AND to_move_user_id = ? AND status = 'active'
    ORDER BY turn_started_at, id`);
  const openOfUser = db.prepare<[string, string], GameRow>(`
    SELECT g.* FROM games g JOIN seats s ON s.game_id = g.id
    WHERE g.guild_id = ? AND s.user_id = ? AND g.status IN ('lobby', 'active') ORDER BY g.id`);
  const idleLobbies = db.prepare<[number], GameRow>(
    `SELECT * FROM games WHERE status = 'lobby' AND updated_at <= ? AND ${OWNS_GUILD_SQL}(guild_id)
      ORDER BY updated_at, id LIMIT 100`,
  );
  const openIds = db.prepare<[], { id: number }>(
    `SELECT id FROM games WHERE status IN ('lobby', 'active') AND ${OWNS_GUILD_SQL}(guild_id) ORDER BY id`,
  );
  return {
    insert(game: NewGameRecord): GameRecord {
      const row = insert.get({
        guild_id: game.guildId,
        channel_id: game.channelId,
        thread_id: game.threadId,
        variant: game.variant,
        options: JSON.stringify(game.options),
        creator_id: game.creatorId,
        created_at: game.createdAt,
      });
      return gameFromRow(row!);
    },
    byId(id: number): GameRecord | undefined {
      const row = byId.get(id);
      return row && gameFromRow(row);
    },
    openAt(placeId: string): GameRecord | undefined {
      const row = openAt.get(placeId);
      return row && gameFromRow(row);
    },
    newestAt(placeId: string): { id: number; version: number } | undefined {
      const row = newestAt.get(placeId);
      return row && { id: Number(row.id), version: Number(row.version) };
    },
    latestAt(placeId: string): GameRecord | undefined {
      const row = latestAt.get(placeId);
      return row && gameFromRow(row);
    },
    /** Compare-and-set: undefined when the game is no longer at `before.version`. */
    update(before: GameRecord, fields: GameFields, newTurn: boolean, now: number): GameRecord | undefined {
      const row = update.get(updateParams(before, fields, newTurn, now));
      return row && gameFromRow(row);
    },
    waiting(guildId: string, userId: string): GameRecord[] {
      return waiting.all(guildId, userId).map(gameFromRow);
    },
    openOfUser(guildId: string, userId: string): GameRecord[] {
      return openOfUser.all(guildId, userId).map(gameFromRow);
    },
    idleLobbies(before: number): GameRecord[] {
      return idleLobbies.all(before).map(gameFromRow);
    },
    openIds(): number[] {
      return openIds.all().map((r) => r.id);
    },
  };
}
