import type { MessageCreateOptions } from 'discord.js';
import type { PlayEvent, PlayResult, SeatView } from '../app/index.ts';
import { fitText, formatCell } from '../notation/index.ts';
import { missedPlacements } from './catch-up.ts';
import { gameButtons, playButtons } from './components.ts';
import { playPicture } from './pictures.ts';
import { colorText, mention, nameText, seatName, signedText, timestamp } from './words.ts';

/** One line per thing that happened: moves, passes, resignations, automatic passes, undos. */
export function eventLines(events: readonly PlayEvent[], seats: readonly SeatView[]): string[] {
  return events.flatMap((event): string[] => {
    switch (event.kind) {
      case 'started':
        return []; // the start message lists the seats instead (`startLines`)
      case 'placed':
        return [`${colorText(event.color)} (${seatName(seats, event.userId)}) played **${event.text}**.`];
      case 'passed':
        return [
          `${seatName(seats, event.userId)} resigned ${colorText(event.color)} for the rest of the game.`,
        ];
      case 'resigned': {
        const who = seatName(seats, event.userId);
        const why = {
          resign: `${who} resigned ${colorText(event.color)}.`,
          leave: `${who} left the game; ${colorText(event.color)} stops here.`,
          deadline: `${colorText(event.color)} missed the turn deadline and stops here.`,
          abandoned: `${colorText(event.color)} stops: nobody is left to play it.`,
        };
        return [why[event.reason]];
      }
      case 'blocked':
        return [
          `${colorText(event.color)} has no piece that fits any more and passes for the rest of the game.`,
        ];
      case 'undone':
        return [`↩️ ${seatName(seats, event.userId)}'s **${event.text}** was taken back.`];
      case 'seat-taken':
        return [
          `🔁 ${seatName(seats, event.userId)} took over ${nameText(event.from.displayName)}'s seat (${event.colors.map(colorText).join(' ')}).`,
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
 * is more than the one this message reports). The board outlines the same placements.
 */
function catchUpLine(result: PlayResult): string {
  const missed = missedPlacements(result);
  if (missed.length < 2) return '';
  return `Since your last move: ${missed.map((m) => `${colorText(m.color)} ${m.text}`).join(' · ')}`;
}

/** How many placements of a colour still get the how-to hint (a player's first turns). */
const HINTED_TURNS = 2;

/**
 * The start: every colour in turn order with its player, each player mentioned once (so each is pinged
 * once), and the shared colour of classic-3 explained: played in turn, scoring for nobody.
 */
function startLines(result: PlayResult): string[] {
  const { variant } = result.game;
  const named = new Set<string>();
  const who = (userId: string) => {
    if (named.has(userId)) return seatName(result.seats, userId);
    named.add(userId);
    return mention(userId);
  };
  const bySeat = [...result.seats].sort((a, b) => a.seat - b.seat);
  const lines = variant.colors.map((color, c) => {
    const owner = variant.owners[c];
    if (owner === 'rotate') {
      const order = bySeat.map((s) => seatName(result.seats, s.userId)).join(', ');
      return `${colorText(color)} is shared: ${order} play it in turn, and it scores for nobody.`;
    }
    const seat = bySeat.find((s) => s.seat === owner);
    return `${colorText(color)} ${seat ? who(seat.userId) : ''}`;
  });
  return [`🎲 **Game #${result.gameId} begins!** In turn order:`, ...lines];
}

/**
 * The line that hands the turn over, mentioning the next player; none when the turn is no longer theirs
 * by the time the message goes out (it passed, or the game was cancelled), so nobody is called in vain.
 * At the start the seats above already called everyone, so it names the first colour without a mention.
 */
function turnLine(result: PlayResult, current: boolean, started: boolean): string {
  const next = result.next;
  if (!next || !current) return '';
  const { game } = result;
  const color = game.variant.colors[next.colorIndex]!;
  const placed = game.position.placed[next.colorIndex] ?? 0;
  const shared = game.variant.owners[next.colorIndex] === 'rotate' ? ' (shared: it scores for nobody)' : '';
  const start =
    placed === 0 ? ` The first piece must cover **${formatCell(game.starts[next.colorIndex]!)}**.` : '';
  const hint = placed < HINTED_TURNS ? ' Press **Play** below, or type `/place` to see what fits.' : '';
  const call = started
    ? `${colorText(color)} moves first, played by ${seatName(result.seats, next.userId)}.`
    : `${mention(next.userId)}, your turn with ${colorText(color)}${shared}.`;
  // A game with a turn deadline says when this turn runs out, in each reader's own time.
  const deadline = result.deadlineAt ? ` ⏳ Deadline ${timestamp(result.deadlineAt, 'R')}.` : '';
  return `${call}${start}${deadline}${hint}`;
}

/** The ranking at the end, one line per seat. */
function rankingLines(result: PlayResult): string[] {
  if (!result.end) return [];
  const medals = ['🥇', '🥈', '🥉'];
  const lines = result.end.standings.map((s) => {
    const colors = s.colors.map(colorText).join(' ');
    const points = signedText(s.score);
    return `${medals[s.rank - 1] ?? `${s.rank}.`} ${mention(s.userId)} ${colors} **${points}**`;
  });
  const teams = result.end.scores.teams?.map((team) => {
    const names = team.seats.map((seat) => seatName(result.seats, seatUser(result.seats, seat))).join(' + ');
    return `Team ${names}: **${signedText(team.score)}** (rank ${team.rank})`;
  });
  return ['🏁 **Game over!**', ...lines, ...(teams ?? [])];
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
): Promise<MessageCreateOptions> {
  const started = result.events.some((e) => e.kind === 'started');
  const lines = [
    ...(started ? startLines(result) : []),
    ...eventLines(result.events, result.seats),
    current ? catchUpLine(result) : '',
    turnLine(result, current, started),
    ...rankingLines(result),
  ];
  const content = lines.filter((l) => l !== '').join('\n');
  return {
    content: fitText(content, 2000),
    files: [await playPicture(result, colorBlind)],
    allowedMentions: { users: [...result.ping] },
    components: result.end
      ? gameButtons(result.gameId, result.version, { finished: true })
      : current && result.next
        ? playButtons(result.gameId, result.version)
        : [],
  };
}
