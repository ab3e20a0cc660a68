import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { emojiPicture } from '../../src/render/index.ts';
import { emojiFontRegistered, font } from '../../src/render/text/fonts.ts';
import { drawText } from '../../src/render/text/text.ts';
import { decode } from './pixels.ts';

/** Draws one line on a white canvas and counts its saturated pixels (colour, not black ink or grey). */
function colouredPixels(text: string): number {
  const canvas = createCanvas(320, 60);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, 320, 60);
  drawText(ctx, text, { x: 4, y: 42, maxWidth: 312, font: font(32), color: '#000000' });
  const data = ctx.getImageData(0, 0, 320, 60).data;
  let count = 0;
  for (let i = 0; i < data.length; i += 4) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (Math.max(r, g, b) - Math.min(r, g, b) > 80) count++;
  }
  return count;
}

describe('the emoji font, loaded when a text first needs it', () => {
  it('is not loaded for Latin, Greek or Arabic text, nor for a lone joiner', () => {
    expect(colouredPixels('Ada Lovelace 42 #1')).toBe(0);
    expect(colouredPixels('Zoë, Łukasz, Ίρις, مريم')).toBe(0);
    expect(colouredPixels('a\u200db\ufe0f')).toBe(0);
    expect(emojiFontRegistered()).toBe(false);
  });

  it('is loaded by the first emoji, which draws in colour, and so do the next', () => {
    expect(colouredPixels('Ada 🎉')).toBeGreaterThan(100);
    expect(emojiFontRegistered()).toBe(true);
    expect(colouredPixels('Zoé 🇫🇷')).toBeGreaterThan(100);
    expect(colouredPixels('👩‍👩‍👧 ❤️')).toBeGreaterThan(100);
  });
});

describe('emojiPicture', () => {
  it('draws one emoji in colour on a transparent square, for the local table', async () => {
    const picture = await decode(await emojiPicture('🤖', 48));
    expect([picture.width, picture.height]).toEqual([48, 48]);
    let coloured = 0;
    let clear = 0;
    for (let y = 0; y < 48; y++) {
      for (let x = 0; x < 48; x++) {
        const [r, g, b, a] = picture.at(x, y);
        if (a === 0) clear++;
        else if (a > 200 && Math.max(r, g, b) - Math.min(r, g, b) > 60) coloured++;
      }
    }
    expect(coloured).toBeGreaterThan(100);
    expect(clear).toBeGreaterThan(100);
  });
});
