import { type GameEvent, isVariantId, layoutFor, replay, scoresOf, variantOf } from '../../engine/index.ts';
import { moveOfCells } from '../games/move-cells.ts';
import type { SqlDatabase } from '../sql/sql-database.ts';

/**
 * Migration 2's data step: fills `results` for the games that finished before the table existed, by
 * replaying their logs. It reads the tables as they are at schema version 2 (not through the current
 * mappers, which may change later). A game whose log does not replay is left without results.
 */
export function backfillResults(db: SqlDatabase): void {
  const games = db.prepare("SELECT id, variant, options FROM games WHERE status = 'finished'").all() as {
    id: number;
    variant: string;
    options: string;
  }[];
  const moves = db.prepare('SELECT color, kind, cells FROM moves WHERE game_id = ? ORDER BY ply');
  const seats = db.prepare('SELECT seat, user_id FROM seats WHERE game_id = ? ORDER BY seat');
  const insert = db.prepare(
    'INSERT INTO results (game_id, seat, user_id, score, rank) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  for (const game of games) {
    if (!isVariantId(game.variant)) continue;
    const variant = variantOf(game.variant);
    const layout = layoutFor(variant.board);
    const colors: readonly string[] = variant.colors;
    let events: GameEvent[];
    try {
      events = (moves.all(game.id) as { color: string; kind: string; cells: string | null }[]).map((m) => {
        const color = colors.indexOf(m.color);
        return m.cells === null
          ? { type: 'resign', color }
          : { type: 'place', color, move: moveOfCells(layout, m.cells) };
      });
    } catch {
      continue;
    }
    const fastContact = (JSON.parse(game.options) as { fastContact?: boolean }).fastContact === true;
    const replayed = replay(game.variant, { fastContact }, events);
    if (!replayed.ok) continue;
    const scores = scoresOf(replayed.value);
    for (const seat of seats.all(game.id) as { seat: number; user_id: string }[]) {
      const score = scores.playerScores[seat.seat];
      const rank = scores.playerRanks[seat.seat];
      if (score !== undefined && rank !== undefined)
        insert.run(game.id, seat.seat, seat.user_id, score, rank);
    }
  }
}
