import { escapeMarkdown } from 'discord.js';
import { type AppError, describeAppError, type SeatView } from '../app/index.ts';
import { type Color, colorLabel } from '../engine/index.ts';

const SQUARES: Record<Color, string> = {
  blue: '🟦',
  yellow: '🟨',
  red: '🟥',
  green: '🟩',
  purple: '🟪',
  orange: '🟧',
};

/** A colour for a sentence: its square emoji and bold name, `🟦 **Blue**`. */
export function colorText(color: Color): string {
  return `${SQUARES[color]} **${colorLabel(color)}**`;
}

/** A score with its sign and a real minus: +20, 0, −8. */
export function signedText(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/** A player's display name, safe to put in a message (markdown escaped, length bounded). */
export function nameText(name: string): string {
  const short = name.length > 40 ? `${name.slice(0, 39)}…` : name;
  return escapeMarkdown(short);
}

/**
 * A sentence of the app layer (plain text, which may hold display names) for a message: its markdown
 * characters are escaped, so a name such as `**boss**` shows as typed.
 */
export function plainText(text: string): string {
  return escapeMarkdown(text);
}

/** A mistake or refusal of the game service, for a (private) answer: `❌` and the sentence, escaped. */
export function errorText(error: AppError): string {
  return `❌ ${plainText(describeAppError(error))}`;
}

/** The display name of a seated user, or a generic word. */
export function seatName(seats: readonly SeatView[], userId: string | null): string {
  const seat = seats.find((s) => s.userId === userId);
  return seat ? nameText(seat.displayName) : 'a player';
}

/** A user mention, `<@id>` (whether it pings is decided by the message's allowed mentions). */
export function mention(userId: string): string {
  return `<@${userId}>`;
}

/** A duration for people: "3 h", "2 days". */
export function durationText(ms: number): string {
  const hours = Math.round(ms / 3_600_000);
  if (hours < 1) return `${Math.max(1, Math.round(ms / 60_000))} min`;
  if (hours < 48) return `${hours} h`;
  return `${Math.round(hours / 24)} days`;
}
