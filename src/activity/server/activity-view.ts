import type { AppError, BoardView, GameService } from '../../app/index.ts';
import { describeAppError } from '../../app/index.ts';
import { localeOf, translator } from '../../i18n/index.ts';
import type { ActivityGame, ActivityUser, MoveRequest, RefusalAnswer } from '../wire.ts';

/** A channel's (or thread's) game as every viewer sees it; null when it has none. */
export function activityGame(service: GameService, placeId: string): ActivityGame | null {
  const board = service.board({ channelId: placeId });
  return board.ok ? gameOf(board.value) : null;
}

function gameOf(board: BoardView): ActivityGame {
  const { game } = board;
  const colors = game.variant.colors;
  return {
    gameId: board.gameId,
    version: board.version,
    status: board.status,
    variant: game.variant.id,
    fastContact: game.fastContact,
    events: game.events,
    seats: board.seats.map((s) => ({
      userId: s.userId,
      displayName: s.displayName,
      colors: s.colors.map((c) => colors.indexOf(c)),
    })),
    toMove: board.toMove && { userId: board.toMove.userId, colorIndex: board.toMove.colorIndex },
  };
}

/** The HTTP status and answer of a refused move: who may not move (403), a stale board (409), a bad move (422). */
function refusal(error: AppError, locale: string): { status: number; answer: RefusalAnswer } {
  const sentence = describeAppError(error, translator(localeOf(locale)));
  switch (error.kind) {
    case 'stale':
    case 'already-applied':
      return { status: 409, answer: { error: sentence, stale: true } };
    case 'not-your-turn':
    case 'not-in-game':
    case 'left-game':
      return { status: 403, answer: { error: sentence } };
    default:
      return { status: 422, answer: { error: sentence } };
  }
}

/**
 * A move from the Activity: the service's `place`, as `/place` calls it (same checks, same transaction,
 * same announcement), on the game at the version the page drew; its request id is the page's, so a move
 * sent twice is applied once.
 */
export function playMove(
  service: GameService,
  user: ActivityUser,
  move: MoveRequest,
): { status: number; answer: RefusalAnswer | { readonly ok: true } } {
  const ref = { gameId: move.gameId, version: move.version };
  const played = service.place(ref, user.id, move.move, `activity:${move.requestId}`);
  return played.ok ? { status: 200, answer: { ok: true } } : refusal(played.error, move.locale);
}
