import type { SKRSContext2D } from '@napi-rs/canvas';
import { registerFontsFor } from './fonts.ts';

/** Longest name kept before measuring, in graphemes: longer names are cut anyway. */
const MAX_GRAPHEMES = 64;
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * A display name made safe to draw: control characters and bidi embedding/override/isolate controls are
 * dropped (they could reorder the rest of a line), runs of white space become one space, and the length is
 * bounded. Zero-width joiners stay, since emoji sequences need them. An empty result gives `fallback`.
 */
export function cleanText(text: string, fallback = '?'): string {
  const cleaned = text
    .replace(/[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .trim();
  const graphemes = [...segmenter.segment(cleaned)].map((s) => s.segment);
  const bounded =
    graphemes.length > MAX_GRAPHEMES ? `${graphemes.slice(0, MAX_GRAPHEMES).join('')}…` : cleaned;
  return bounded === '' ? fallback : bounded;
}

/**
 * The longest prefix of `text` (whole graphemes, so emoji and combining marks are never split) that fits in
 * `maxWidth` pixels with the context's current font, followed by an ellipsis when cut.
 */
export function fitText(ctx: SKRSContext2D, text: string, maxWidth: number): string {
  registerFontsFor(text);
  if (ctx.measureText(text).width <= maxWidth) return text;
  const graphemes = [...segmenter.segment(text)].map((s) => s.segment);
  let low = 0;
  let high = graphemes.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    const candidate = `${graphemes.slice(0, mid).join('').trimEnd()}…`;
    if (ctx.measureText(candidate).width <= maxWidth) low = mid;
    else high = mid - 1;
  }
  return low === 0 ? '…' : `${graphemes.slice(0, low).join('').trimEnd()}…`;
}

/** Where and how to draw one line of text. */
export interface TextBox {
  readonly x: number;
  /** The baseline. */
  readonly y: number;
  readonly maxWidth: number;
  readonly font: string;
  readonly color: string;
  readonly align?: 'left' | 'right' | 'center';
}

/**
 * Draws one line, ellipsized to `maxWidth` and clipped to its box as well, so that no text (whatever its
 * script or emoji) can spill out of its column. Returns the width drawn.
 */
export function drawText(ctx: SKRSContext2D, text: string, box: TextBox): number {
  ctx.font = box.font;
  const shown = fitText(ctx, text, box.maxWidth);
  const width = Math.min(ctx.measureText(shown).width, box.maxWidth);
  const align = box.align ?? 'left';
  const left = align === 'left' ? box.x : align === 'right' ? box.x - box.maxWidth : box.x - box.maxWidth / 2;
  const size = Number.parseInt(/(\d+)px/.exec(box.font)?.[1] ?? '20', 10);
  ctx.save();
  ctx.beginPath();
  ctx.rect(left, box.y - size * 1.3, box.maxWidth, size * 1.8);
  ctx.clip();
  ctx.fillStyle = box.color;
  ctx.textAlign = align;
  ctx.textBaseline = 'alphabetic';
  ctx.direction = 'ltr';
  ctx.fillText(shown, box.x, box.y);
  ctx.restore();
  return width;
}

/** The width of a text in a font, unclipped. */
export function textWidth(ctx: SKRSContext2D, text: string, font: string): number {
  registerFontsFor(text);
  ctx.font = font;
  return ctx.measureText(text).width;
}

/**
 * Splits a text into at most `maxLines` lines of whole words that fit `maxWidth`; the last line takes the
 * rest (drawText then ellipsizes it). A word longer than a line stays whole and is ellipsized when drawn.
 */
export function wrapText(
  ctx: SKRSContext2D,
  text: string,
  maxWidth: number,
  font: string,
  maxLines: number,
): string[] {
  registerFontsFor(text);
  ctx.font = font;
  const words = text.split(/\s+/u).filter((w) => w !== '');
  const lines: string[] = [];
  let current = '';
  for (const [i, word] of words.entries()) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (current !== '' && ctx.measureText(candidate).width > maxWidth) {
      lines.push(current);
      if (lines.length === maxLines - 1) {
        lines.push(words.slice(i).join(' '));
        return lines;
      }
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current !== '') lines.push(current);
  return lines;
}
