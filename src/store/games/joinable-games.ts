import { variantOf } from '../../engine/index.ts';
import type { GameRecord } from '../records.ts';
import type { SqlDatabase } from '../sql/sql-database.ts';
import { type GameRow, gameFromRow } from './game-table.ts';

/** A game of a server someone could join: a lobby with its seats taken so far, or a running game with a seat on offer. */
export interface JoinableGame {
  readonly game: GameRecord;
  /** Seats taken (the lobby's players, or all seats of a running game). */
  readonly seatsTaken: number;
  /** The seat on offer in a running game: its holder and colours (indexes). */
  readonly offered: { readonly userId: string; readonly colors: readonly number[] } | null;
}

type JoinableRow = GameRow & {
  seats_taken: number;
  offered_user: string | null;
  offered_colors: string | null;
};

/**
 * Lobbies and running games with a seat on offer in a server, that a user is not part of, newest first.
 * An offer counts only while its seat's player is still in the game.
 */
export function prepareJoinable(db: SqlDatabase) {
  const joinable = db.prepare<{ guild: string; user: string; limit: number }, JoinableRow>(`
    SELECT g.*, (SELECT count(*) FROM seats s WHERE s.game_id = g.id) AS seats_taken,
      h.user_id AS offered_user, h.colors AS offered_colors
    FROM games g
      LEFT JOIN seat_offers o ON o.game_id = g.id
      LEFT JOIN seats h ON h.game_id = g.id AND h.user_id = o.user_id AND h.left_at IS NULL
    WHERE g.guild_id = @guild AND g.status IN ('lobby', 'active')
      AND (g.status = 'lobby' OR h.user_id IS NOT NULL)
      AND NOT EXISTS (SELECT 1 FROM seats m WHERE m.game_id = g.id AND m.user_id = @user)
    ORDER BY g.id DESC
    LIMIT @limit`);
  return (guildId: string, userId: string, limit: number): JoinableGame[] =>
    joinable.all({ guild: guildId, user: userId, limit }).map((row) => {
      const game = gameFromRow(row);
      const colors = variantOf(game.variant).colors as readonly string[];
      return {
        game,
        seatsTaken: row.seats_taken,
        offered:
          row.offered_user === null
            ? null
            : {
                userId: row.offered_user,
                colors: (row.offered_colors ?? '')
                  .split(',')
                  .filter((c) => c !== '')
                  .map((c) => colors.indexOf(c)),
              },
      };
    });
}
