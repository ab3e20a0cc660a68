import { createCanvas } from '@napi-rs/canvas';
import { emojiFont, registerFontsFor } from './fonts.ts';

/**
 * One emoji (a code point or a sequence: a flag, a keycap, a family) as a transparent PNG `size` pixels
 * square, drawn from the pictures' own emoji font (Noto Color Emoji). The local table shows emoji this
 * way, as Discord's app does with its own images, so they are in colour on a computer without an emoji
 * font, whatever the browser can draw of a colour web font.
 */
export async function emojiPicture(emoji: string, size: number): Promise<Buffer> {
  registerFontsFor(emoji);
  const canvas = createCanvas(size, size);
  const ctx = canvas.getContext('2d');
  ctx.font = emojiFont(Math.round(size * 0.86));
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(emoji, size / 2, size / 2 + size * 0.04);
  return canvas.encode('png');
}
