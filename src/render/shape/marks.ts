import paletteFile from '../../../assets/palette.json' with { type: 'json' };
import type { Color } from '../../engine/index.ts';

/**
 * What a mark is drawn with: the 2D context of a canvas, the PNG renderer's (@napi-rs/canvas) or the
 * browser's (the Activity's page).
 */
export interface MarkPen {
  fillStyle: unknown;
  strokeStyle: unknown;
  lineWidth: number;
  lineCap: unknown;
  save(): void;
  restore(): void;
  beginPath(): void;
  closePath(): void;
  moveTo(x: number, y: number): void;
  lineTo(x: number, y: number): void;
  arc(x: number, y: number, radius: number, start: number, end: number): void;
  fill(): void;
  stroke(): void;
}

/** The ink of each colour's mark (the pictures' palette file). */
const INK = paletteFile.colors as Record<Color, { readonly mark: string }>;

/**
 * The colour-blind marks: with the `colorBlind` option every square of a colour (on the board, in previews,
 * in legends and piece trays) also carries a shape of its own, so colours are told apart by shape, not hue
 * alone. One shape per colour across all variants.
 */
export const MARKS = {
  blue: 'dot',
  yellow: 'ring',
  red: 'stripe',
  green: 'plus',
  purple: 'diamond',
  orange: 'triangle',
} as const satisfies Record<Color, string>;

/** Draws the mark of `color` centred at (cx, cy) on a square of side `side` pixels. */
export function drawMark(ctx: MarkPen, color: Color, cx: number, cy: number, side: number): void {
  const r = side * 0.2;
  const line = Math.max(1.5, side * 0.08);
  ctx.save();
  ctx.fillStyle = INK[color].mark;
  ctx.strokeStyle = INK[color].mark;
  ctx.lineWidth = line;
  ctx.lineCap = 'round';
  ctx.beginPath();
  switch (MARKS[color]) {
    case 'dot':
      ctx.arc(cx, cy, r * 0.8, 0, Math.PI * 2);
      ctx.fill();
      break;
    case 'ring':
      ctx.arc(cx, cy, r * 0.95, 0, Math.PI * 2);
      ctx.stroke();
      break;
    case 'stripe':
      ctx.moveTo(cx - r * 1.15, cy + r * 1.15);
      ctx.lineTo(cx + r * 1.15, cy - r * 1.15);
      ctx.lineWidth = line * 1.3;
      ctx.stroke();
      break;
    case 'plus':
      ctx.moveTo(cx - r, cy);
      ctx.lineTo(cx + r, cy);
      ctx.moveTo(cx, cy - r);
      ctx.lineTo(cx, cy + r);
      ctx.stroke();
      break;
    case 'diamond':
      ctx.moveTo(cx, cy - r * 1.05);
      ctx.lineTo(cx + r * 1.05, cy);
      ctx.lineTo(cx, cy + r * 1.05);
      ctx.lineTo(cx - r * 1.05, cy);
      ctx.closePath();
      ctx.fill();
      break;
    case 'triangle':
      ctx.moveTo(cx, cy - r);
      ctx.lineTo(cx + r * 1.05, cy + r * 0.8);
      ctx.lineTo(cx - r * 1.05, cy + r * 0.8);
      ctx.closePath();
      ctx.fill();
      break;
  }
  ctx.restore();
}
