import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';

/**
 * Fonts come from npm packages, never from the system: Inter (every script subset it ships, in the weights
 * used here) for text; Noto Sans Arabic and Noto Sans Hebrew for right-to-left names, which Inter lacks;
 * and every file of Noto Color Emoji under one family used as the last fallback, so emoji in player names
 * draw in colour. Paths are resolved from this module, so any working directory works.
 */
const require = createRequire(import.meta.url);
const WEIGHTS = /-(400|600|700)-normal\.woff2$/;
const TEXT_FAMILY = 'Inter';
const EMOJI_FAMILY = 'NotoEmoji';
const RTL_FAMILY = 'NotoRTL';
/** Only the script subsets: Latin and the rest come from Inter. */
const RTL_FILES = /-(arabic|hebrew)-(400|600|700)-normal\.woff2$/;

let registered = false;

function filesBeside(entry: string, keep: (name: string) => boolean): string[] {
  const dir = dirname(require.resolve(entry));
  return readdirSync(dir)
    .filter(keep)
    .sort()
    .map((name) => join(dir, name));
}

/** Registers the fonts once; later calls do nothing. Throws if a font file cannot be loaded. */
export function registerFonts(): void {
  if (registered) return;
  const text = filesBeside('@fontsource/inter/files/inter-latin-400-normal.woff2', (n) => WEIGHTS.test(n));
  const emoji = filesBeside('@fontsource/noto-color-emoji/files/noto-color-emoji-0-400-normal.woff2', (n) =>
    n.endsWith('.woff2'),
  );
  const rtl = [
    ...filesBeside('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2', (n) =>
      RTL_FILES.test(n),
    ),
    ...filesBeside('@fontsource/noto-sans-hebrew/files/noto-sans-hebrew-hebrew-400-normal.woff2', (n) =>
      RTL_FILES.test(n),
    ),
  ];
  for (const path of text) if (!GlobalFonts.registerFromPath(path, TEXT_FAMILY)) throw new Error(path);
  for (const path of rtl) if (!GlobalFonts.registerFromPath(path, RTL_FAMILY)) throw new Error(path);
  for (const path of emoji) if (!GlobalFonts.registerFromPath(path, EMOJI_FAMILY)) throw new Error(path);
  registered = true;
}

/** A CSS font string for the canvas: Inter at a weight and pixel size, then Arabic/Hebrew, then emoji. */
export function font(size: number, weight: 400 | 600 | 700 = 400): string {
  return `${weight} ${size}px ${TEXT_FAMILY}, ${RTL_FAMILY}, ${EMOJI_FAMILY}`;
}
