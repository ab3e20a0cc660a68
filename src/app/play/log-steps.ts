import { type Game, play, resign } from '../../engine/index.ts';
import { ok, type Result } from '../../engine/result.ts';
import { formatMove } from '../../notation/index.ts';
import type { MoveRecord, SeatRecord } from '../../store/index.ts';
import type { AppError } from '../errors.ts';
import { type Context, commit, type Loaded } from '../game/load-and-commit.ts';
import { fieldsAfter, gameEnd, resultRecords } from '../game/turns.ts';
import { type Announcement, playAnnouncement, replayAnnouncement } from '../outbox/announcements.ts';
import type { PlayEvent, PlayResult } from '../views/view-shapes.ts';
import { playResult } from './play-result.ts';
import { pendingUndo } from './undo-rules.ts';

/** One entry to append to a game's log; the caller has checked that it is allowed. */
export type Step =
  | {
      readonly kind: 'place';
      readonly color: number;
      readonly move: number;
      readonly userId: string;
      readonly requestId: string | null;
    }
  | {
      readonly kind: 'pass' | 'resign';
      readonly color: number;
      readonly userId: string | null;
      readonly requestId: string | null;
      readonly reason: 'resign' | 'leave' | 'deadline' | 'abandoned';
    };

/** The step a stored log entry was made by. */
export function stepOf(entry: MoveRecord): Step {
  if (entry.kind === 'place') {
    return {
      kind: 'place',
      color: entry.color,
      move: entry.move!,
      userId: entry.userId ?? '',
      requestId: entry.requestId,
    };
  }
  const reason = entry.userId === null ? 'deadline' : 'resign';
  return { kind: entry.kind, color: entry.color, userId: entry.userId, requestId: entry.requestId, reason };
}

/** Whether a step can still be played: a placement always (checked before), a resignation while the colour is in. */
function isLive(game: Game, step: Step): boolean {
  return step.kind === 'place' || (game.toMove !== null && game.out[step.color] === null);
}

/** Plays one step on the engine game, noting what happened; throws if an impossible step got through (a bug). */
export function applyStep(game: Game, step: Step, events: PlayEvent[]): Game {
  const color = game.variant.colors[step.color]!;
  const outcome = step.kind === 'place' ? play(game, step.move, step.color) : resign(game, step.color);
  if (!outcome.ok) throw new Error(`step not allowed: ${JSON.stringify(step)} → ${outcome.error.kind}`);
  if (step.kind === 'place') {
    events.push({
      kind: 'placed',
      color,
      userId: step.userId,
      move: step.move,
      text: formatMove(game.layout, step.move),
    });
  } else if (step.kind === 'pass') {
    events.push({ kind: 'passed', color, userId: step.userId ?? '' });
  } else {
    events.push({ kind: 'resigned', color, userId: step.userId, reason: step.reason });
  }
  for (const c of outcome.value.passed) events.push({ kind: 'blocked', color: game.variant.colors[c]! });
  return outcome.value.game;
}

/** A pending undo request lapses when the log moves on: its message is told (before the new board). */
function lapsedUndo(loaded: Loaded): Announcement[] {
  const request = pendingUndo(loaded.stored);
  const last = loaded.stored.moves.at(-1);
  if (!request || !last || last.move === null) return [];
  const move = formatMove(loaded.game.layout, last.move);
  return [
    {
      kind: 'undo-update',
      request: { ply: request.ply, at: request.at },
      requestedBy: request.requestedBy,
      move,
      state: { is: 'lapsed' },
    },
  ];
}

/**
 * Appends steps to a game's log in one compare-and-set commit: the engine plays them, automatic passes
 * follow, the derived fields (whose turn, status, results at the end) are written with them, and a pending
 * undo request is dropped (the log moved on). `seats` replaces the seats in the same commit.
 */
export function commitSteps(
  ctx: Context,
  loaded: Loaded,
  steps: readonly Step[],
  options: {
    readonly seats?: readonly SeatRecord[];
    readonly prefix?: readonly PlayEvent[];
    /** Ends a stuck puzzle where it stands (its player gives up); other games end by themselves. */
    readonly finish?: boolean;
    /** What to announce (default: the result as a `play`, the board and the next ping). */
    readonly announce?: (result: PlayResult, after: Loaded) => readonly Announcement[];
  } = {},
): Result<PlayResult, AppError> {
  const { stored } = loaded;
  const now = ctx.now();
  const events: PlayEvent[] = [...(options.prefix ?? [])];
  let game = loaded.game;
  const moves: MoveRecord[] = [];
  let ply = stored.moves.length;
  for (const step of steps) {
    // A resignation can become moot within one call: an earlier step may have ended the game or blocked the colour.
    if (!isLive(game, step)) continue;
    game = applyStep(game, step, events);
    moves.push({
      ply: ++ply,
      color: step.color,
      kind: step.kind,
      move: step.kind === 'place' ? step.move : null,
      userId: step.userId,
      at: now,
      requestId: step.requestId,
    });
  }
  const seats = options.seats ?? stored.seats;
  const fields = fieldsAfter(stored.game, game, seats, now, options.finish === true);
  const end = fields.status === 'finished' ? gameEnd(game, seats) : null;
  const newTurn =
    steps.some((s) => s.kind === 'place') ||
    fields.toMoveColor !== stored.game.toMoveColor ||
    fields.toMoveUserId !== stored.game.toMoveUserId;
  let result: PlayResult | undefined;
  const written = commit(
    ctx,
    loaded,
    {
      fields,
      newTurn,
      appendMoves: moves,
      undo: null,
      ...(options.seats ? { seats: options.seats } : {}),
      ...(end ? { results: resultRecords(end) } : {}),
    },
    game,
    (after) => {
      result = playResult(after, events);
      const announced = options.announce
        ? options.announce(result, after)
        : [playAnnouncement(result, after)];
      // A game that ends here: its replay follows the scoreboard.
      const replay = result.end ? [replayAnnouncement(after)] : [];
      return [...lapsedUndo(loaded), ...announced, ...replay];
    },
  );
  if (!written.ok) return written;
  return ok(result ?? playResult(written.value, events));
}
