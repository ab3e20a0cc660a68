import { describe, expect, it } from 'vitest';
import { COLORS } from '../../src/engine/index.ts';
import { parsePalette } from '../../src/render/canvas/palette.ts';
import { MARKS, PALETTE, registerFonts, rgbOf, styleOf, themeOf } from '../../src/render/index.ts';

/** Relative luminance (WCAG) of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

describe('palette', () => {
  it('loads assets/palette.json with every theme key and colour', () => {
    expect(Object.keys(PALETTE.colors).sort()).toEqual([...COLORS].sort());
    expect(() => parsePalette({ themes: {}, colors: {} })).toThrow(/palette/);
  });

  it('keeps text readable and pieces distinct from the empty board in both themes', () => {
    for (const name of ['dark', 'light'] as const) {
      const theme = themeOf(name);
      expect(contrast(theme.text, theme.background), name).toBeGreaterThan(7);
      expect(contrast(theme.muted, theme.background), name).toBeGreaterThan(4.5);
      expect(contrast(theme.label, theme.background), name).toBeGreaterThan(4.5);
      expect(contrast(theme.lastInner, theme.lastOuter), name).toBeGreaterThan(7);
      // Yellow on the light board is the weakest pair; the dark piece outline carries its edge.
      for (const color of COLORS)
        expect(contrast(styleOf(color).fill, theme.board), `${name} ${color}`).toBeGreaterThan(1.2);
      for (const color of COLORS)
        expect(contrast(styleOf(color).fill, theme.pieceOutline), `${name} ${color}`).toBeGreaterThan(2.5);
    }
  });

  it('gives each colour a different mark, and move numbers a readable ink', () => {
    expect(new Set(Object.values(MARKS)).size).toBe(COLORS.length);
    for (const color of COLORS)
      expect(contrast(styleOf(color).ink, styleOf(color).fill), color).toBeGreaterThan(3);
  });

  it('registers fonts once, however often asked', () => {
    registerFonts();
    expect(() => registerFonts()).not.toThrow();
  });
});
