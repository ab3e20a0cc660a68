import type { MessageCreateOptions } from 'discord.js';
import type { PlayEvent, PlayResult, SeatView } from '../../app/index.ts';
import { attachCells, type Game, pointOf, scoresOf, setSquares } from '../../engine/index.ts';
import { ENGLISH, type Translator } from '../../i18n/index.ts';
import { fitText, formatCell } from '../../notation/index.ts';
import { gameButtons, playButtons, stuckButtons } from '../discord/components.ts';
import { missedPlacements, toldPlacements } from './catch-up.ts';
import { playPicture } from './pictures.ts';
import { colorText, mention, nameText, seatName, signedText, timestamp } from './text-format.ts';

/**
 * One line per thing that happened: moves, passes, resignations, automatic passes, undos. With the game
 * as it now is, a colour that stops because it placed every piece says so, with its bonus, instead.
 */
export function eventLines(
  events: readonly PlayEvent[],
  seats: readonly SeatView[],
  tr: Translator = ENGLISH,
  game?: Game,
): string[] {
  const color = (c: Parameters<typeof colorText>[0]) => colorText(c, tr);
  const scores = game ? scoresOf(game) : null;
  const allPlaced = (c: Parameters<typeof colorText>[0]) => {
    const index = game?.variant.colors.indexOf(c) ?? -1;
    return scores && index >= 0 && scores.squaresLeft[index] === 0 ? scores.bonuses[index]! : null;
  };
  const who = (userId: string | null) => seatName(seats, userId, tr);
  return events.flatMap((event): string[] => {
    switch (event.kind) {
      case 'started':
        return []; // the start message lists the seats instead (`startLines`)
      case 'placed':
        return [
          tr.t('turn.placed', { color: color(event.color), name: who(event.userId), move: event.text }),
        ];
      case 'passed':
        return [tr.t('turn.passedForGood', { name: who(event.userId), color: color(event.color) })];
      case 'resigned': {
        const key = {
          resign: 'turn.resigned',
          leave: 'turn.left',
          deadline: 'turn.deadline',
          abandoned: 'turn.abandoned',
        } as const;
        return [tr.t(key[event.reason], { name: who(event.userId), color: color(event.color) })];
      }
      case 'blocked': {
        const bonus = allPlaced(event.color);
        return bonus === null
          ? [tr.t('turn.blocked', { color: color(event.color) })]
          : [tr.t('turn.allPlaced', { color: color(event.color), bonus })];
      }
      case 'undone':
        return [tr.t('turn.undone', { name: who(event.userId), move: event.text })];
      case 'seat-taken':
        return [
          tr.t('turn.seatTaken', {
            name: who(event.userId),
            from: nameText(event.from.displayName),
            colors: event.colors.map(color).join(' '),
          }),
        ];
      default: {
        const never: never = event;
        return never;
      }
    }
  });
}

/**
 * For a player back after others played: every placement since their own last one, in order (when there
 * are more than this message tells). The board outlines the same placements. A computer needs none.
 */
function catchUpLine(result: PlayResult, tr: Translator): string {
  if (result.next?.computerLevel !== null) return '';
  const missed = missedPlacements(result);
  if (missed.length < 2 || missed.length <= toldPlacements(result)) return '';
  return tr.t('turn.catchUp', {
    moves: missed.map((m) => `${colorText(m.color, tr)} ${m.text}`).join(' · '),
  });
}

/** How many placements of a colour still get the how-to hint (a player's first turns). */
const HINTED_TURNS = 2;

/**
 * The start: every colour in turn order with its player, each player mentioned once (so each is pinged
 * once), and the shared colour of classic-3 explained: played in turn, scoring for nobody.
 */
function startLines(result: PlayResult, tr: Translator): string[] {
  const { variant } = result.game;
  const named = new Set<string>();
  const who = (seat: SeatView) => {
    if (named.has(seat.userId)) return seatName(result.seats, seat.userId, tr);
    named.add(seat.userId);
    return mention(seat, tr);
  };
  const bySeat = [...result.seats].sort((a, b) => a.seat - b.seat);
  const lines = variant.colors.map((color, c) => {
    const owner = variant.owners[c];
    if (owner === 'rotate') {
      const order = bySeat.map((s) => seatName(result.seats, s.userId, tr)).join(', ');
      return tr.t('turn.shared', { color: colorText(color, tr), players: order });
    }
    const seat = bySeat.find((s) => s.seat === owner);
    return `${colorText(color, tr)} ${seat ? who(seat) : ''}`;
  });
  return [tr.t('turn.begins', { id: result.gameId }), ...lines];
}

