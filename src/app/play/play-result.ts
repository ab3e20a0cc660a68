import { colorLabel, lastPlacement } from '../../engine/index.ts';
import { isComputerId } from '../../store/index.ts';
import type { Loaded } from '../game/load-and-commit.ts';
import { type PuzzleProgress, puzzleOutcome, stuckPuzzle } from '../game/puzzle.ts';
import { gameEnd, seatViews, turnOf } from '../game/turns.ts';
import type { GameEnd, PlayEvent, PlayResult, TurnView } from '../views/view-shapes.ts';

/** A sentence per event, e.g. "Blue played P5-L e5 rot90 flip." */
export function describeEvent(event: PlayEvent, names: ReadonlyMap<string, string>): string {
  switch (event.kind) {
    case 'started':
      return 'The game has started.';
    case 'placed':
      return `${colorLabel(event.color)} played ${event.text}.`;
    case 'passed':
      return `${colorLabel(event.color)} passed and is out for the rest of the game.`;
    case 'resigned': {
      const who = event.userId === null ? '' : (names.get(event.userId) ?? '');
      if (event.reason === 'leave') return `${who} left the game: ${colorLabel(event.color)} resigned.`;
      if (event.reason === 'deadline') {
        return `${colorLabel(event.color)} missed the turn deadline and is out for the rest of the game.`;
      }
      if (event.reason === 'abandoned') return `Nobody is left to play ${colorLabel(event.color)}: it stops.`;
      return `${colorLabel(event.color)} resigned.`;
    }
    case 'blocked':
      return `${colorLabel(event.color)} cannot place any piece and passes for the rest of the game.`;
    case 'undone':
      return `${colorLabel(event.color)}'s ${event.text} was taken back.`;
    case 'seat-taken':
      return `${names.get(event.userId) ?? ''} took over ${event.from.displayName}'s seat (${event.colors.map(colorLabel).join(', ')}).`;
  }
}

function ordinal(rank: number): string {
  const suffix =
    rank % 10 === 1 && rank !== 11 ? 'st' : rank % 10 === 2 && rank !== 12 ? 'nd' : rank === 3 ? 'rd' : 'th';
  return `${rank}${suffix}`;
}

/** "The game is over. 1st Ann 20, 2nd Bob −8." */
export function describeEnd(end: GameEnd): string {
  const list = end.standings.map(
    (s) => `${ordinal(s.rank)} ${s.displayName} ${String(s.score).replace('-', '−')}`,
  );
  return `The game is over. ${list.join(', ')}.`;
}

/** "Yellow to move: Bob." */
export function describeTurn(turn: TurnView): string {
  return `${colorLabel(turn.color)} to move: ${turn.displayName}.`;
}

/** "No colour can place another piece: 18 of 20 are on the board. …" */
export function describeStuck(stuck: PuzzleProgress): string {
  return `No colour can place another piece: ${stuck.placed} of ${stuck.pieces} are on the board. Take pieces back with /undo, or end the puzzle with /resign.`;
}

/** Builds what the bot posts after a change: events, sentences, the next player or the end, whom to ping. */
export function playResult(loaded: Loaded, events: readonly PlayEvent[], replayed = false): PlayResult {
  const { stored, game } = loaded;
  const record = stored.game;
  const over = game.toMove === null && record.status === 'finished';
  const next =
    record.status === 'active' ? turnOf(game, stored.seats, record.turnStartedAt ?? record.updatedAt) : null;
  const ended = over ? gameEnd(game, stored.seats) : null;
  const puzzle = ended ? puzzleOutcome(game, stored.moves, record.startedAt, record.updatedAt) : null;
  const end = ended && puzzle ? { ...ended, puzzle } : ended;
  const names = new Map(stored.seats.map((s) => [s.userId, s.displayName]));
  const sentences = events.map((e) => describeEvent(e, names));
  const stuck = record.status === 'active' ? stuckPuzzle(game) : null;
  if (end) sentences.push(describeEnd(end));
  else if (next) sentences.push(describeTurn(next));
  else if (stuck) sentences.push(describeStuck(stuck));
  return {
    gameId: record.id,
    version: record.version,
    status: record.status,
    game,
    seats: seatViews(game.variant, stored.seats),
    events,
    lastPlacement: lastPlacement(game),
    next,
    end,
    stuck,
    text: sentences.join(' '),
    deadlineAt: next && stored.settings.deadlineMs !== null ? next.since + stored.settings.deadlineMs : null,
    // Computer seats are never pinged: they have no Discord account.
    ping: (end
      ? stored.seats.filter((s) => s.leftAt === null).map((s) => s.userId)
      : next
        ? [next.userId]
        : []
    ).filter((id) => !isComputerId(id)),
    picture: end ? 'scoreboard' : 'board',
    replayed,
  };
}
