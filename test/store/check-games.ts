import { seatForColor } from '../../src/app/game/turns.ts';
import { replay, type VariantId } from '../../src/engine/index.ts';
import { eventsOf, type FinishedGame, isRated, rateHistory, type Store } from '../../src/store/index.ts';

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

/**
 * The due-turns query of schema 6, which scanned every running game: the oracle the index must agree with.
 */
const SCAN_DUE = `
  SELECT g.id FROM games g JOIN game_settings s ON s.game_id = g.id
  WHERE g.status = 'active' AND g.to_move_user_id IS NOT NULL AND (
    (s.reminder_ms > 0 AND (CASE WHEN s.reminded_turn = g.turn THEN s.reminded_at ELSE g.turn_started_at END)
      + s.reminder_ms <= @now)
    OR (s.deadline_ms IS NOT NULL AND s.deadline_turn IS NOT g.turn AND g.turn_started_at + s.deadline_ms <= @now))
  ORDER BY g.id`;

/**
 * Checks `games.next_reminder_at` of every game against what it should be, worked out here from the game
 * row and its settings (the earlier of the reminder and the unhandled deadline of a running game with a
 * player to move), and that the indexed due turns at `now` (and an hour and a day later) are exactly the
 * games the old scan found. Throws with the game id on the first difference.
 */
export function checkReminderIndex(store: Store, now: number): void {
  const rows = store.db
    .prepare(
      `SELECT g.id, g.status, g.to_move_user_id, g.turn, g.turn_started_at, g.next_reminder_at,
        s.reminder_ms, s.deadline_ms, s.reminded_turn, s.reminded_at, s.deadline_turn
      FROM games g JOIN game_settings s ON s.game_id = g.id`,
    )
    .all() as {
    id: number;
    status: string;
    to_move_user_id: string | null;
    turn: number;
    turn_started_at: number | null;
    next_reminder_at: number | null;
    reminder_ms: number;
    deadline_ms: number | null;
    reminded_turn: number | null;
    reminded_at: number | null;
    deadline_turn: number | null;
  }[];
  for (const r of rows) {
    const times: number[] = [];
    if (r.status === 'active' && r.to_move_user_id !== null && r.turn_started_at !== null) {
      if (r.reminder_ms > 0)
        times.push((r.reminded_turn === r.turn ? r.reminded_at! : r.turn_started_at) + r.reminder_ms);
      if (r.deadline_ms !== null && r.deadline_turn !== r.turn) times.push(r.turn_started_at + r.deadline_ms);
    }
    const expected = times.length > 0 ? Math.min(...times) : null;
    if (r.next_reminder_at !== expected)
      throw new Error(`game ${r.id}: next_reminder_at ${r.next_reminder_at}, expected ${expected}`);
  }
  const scan = store.db.prepare(SCAN_DUE);
  for (const at of [now, now + 3_600_000, now + 86_400_000]) {
    const old = (scan.all({ now: at }) as { id: number }[]).map((r) => r.id);
    const indexed = store
      .dueTurns(at, null, 1_000_000)
      .map((d) => d.game.id)
      .sort((a, b) => a - b);
    if (JSON.stringify(old) !== JSON.stringify(indexed))
      throw new Error(`due at ${at}: the scan finds [${old}], the index [${indexed}]`);
  }
}

/**
 * Checks that the `ratings` table, updated game by game as each finished, equals a recomputation from
 * scratch over every finished game's results, in the order they finished (ties by id). Returns how many
 * finished games were rated.
 */
export function checkRatings(store: Store): number {
  const rows = store.db
    .prepare(`
      SELECT g.id, g.guild_id, g.variant, r.seat, r.user_id, r.score, r.rank, s.display_name
      FROM games g JOIN results r ON r.game_id = g.id JOIN seats s ON s.game_id = g.id AND s.seat = r.seat
      WHERE g.status = 'finished' ORDER BY g.finished_at, g.id, r.seat`)
    .all() as {
    id: number;
    guild_id: string;
    variant: VariantId;
    seat: number;
    user_id: string;
    score: number;
    rank: number;
    display_name: string;
  }[];
  const games = new Map<number, FinishedGame & { seats: FinishedGame['seats'][number][] }>();
  for (const row of rows) {
    let game = games.get(row.id);
    if (!game) {
      game = { guildId: row.guild_id, variant: row.variant, seats: [] };
      games.set(row.id, game);
    }
    game.seats.push({
      seat: row.seat,
      userId: row.user_id,
      displayName: row.display_name,
      score: row.score,
      rank: row.rank,
    });
  }
  const expected = rateHistory(games.values());
  const guilds = (
    store.db.prepare('SELECT DISTINCT guild_id FROM ratings').all() as { guild_id: string }[]
  ).map((r) => r.guild_id);
  for (const guildId of new Set([...guilds, ...expected.keys()])) {
    const want = [...(expected.get(guildId)?.values() ?? [])].sort((a, b) => (a.userId < b.userId ? -1 : 1));
    const have = store.ratingsOf(guildId);
    if (JSON.stringify(have) !== JSON.stringify(want))
      throw new Error(`ratings of ${guildId}: ${JSON.stringify(have)}, recomputed ${JSON.stringify(want)}`);
  }
  return [...games.values()].filter((g) => isRated(g.variant)).length;
}