/**
 * The line that hands the turn over, mentioning the next player; none when the turn is no longer theirs
 * by the time the message goes out (it passed, or the game was cancelled), so nobody is called in vain.
 * At the start the seats above already called everyone, so it names the first colour without a mention.
 */
function turnLine(result: PlayResult, current: boolean, started: boolean, tr: Translator): string {
  const next = result.next;
  if (!next || !current) return '';
  const { game } = result;
  const color = game.variant.colors[next.colorIndex]!;
  const placed = game.position.placed[next.colorIndex] ?? 0;
  const shared = game.variant.owners[next.colorIndex] === 'rotate';
  // How to play is for people: a computer's turn needs no instructions.
  const person = next.computerLevel === null;
  const start = placed === 0 && person ? firstPieceLine(result.game, next.colorIndex, tr) : '';
  const hint = placed < HINTED_TURNS && person ? tr.t('turn.hint') : '';
  // A computer is named, never called: it has nobody to notify.
  const named = { color: colorText(color, tr), name: seatName(result.seats, next.userId, tr) };
  const call = started
    ? tr.t('turn.movesFirst', named)
    : !person
      ? tr.t('turn.computerNext', named)
      : tr.t(shared ? 'turn.yourTurnShared' : 'turn.yourTurn', {
          mention: mention(next, tr),
          color: colorText(color, tr),
        });
  // A game with a turn deadline says when this turn runs out, in each reader's own time.
  const deadline =
    result.deadlineAt && person ? tr.t('turn.deadlineAt', { time: timestamp(result.deadlineAt, 'R') }) : '';
  return [call, start, deadline, hint].filter((s) => s !== '').join(' ');
}

/**
 * Where a colour's first piece goes: its start square; on Trigon any free start point (docs/trigon.md section 2);
 * nothing in a puzzle, whose first pieces go anywhere.
 */
function firstPieceLine(game: Game, color: number, tr: Translator): string {
  const own = game.starts[color];
  if (own) return tr.t('turn.firstPiece', { cell: formatCell(own) });
  const free = attachCells(game, color);
  if (free.length === 0 || free.length > 6) return '';
  const cells = free.map((c) => `**${formatCell(pointOf(game.layout, c))}**`);
  return tr.t('turn.firstPieceShared', {
    cells: new Intl.ListFormat(tr.locale, { type: 'disjunction' }).format(cells),
  });
}

/** The ranking at the end, one line per seat. */
function rankingLines(result: PlayResult, tr: Translator): string[] {
  if (!result.end) return [];
  const medals = ['🥇', '🥈', '🥉'];
  const lines = result.end.standings.map((s) => {
    const colors = s.colors.map((c) => colorText(c, tr)).join(' ');
    const points = signedText(s.score);
    return `${medals[s.rank - 1] ?? `${s.rank}.`} ${mention(s, tr)} ${colors} **${points}**`;
  });
  const teams = result.end.scores.teams?.map((team) => {
    const names = team.seats
      .map((seat) => seatName(result.seats, seatUser(result.seats, seat), tr))
      .join(' + ');
    return tr.t('turn.team', { names, score: signedText(team.score), rank: team.rank });
  });
  const puzzle = result.end.puzzle;
  const solved = puzzle
    ? tr.t(puzzle.solved ? 'turn.puzzleSolved' : 'turn.puzzleUnsolved', {
        pieces: puzzle.pieces,
        placed: puzzle.placed,
        moves: puzzle.moves,
        time: durationText(puzzle.durationMs, tr.locale),
      })
    : '';
  return [
    tr.t('turn.gameOver'),
    solved,
    ...lines,
    ...(teams ?? []),
    placedLine(result.game, tr),
    hintsLine(result, tr),
  ].filter((l) => l !== '');
}

/** Where squares placed are the score (`solo-one-colour`): how many of how many, the bonus and the total. */
function placedLine(game: Game, tr: Translator): string {
  if (game.variant.scoring !== 'placed') return '';
  const scores = scoresOf(game);
  const total = setSquares(game.variant) * game.variant.colors.length;
  return tr.t('turn.squaresPlaced', {
    placed: total - scores.squaresLeft.reduce((a, b) => a + b, 0),
    total,
    bonus: scores.bonuses.reduce((a, b) => a + b, 0),
    score: scores.playerScores[0]!,
  });
}

