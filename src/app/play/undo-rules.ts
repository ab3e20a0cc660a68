import { colorsOfSeat, type Game } from '../../engine/index.ts';
import {
  isComputerId,
  type MoveRecord,
  type SeatRecord,
  type StoredGame,
  type UndoRequestRecord,
} from '../../store/index.ts';

/** Whether a player still plays: not gone, and holding a colour still in play (or sharing one, classic-3). */
export function isStillPlaying(game: Game, seat: SeatRecord): boolean {
  if (seat.leftAt !== null) return false;
  const { variant } = game;
  const shared = variant.colors.flatMap((_, c) => (variant.owners[c] === 'rotate' ? [c] : []));
  return [...colorsOfSeat(variant, seat.seat), ...shared].some((c) => game.out[c] === null);
}

/** Who must accept an undo request: every other player still playing (see `isStillPlaying`). */
export function undoVoters(stored: StoredGame, game: Game, requestedBy: string): string[] {
  // A computer seat never objects: only the people still playing are asked.
  return stored.seats
    .filter((s) => s.userId !== requestedBy && !isComputerId(s.userId) && isStillPlaying(game, s))
    .map((s) => s.userId);
}

/** The last log entry, if any. */
export function lastEntry(stored: StoredGame): MoveRecord | undefined {
  return stored.moves[stored.moves.length - 1];
}

/** The pending request, if it still concerns the last entry of the log. */
export function pendingUndo(stored: StoredGame): UndoRequestRecord | null {
  const last = lastEntry(stored);
  return stored.undo && last && stored.undo.ply === last.ply ? stored.undo : null;
}
