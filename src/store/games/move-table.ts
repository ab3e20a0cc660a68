import type { GameEvent, Variant } from '../../engine/index.ts';
import { layoutFor } from '../../engine/index.ts';
import type { MoveKind, MoveRecord } from '../records.ts';
import type { SqlDatabase } from '../sql/sql-database.ts';
import { cellsOfMove, moveOfCells } from './move-cells.ts';

/** A row of `moves`: colour by name, a placement as its canonical cell list. */
export interface MoveRow {
  game_id: number;
  ply: number;
  color: string;
  kind: MoveKind;
  cells: string | null;
  user_id: string | null;
  created_at: number;
  request_id: string | null;
}

/** Row → record. */
export function moveFromRow(row: MoveRow, variant: Variant): MoveRecord {
  const color = (variant.colors as readonly string[]).indexOf(row.color);
  if (color < 0)
    throw new Error(`move ${row.game_id}/${row.ply}: colour "${row.color}" is not in ${variant.id}`);
  if ((row.kind === 'place') !== (row.cells !== null))
    throw new Error(`move ${row.game_id}/${row.ply} is corrupt`);
  return {
    ply: row.ply,
    color,
    kind: row.kind,
    move: row.cells === null ? null : moveOfCells(layoutFor(variant.board), row.cells),
    userId: row.user_id,
    at: row.created_at,
    requestId: row.request_id,
  };
}

/** Record → row. */
export function moveToRow(gameId: number, move: MoveRecord, variant: Variant): MoveRow {
  return {
    game_id: gameId,
    ply: move.ply,
    color: variant.colors[move.color]!,
    kind: move.kind,
    cells: move.move === null ? null : cellsOfMove(layoutFor(variant.board), move.move),
    user_id: move.userId,
    created_at: move.at,
    request_id: move.requestId,
  };
}

/** The engine history of a log: placements, and passes/resignations as the engine's resign. */
export function eventsOf(moves: readonly MoveRecord[]): GameEvent[] {
  return moves.map((m) =>
    m.kind === 'place'
      ? { type: 'place', color: m.color, move: m.move! }
      : { type: 'resign', color: m.color },
  );
}

/** The prepared statements of `moves`. */
export function prepareMoveTable(db: SqlDatabase) {
  const ofGame = db.prepare<[number], MoveRow>('SELECT * FROM moves WHERE game_id = ? ORDER BY ply');
  const insert = db.prepare<MoveRow>(`
    INSERT INTO moves (game_id, ply, color, kind, cells, user_id, created_at, request_id)
    VALUES (@game_id, @ply, @color, @kind, @cells, @user_id, @created_at, @request_id)`);
  const dropFrom = db.prepare<[number, number]>('DELETE FROM moves WHERE game_id = ? AND ply >= ?');
  const byRequest = db.prepare<[number, string], { ply: number }>(
    'SELECT ply FROM moves WHERE game_id = ? AND request_id = ?',
  );
  return {
    ofGame(gameId: number, variant: Variant): MoveRecord[] {
      return ofGame.all(gameId).map((row) => moveFromRow(row, variant));
    },
    insert(gameId: number, move: MoveRecord, variant: Variant): void {
      insert.run(moveToRow(gameId, move, variant));
    },
    /** Deletes the log from `ply` on (an undo). */
    dropFrom(gameId: number, ply: number): void {
      dropFrom.run(gameId, ply);
    },
    /** The ply a request produced, if it was applied. */
    plyOfRequest(gameId: number, requestId: string): number | undefined {
      return byRequest.get(gameId, requestId)?.ply;
    },
  };
}
