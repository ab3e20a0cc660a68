import { type Game, type GameEvent, replay } from '../../engine/index.ts';
import { type BoardGeometry, boardOuterSize, gridRect } from '../board/board-geometry.ts';
import { frameWidth, paintBoard } from '../board/board-paint.ts';
import { shapeOf } from '../board/board-shape.ts';
import { newCanvas } from '../canvas/canvas.ts';
import { type ThemeName, themeOf } from '../canvas/palette.ts';
import { gifWriter } from './replay-gif.ts';

/**
 * The animated replay of a game: one frame per move (the board as it was, the move just made outlined),
 * with coordinates, as a GIF (encoded by `encodeGif`: the frames after the first carry only what changed).
 */

/** Options of a replay. */
export interface ReplayOptions {
  readonly theme?: ThemeName;
  /** How long each move shows, and the last position (ms). */
  readonly frameMs?: number;
  readonly lastFrameMs?: number;
  /** Cell size in pixels (default 24: a classic board of 480 px, a duo of 336 px, plus 17 px coordinates). */
  readonly cell?: number;
}

/** Where things are in a replay's frames: the board alone, with its coordinates, filling the frame. */
export function replayPicture(
  game: Game,
  options: Pick<ReplayOptions, 'cell'> = {},
): { width: number; height: number; board: BoardGeometry } {
  const shape = shapeOf(game.layout);
  const board = shape.geometry(game.layout, options.cell ?? shape.replayScale);
  return { ...boardOuterSize(board), board };
}

/** Renders the replay of a game's log (its moves so far) as an animated GIF. */
export function renderReplay(game: Game, options: ReplayOptions = {}): Buffer {
  const frames = replayFrames(game, options);
  for (;;) {
    const step = frames.next();
    if (step.done) return step.value;
  }
}

/**
 * The same, pausing after each frame for `pause` (the replay thread's: a tick of its event loop and a
 * young-generation collection). Each frame's pixels are read as a fresh native copy (`canvas.data()`),
 * which only a collection followed by a tick frees: drawn without pauses, a classic game's 84 frames hold
 * some 90 MB at once, which the process keeps.
 */
export async function renderReplayPausing(
  game: Game,
  options: ReplayOptions,
  pause: () => Promise<void>,
): Promise<Buffer> {
  const frames = replayFrames(game, options);
  for (;;) {
    const step = frames.next();
    if (step.done) return step.value;
    await pause();
  }
}

/** Draws the frames one by one (yielding after each), then returns the GIF. */
function* replayFrames(game: Game, options: ReplayOptions): Generator<void, Buffer, void> {
  const theme = themeOf(options.theme);
  const { width, height, board: g } = replayPicture(game, options);
  const events: readonly GameEvent[] = game.events;
  // Every position from the empty board to the last move; a resignation changes no square, so it makes
  // no frame of its own.
  const cuts = [0, ...events.flatMap((e, i) => (e.type === 'place' ? [i + 1] : []))];
  // One canvas, painted again for each frame; the canvas's own pixels are read (premultiplied, equal to
  // straight RGBA as every frame is opaque), much faster than `getImageData`, which converts them.
  const { canvas, ctx } = newCanvas(width, height, theme);
  // The final position shows every colour of the game: the palette comes from it.
  const shape = shapeOf(game.layout);
  paintBoard(ctx, game, g, theme, { lastMove: cuts.length > 1 });
  const gif = gifWriter(width, height, canvas.data());
  const grid = gridRect(g);
  const frame = frameWidth(g);
  for (const [i, cut] of cuts.entries()) {
    const replayed = replay(game.variant.id, { fastContact: game.fastContact }, events.slice(0, cut));
    if (!replayed.ok) throw new Error(`replay: the log does not replay at ${replayed.error.index}`);
    // The coordinates do not change: drawn on the first frame, kept after, when only the grid and its
    // frame are painted again.
    ctx.fillStyle = theme.background;
    // A board with coordinates inside the grid's rectangle (Trigon) is painted whole each frame.
    if (i === 0 || shape.labelsInGrid) ctx.fillRect(0, 0, width, height);
    else ctx.fillRect(grid.x - frame, grid.y - frame, grid.width + 2 * frame, grid.height + 2 * frame);
    paintBoard(ctx, replayed.value, g, theme, {
      lastMove: cut > 0,
      coordinates: i === 0 || shape.labelsInGrid,
    });
    gif.add(canvas.data(), i === cuts.length - 1 ? (options.lastFrameMs ?? 4000) : (options.frameMs ?? 400));
    yield;
  }
  return gif.finish();
}
