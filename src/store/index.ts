/**
 * The store (SQLite through better-sqlite3, or PostgreSQL: sql.ts): numbered migrations, one mapper per table, and the `Store` whose
 * `commit` is the single, version-guarded write path of a game. No Discord types here.
 */
export { cellsOfMove, moveOfCells } from './cells.ts';
export { computerId, computerLevelOf, isComputerId } from './computer-id.ts';
export type { ComputerTable } from './computer-table.ts';
export {
  BUSY_TIMEOUT_MS,
  DEFAULT_DATABASE_PATH,
  type OpenOptions,
  openDatabase,
  openSql,
} from './database.ts';
export type { DueCursor, DueTurn } from './due-turns.ts';
export type { JoinableGame } from './joinable.ts';
export { migrate, schemaVersion } from './migrate.ts';
export { LATEST_VERSION, MIGRATIONS, type Migration } from './migrations.ts';
export { eventsOf } from './move-table.ts';
export { DM_PLACE_PREFIX, type NewAnnouncement, type OutboxRecord } from './outbox-table.ts';
export { PostgresSql } from './pg-sql.ts';
export {
  type FinishedGame,
  isRated,
  RATING_SCALE,
  type RatedSeat,
  type RatingRecord,
  rateGame,
  rateHistory,
} from './rating-model.ts';
export * from './records.ts';
export { allShards, ownsGuild, type ShardScope, shardOfGuild } from './shards.ts';
export { isPostgresUrl, type SqlDatabase, SqlError, type SqlStatement } from './sql.ts';
export { SqliteSql } from './sqlite-sql.ts';
export { type CommitError, type GameChange, type NewGame, type PlaceBusy, Store } from './store.ts';
