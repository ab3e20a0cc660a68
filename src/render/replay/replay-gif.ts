import { createRequire } from 'node:module';
import type { GifEnc, Palette } from 'gifenc';

/**
 * GIF encoding of a replay's frames. All frames share one palette taken from the final position, which
 * holds every colour the game shows (the board's few flat colours fit in 63), so a frame needs no
 * quantisation, only a lookup, and the lookup is done only for the pixels that changed since the previous
 * frame: the 64th slot means "as in the previous frame" (transparent, nothing disposed). A move changes a
 * few squares, so each frame after the first is mostly that one index, which LZW packs to very little.
 */

/**
 * gifenc is CommonJS with an ESM build beside it, and Node and Vite pick different ones (Node's ESM loader
 * sees no named exports in the first, Vite's has no default export): `require` gets the same one everywhere.
 */
const gifenc = createRequire(import.meta.url)('gifenc') as GifEnc;

/** Colours in the palette, the "unchanged" slot included. */
const PALETTE_SIZE = 64;

/** The nearest palette entry of each colour met, by its 32-bit RGBA value. */
function nearestIndex(palette: Palette): (rgba: number) => number {
  const cache = new Map<number, number>();
  return (rgba) => {
    const hit = cache.get(rgba);
    if (hit !== undefined) return hit;
    const r = rgba & 0xff;
    const g = (rgba >>> 8) & 0xff;
    const b = (rgba >>> 16) & 0xff;
    let best = 0;
    let bestDistance = Number.POSITIVE_INFINITY;
    palette.forEach(([pr = 0, pg = 0, pb = 0], i) => {
      const d = (pr - r) ** 2 + (pg - g) ** 2 + (pb - b) ** 2;
      if (d < bestDistance) {
        bestDistance = d;
        best = i;
      }
    });
    cache.set(rgba, best);
    return best;
  };
}

/** A GIF being written, one frame at a time. */
export interface GifWriter {
  /** Adds a frame of opaque RGBA pixels (read at once, not kept) shown for `delayMs`. */
  add(rgba: Uint8Array, delayMs: number): void;
  /** Ends the GIF and returns its bytes. */
  finish(): Buffer;
}

/** Pixels as 32-bit RGBA values, copied when the bytes are not aligned for a view. */
function asWords(rgba: Uint8Array, count: number): Uint32Array {
  const bytes = rgba.byteOffset % 4 === 0 ? rgba : rgba.slice();
  return new Uint32Array(bytes.buffer, bytes.byteOffset, count);
}

/**
 * A looping GIF of `width` × `height` frames whose palette is taken from `paletteFrom` (RGBA pixels that
 * hold every colour the frames will show: the replay's final position). Frames are written as they come,
 * so only the previous one is kept in memory.
 */
export function gifWriter(width: number, height: number, paletteFrom: Uint8Array): GifWriter {
  const count = width * height;
  const palette = gifenc.quantize(paletteFrom, PALETTE_SIZE - 1);
  const keep = palette.length;
  const indexOf = nearestIndex(palette);
  const gif = gifenc.GIFEncoder();
  const previous = new Uint32Array(count);
  let first = true;
  return {
    add(rgba, delayMs) {
      const pixels = asWords(rgba, count);
      const index = new Uint8Array(count);
      for (let p = 0; p < count; p++) {
        index[p] = !first && previous[p] === pixels[p] ? keep : indexOf(pixels[p]!);
      }
      if (first) {
        gif.writeFrame(index, width, height, { palette: [...palette, [0, 0, 0]], delay: delayMs, repeat: 0 });
      } else {
        gif.writeFrame(index, width, height, {
          delay: delayMs,
          transparent: true,
          transparentIndex: keep,
          dispose: 1,
        });
      }
      previous.set(pixels);
      first = false;
    },
    finish() {
      gif.finish();
      return Buffer.from(gif.bytes());
    },
  };
}
