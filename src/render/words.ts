import { describeMove, type Layout, pieceName, type Transform } from '../engine/index.ts';
import { cellName } from './geometry.ts';

/** The notation words of a transform, as players type them: `rot0`, `rot90 flip`, … */
export function transformWords(t: Transform): string {
  return `rot${t.rotation}${t.flip ? ' flip' : ''}`;
}

/** A move as shown to people (RULES.md section 8): `P5-X f10`, with the turn and flip when not the default. */
export function moveText(layout: Layout, move: number): string {
  const d = describeMove(layout, move);
  const turn = d.transform.rotation === 0 && !d.transform.flip ? '' : ` ${transformWords(d.transform)}`;
  return `${pieceName(d.piece)} ${cellName(d.pivot)}${turn}`;
}

/** 1st, 2nd, 3rd, 4th … */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** A score with its sign: +20, 0, −8 (a real minus sign). */
export function signed(n: number): string {
  if (n > 0) return `+${n}`;
  if (n < 0) return `−${-n}`;
  return '0';
}
