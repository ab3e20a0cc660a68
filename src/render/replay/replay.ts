import { type Game, type GameEvent, replay, scoresOf } from '../../engine/index.ts';
import { DEFAULT_LOCALE, type Locale, translator } from '../../i18n/index.ts';
import { frameWidth, paintBoard } from '../board/board-paint.ts';
import { newCanvas } from '../canvas/canvas.ts';
import { type ThemeName, themeOf } from '../canvas/palette.ts';
import { type PlayerInfo, playersOf } from '../panel/seats.ts';
import { type BoardGeometry, boardOuterSize, gridRect } from '../shape/board-geometry.ts';
import { shapeOf } from '../shape/board-shape.ts';
import {
  type CaptionLayout,
  captionHeight,
  captionLayout,
  captionRows,
  drawCaption,
  moverOf,
} from './replay-caption.ts';
import { gifWriter } from './replay-gif.ts';

/**
 * The animated replay of a game: one frame per move (the board as it was, the move just made outlined),
 * with coordinates, and under the board a caption (the move's number, who made it, each player's squares
 * left, and on the last frame the final scores and ranks), as a GIF (encoded by `gifWriter`: the frames
 * after the first carry only what changed). Its options are plain data, as they cross to the replay thread.
 */

/** Options of a replay. */
export interface ReplayOptions {
  readonly theme?: ThemeName;
  /** How long each move shows, and the last position (ms). */
  readonly frameMs?: number;
  readonly lastFrameMs?: number;
  /**
   * Cell size in pixels (default 24: a classic board of 480 px, a duo of 336 px, plus 17 px coordinates;
   * a narrower board, the puzzle's, gets bigger cells, so that its grid is as wide as the duo's).
   */
  readonly cell?: number;
  /** The players in seat order, with display names and the colour indexes they hold. */
  readonly players?: readonly PlayerInfo[];
  /** The language of the caption (default English). */
  readonly locale?: Locale;
  /** Colour-blind marks on the caption's swatches. */
  readonly colorBlind?: boolean;
}

/** The narrowest grid of a replay, in pixels: the duo's. */
const MIN_GRID_WIDTH = 336;

/** Where things are in a replay's frames: the board with its coordinates, and the caption under it. */
export function replayPicture(
  game: Game,
  options: Pick<ReplayOptions, 'cell' | 'players'> = {},
): { width: number; height: number; board: BoardGeometry; caption: CaptionLayout } {
  const shape = shapeOf(game.layout);
  const scale =
    options.cell ?? Math.max(shape.replayScale, shape.scaleFor(game.layout.width, MIN_GRID_WIDTH));
  const board = shape.geometry(game.layout, scale);
  const outer = boardOuterSize(board);
  const grid = gridRect(board);
  const rows = captionRows(game, playersOf(game, options.players), translator(DEFAULT_LOCALE)).length;
  const rect = { x: grid.x, y: outer.height, width: grid.width, height: captionHeight(rows) };
  return {
    width: outer.width,
    height: outer.height + rect.height,
    board,
    caption: captionLayout(rect, rows),
  };
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
  const { width, height, board: g, caption } = replayPicture(game, options);
  const words = translator(options.locale ?? DEFAULT_LOCALE);
  const players = playersOf(game, options.players);
  const rows = captionRows(game, players, words);
  const style = { theme, words, players, marks: options.colorBlind === true };
  const final = scoresOf(game);
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
  const lastMover = lastMoverOf(game, events);
  drawCaption(ctx, caption, rows, frameOf(game, lastMover, events.length, events.length, final), style);
  const gif = gifWriter(width, height, canvas.data());
  const grid = gridRect(g);
  const frame = frameWidth(g);
  let before: Game | null = null;
  for (const [i, cut] of cuts.entries()) {
    const replayed = replay(game.variant.id, { fastContact: game.fastContact }, events.slice(0, cut));
    if (!replayed.ok) throw new Error(`replay: the log does not replay at ${replayed.error.index}`);
    const event = events[cut - 1];
    const mover = before && event ? moverOf(before, event.color) : null;
    before = replayed.value;
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
    const last = i === cuts.length - 1;
    drawCaption(
      ctx,
      caption,
      rows,
      frameOf(replayed.value, mover, cut, events.length, last ? final : null),
      style,
    );
    gif.add(canvas.data(), i === cuts.length - 1 ? (options.lastFrameMs ?? 4000) : (options.frameMs ?? 400));
    yield;
  }
  return gif.finish();
}

/** A frame's caption: the position after move `number`, made by `mover`. */
function frameOf(
  game: Game,
  mover: { color: number; seat: number } | null,
  number: number,
  total: number,
  final: ReturnType<typeof scoresOf> | null,
) {
  return { game, mover, number, total, final };
}

/** Who made the last placement of a log (the seat as it was then), or null when nothing was placed. */
function lastMoverOf(game: Game, events: readonly GameEvent[]): { color: number; seat: number } | null {
  const at = events.findLastIndex((e) => e.type === 'place');
  if (at < 0) return null;
  const before = replay(game.variant.id, { fastContact: game.fastContact }, events.slice(0, at));
  return before.ok ? moverOf(before.value, events[at]!.color) : null;
}
