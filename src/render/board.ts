import type { Game } from '../engine/index.ts';
import { drawBoard } from './board-draw.ts';
import { encodePng, newCanvas } from './canvas.ts';
import { type BoardGeometry, boardGeometry, boardOuterSize, type Rect } from './geometry.ts';
import { type ThemeName, themeOf } from './palette.ts';
import { drawPanel } from './panel.ts';
import { type PlayerInfo, playersOf } from './seats.ts';

/** Options shared by the pictures of a game. */
export interface PictureOptions {
  /** The players in seat order, with display names (any text) and the colour indexes they hold. */
  readonly players?: readonly PlayerInfo[];
  /** Colour-blind marks: every colour also carries its own shape on each square. */
  readonly colorBlind?: boolean;
  /** Picture theme (default `dark`). */
  readonly theme?: ThemeName;
}

/** Options of the board picture. */
export interface BoardOptions extends PictureOptions {
  /** The placement number on each piece. */
  readonly moveNumbers?: boolean;
  /** Mark where the colour to move may attach its next piece. */
  readonly openCorners?: boolean;
  /** The side panel (default true). */
  readonly panel?: boolean;
  /** How many of the latest placements to outline (default 1: the last one). */
  readonly recentMoves?: number;
}

/** Where things are in a board picture: the picture size, the board, and the side panel. */
export interface BoardPicture {
  readonly width: number;
  readonly height: number;
  readonly board: BoardGeometry;
  readonly panel: Rect | null;
}

/** Width of the side panel beside the board. */
export const PANEL_WIDTH = 300;

/** The layout of a board picture for a game (the same numbers `renderBoard` uses). */
export function boardPicture(game: Game, options: { panel?: boolean } = {}): BoardPicture {
  const board = boardGeometry(game.layout.size);
  const outer = boardOuterSize(board);
  const panel =
    options.panel === false ? null : { x: outer.width, y: 0, width: PANEL_WIDTH, height: outer.height };
  return { width: outer.width + (panel ? PANEL_WIDTH : 0), height: outer.height, board, panel };
}

/** Draws a board picture for a game and encodes it as PNG. */
export async function renderBoardPicture(game: Game, options: BoardOptions = {}): Promise<Buffer> {
  const theme = themeOf(options.theme);
  const picture = boardPicture(game, options);
  const { canvas, ctx } = newCanvas(picture.width, picture.height, theme);
  drawBoard(ctx, game, picture.board, theme, {
    moveNumbers: options.moveNumbers === true,
    colorBlind: options.colorBlind === true,
    openCornersOf: options.openCorners ? game.toMove : null,
    ...(options.recentMoves === undefined ? {} : { recentMoves: options.recentMoves }),
  });
  if (picture.panel) {
    drawPanel(ctx, game, picture.panel, {
      theme,
      players: playersOf(game, options.players),
      colorBlind: options.colorBlind === true,
    });
  }
  return encodePng(canvas);
}
