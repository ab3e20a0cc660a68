import { seatForColor } from '../../src/app/turns.ts';
import { replay } from '../../src/engine/index.ts';
import { eventsOf, type Store } from '../../src/store/index.ts';

/**
 * Checks every stored game: its log is numbered 1..n and replays legally, and the cached columns (status,
 * whose turn, results) agree with the replayed game. Throws with the game id on the first problem;
 * returns how many games and log entries it saw.
 */
export function checkStoredGames(store: Store): {
  games: number;
  moves: number;
  byStatus: Record<string, number>;
} {
  const ids = (store.db.prepare('SELECT id FROM games ORDER BY id').all() as { id: number }[]).map(
    (r) => r.id,
  );
  let moves = 0;
  const byStatus: Record<string, number> = {};
  for (const id of ids) {
    const stored = store.loadGame(id);
    if (!stored) throw new Error(`game ${id} does not load`);
    const { game: record } = stored;
    byStatus[record.status] = (byStatus[record.status] ?? 0) + 1;
    const fail = (what: string) => {
      throw new Error(`game ${id} (${record.status}, version ${record.version}): ${what}`);
    };
    for (const [i, m] of stored.moves.entries())
      if (m.ply !== i + 1) fail(`ply ${m.ply} at position ${i + 1}`);
    moves += stored.moves.length;
    const replayed = replay(
      record.variant,
      { fastContact: record.options.fastContact },
      eventsOf(stored.moves),
    );
    if (!replayed.ok) return fail(`log does not replay at entry ${replayed.error.index}`);
    const game = replayed.value;
    const over = game.toMove === null;
    const results = store.resultsOf(id);
    if (record.status === 'lobby' && stored.moves.length > 0) fail('a lobby with moves');
    if (record.status === 'active') {
      if (over) fail('active but over');
      if (record.toMoveColor !== game.toMove) fail(`to_move_color ${record.toMoveColor} ≠ ${game.toMove}`);
      const player = seatForColor(game, stored.seats, game.toMove!);
      if (record.toMoveUserId !== (player?.userId ?? null)) fail('to_move_user_id is not the player to move');
      if (results.length > 0) fail('results before the end');
    }
    if (record.status === 'finished') {
      if (!over) fail('finished but not over');
      if (record.toMoveColor !== null) fail('finished with a colour to move');
      if (results.length !== stored.seats.length) fail('results missing');
    }
    if (record.status === 'cancelled' && record.toMoveColor !== null) fail('cancelled with a colour to move');
  }
  return { games: ids.length, moves, byStatus };
}
