import type { SqlDatabase } from '../sql/sql-database.ts';

/** How computer seats' user ids were written before their level had a column: `computer:<level>:<n>`. */
const LEVEL_IN_ID = /^computer:([1-9]\d?):\d+$/;

/**
 * Migration 12's data step: the level of each computer seat, read once from its user id into
 * `seats.computer_level`. From here on the column is where the level lives; nothing reads it from ids.
 */
export function backfillComputerLevels(db: SqlDatabase): void {
  const seats = db
    .prepare<[], { game_id: number; seat: number; user_id: string }>(
      "SELECT game_id, seat, user_id FROM seats WHERE user_id LIKE 'computer:%'",
    )
    .all();
  const set = db.prepare<[number, number, number]>(
    'UPDATE seats SET computer_level = ? WHERE game_id = ? AND seat = ?',
  );
  for (const seat of seats) {
    const level = LEVEL_IN_ID.exec(seat.user_id)?.[1];
    if (level !== undefined) set.run(Number(level), seat.game_id, seat.seat);
  }
}
