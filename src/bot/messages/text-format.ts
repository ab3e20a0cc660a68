import { escapeMarkdown } from 'discord.js';
import { type AppError, describeAppError, type SeatView } from '../../app/index.ts';
import { type BoardId, type Color, geometryOf } from '../../engine/index.ts';
import { ENGLISH, type Translator } from '../../i18n/index.ts';
import { fitText, oneLine } from '../../notation/index.ts';

const SQUARES: Record<Color, string> = {
  blue: '🟦',
  yellow: '🟨',
  red: '🟥',
  green: '🟩',
  purple: '🟪',
  orange: '🟧',
};

/** A colour's name in a language: `Blue`, `Bleu`, `Blu`. */
export function colorName(color: Color, tr: Translator = ENGLISH): string {
  return tr.t(`color.${color}`);
}

/** A colour for a sentence: its square emoji and bold name, `🟦 **Blue**`. */
export function colorText(color: Color, tr: Translator = ENGLISH): string {
  return `${SQUARES[color]} **${colorName(color, tr)}**`;
}

/** Several colours for a sentence: `🟦 **Blue** 🟥 **Red**`. */
export function colorsText(colors: readonly Color[], tr: Translator = ENGLISH): string {
  return colors.map((c) => colorText(c, tr)).join(' ');
}

/** A score with its sign and a real minus: +20, 0, −8. */
export function signedText(n: number): string {
  return n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '0';
}

/** Longest display name shown in a message, in UTF-16 units (before escaping), ellipsis included. */
const MAX_NAME_LENGTH = 40;

/**
 * Bidi controls: embeddings and overrides (U+202A–U+202E), isolates (U+2066–U+2069), and the marks
 * LRM, RLM and ALM. A name holding them could reorder the rest of the line (U+202E reverses it), and an
 * unmatched U+2069 could close our isolate early. The renderer drops the same set (src/render/text.ts).
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
/** FIRST STRONG ISOLATE and POP DIRECTIONAL ISOLATE: the name is laid out on its own, in its own direction. */
const FSI = '\u2068';
const PDI = '\u2069';
const ZWSP = '\u200b';

/**
 * A player's display name, safe to put in a public message:
 * - bidi controls are dropped and the name is wrapped in FSI … PDI, so neither an override nor a Hebrew or
 *   Arabic name can reorder the sentence around it;
 * - on one line, at most 40 units, cut between graphemes (`fitText`), `?` if nothing is left;
 * - markdown is escaped (lists, headings and masked links too), so `**boss**` shows as typed;
 * - mention syntax is broken with a zero-width space: after every `<` (`<@1>`, `<@&1>`, `<#1>`, `</cmd:1>`,
 *   `<:e:1>`, `<t:1>`) and after the `@` of `@everyone` and `@here`. A zero-width space rather than a
 *   backslash: Discord's server still reads `\<@1>` as a mention (it is only drawn as text, and it pings
 *   whoever the message allows), while `<` + U+200B + `@1>` is no mention to the server or to any client,
 *   markdown or not. It shows exactly as typed.
 */
export function nameText(name: string): string {
  const plain = fitText(oneLine(name.replace(BIDI_CONTROLS, '')), MAX_NAME_LENGTH) || '?';
  const escaped = escapeMarkdown(plain, {
    heading: true,
    bulletedList: true,
    numberedList: true,
    maskedLink: true,
  })
    .replaceAll('<', `<${ZWSP}`)
    .replace(/@(everyone|here)/gi, `@${ZWSP}$1`);
  return `${FSI}${escaped}${PDI}`;
}

/**
 * A display name for a place that shows no markdown and no mentions (a thread's title): bidi controls
 * dropped, on one line, whitespace-normalised; the caller fits it to its own limit.
 */
export function bareName(name: string): string {
  return oneLine(name.replace(BIDI_CONTROLS, '')) || '?';
}

/**
 * A sentence of the app layer (plain text, which may hold display names) for a message: its markdown
 * characters are escaped, so a name such as `**boss**` shows as typed.
 */
export function plainText(text: string): string {
  return escapeMarkdown(text);
}

/** A mistake or refusal of the game service, for a (private) answer: `❌` and the sentence, escaped. */
export function errorText(error: AppError, tr: Translator = ENGLISH): string {
  return `❌ ${plainText(describeAppError(error, tr))}`;
}

/** The display name of a seated user, or a generic word. */
export function seatName(
  seats: readonly SeatView[],
  userId: string | null,
  tr: Translator = ENGLISH,
): string {
  const seat = seats.find((s) => s.userId === userId);
  return seat ? nameText(seat.displayName) : tr.t('common.aPlayer');
}

/** Who a sentence mentions: a person's user id, or a seat (a person's or a computer's). */
export type Mentioned = string | { readonly userId: string; readonly computerLevel: number | null };

/**
 * A user mention, `<@id>` (whether it pings is decided by the message's allowed mentions); a computer seat,
 * which has no Discord account, is named instead (in the message's language).
 */
export function mention(who: Mentioned, tr: Translator = ENGLISH): string {
  if (typeof who === 'string') return `<@${who}>`;
  const level = who.computerLevel;
  return level === null ? `<@${who.userId}>` : `**${tr.t('computer.name', { level })}**`;
}

/**
 * A moment as a Discord timestamp, shown in each reader's own time zone and language: `R` relative
 * ("in 2 hours", "3 days ago"), `f` date and time, `t` time.
 */
export function timestamp(ms: number, style: 'R' | 'f' | 't' = 'f'): string {
  return `<t:${Math.floor(ms / 1000)}:${style}>`;
}

/** A duration for people: "3 h", "2 days", "2 jours". */
export function durationText(ms: number, tr: Translator = ENGLISH): string {
  const hours = Math.round(ms / 3_600_000);
  if (hours < 1) return tr.t('common.minutes', { count: Math.max(1, Math.round(ms / 60_000)) });
  if (hours < 48) return tr.t('common.hours', { count: hours });
  return tr.t('common.days', { count: Math.round(hours / 24) });
}

/**
 * A board's shape for the sentences that describe it: a rectangle of squares (`14 × 14`, `8 × 10`, the
 * rectangle around a figure) or the Trigon hexagon with its edge (`hexagon of 9`).
 */
export function boardShape(board: BoardId): {
  shape: 'hexagon' | 'rectangle';
  width: string;
  height: string;
} {
  const [, kind = '', edge = ''] = /^(\w+)-(\d+)/.exec(board) ?? [];
  if (kind === 'trigon') return { shape: 'hexagon', width: edge, height: edge };
  const { width, height } = geometryOf(board);
  return { shape: 'rectangle', width: String(width), height: String(height) };
}
