import { colorLabel } from '../../engine/index.ts';
import { err, ok, type Result } from '../../engine/result.ts';
import { formatMove } from '../../notation/index.ts';
import type { MoveRecord, UndoRequestRecord } from '../../store/index.ts';
import type { AppError } from '../errors.ts';
import type { GameRef } from '../game/game-ref.ts';
import {
  type Context,
  commit,
  type Loaded,
  loadActive,
  playingSeatOf,
  replayLog,
  seatOf,
} from '../game/load-and-commit.ts';
import { fieldsAfter } from '../game/turns.ts';
import { type Announcement, playAnnouncement } from '../outbox/announcements.ts';
import type { PlayResult } from '../views/view-shapes.ts';
import { playResult } from './play-result.ts';
import { lastEntry, pendingUndo, undoVoters } from './undo-rules.ts';

/** What an undo request or answer led to. */
export type UndoOutcome =
  /** Waiting for the other players (`waitingFor`, also whom to ping) to accept. */
  | {
      readonly kind: 'pending';
      readonly gameId: number;
      readonly version: number;
      readonly requestedBy: string;
      /** Which request this is (for its buttons): the ply it takes back and when it was asked. */
      readonly request: UndoRequestPin;
      readonly waitingFor: readonly string[];
      /** The placement to take back, display form. */
      readonly move: string;
      readonly text: string;
      readonly ping: readonly string[];
    }
  | {
      readonly kind: 'declined';
      readonly gameId: number;
      readonly version: number;
      readonly by: string;
      /** The display name of who declined. */
      readonly byName: string;
      /** Who asked, and the placement they asked to take back (display form). */
      readonly requestedBy: string;
      readonly move: string;
      readonly text: string;
    }
  | {
      readonly kind: 'undone';
      readonly result: PlayResult;
      /** The request it answered (rule `agree`): who asked and who accepted; null when taken back at once. */
      readonly request: { readonly requestedBy: string; readonly acceptedBy: readonly string[] } | null;
    };

/** Names one undo request, so answers meant for it never count for another. */
export interface UndoRequestPin {
  readonly ply: number;
  readonly at: number;
}

/** Checks that `userId` may ask to take back the last entry of the log, and returns that placement. */
function undoable(loaded: Loaded, userId: string): Result<MoveRecord, AppError> {
  const { stored } = loaded;
  const seat = playingSeatOf(stored, userId);
  if (!seat.ok) return seat;
  // Undo is free in a puzzle: one player, against the board.
  const puzzle = loaded.game.variant.freeColorOrder === true;
  if (stored.game.options.undoRule === 'off' && !puzzle)
    return err({ kind: 'undo-off', gameId: stored.game.id });
  const last = lastEntry(stored);
  if (!last) return err({ kind: 'nothing-to-undo', reason: 'no-moves' });
  if (last.kind !== 'place') return err({ kind: 'nothing-to-undo', reason: 'not-a-placement' });
  if (stored.game.options.undoRule === 'mover' && last.userId !== userId) {
    return err({ kind: 'undo-not-mover', moverId: last.userId });
  }
  return ok(last);
}

/** Removes the last placement from the log (automatic passes it caused are derived, so they go too). */
function takeBack(
  ctx: Context,
  loaded: Loaded,
  last: MoveRecord,
  request: { readonly requestedBy: string; readonly acceptedBy: readonly string[] } | null = null,
): Result<UndoOutcome, AppError> {
  const { stored } = loaded;
  const record = stored.game;
  const game = replayLog(record, stored.moves.slice(0, -1));
  const fields = fieldsAfter(record, game, stored.seats, ctx.now());
  const color = game.variant.colors[last.color]!;
  const text = formatMove(game.layout, last.move!);
  const undone = (after: Loaded) =>
    playResult(after, [{ kind: 'undone', color, userId: last.userId, move: last.move!, text }]);
  const change = { fields, newTurn: true, dropMovesFrom: last.ply, undo: null };
  // An answered request's message says it was accepted, before the board that shows the move taken back.
  const outcome = (): Announcement[] =>
    request && pendingUndo(loaded.stored)
      ? [
          {
            kind: 'undo-update',
            request: { ply: last.ply, at: pendingUndo(loaded.stored)!.at },
            requestedBy: request.requestedBy,
            move: text,
            state: { is: 'accepted', acceptedBy: request.acceptedBy },
          },
        ]
      : [];
  const written = commit(ctx, loaded, change, game, (after) => [
    ...outcome(),
    playAnnouncement(undone(after), after),
  ]);
  if (!written.ok) return written;
  return ok({ kind: 'undone', result: undone(written.value), request });
}

/**
 * Asks to take back the last placement. Undo rule `mover`: its mover alone, at once, before the next move.
 * Rule `agree`: any player asks; it is done when every other player still in the game accepts (at once
 * when there is nobody to ask); a new move drops the request.
 */