/** A time taken, in the reader's language: "1 hour, 5 minutes", "42 seconds". */
export function durationText(ms: number, locale: string): string {
  const seconds = Math.round(ms / 1000);
  const parts: [number, 'day' | 'hour' | 'minute' | 'second'][] = [
    [Math.floor(seconds / 86_400), 'day'],
    [Math.floor(seconds / 3_600) % 24, 'hour'],
    [Math.floor(seconds / 60) % 60, 'minute'],
    [seconds % 60, 'second'],
  ];
  const shown = parts.filter(([n]) => n > 0).slice(0, 2);
  const words = (shown.length > 0 ? shown : [parts[3]!]).map(([n, unit]) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(n),
  );
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(words);
}

/** How many hints each player used, when anyone used one (computer seats never ask). */
function hintsLine(result: PlayResult, tr: Translator): string {
  const used = result.end?.hintsUsed ?? {};
  if (Object.keys(used).length === 0) return '';
  const people = result.end!.standings.filter((s) => s.computerLevel === null);
  const list = people.map((s) =>
    tr.t('computer.hintsUsedItem', {
      name: seatName(result.seats, s.userId, tr),
      count: used[s.userId] ?? 0,
    }),
  );
  return tr.t('computer.hintsUsed', { list: tr.list(list) });
}

/** Discord's longest message content, in UTF-16 units. */
const MESSAGE_UNITS = 2000;

/**
 * A message's lines within Discord's limit: when a long run of moves (computer turns joined into one
 * message) does not fit, its earliest placements are left to the board, and a line says how many (what
 * else happened, a resignation or a colour blocked, keeps its line).
 */
function fittedLines(
  head: readonly string[],
  events: readonly { readonly placed: boolean; readonly lines: readonly string[] }[],
  tail: readonly string[],
  tr: Translator,
): string {
  const join = (told: readonly string[]) => [...head, ...told, ...tail].filter((l) => l !== '').join('\n');
  const whole = join(events.flatMap((e) => e.lines));
  if (whole.length <= MESSAGE_UNITS) return whole;
  const placed = events.filter((e) => e.placed).length;
  for (let left = 1; left < placed; left++) {
    // The line that counts them stands where the first of them was.
    let skipped = 0;
    const told = events.flatMap((e) => {
      if (!e.placed || skipped >= left) return e.lines;
      return ++skipped === 1 ? [tr.t('turn.earlierMoves', { count: left })] : [];
    });
    const text = join(told);
    if (text.length <= MESSAGE_UNITS) return text;
  }
  return fitText(whole, MESSAGE_UNITS);
}

function seatUser(seats: readonly SeatView[], seat: number): string | null {
  return seats.find((s) => s.seat === seat)?.userId ?? null;
}

/**
 * The public message after a game change: the board (or final scoreboard) picture, what happened, and a
 * mention of exactly the player to move next (everyone seated at the end). A new message, so it notifies.
 * With `current` false the turn line is left out (the turn is over by now); `result.ping` says whom to ping.
 */
export async function turnMessage(
  result: PlayResult,
  colorBlind = false,
  current = true,
  tr: Translator = ENGLISH,
  board = false,
): Promise<MessageCreateOptions> {
  const started = result.events.some((e) => e.kind === 'started');
  const content = fittedLines(
    started ? startLines(result, tr) : [],
    result.events.map((e) => ({
      placed: e.kind === 'placed',
      lines: eventLines([e], result.seats, tr, result.game),
    })),
    [
      current ? catchUpLine(result, tr) : '',
      // "Moves first" only while nothing was played (a start can go out with the computers' first moves).
      turnLine(result, current, started && toldPlacements(result) === 0, tr),
      result.stuck ? tr.t('turn.puzzleStuck', { ...result.stuck }) : '',
      ...rankingLines(result, tr),
    ],
    tr,
  );
  // Play is for a person: a computer's turn has nobody to press it.
  const personNext = result.next !== null && result.next.computerLevel === null;
  return {
    content,
    files: [await playPicture(result, colorBlind, tr)],
    allowedMentions: { users: [...result.ping] },
    components: result.end
      ? gameButtons(result.gameId, result.version, { finished: true }, tr)
      : current && personNext
        ? playButtons(result.gameId, result.version, tr, board)
        : current && result.stuck
          ? stuckButtons(result.gameId, result.version, tr)
          : [],
  };
}
