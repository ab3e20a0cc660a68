import {
  type Color,
  colorsOfSeat,
  type Game,
  scoresOf,
  seatOfColor,
  type Variant,
} from '../../engine/index.ts';
import type { GameFields, GameRecord, ResultRecord, SeatRecord } from '../../store/index.ts';
import type { GameEnd, SeatView, Standing, TurnView } from '../views/view-shapes.ts';
import { stuckPuzzle } from './puzzle.ts';

/**
 * Who plays what. Seats are the engine's seat indexes once the game has started. A colour is played by
 * its owner's seat; classic-3's shared colour by the seat whose rotation turn it is (engine `seatOfColor`),
 * skipping players who left the game, so a departure never stalls the rotation.
 */
export function seatForColor(game: Game, seats: readonly SeatRecord[], color: number): SeatRecord | null {
  const owner = game.variant.owners[color];
  if (owner !== 'rotate') return seats.find((s) => s.seat === owner) ?? null;
  const first = seatOfColor(game, color);
  const n = game.variant.seats;
  for (let step = 0; step < n; step++) {
    const seat = seats.find((s) => s.seat === (first + step) % n);
    if (seat && seat.leftAt === null) return seat;
  }
  return null;
}

/** The player to move, or null when the game is over (or nobody is left to play the colour). */
export function turnOf(game: Game, seats: readonly SeatRecord[], since: number): TurnView | null {
  if (game.toMove === null) return null;
  const seat = seatForColor(game, seats, game.toMove);
  if (!seat) return null;
  return {
    seat: seat.seat,
    userId: seat.userId,
    displayName: seat.displayName,
    color: game.variant.colors[game.toMove]!,
    colorIndex: game.toMove,
    since,
    computerLevel: seat.computerLevel,
  };
}

/** Seats for display. */
export function seatViews(variant: Variant, seats: readonly SeatRecord[]): SeatView[] {
  return seats.map((s) => ({
    seat: s.seat,
    userId: s.userId,
    displayName: s.displayName,
    colors: s.colors.map((c) => variant.colors[c]!),
    wantedColor: s.wantedColor === null ? null : variant.colors[s.wantedColor]!,
    left: s.leftAt !== null,
    computerLevel: s.computerLevel,
  }));
}

/** The colours a player holds for good (not classic-3's shared one). */
export function ownColors(variant: Variant, seat: SeatRecord): number[] {
  return colorsOfSeat(variant, seat.seat);
}

/**
 * The game row's derived fields after a change to the engine game. A game is over when no colour can move,
 * except a stuck puzzle, which stays open for its player to take pieces back, unless `finish` (they end it).
 */
export function fieldsAfter(
  record: GameRecord,
  game: Game,
  seats: readonly SeatRecord[],
  now: number,
  finish = false,
): GameFields {
  const over = game.toMove === null && (finish || stuckPuzzle(game) === null);
  const player = over ? null : seatForColor(game, seats, game.toMove!);
  return {
    status: over ? 'finished' : record.status,
    startedAt: record.startedAt,
    finishedAt: over ? now : null,
    toMoveColor: game.toMove,
    toMoveUserId: player?.userId ?? null,
  };
}

/** Final standings: per seat, score and rank (classic-3's shared colour counts for nobody). */
export function gameEnd(game: Game, seats: readonly SeatRecord[]): GameEnd {
  const scores = scoresOf(game);
  const { variant } = game;
  const standings: Standing[] = seats.map((s) => ({
    seat: s.seat,
    userId: s.userId,
    displayName: s.displayName,
    colors: s.colors.map((c): Color => variant.colors[c]!),
    score: scores.playerScores[s.seat] ?? 0,
    rank: scores.playerRanks[s.seat] ?? 1,
    computerLevel: s.computerLevel,
  }));
  standings.sort((a, b) => a.rank - b.rank || a.seat - b.seat);
  let winners = standings.filter((s) => s.rank === 1).map((s) => s.userId);
  if (scores.teams) {
    const top = scores.teams.filter((t) => t.rank === 1).flatMap((t) => t.seats);
    winners = seats.filter((s) => top.includes(s.seat)).map((s) => s.userId);
  }
  return { scores, standings, winners };
}

/** The rows of `results` for a finished game. */
export function resultRecords(end: GameEnd): ResultRecord[] {
  return end.standings.map((s) => ({ seat: s.seat, userId: s.userId, score: s.score, rank: s.rank }));
}
