import { createRequire } from 'node:module';
import type { GifEnc, Palette } from 'gifenc';

/**
 * GIF encoding of a replay's frames. All frames share one palette taken from the last frame, which holds
 * every colour the game shows (the board's few flat colours fit in 63), so a frame needs no quantisation,
 * only a lookup, and the lookup is done only for the pixels that changed since the previous frame: the
 * 64th slot means "as in the previous frame" (transparent, nothing disposed). A move changes a few
 * squares, so each frame after the first is mostly that one index, which LZW packs to very little.
 */

/**
 * gifenc is CommonJS with an ESM build beside it, and Node and Vite pick different ones (Node's ESM loader
 * sees no named exports in the first, Vite's has no default export): `require` gets the same one everywhere.
 */
const gifenc = createRequire(import.meta.url)('gifenc') as GifEnc;

/** Colours in the palette, the "unchanged" slot included. */
const PALETTE_SIZE = 64;

/** One frame: opaque RGBA pixels and how long it shows (ms). */
export interface GifFrame {
  readonly rgba: Uint8Array;
  readonly delayMs: number;
}

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

/** Encodes frames of `width` × `height` pixels as a looping GIF. */
export function encodeGif(frames: readonly GifFrame[], width: number, height: number): Buffer {
  const last = frames.at(-1);
  if (!last) throw new Error('a GIF needs a frame');
  const palette = gifenc.quantize(last.rgba, PALETTE_SIZE - 1);
  const keep = palette.length;
  const indexOf = nearestIndex(palette);
  const gif = gifenc.GIFEncoder();
  let previous: Uint32Array | null = null;
  for (const frame of frames) {
    const pixels = new Uint32Array(frame.rgba.buffer, frame.rgba.byteOffset, width * height);
    const index = new Uint8Array(pixels.length);
    for (let p = 0; p < pixels.length; p++) {
      index[p] = previous !== null && previous[p] === pixels[p] ? keep : indexOf(pixels[p]!);
    }
    if (previous === null) {
      gif.writeFrame(index, width, height, {
        palette: [...palette, [0, 0, 0]],
        delay: frame.delayMs,
        repeat: 0,
      });
    } else {
      gif.writeFrame(index, width, height, {
        delay: frame.delayMs,
        transparent: true,
        transparentIndex: keep,
        dispose: 1,
      });
    }
    previous = pixels;
  }
  gif.finish();
  return Buffer.from(gif.bytes());
}
