import { parentPort } from 'node:worker_threads';
import { type GameEvent, replay, type VariantId } from '../../engine/index.ts';
import { collectPixelCopies } from './pixel-copies.ts';
import { type ReplayOptions, renderReplayPausing } from './replay.ts';

/** What the main thread sends: a game as its variant, options and log (plain data crosses threads). */
export interface ReplayJob {
  readonly variant: VariantId;
  readonly fastContact: boolean;
  readonly events: readonly GameEvent[];
  readonly options: ReplayOptions;
}

/** A job with its number; the answer carries the number back with the GIF's bytes or an error. */
export type ReplayRequest = { readonly id: number; readonly job: ReplayJob };
export type ReplayAnswer =
  | { readonly id: number; readonly gif: Uint8Array }
  | { readonly id: number; readonly error: string };

/** After each frame: free the frame's pixel copy (a young-generation collection, then a tick). */
function pause(): Promise<void> {
  collectPixelCopies();
  return new Promise((resolve) => setImmediate(resolve));
}

/** The replay thread: draws one replay at a time, in the order asked, and lives on for the next. */
const queue: ReplayRequest[] = [];
let drawing = false;

async function drawAll(): Promise<void> {
  drawing = true;
  for (let request = queue.shift(); request; request = queue.shift()) {
    const { id, job } = request;
    try {
      const game = replay(job.variant, { fastContact: job.fastContact }, job.events);
      if (!game.ok) throw new Error(`the log does not replay at ${game.error.index}`);
      const gif = await renderReplayPausing(game.value, job.options, pause);
      parentPort?.postMessage({ id, gif } satisfies ReplayAnswer, [gif.buffer as ArrayBuffer]);
    } catch (error) {
      parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  }
  drawing = false;
}

parentPort?.on('message', (request: ReplayRequest) => {
  queue.push(request);
  if (!drawing) void drawAll();
});
