import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas, GlobalFonts } from '@napi-rs/canvas';
import { afterAll, describe, expect, it } from 'vitest';
import { plainFontFile } from '../../src/render/text/font-file.ts';

const require = createRequire(import.meta.url);
const WOFF = require.resolve('@fontsource/inter/files/inter-latin-700-normal.woff');
const dir = mkdtempSync(join(tmpdir(), 'font-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('plainFontFile', () => {
  it('unpacks a WOFF font into a plain one the canvas draws with, once', () => {
    const path = plainFontFile(WOFF, [join(dir, 'cache')]);
    expect(path.startsWith(join(dir, 'cache'))).toBe(true);
    const sfnt = readFileSync(path);
    const woff = readFileSync(WOFF);
    // Same flavour and table count; every table where the directory says, at its unpacked length.
    expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
    const count = sfnt.readUInt16BE(4);
    expect(count).toBe(woff.readUInt16BE(12));
    expect(sfnt.length).toBe(woff.readUInt32BE(16)); // WOFF header: totalSfntSize
    for (let i = 0; i < count; i++) {
      const offset = sfnt.readUInt32BE(12 + i * 16 + 8);
      expect(offset % 4).toBe(0);
      expect(offset + sfnt.readUInt32BE(12 + i * 16 + 12)).toBeLessThanOrEqual(sfnt.length);
    }
    const made = statSync(path).mtimeMs;
    expect(plainFontFile(WOFF, [join(dir, 'cache')])).toBe(path);
    expect(statSync(path).mtimeMs).toBe(made);

    GlobalFonts.registerFromPath(path, 'PlainInterTest');
    const ctx = createCanvas(200, 40).getContext('2d');
    ctx.font = '24px PlainInterTest';
    const plain = ctx.measureText('Blokus').width;
    ctx.font = '24px NoSuchFamilyAnywhere';
    expect(plain).toBeGreaterThan(40);
    expect(plain).not.toBeCloseTo(ctx.measureText('Blokus').width, 1);
  });

  it('falls back to the next folder when one cannot be written, and to the WOFF itself', () => {
    const blocked = join(dir, 'a-file');
    writeFileSync(blocked, 'not a folder');
    const path = plainFontFile(WOFF, [join(blocked, 'cache'), join(dir, 'second')]);
    expect(path.startsWith(join(dir, 'second'))).toBe(true);
    const broken = join(dir, 'broken.woff');
    writeFileSync(broken, 'not a font at all');
    expect(plainFontFile(broken, [join(dir, 'third')])).toBe(broken);
  });
});
