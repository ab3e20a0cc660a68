import { escapeHtml } from './html.ts';

/*
 * An emoji as people see one: a flag (two regional indicators), a keycap, or a pictograph drawn as an
 * emoji (by default, or asked for with U+FE0F), with its skin tone and any zero-width-joined parts.
 * Text-style symbols (© or ▶ without U+FE0F) stay text.
 */
const PART = '(?:\\p{Emoji_Presentation}|\\p{Extended_Pictographic}\\uFE0F)\\p{Emoji_Modifier}?\\uFE0F?';
const SOURCE = `\\p{Regional_Indicator}{2}|[#*0-9]\\uFE0F?\\u20E3|${PART}(?:\\u200D(?:${PART}|\\p{Extended_Pictographic}))*`;

/** Every emoji in a text. */
export const EMOJI = new RegExp(SOURCE, 'gu');
const ONE_EMOJI = new RegExp(`^(?:${SOURCE})$`, 'u');

/** The picture's name for an emoji: its code points in hex, joined by dashes (`1f916`, `1f1eb-1f1f7`). */
export function emojiFileName(emoji: string): string {
  return [...emoji].map((c) => c.codePointAt(0)!.toString(16)).join('-');
}

/** The emoji a picture's name stands for; undefined for a name that is not exactly one emoji. */
export function emojiOfFileName(name: string): string | undefined {
  if (!/^[0-9a-f]{1,6}(?:-[0-9a-f]{1,6}){0,9}$/.test(name)) return undefined;
  const codes = name.split('-').map((hex) => Number.parseInt(hex, 16));
  if (codes.some((code) => code > 0x10ffff)) return undefined;
  const emoji = String.fromCodePoint(...codes);
  return ONE_EMOJI.test(emoji) ? emoji : undefined;
}

/** An emoji as the page's picture of it; the emoji itself is the text to copy and to read aloud. */
export function emojiImage(emoji: string): string {
  return `<img class="emoji" src="/emoji/${emojiFileName(emoji)}.png" alt="${escapeHtml(emoji)}" draggable="false">`;
}

/** Plain text as HTML, escaped, its emoji as pictures. */
export function textHtml(text: string): string {
  let out = '';
  let last = 0;
  for (const match of text.matchAll(EMOJI)) {
    out += escapeHtml(text.slice(last, match.index)) + emojiImage(match[0]);
    last = match.index + match[0].length;
  }
  return out + escapeHtml(text.slice(last));
}
