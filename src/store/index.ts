/**
 * The store (SQLite through better-sqlite3, or PostgreSQL: sql/sql-database.ts): numbered migrations, one mapper per table, and the `Store` whose
 * `commit` is the single, version-guarded write path of a game. No Discord types here.
 */

export { computerId, freeComputerId, isComputerId } from './computers/computer-id.ts';
export type { ComputerTable } from './computers/computer-table.ts';
export type { DueCursor, DueTurn } from './games/due-turns.ts';
export type { JoinableGame } from './games/joinable-games.ts';
export { cellsOfMove, moveOfCells } from './games/move-cells.ts';
export { eventsOf } from './games/move-table.ts';
export { DM_PLACE_PREFIX, type NewAnnouncement, type OutboxRecord } from './outbox-table.ts';
export {
  type FinishedGame,
  isRated,
  RATING_SCALE,
  type RatedSeat,
  type RatingRecord,
  rateGame,
  rateHistory,
} from './ratings/rating-model.ts';
export {
  DEADLINE_ACTIONS,
  type DeadlineAction,
  GAME_STATUSES,
  type GameFields,
  type GameRecord,
  type GameSettingsRecord,
  type GameStatus,
  type GuildSettingsRecord,
  type MoveKind,
  type MoveRecord,
  NOTIFY_PREFERENCES,
  type NotifyPreference,
  type QuietHours,
  type ResultRecord,
  type SeatOfferRecord,
  type SeatRecord,
  type StoredGame,
  type StoredOptions,
  UNDO_RULES,
  type UndoRequestRecord,
  type UndoRule,
  type UserSettingsRecord,
} from './records.ts';
export { migrate, schemaVersion } from './schema/migrate.ts';
export { LATEST_VERSION, MIGRATIONS, type Migration, migrationSql } from './schema/migrations.ts';
export {
  BUSY_TIMEOUT_MS,
  DEFAULT_DATABASE_PATH,
  type OpenOptions,
  openDatabase,
  openSql,
} from './sql/open-database.ts';
export { PostgresSql } from './sql/pg-sql.ts';
export { allShards, ownsGuild, type ShardScope, shardOfGuild } from './sql/shard-scope.ts';
export { isPostgresUrl, type SqlDatabase, SqlError, type SqlStatement } from './sql/sql-database.ts';
export { SqliteSql } from './sql/sqlite-sql.ts';
export { type CommitError, type GameChange, type NewGame, type PlaceBusy, Store } from './store.ts';
