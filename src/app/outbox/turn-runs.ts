import { isComputerId, type OutboxRecord } from '../../store/index.ts';
import type { Context } from '../game/load-and-commit.ts';
import type { Announcement } from './announcements.ts';

/**
 * Computer turns in a row go out as one message. A `play` announcement that hands the turn to a computer
 * is not posted by itself: it waits in its place's queue for the computers' moves, and the turns from it
 * to the first that hands the turn to a person (or ends the game) make one message, the board after the
 * last, a line per move, and the one ping of the person to move (a start that a computer opens goes out
 * with the computers' first moves, still calling every player). The rows stay as they were written, one
 * per change; only their delivery is joined, so a crash between two computer moves loses nothing. The
 * end of a game goes out with its replay the same way.
 */

/**
 * How long a turn waits for the computers at most (by the game clock, from its commit): a computer that
 * cannot move (its search keeps failing) must not keep the board from the channel for ever.
 */
export const COMPUTER_RUN_WAIT_MS = 2 * 60_000;

/** Whether an announcement hands the turn to a computer (its message waits for the computer's move). */
export function handsToComputer(announcement: Announcement): boolean {
  if (announcement.kind !== 'play') return false;
  const { result } = announcement;
  return result.end === null && (result.next?.computerLevel ?? null) !== null;
}

/**
 * The rows of a place's queue (`pending`, in order, its head a `play`) that go out as one message: the
 * head alone if it hands the turn to a person; else the `play` rows of its game that follow each other,
 * up to the first that hands the turn to a person or ends the game. Null while the last of them still waits
 * for a computer that is to move now (nothing queued behind, not waited too long): post nothing yet.
 */
export function turnRun(ctx: Context, pending: readonly OutboxRecord[]): OutboxRecord[] | null {
  const head = pending[0]!;
  const run: OutboxRecord[] = [];
  for (const [i, row] of pending.entries()) {
    if (row.kind !== 'play' || row.gameId !== head.gameId) break;
    run.push(row);
    if (!handsToComputer(row.payload as Announcement)) return withReplay(run, pending[i + 1]);
  }
  const queuedBehind = run.length < pending.length;
  const waited = ctx.now() - head.createdAt >= COMPUTER_RUN_WAIT_MS;
  return queuedBehind || waited || !computerToMove(ctx, head.gameId) ? run : null;
}

/**
 * A run that ends the game takes the game's replay with it when it is queued next (they are written in one
 * transaction): the final scoreboard and its animation are one message, the end.
 */
function withReplay(run: OutboxRecord[], next: OutboxRecord | undefined): OutboxRecord[] {
  const last = run[run.length - 1]!.payload as Announcement;
  const ends = last.kind === 'play' && last.result.end !== null;
  return ends && next?.kind === 'replay' && next.gameId === run[0]!.gameId ? [...run, next] : run;
}

/** Whether a game is running with a computer to move. */
function computerToMove(ctx: Context, gameId: number): boolean {
  const record = ctx.store.gameRecord(gameId);
  return record?.status === 'active' && record.toMoveUserId !== null && isComputerId(record.toMoveUserId);
}