export function requestUndo(ctx: Context, ref: GameRef, userId: string): Result<UndoOutcome, AppError> {
  const loaded = loadActive(ctx, ref);
  if (!loaded.ok) return loaded;
  const last = undoable(loaded.value, userId);
  if (!last.ok) return last;
  const { stored, game } = loaded.value;
  const voters = undoVoters(stored, game, userId);
  if (stored.game.options.undoRule === 'mover' || voters.length === 0)
    return takeBack(ctx, loaded.value, last.value);
  const pending = pendingUndo(stored);
  if (pending) return err({ kind: 'undo-pending', requestedBy: pending.requestedBy });
  const request = { ply: last.value.ply, requestedBy: userId, acceptedBy: [], at: ctx.now() };
  // The request is posted for everyone, pinging those who must answer it.
  const written = commit(ctx, loaded.value, { fields: stored.game, undo: request }, game, (after) => {
    const pending = pendingOutcome(after, request, []);
    if (pending.kind !== 'pending') return [];
    const { version, requestedBy, waitingFor, move } = pending;
    return [{ kind: 'undo-request', version, requestedBy, request: pending.request, waitingFor, move }];
  });
  if (!written.ok) return written;
  return ok(pendingOutcome(written.value, request, []));
}

function pendingOutcome(
  loaded: Loaded,
  request: UndoRequestRecord,
  accepted: readonly string[],
): UndoOutcome {
  const { stored, game } = loaded;
  const { requestedBy } = request;
  const last = lastEntry(stored)!;
  const waitingFor = undoVoters(stored, game, requestedBy).filter((id) => !accepted.includes(id));
  const name = (id: string) => stored.seats.find((s) => s.userId === id)?.displayName ?? 'someone';
  const move = formatMove(game.layout, last.move!);
  return {
    kind: 'pending',
    gameId: stored.game.id,
    version: stored.game.version,
    requestedBy,
    request: { ply: request.ply, at: request.at },
    waitingFor,
    move,
    text: `${name(requestedBy)} asks to take back ${colorLabel(game.variant.colors[last.color]!)}'s ${move}. Waiting for ${waitingFor.map(name).join(', ')} to accept.`,
    ping: waitingFor,
  };
}

/**
 * Accepts or declines the pending undo request (players other than the one who asked). With `pin`, only
 * that request: one that lapsed (a move was made) or was answered and replaced is not answered by mistake,
 * while answers from several players at once all count.
 */
export function answerUndo(
  ctx: Context,
  ref: GameRef,
  userId: string,
  accept: boolean,
  pin?: UndoRequestPin,
): Result<UndoOutcome, AppError> {
  const loaded = loadActive(ctx, ref);
  if (!loaded.ok) return loaded;
  const { stored, game } = loaded.value;
  const request = pendingUndo(stored);
  if (!request || (pin && (pin.ply !== request.ply || pin.at !== request.at)))
    return err({ kind: 'no-undo-request' });
  if (request.requestedBy === userId) return err({ kind: 'own-undo-request' });
  const voters = undoVoters(stored, game, request.requestedBy);
  if (!voters.includes(userId)) {
    // Seated but with every colour out (resigned, passed or blocked): theirs is no longer a say.
    const seat = playingSeatOf(stored, userId);
    return err(seat.ok ? { kind: 'undo-not-yours', gameId: stored.game.id } : seat.error);
  }
  if (!accept) {
    const by = seatOf(stored, userId)?.displayName ?? 'someone';
    const move = formatMove(game.layout, lastEntry(stored)!.move!);
    // The request's message shows the outcome: who asked, who declined, what stays.
    const written = commit(ctx, loaded.value, { fields: stored.game, undo: null }, game, () => [
      {
        kind: 'undo-update',
        request: { ply: request.ply, at: request.at },
        requestedBy: request.requestedBy,
        move,
        state: { is: 'declined', byName: by },
      },
    ]);
    if (!written.ok) return written;
    const { id, version } = written.value.stored.game;
    return ok({
      kind: 'declined',
      gameId: id,
      version,
      by: userId,
      byName: by,
      requestedBy: request.requestedBy,
      move,
      text: `${by} declined to take back the last move.`,
    });
  }
  const accepted = request.acceptedBy.includes(userId) ? request.acceptedBy : [...request.acceptedBy, userId];
  if (voters.every((v) => accepted.includes(v)))
    return takeBack(ctx, loaded.value, lastEntry(stored)!, {
      requestedBy: request.requestedBy,
      acceptedBy: accepted,
    });
  if (accepted === request.acceptedBy) return ok(pendingOutcome(loaded.value, request, accepted));
  const written = commit(
    ctx,
    loaded.value,
    { fields: stored.game, undo: { ...request, acceptedBy: accepted } },
    game,
    // One more acceptance: the request's message says who is still to answer (and its buttons are redrawn).
    (after) => {
      const pending = pendingOutcome(after, request, accepted);
      if (pending.kind !== 'pending') return [];
      const { requestedBy, move, waitingFor, version } = pending;
      const state = { is: 'waiting' as const, waitingFor, version };
      return [{ kind: 'undo-update', request: pending.request, requestedBy, move, state }];
    },
  );
  if (!written.ok) return written;
  return ok(pendingOutcome(written.value, request, accepted));
}
