import type { SeatOfferRecord } from '../records.ts';
import type { SqlDatabase } from '../sql/sql-database.ts';

/** A row of `seat_offers`: at most one open offer per game, of the seat `user_id` holds. */
export interface OfferRow {
  game_id: number;
  user_id: string;
  offered_by: string;
  created_at: number;
}

/** Row → record. */
export function offerFromRow(row: OfferRow): SeatOfferRecord {
  return { userId: row.user_id, offeredBy: row.offered_by, at: row.created_at };
}

/** Record → row. */
export function offerToRow(gameId: number, offer: SeatOfferRecord): OfferRow {
  return { game_id: gameId, user_id: offer.userId, offered_by: offer.offeredBy, created_at: offer.at };
}

/** The prepared statements of `seat_offers`. */
export function prepareOfferTable(db: SqlDatabase) {
  const get = db.prepare<[number], OfferRow>('SELECT * FROM seat_offers WHERE game_id = ?');
  const upsert = db.prepare<OfferRow>(`
    INSERT INTO seat_offers (game_id, user_id, offered_by, created_at)
    VALUES (@game_id, @user_id, @offered_by, @created_at)
    ON CONFLICT (game_id) DO UPDATE SET user_id = excluded.user_id, offered_by = excluded.offered_by,
      created_at = excluded.created_at`);
  const clear = db.prepare<[number]>('DELETE FROM seat_offers WHERE game_id = ?');
  return {
    get(gameId: number): SeatOfferRecord | null {
      const row = get.get(gameId);
      return row ? offerFromRow(row) : null;
    },
    /** Sets (null: clears) the open offer. */
    put(gameId: number, offer: SeatOfferRecord | null): void {
      if (offer === null) clear.run(gameId);
      else upsert.run(offerToRow(gameId, offer));
    },
  };
}
