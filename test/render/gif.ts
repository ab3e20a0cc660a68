/**
 * A small GIF decoder for the replay's tests: it composes every frame onto the logical screen (honouring
 * the transparent index and leaving each frame in place, the only disposal the replay uses) and returns
 * the last picture as RGB triples, with the number of frames.
 */
export interface DecodedGif {
  readonly width: number;
  readonly height: number;
  readonly frames: number;
  /** The composed picture after the last frame: [r, g, b] of each pixel, row by row. */
  readonly pixels: readonly (readonly [number, number, number])[];
}

/** LZW-decodes one frame's image data into `count` colour indexes. */
function lzw(minSize: number, data: Uint8Array, count: number): Uint8Array {
  const clear = 1 << minSize;
  const eoi = clear + 1;
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const first = new Uint8Array(4096);
  for (let i = 0; i < clear; i++) {
    suffix[i] = i;
    first[i] = i;
  }
  const out = new Uint8Array(count);
  const stack = new Uint8Array(4097);
  let op = 0;
  let size = minSize + 1;
  let next = eoi + 1;
  let prev = -1;
  let acc = 0;
  let bits = 0;
  const emit = (code: number) => {
    let c = code;
    let sp = 0;
    while (c > eoi) {
      stack[sp++] = suffix[c]!;
      c = prefix[c]!;
    }
    stack[sp++] = c;
    while (sp > 0 && op < count) out[op++] = stack[--sp]!;
  };
  for (let pos = 0; ; ) {
    while (bits < size && pos < data.length) {
      acc |= data[pos++]! << bits;
      bits += 8;
    }
    if (bits < size) return out;
    const code = acc & ((1 << size) - 1);
    acc >>>= size;
    bits -= size;
    if (code === clear) {
      size = minSize + 1;
      next = eoi + 1;
      prev = -1;
      continue;
    }
    if (code === eoi) return out;
    if (prev === -1) {
      emit(code);
      prev = code;
      continue;
    }
    const known = code < next;
    if (next < 4096) {
      prefix[next] = prev;
      suffix[next] = known ? first[code]! : first[prev]!;
      first[next] = first[prev]!;
      next++;
      if (next === 1 << size && size < 12) size++;
    }
    emit(code);
    prev = code;
  }
}

/** Decodes a GIF made of full-screen frames (as `renderReplay` writes them). */
export function decodeGif(gif: Buffer): DecodedGif {
  return decodeGifFrames(gif, []).gif;
}

/**
 * The same, keeping a copy of the composed picture after each frame whose number (0-based) is in `keep`
 * (a negative number counts from the end, -1 being the last frame).
 */
export function decodeGifFrames(
  gif: Buffer,
  keep: readonly number[],
): { gif: DecodedGif; frames: Map<number, readonly (readonly [number, number, number])[]> } {
  const total = countFrames(gif);
  const wanted = new Set(keep.map((k) => (k < 0 ? total + k : k)));
  const kept = new Map<number, readonly (readonly [number, number, number])[]>();
  const width = gif.readUInt16LE(6);
  const height = gif.readUInt16LE(8);
  const table = (at: number, flags: number) => {
    const n = 1 << ((flags & 7) + 1);
    return Array.from({ length: n }, (_, i) => [
      gif[at + 3 * i]!,
      gif[at + 3 * i + 1]!,
      gif[at + 3 * i + 2]!,
    ]);
  };
  const global = table(13, gif[10]!);
  let pos = 13 + (gif[10]! & 0x80 ? global.length * 3 : 0);
  const screen = new Array<[number, number, number]>(width * height).fill([0, 0, 0]);
  let transparent = -1;
  let frames = 0;
  const blocks = () => {
    const parts: Buffer[] = [];
    for (let n = gif[pos++]!; n > 0; n = gif[pos++]!) {
      parts.push(gif.subarray(pos, pos + n));
      pos += n;
    }
    return Buffer.concat(parts);
  };
  while (pos < gif.length && gif[pos] !== 0x3b) {
    const kind = gif[pos++];
    if (kind === 0x21) {
      const label = gif[pos++];
      const body = blocks();
      if (label === 0xf9) transparent = body[0]! & 1 ? body[3]! : -1;
    } else if (kind === 0x2c) {
      const w = gif.readUInt16LE(pos + 4);
      const h = gif.readUInt16LE(pos + 6);
      const flags = gif[pos + 8]!;
      pos += 9;
      const colors = flags & 0x80 ? table(pos, flags) : global;
      if (flags & 0x80) pos += colors.length * 3;
      const minSize = gif[pos++]!;
      const index = lzw(minSize, blocks(), w * h);
      index.forEach((value, p) => {
        if (value !== transparent) screen[p] = colors[value] as [number, number, number];
      });
      if (wanted.has(frames)) kept.set(frames, [...screen]);
      frames++;
    } else {
      throw new Error(`unexpected GIF block ${kind} at ${pos - 1}`);
    }
  }
  return { gif: { width, height, frames, pixels: screen }, frames: kept };
}

/** Frames in a GIF: each carries one graphic control extension (its delay). */
export function countFrames(gif: Buffer): number {
  const marker = Buffer.from([0x21, 0xf9, 0x04]);
  let n = 0;
  for (let i = gif.indexOf(marker); i >= 0; i = gif.indexOf(marker, i + 1)) n++;
  return n;
}
