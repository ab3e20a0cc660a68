import { describe, expect, it } from 'vitest';
import { scoresOf } from '../../src/engine/index.ts';
import { paintBoard } from '../../src/render/board/board-paint.ts';
import { newCanvas } from '../../src/render/canvas/canvas.ts';
import type { Rect } from '../../src/render/index.ts';
import {
  renderReplay,
  renderReplayOffThread,
  replayPicture,
  styleOf,
  themeOf,
} from '../../src/render/index.ts';
import { randomGame } from '../engine/random-games.ts';
import { playersFor } from './fixtures.ts';
import { decodeGif, decodeGifFrames } from './gif.ts';

/** Frames in a GIF: each carries one graphic control extension (its delay). */
function frameCount(gif: Buffer): number {
  let n = 0;
  for (
    let i = gif.indexOf(Buffer.from([0x21, 0xf9, 0x04]));
    i >= 0;
    i = gif.indexOf(Buffer.from([0x21, 0xf9, 0x04]), i + 1)
  )
    n++;
  return n;
}

describe('the replay', () => {
  it('is a GIF with a frame per placement after the empty board (none for a resignation), under 8 MB for a whole classic game', () => {
    const game = randomGame('classic', 4, { resignChance: 0.01 });
    const gif = renderReplay(game);
    expect(gif.subarray(0, 6).toString('ascii')).toBe('GIF89a');
    const placements = game.events.filter((e) => e.type === 'place').length;
    expect(frameCount(gif)).toBe(placements + 1);
    expect(gif.length).toBeLessThan(8 * 1024 * 1024);
  });

  it('composes, frame over frame, into the final board with its coordinates', () => {
    const game = randomGame('classic', 5);
    const decoded = decodeGif(renderReplay(game));
    const picture = replayPicture(game);
    expect([decoded.width, decoded.height]).toEqual([picture.width, picture.height]);
    expect(decoded.frames).toBe(game.events.filter((e) => e.type === 'place').length + 1);
    const theme = themeOf('dark');
    const { canvas, ctx } = newCanvas(picture.width, picture.height, theme);
    paintBoard(ctx, game, picture.board, theme);
    const expected = canvas.data();
    // Only a few anti-aliased pixels may differ: the palette has 63 colours, and on later frames the line
    // around the grid covers the tips of the letters under it.
    // The caption under the board is not the board's: only the board's rows are compared.
    const boardPixels = picture.caption.rect.y * picture.width;
    let off = 0;
    decoded.pixels.slice(0, boardPixels).forEach((rgb, p) => {
      if (rgb.some((v, k) => Math.abs(v - expected[4 * p + k]!) > 48)) off++;
    });
    expect(off).toBeLessThan(boardPixels / 2000);
  });

  it('is drawn the same in a worker thread, while the event loop stays free', async () => {
    const game = randomGame('duo', 9);
    let ticks = 0;
    const timer = setInterval(() => ticks++, 5);
    const started = performance.now();
    const off = await renderReplayOffThread(game);
    const ms = performance.now() - started;
    clearInterval(timer);
    expect(off.equals(renderReplay(game))).toBe(true);
    // The loop kept ticking while the frames were drawn elsewhere (at least half its 5 ms beats).
    expect(ticks).toBeGreaterThan(ms / 5 / 2);
  });

  it('draws replays asked together in one thread, each for its own game, and survives a bad log', async () => {
    const games = [randomGame('duo', 3), randomGame('classic-2', 4), randomGame('junior', 5)];
    const bad = { ...games[0]!, events: [...games[0]!.events, games[0]!.events[0]!] };
    const [a, b, broken, c] = await Promise.allSettled([
      renderReplayOffThread(games[0]!),
      renderReplayOffThread(games[1]!),
      renderReplayOffThread(bad),
      renderReplayOffThread(games[2]!),
    ]);
    games.forEach((game, i) => {
      const result = [a, b, c][i]!;
      expect(result.status).toBe('fulfilled');
      if (result.status === 'fulfilled') expect(result.value.equals(renderReplay(game))).toBe(true);
    });
    expect(broken.status).toBe('rejected');
    if (broken.status === 'rejected') expect(String(broken.reason)).toMatch(/does not replay/);
    // The thread lives on after the failure.
    expect((await renderReplayOffThread(games[1]!)).equals(renderReplay(games[1]!))).toBe(true);
  });
});

