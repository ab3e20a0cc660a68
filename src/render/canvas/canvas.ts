import { promisify } from 'node:util';
import { crc32, deflate } from 'node:zlib';
import { type Canvas, createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { collectPixelCopies } from '../replay/pixel-copies.ts';
import { registerFonts } from '../text/fonts.ts';
import type { Theme } from './palette.ts';

const deflateAsync = promisify(deflate);

/**
 * A fresh canvas filled with the theme's background (so every picture is opaque); fonts are registered on
 * first use, and the text language is fixed so the pixels do not depend on the host's locale.
 */
export function newCanvas(
  width: number,
  height: number,
  theme: Theme,
): { canvas: Canvas; ctx: SKRSContext2D } {
  registerFonts();
  const canvas = createCanvas(Math.ceil(width), Math.ceil(height));
  const ctx = canvas.getContext('2d');
  ctx.lang = 'en';
  ctx.fillStyle = theme.background;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  return { canvas, ctx };
}

/** Compressed size above which a picture is deflated again at level 6. */
const RECOMPRESS_ABOVE = 120_000;
const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, tail]);
}

/**
 * Encodes an opaque canvas as PNG (8-bit RGBA, no row filter, zlib level 3, or 6 when that leaves the
 * file big; deflated off the main thread).
 *
 * Why not `canvas.encode('png')`: on the 2-core dev machine Skia's encoder alone takes ~28 ms for a
 * classic board picture (it tries every row filter at zlib level 6), which breaks the 30 ms budget of
 * docs/design.md section 5; this takes ~5 ms for the same picture, and flat-colour pictures stay far below
 * 150 KB without filters. The canvas's pixels are premultiplied, which equals straight alpha only because
 * every picture starts from an opaque background (`newCanvas`).
 */
export async function encodePng(canvas: Canvas): Promise<Buffer> {
  // The pixel copies of the pictures before this one are garbage by now: free them (see pixel-copies.ts).
  collectPixelCopies();
  const { width, height } = canvas;
  const pixels = canvas.data();
  const stride = width * 4;
  const rows = Buffer.allocUnsafe((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    rows[y * (stride + 1)] = 0;
    pixels.copy(rows, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // colour type: RGBA
  let data = await deflateAsync(rows, { level: 3 });
  // Busy pictures (colour-blind marks and move numbers on a full board) get a second, tighter pass.
  if (data.length > RECOMPRESS_ABOVE) data = await deflateAsync(rows, { level: 6 });
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('sRGB', Buffer.from([0])),
    chunk('IDAT', data),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
