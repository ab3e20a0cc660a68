/**
 * PNG pictures of Blokus games for the bot: engine types in, PNG `Buffer` out. No Discord, no database.
 * Colours come from `assets/palette.json`; fonts from the `@fontsource` packages, registered on first use.
 */
import type { Color, Game, PieceIndex, Point } from '../engine/index.ts';
import { type BoardOptions, type PictureOptions, renderBoardPicture } from './board/board-picture.ts';
import { type PreviewPlacement, renderPreviewPicture } from './move/preview.ts';
import { renderZoomPicture, type ZoomOptions } from './move/zoom.ts';
import { renderScoreboardPicture } from './panel/scoreboard.ts';
import {
  type PieceChartOptions,
  renderPieceChartPicture,
  renderPiecesPicture,
  renderPieceTransformsPicture,
} from './pieces/pieces-chart.ts';

export {
  type BoardOptions,
  type BoardPicture,
  boardPicture,
  type PictureOptions,
} from './board/board-picture.ts';
export {
  type ColorStyle,
  PALETTE,
  rgbOf,
  styleOf,
  type Theme,
  type ThemeName,
  themeOf,
} from './canvas/palette.ts';
export {
  CAPTION_HEIGHT,
  type PreviewPicture,
  type PreviewPlacement,
  previewHeadline,
  previewPicture,
} from './move/preview.ts';
export {
  type CornerLabel,
  type PieceChoice,
  type PlacementChoice,
  renderCornersPicture,
  renderPiecesPicture,
  renderPlacementSheetPicture,
  sheetLayout,
  type TapPicture,
  tapPicture,
} from './move/tap.ts';
export { type ZoomOptions, type ZoomPicture, zoomPicture } from './move/zoom.ts';
export { type PanelColumns, panelColumns } from './panel/panel.ts';
export { movesPlayed, movesPlayedText, squaresLeftText } from './panel/picture-words.ts';
export { scoreboardPicture } from './panel/scoreboard.ts';
export type { PlayerInfo } from './panel/seats.ts';
export type { PieceChartOptions } from './pieces/pieces-chart.ts';
export { type ReplayOptions, renderReplay, replayPicture } from './replay/replay.ts';
export { renderReplayOffThread } from './replay/replay-thread.ts';
export {
  type BoardGeometry,
  cellCenter,
  cellRect,
  gridRect,
  MIN_PHONE_CELL,
  MIN_PHONE_CELL_NAME,
  MIN_PHONE_LABEL,
  MIN_PHONE_TRIANGLE,
  onPhone,
  PHONE_WIDTH,
  type Rect,
} from './shape/board-geometry.ts';
export { MARKS } from './shape/marks.ts';
export { emojiPicture } from './text/emoji-picture.ts';
export { registerFonts } from './text/fonts.ts';
export { cleanText, fitText } from './text/text.ts';

/**
 * The board picture after a move: the grid with coordinates on all four sides (`a1` bottom-left), every
 * piece outlined, empty start squares marked, the last placement outlined; optionally move numbers and the
 * open corners of the colour to move; and under the board a panel (whose turn, the variant, the last move,
 * the moves played, then each player's colours, squares left, score and remaining pieces). The board takes
 * the picture's whole width, so that a phone, which shows it at the width of the chat, keeps it readable.
 * `options.players` gives display names in seat order.
 */
export function renderBoard(game: Game, options: BoardOptions = {}): Promise<Buffer> {
  return renderBoardPicture(game, options);
}

/**
 * A private preview of a proposed placement: the board with the piece translucent on its squares, in its
 * colour when legal; when illegal, the offending squares crossed, squares off the board shown by arrows in
 * the coordinate band, and the caller's sentence (`preview.message`) under the board.
 */
export function renderPreview(
  game: Game,
  preview: PreviewPlacement,
  options: PictureOptions = {},
): Promise<Buffer> {
  return renderPreviewPicture(game, preview, options);
}

/** The canonical piece chart (docs/rules.md section 3): every piece with its name, aliases and pivot marked. */
export function renderPieceChart(options: PieceChartOptions = {}): Promise<Buffer> {
  return renderPieceChartPicture(options);
}

/** The pieces of one colour (index of `variant.colors`) in a game: held ones in colour, used ones faded. */
export function renderPieces(game: Game, color: number, options: PictureOptions = {}): Promise<Buffer> {
  return renderPiecesPicture(game, color, options);
}

/**
 * One piece under its 8 transforms (`rot0` … `rot270`, each with and without `flip`), labelled with the
 * notation words and the pivot marked, so a player sees what `P5-L e5 rot90 flip` will cover.
 */
export function renderPieceTransforms(
  piece: PieceIndex,
  color: Color,
  options: PieceChartOptions = {},
): Promise<Buffer> {
  return renderPieceTransformsPicture(piece, color, options);
}

/**
 * The scoreboard: the ranking (names, colours, squares left, bonuses and scores, summed per player in
 * `classic-2` and `solo` or per team in `teams`; `classic-3`'s shared colour listed apart, counting for
 * nobody), then the final board at full size.
 */
export function renderScoreboard(game: Game, options: PictureOptions = {}): Promise<Buffer> {
  return renderScoreboardPicture(game, options);
}

/**
 * The zoomed view around a cell (`cell` is a board point, e.g. from `parseCell`): a window of the board
 * (13 columns × 7 rows of triangles on a Trigon board, 9 × 9 squares otherwise, kept on the board) drawn
 * large enough that every empty cell carries its name, with the window's column letters and row numbers
 * around it and the cell asked about ringed. As wide as the board picture, so a phone user, for whom the
 * 35 narrow Trigon columns are hard to read, can read the names (at least `MIN_PHONE_CELL_NAME` px).
 */
export function renderZoom(game: Game, cell: Point, options: ZoomOptions = {}): Promise<Buffer> {
  return renderZoomPicture(game, cell, options);
}
