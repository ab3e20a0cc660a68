import { createRequire } from 'node:module';
import type { GifEnc } from 'gifenc';
import { type Game, type GameEvent, replay } from '../engine/index.ts';
import { drawBoard } from './board-draw.ts';
import { newCanvas } from './canvas.ts';
import { boardGeometry, boardOuterSize } from './geometry.ts';
import { type ThemeName, themeOf } from './palette.ts';

/**
 * The animated replay of a game: one frame per move (the board as it was, the move just made outlined),
 * as a GIF. All frames share one palette taken from the last frame, which holds every colour the game
 * shows (the board's few flat colours fit in 64), so each frame is only a lookup, not a quantisation.
 */

/** Options of a replay. */
export interface ReplayOptions {
  readonly theme?: ThemeName;
  /** How long each move shows, and the last position (ms). */
  readonly frameMs?: number;
  readonly lastFrameMs?: number;
  /** Cell size in pixels (default 24: a classic board of 480 px, a duo of 336 px plus coordinates). */
  readonly cell?: number;
}

/**
 * gifenc is CommonJS with an ESM build beside it, and Node and Vite pick different ones (Node's ESM loader
 * sees no named exports in the first, Vite's has no default export): `require` gets the same one everywhere.
 */
const gifenc = createRequire(import.meta.url)('gifenc') as GifEnc;

/** Colours in the replay's palette. */
const PALETTE_SIZE = 64;

/** Renders the replay of a game's log (its moves so far) as an animated GIF. */
export function renderReplay(game: Game, options: ReplayOptions = {}): Buffer {
  const theme = themeOf(options.theme);
  const g = boardGeometry(game.layout.size, options.cell ?? 24);
  const { width, height } = boardOuterSize(g);
  const events: readonly GameEvent[] = game.events;
  const frames: Uint8ClampedArray[] = [];
  // Every position from the empty board to the last move; a resignation changes no square, so it makes
  // no frame of its own.
  const cuts = [0, ...events.flatMap((e, i) => (e.type === 'place' ? [i + 1] : []))];
  for (const cut of cuts) {
    const replayed = replay(game.variant.id, { fastContact: game.fastContact }, events.slice(0, cut));
    if (!replayed.ok) throw new Error(`replay: the log does not replay at ${replayed.error.index}`);
    const { ctx } = newCanvas(width, height, theme);
    drawBoard(ctx, replayed.value, g, theme, { lastMove: cut > 0 });
    frames.push(new Uint8ClampedArray(ctx.getImageData(0, 0, width, height).data));
  }
  const { applyPalette, GIFEncoder, quantize } = gifenc;
  const palette = quantize(frames.at(-1)!, PALETTE_SIZE);
  const gif = GIFEncoder();
  for (const [i, frame] of frames.entries()) {
    const last = i === frames.length - 1;
    gif.writeFrame(applyPalette(frame, palette), width, height, {
      palette,
      delay: last ? (options.lastFrameMs ?? 4000) : (options.frameMs ?? 400),
      ...(i === 0 ? { repeat: 0 } : {}),
    });
  }
  gif.finish();
  return Buffer.from(gif.bytes());
}
