import type { Game } from '../../engine/index.ts';
import { ENGLISH, type Translator } from '../../i18n/index.ts';
import { encodePng, newCanvas } from '../canvas/canvas.ts';
import { type ThemeName, themeOf } from '../canvas/palette.ts';
import { drawPanel, panelRows } from '../panel/panel.ts';
import { type PlayerInfo, playersOf } from '../panel/seats.ts';
import { type BoardGeometry, boardOuterSize, gridRect, type Rect } from '../shape/board-geometry.ts';
import { shapeOf } from '../shape/board-shape.ts';
import { paintBoard } from './board-paint.ts';

/** Options shared by the pictures of a game. */
export interface PictureOptions {
  /** The players in seat order, with display names (any text) and the colour indexes they hold. */
  readonly players?: readonly PlayerInfo[];
  /** Colour-blind marks: every colour also carries its own shape on each square. */
  readonly colorBlind?: boolean;
  /** Picture theme (default `dark`). */
  readonly theme?: ThemeName;
  /** The language of the words drawn (default English). */
  readonly words?: Translator;
}

/** Options of the board picture. */
export interface BoardOptions extends PictureOptions {
  /** The placement number on each piece. */
  readonly moveNumbers?: boolean;
  /** Mark where the colour to move may attach its next piece. */
  readonly openCorners?: boolean;
  /** The panel under the board (default true). */
  readonly panel?: boolean;
  /** How many of the latest placements to outline (default 1: the last one). */
  readonly recentMoves?: number;
}

/**
 * Where things are in a board picture: the picture size, the board, and the panel. The board takes the
 * picture's whole width (a phone shows the picture at the width of the chat, see `PHONE_WIDTH`), and the
 * panel is a band under it, its content aligned with the grid.
 */
export interface BoardPicture {
  readonly width: number;
  readonly height: number;
  readonly board: BoardGeometry;
  readonly panel: Rect | null;
}

/** The layout of a board picture for a game (the same numbers `renderBoardPicture` uses). */
export function boardPicture(
  game: Game,
  options: { panel?: boolean; players?: readonly PlayerInfo[] } = {},
): BoardPicture {
  const board = shapeOf(game.layout).geometry(game.layout);
  const outer = boardOuterSize(board);
  if (options.panel === false) return { width: outer.width, height: outer.height, board, panel: null };
  // The words do not change the rows, only what they say.
  const { height } = panelRows(game, playersOf(game, options.players), ENGLISH);
  const panel = { x: board.x, y: outer.height, width: gridRect(board).width, height };
  return { width: outer.width, height: outer.height + height, board, panel };
}

/** Draws a board picture for a game and encodes it as PNG. */
export async function renderBoardPicture(game: Game, options: BoardOptions = {}): Promise<Buffer> {
  const theme = themeOf(options.theme);
  const players = playersOf(game, options.players);
  const picture = boardPicture(game, { ...options, players });
  const { canvas, ctx } = newCanvas(picture.width, picture.height, theme);
  paintBoard(ctx, game, picture.board, theme, {
    moveNumbers: options.moveNumbers === true,
    colorBlind: options.colorBlind === true,
    openCornersOf: options.openCorners ? game.toMove : null,
    ...(options.recentMoves === undefined ? {} : { recentMoves: options.recentMoves }),
  });
  if (picture.panel) {
    drawPanel(ctx, game, picture.panel, {
      theme,
      players,
      colorBlind: options.colorBlind === true,
      words: options.words ?? ENGLISH,
    });
  }
  return encodePng(canvas);
}
