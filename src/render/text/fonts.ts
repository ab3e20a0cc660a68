import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { GlobalFonts } from '@napi-rs/canvas';
import { plainFontFile } from './font-file.ts';

/**
 * Fonts come from npm packages, never from the system: Inter (every script subset it ships, in the weights
 * used here) for text; Noto Sans Arabic and Noto Sans Hebrew for right-to-left names, which Inter lacks;
 * and Noto Color Emoji under one family used as the last fallback, so emoji in player names draw in colour.
 * Paths are resolved from this module, so any working directory works.
 *
 * The emoji font is big (some 50 MB of the process's memory once drawn with) and most pictures have no
 * emoji, so it is registered the way a browser loads a web font: only when a text about to be measured or
 * drawn has a character in its unicode ranges (`registerFontsFor`).
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
  registered = true;
}

/** Code points that join or qualify emoji: alone they need no emoji font. */
const JOINERS = new Set([0x200d, 0xfe0f]);
const EMOJI_FILE = '@fontsource/noto-color-emoji/files/noto-color-emoji-emoji-400-normal.woff';
/** The code points of the emoji font, as ranges; null until a non-ASCII text is first seen. */
let emojiRanges: (readonly [number, number])[] | null = null;
let emojiRegistered = false;

/**
 * The code points the emoji font covers: the union of the unicode ranges of the package's subsets
 * (`unicode.json`: `"[2]": "U+23,U+30-39,…"`), as a browser would read them. Only the package's whole font
 * is registered (the canvas draws nothing from its subset files), as a plain font file made once from its
 * WOFF (`plainFontFile`), which the canvas maps instead of holding it unpacked.
 */
function loadEmojiRanges(): (readonly [number, number])[] {
  const dir = dirname(require.resolve(EMOJI_FILE));
  const table = JSON.parse(readFileSync(join(dir, '..', 'unicode.json'), 'utf8')) as Record<string, string>;
  return Object.values(table).flatMap((list) =>
    list.split(',').map((range) => {
      const [from, to = from] = range.replace(/^U\+/, '').split('-');
      return [Number.parseInt(from!, 16), Number.parseInt(to!, 16)] as const;
    }),
  );
}

/**
 * Registers the fonts, and the emoji font if `text` has a character of it, before the text is measured or
 * drawn. ASCII text returns at once.
 */
export function registerFontsFor(text: string): void {
  registerFonts();
  if (emojiRegistered || !/[^\p{ASCII}]/u.test(text)) return;
  emojiRanges ??= loadEmojiRanges();
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80 || JOINERS.has(code)) continue;
    if (!emojiRanges.some(([from, to]) => code >= from && code <= to)) continue;
    const woff = require.resolve(EMOJI_FILE);
    const modules = woff.slice(0, woff.lastIndexOf(`${sep}node_modules${sep}`) + '/node_modules'.length);
    const path = plainFontFile(woff, [join(modules, '.cache', 'blokus-fonts')]);
    if (!GlobalFonts.registerFromPath(path, EMOJI_FAMILY)) throw new Error(path);
    emojiRegistered = true;
    return;
  }
}

/** Whether the emoji font is registered yet (for tests). */
export function emojiFontRegistered(): boolean {
  return emojiRegistered;
}

/** A CSS font string for the canvas: the emoji font alone, at a pixel size. */
export function emojiFont(size: number): string {
  return `${size}px ${EMOJI_FAMILY}`;
}

/** A CSS font string for the canvas: Inter at a weight and pixel size, then Arabic/Hebrew, then emoji. */
export function font(size: number, weight: 400 | 600 | 700 = 400): string {
  return `${weight} ${size}px ${TEXT_FAMILY}, ${RTL_FAMILY}, ${EMOJI_FAMILY}`;
}
