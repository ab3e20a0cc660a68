import type { MoveRecord, StoredGame, UndoRequestRecord } from '../store/index.ts';

/** Who must accept an undo request: every other player still in the game. */
export function undoVoters(stored: StoredGame, requestedBy: string): string[] {
  return stored.seats.filter((s) => s.leftAt === null && s.userId !== requestedBy).map((s) => s.userId);
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