type Pixels = readonly (readonly [number, number, number])[];

/** Pixels of a rectangle of a decoded frame that are far from the background (text, swatches, cards). */
function ink(pixels: Pixels, width: number, r: Rect, background: string): number {
  const bg = [1, 3, 5].map((i) => Number.parseInt(background.slice(i, i + 2), 16));
  let n = 0;
  for (let y = Math.floor(r.y); y < r.y + r.height; y++) {
    for (let x = Math.floor(r.x); x < r.x + r.width; x++) {
      if (pixels[y * width + x]!.some((v, k) => Math.abs(v - bg[k]!) > 60)) n++;
    }
  }
  return n;
}

/** Whether a rectangle reads the same in two frames. */
function same(a: Pixels, b: Pixels, width: number, r: Rect): boolean {
  for (let y = Math.floor(r.y); y < r.y + r.height; y++) {
    for (let x = Math.floor(r.x); x < r.x + r.width; x++) {
      if (a[y * width + x]!.some((v, k) => v !== b[y * width + x]![k])) return false;
    }
  }
  return true;
}

describe("the replay's caption", () => {
  const game = randomGame('classic', 5);
  const players = playersFor(game);
  const picture = replayPicture(game, { players });
  const placements = game.events.flatMap((e) => (e.type === 'place' ? [e] : []));
  const total = placements.length + 1;
  const middle = Math.floor(total / 2);
  const keep = [0, 1, 2, middle, total - 2, total - 1];
  const { frames } = decodeGifFrames(renderReplay(game, { players }), keep);
  const frame = (k: number) => frames.get(k)!;
  const { caption, width } = picture;
  const background = themeOf('dark').background;

  it('sits under the board, inside the picture, a row per player', () => {
    const outer = picture.board.y + picture.board.rows * picture.board.cell + picture.board.marginY;
    expect(caption.rect.y).toBeGreaterThanOrEqual(outer);
    expect(caption.rect.y + caption.rect.height).toBeLessThanOrEqual(picture.height);
    expect(caption.rows).toHaveLength(4);
  });

  it("numbers every frame and names who moved, in the mover's colour", () => {
    for (const k of keep)
      expect(ink(frame(k), width, caption.counter, background), `frame ${k}`).toBeGreaterThan(40);
    // The counter changes from move to move.
    expect(same(frame(1), frame(2), width, caption.counter)).toBe(false);
    expect(same(frame(middle), frame(total - 1), width, caption.counter)).toBe(false);
    for (const k of keep.filter((k) => k > 0)) {
      const { x, y, width: w, height: h } = caption.swatch;
      const fill = styleOf(game.variant.colors[placements[k - 1]!.color]!).fill;
      const pixel = frame(k)[Math.round(y + h / 2) * width + Math.round(x + w / 2)]!;
      const want = [1, 3, 5].map((i) => Number.parseInt(fill.slice(i, i + 2), 16));
      expect(
        pixel.every((v, i) => Math.abs(v - want[i]!) < 24),
        `frame ${k}`,
      ).toBe(true);
    }
    // The players' names are written on every frame.
    for (const k of keep) {
      for (const row of caption.rows) expect(ink(frame(k), width, row.rect, background)).toBeGreaterThan(100);
    }
  });

  it('gives the final scores on the last frame, the winner on a card', () => {
    const last = frame(total - 1);
    const card = [1, 3, 5].map((i) => Number.parseInt(themeOf('dark').card.slice(i, i + 2), 16));
    const ranks = scoresOf(game).playerRanks;
    caption.rows.forEach((row, seat) => {
      expect(ink(last, width, row.figure, background)).toBeGreaterThan(40);
      expect(same(frame(total - 2), last, width, row.figure)).toBe(false);
      // Left of the swatch, inside the card: the card's colour on the winner's row only.
      const pixel = last[Math.round(row.rect.y + row.rect.height / 2) * width + Math.round(row.rect.x - 6)]!;
      const onCard = pixel.every((v, i) => Math.abs(v - card[i]!) < 4);
      expect(onCard, `seat ${seat}`).toBe(ranks[seat] === 1);
    });
  });

  it('is written in the language asked for', () => {
    const fr = decodeGifFrames(renderReplay(game, { players, locale: 'fr' }), [1]).frames.get(1)!;
    expect(same(fr, frame(1), width, caption.counter)).toBe(false);
  });
});
