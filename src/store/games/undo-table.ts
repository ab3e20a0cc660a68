import type { UndoRequestRecord } from '../records.ts';
import type { SqlDatabase } from '../sql/sql-database.ts';

/** A row of `undo_requests`: at most one pending request per game; `accepted_by` is a JSON list of user ids. */
export interface UndoRow {
  game_id: number;
  ply: number;
  requested_by: string;
  accepted_by: string;
  created_at: number;
}

/** Row → record. */
export function undoFromRow(row: UndoRow): UndoRequestRecord {
  const accepted = JSON.parse(row.accepted_by) as unknown;
  return {
    ply: row.ply,
    requestedBy: row.requested_by,
    acceptedBy: Array.isArray(accepted) ? accepted.map(String) : [],
    at: row.created_at,
  };
}

/** Record → row. */
export function undoToRow(gameId: number, request: UndoRequestRecord): UndoRow {
  return {
    game_id: gameId,
    ply: request.ply,
    requested_by: request.requestedBy,
    accepted_by: JSON.stringify(request.acceptedBy),
    created_at: request.at,
  };
}

/** The prepared statements of `undo_requests`. */
export function prepareUndoTable(db: SqlDatabase) {
  const get = db.prepare<[number], UndoRow>('SELECT * FROM undo_requests WHERE game_id = ?');
  const upsert = db.prepare<UndoRow>(`
    INSERT INTO undo_requests (game_id, ply, requested_by, accepted_by, created_at)
    VALUES (@game_id, @ply, @requested_by, @accepted_by, @created_at)
    ON CONFLICT (game_id) DO UPDATE SET ply = excluded.ply, requested_by = excluded.requested_by,
      accepted_by = excluded.accepted_by, created_at = excluded.created_at`);
  const clear = db.prepare<[number]>('DELETE FROM undo_requests WHERE game_id = ?');
  return {
    get(gameId: number): UndoRequestRecord | null {
      const row = get.get(gameId);
      return row ? undoFromRow(row) : null;
    },
    /** Sets (null: clears) the pending request. */
    put(gameId: number, request: UndoRequestRecord | null): void {
      if (request === null) clear.run(gameId);
      else upsert.run(undoToRow(gameId, request));
    },
  };
}
