import { selfPlayIndex, vectorGame } from '../../scripts/render-samples/sample-games.ts';
import { renderBoard, renderReplayOffThread } from '../../src/render/index.ts';
import { medianMs, round } from './measure.ts';

/**
 * The render section of `npm run bench`: a classic board from the middle of the reference engine's
 * self-play game, with its panel under the board, rendered and PNG-encoded 30 times (after a warm-up); the median
 * time and the PNG's size. Then that whole game's animated replay, as the bot draws it at a game's end.
 */
export async function benchRender(): Promise<Record<string, number>> {
  const game = vectorGame(selfPlayIndex('classic'), 36);
  const players = ['Ann', 'Ben 🎲', 'Cat', 'Dan'].map((name, seat) => ({ name, colors: [seat] }));
  let png = await renderBoard(game, { players });
  for (let i = 0; i < 5; i++) png = await renderBoard(game, { players });
  const runs = Array.from({ length: 30 }, (_, i) => i);
  const boardMedianMs = await medianMs(runs, async () => {
    png = await renderBoard(game, { players });
  });
  // The replay of a whole classic game (the reference self-play game), drawn in a worker thread as the bot
  // does; the median of 3.
  const whole = vectorGame(selfPlayIndex('classic'));
  let gif = await renderReplayOffThread(whole);
  const replayMs = await medianMs([0, 1, 2], async () => {
    gif = await renderReplayOffThread(whole);
  });
  return {
    boardMedianMs: round(boardMedianMs, 2),
    boardPngBytes: png.length,
    replayMs: round(replayMs, 0),
    replayBytes: gif.length,
  };
}
