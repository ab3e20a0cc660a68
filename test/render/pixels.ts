import { createCanvas, loadImage } from '@napi-rs/canvas';
import { rgbOf } from '../../src/render/index.ts';

/** A decoded PNG with pixel access, for the renderer's tests. */
export interface Decoded {
  readonly width: number;
  readonly height: number;
  /** [r, g, b, a] at a pixel (integer coordinates). */
  at(x: number, y: number): [number, number, number, number];
}

/** Decodes a PNG with the canvas library's own decoder. */
export async function decode(png: Buffer): Promise<Decoded> {
  const image = await loadImage(png);
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const data = ctx.getImageData(0, 0, image.width, image.height).data;
  return {
    width: image.width,
    height: image.height,
    at(x, y) {
      const i = (Math.floor(y) * image.width + Math.floor(x)) * 4;
      return [data[i]!, data[i + 1]!, data[i + 2]!, data[i + 3]!];
    },
  };
}

/** The largest channel difference between a pixel and a `#rrggbb` colour. */
export function distance(pixel: readonly number[], hex: string): number {
  const rgb = rgbOf(hex);
  return Math.max(...rgb.map((v, i) => Math.abs(v - pixel[i]!)));
}
