import paletteFile from '../../../assets/palette.json' with { type: 'json' };
import { COLORS, type Color } from '../../engine/index.ts';

/** The two picture themes: the picture brings its own background, chosen to sit well in either Discord theme. */
export type ThemeName = 'dark' | 'light';

/** The neutral colours of one theme (CSS colour strings). */
export interface Theme {
  readonly background: string;
  readonly board: string;
  readonly grid: string;
  /** The stronger grid line every 5 cells, to find squares by counting. */
  readonly guide: string;
  readonly label: string;
  readonly text: string;
  readonly muted: string;
  readonly card: string;
  readonly divider: string;
  readonly pieceOutline: string;
  readonly lastOuter: string;
  readonly lastInner: string;
  readonly pivot: string;
  readonly pivotRing: string;
  readonly problem: string;
  readonly problemHalo: string;
  readonly ok: string;
}

/** How one piece colour is drawn. */
export interface ColorStyle {
  readonly fill: string;
  /** Seams between the squares of one piece. */
  readonly shade: string;
  /** Text on the colour (move numbers). */
  readonly ink: string;
  /** The colour-blind mark drawn on each square. */
  readonly mark: string;
}

/** The whole palette, as loaded from `assets/palette.json`. */
export interface Palette {
  readonly themes: Readonly<Record<ThemeName, Theme>>;
  readonly colors: Readonly<Record<Color, ColorStyle>>;
}

const THEME_KEYS = [
  'background',
  'board',
  'grid',
  'guide',
  'label',
  'text',
  'muted',
  'card',
  'divider',
  'pieceOutline',
  'lastOuter',
  'lastInner',
  'pivot',
  'pivotRing',
  'problem',
  'problemHalo',
  'ok',
] as const satisfies readonly (keyof Theme)[];
const STYLE_KEYS = ['fill', 'shade', 'ink', 'mark'] as const satisfies readonly (keyof ColorStyle)[];
const HEX = /^#[0-9a-f]{6}$/i;

function pick<K extends string>(source: unknown, keys: readonly K[], where: string): Record<K, string> {
  const result = {} as Record<K, string>;
  for (const key of keys) {
    const value = (source as Record<string, unknown> | undefined)?.[key];
    if (typeof value !== 'string' || !HEX.test(value))
      throw new Error(`palette: ${where}.${key} is not #rrggbb`);
    result[key] = value;
  }
  return result;
}

/** Checks a parsed palette file and returns it typed; throws (a bug in the asset) when something is missing. */
export function parsePalette(json: unknown): Palette {
  const data = json as { themes?: Record<string, unknown>; colors?: Record<string, unknown> };
  const themes = {
    dark: pick(data.themes?.dark, THEME_KEYS, 'themes.dark'),
    light: pick(data.themes?.light, THEME_KEYS, 'themes.light'),
  };
  const colors = Object.fromEntries(
    COLORS.map((c) => [c, pick(data.colors?.[c], STYLE_KEYS, `colors.${c}`)]),
  ) as Record<Color, ColorStyle>;
  return { themes, colors };
}

/** The palette of `assets/palette.json`, read once when this module loads. */
export const PALETTE: Palette = parsePalette(paletteFile);

/** The neutral colours of a theme (default dark). */
export function themeOf(name: ThemeName = 'dark'): Theme {
  return PALETTE.themes[name];
}

/** How a piece colour is drawn. */
export function styleOf(color: Color): ColorStyle {
  return PALETTE.colors[color];
}

/** `#rrggbb` → [r, g, b], for tests and for translucent variants of a colour. */
export function rgbOf(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** A colour with an alpha, as a CSS string. */
export function withAlpha(hex: string, alpha: number): string {
  const [r, g, b] = rgbOf(hex);
  return `rgba(${r},${g},${b},${alpha})`;
}
