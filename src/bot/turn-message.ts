import type { MessageCreateOptions } from 'discord.js';
import type { PlayEvent, PlayResult, SeatView } from '../app/index.ts';
import { fitText, formatCell } from '../notation/index.ts';
import { gameButtons } from './components.ts';
import { playPicture } from './pictures.ts';
import { colorText, mention, nameText, seatName, signedText } from './words.ts';

/** One line per thing that happened: moves, passes, resignations, automatic passes, undos. */
export function eventLines(events: readonly PlayEvent[], seats: readonly SeatView[]): string[] {
  return events.flatMap((event): string[] => {
    switch (event.kind) {
      case 'started':
        return ['🎲 **The game begins!**'];
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
 * The line that hands the turn over, mentioning the next player; none when the turn is no longer theirs
 * by the time the message goes out (it passed, or the game was cancelled), so nobody is called in vain.
 */
function turnLine(result: PlayResult, current: boolean): string {
  const next = result.next;
  if (!next || !current) return '';
  const { game } = result;
  const color = game.variant.colors[next.colorIndex]!;
  const first = game.position.placed[next.colorIndex] === 0;
  const hint = first ? ` Your first piece must cover **${formatCell(game.starts[next.colorIndex]!)}**.` : '';
  return `${mention(next.userId)}, your turn with ${colorText(color)}.${hint} Type \`/place\` to see what fits.`;
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
  const lines = [
    ...eventLines(result.events, result.seats),
    turnLine(result, current),
    ...rankingLines(result),
  ];
  const content = lines.filter((l) => l !== '').join('\n');
  return {
    content: fitText(content, 2000),
    files: [await playPicture(result, colorBlind)],
    allowedMentions: { users: [...result.ping] },
    components: result.end ? gameButtons(result.gameId, result.version, { finished: true }) : [],
  };
}
