import type { Variant } from '../../engine/index.ts';
import type { SeatRecord } from '../records.ts';
import type { SqlDatabase } from '../sql/sql-database.ts';

/** A row of `seats`. `colors` is a comma list of colour names (`blue,red`); empty in the lobby. */
export interface SeatRow {
  game_id: number;
  seat: number;
  user_id: string;
  display_name: string;
  colors: string;
  wanted_color: string | null;
  joined_at: number;
  left_at: number | null;
  computer_level: number | null;
}

function colorIndex(variant: Variant, name: string): number {
  const index = (variant.colors as readonly string[]).indexOf(name);
  if (index < 0) throw new Error(`colour "${name}" is not in ${variant.id}`);
  return index;
}

/** Row → record (colour names become the variant's colour indexes). */
export function seatFromRow(row: SeatRow, variant: Variant): SeatRecord {
  return {
    seat: row.seat,
    userId: row.user_id,
    displayName: row.display_name,
    colors: row.colors === '' ? [] : row.colors.split(',').map((name) => colorIndex(variant, name)),
    wantedColor: row.wanted_color === null ? null : colorIndex(variant, row.wanted_color),
    joinedAt: row.joined_at,
    leftAt: row.left_at,
    computerLevel: row.computer_level,
  };
}

/** Record → row. */
export function seatToRow(gameId: number, seat: SeatRecord, variant: Variant): SeatRow {
  return {
    game_id: gameId,
    seat: seat.seat,
    user_id: seat.userId,
    display_name: seat.displayName,
    colors: seat.colors.map((c) => variant.colors[c]!).join(','),
    wanted_color: seat.wantedColor === null ? null : variant.colors[seat.wantedColor]!,
    joined_at: seat.joinedAt,
    left_at: seat.leftAt,
    computer_level: seat.computerLevel,
  };
}

/** The prepared statements of `seats`. */
export function prepareSeatTable(db: SqlDatabase) {
  const ofGame = db.prepare<[number], SeatRow>('SELECT * FROM seats WHERE game_id = ? ORDER BY seat');
  const insert = db.prepare<SeatRow>(`
    INSERT INTO seats (game_id, seat, user_id, display_name, colors, wanted_color, joined_at, left_at, computer_level)
    VALUES (@game_id, @seat, @user_id, @display_name, @colors, @wanted_color, @joined_at, @left_at, @computer_level)`);
  const clear = db.prepare<[number]>('DELETE FROM seats WHERE game_id = ?');
  return {
    ofGame(gameId: number, variant: Variant): SeatRecord[] {
      return ofGame.all(gameId).map((row) => seatFromRow(row, variant));
    },
    insert(gameId: number, seat: SeatRecord, variant: Variant): void {
      insert.run(seatToRow(gameId, seat, variant));
    },
    /** Replaces all seats of a game (at most four rows, so rewriting is simplest). */
    replace(gameId: number, seats: readonly SeatRecord[], variant: Variant): void {
      clear.run(gameId);
      for (const seat of seats) insert.run(seatToRow(gameId, seat, variant));
    },
  };
}
