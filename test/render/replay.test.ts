import { describe, expect, it } from 'vitest';
import { paintBoard } from '../../src/render/board/board-paint.ts';
import { newCanvas } from '../../src/render/canvas/canvas.ts';
import { renderReplay, renderReplayOffThread, replayPicture, themeOf } from '../../src/render/index.ts';
import { randomGame } from '../engine/random-games.ts';
import { decodeGif } from './gif.ts';

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
    let off = 0;
    decoded.pixels.forEach((rgb, p) => {
      if (rgb.some((v, k) => Math.abs(v - expected[4 * p + k]!) > 48)) off++;
    });
    expect(off).toBeLessThan(decoded.pixels.length / 2000);
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
