import { describe, expect, it } from 'vitest';
import { renderReplay, renderReplayOffThread } from '../../src/render/index.ts';
import { randomGame } from '../engine/random-games.ts';

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
});
