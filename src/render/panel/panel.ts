import type { SKRSContext2D } from '@napi-rs/canvas';
import { type Game, type Scores, scoresOf } from '../../engine/index.ts';
import type { Translator } from '../../i18n/index.ts';
import { styleOf, type Theme } from '../canvas/palette.ts';
import { drawTray, type TrayPlan, trayPlan, trayUnit } from '../pieces/piece-tray.ts';
import { drawSwatch } from '../pieces/square-pieces.ts';
import type { Rect } from '../shape/board-geometry.ts';
import { font } from '../text/fonts.ts';
import { drawText, textWidth } from '../text/text.ts';
import { drawPanelHeader, HEADER_HEIGHT } from './panel-header.ts';
import { colorFigure, detailOf, headingFigure } from './panel-words.ts';
import { type ColorGroup, type ColorLine, colorGroups, type PlayerInfo } from './seats.ts';

/**
 * The panel of a board picture is a band under the board, as wide as its grid (a phone shows a picture at
 * the width of the chat, so nothing may sit beside the board). Vertical sizes, in pixels:
 */
const TOP = 10;
const ROW = 60;
const ROW_GAP = 8;
const HEADING = 36;
const GROUP_GAP = 6;
const BOTTOM = 18;
const SWATCH = 24;
const INDENT = 18;
const SCORE_WIDTH = 56;
/** Each colour's tray sits at the right of its row, in a box this high and at most this share wide. */
const TRAY_HEIGHT = 50;
const TRAY_SHARE = 0.55;

/**
 * The columns of a panel's rows: names are drawn in [textLeft, textRight], scores and squares left end at
 * scoreRight, and each colour's tray starts at trayLeft. Scores are shown only once the game is over, so
 * during play names may run up to scoreRight.
 */
export interface PanelColumns {
  readonly textLeft: number;
  readonly textRight: number;
  readonly scoreRight: number;
  readonly trayLeft: number;
  readonly tray: TrayPlan;
  readonly unit: number;
}

/**
 * The columns of a panel drawn in `rect` for a game (exported so tests can check that nothing spills
 * over). The trays share one plan and scale, fixed by the variant's piece set and the width, so they do
 * not move or shrink during a game.
 */
export function panelColumns(game: Game, rect: Rect): PanelColumns {
  const boxWidth = Math.floor(rect.width * TRAY_SHARE);
  const tray = trayPlan(game.variant.pieceSet, boxWidth, TRAY_HEIGHT);
  const unit = trayUnit(tray, boxWidth, TRAY_HEIGHT);
  const trayLeft = rect.x + rect.width - tray.width * unit;
  const scoreRight = trayLeft - 20;
  const over = game.toMove === null;
  return {
    textLeft: rect.x + SWATCH + 10,
    textRight: over ? scoreRight - SCORE_WIDTH - 6 : scoreRight,
    scoreRight,
    trayLeft,
    tray,
    unit,
  };
}

/** One row of the panel below its header: a group's heading or a colour's line, at `y` from the top. */
export type PanelRow =
  | { readonly kind: 'heading'; readonly y: number; readonly group: ColorGroup }
  | { readonly kind: 'line'; readonly y: number; readonly line: ColorLine; readonly indent: number };

/**
 * The rows of the panel, top to bottom (each colour grouped by player or team, the shared colour apart),
 * and the panel's whole height: the one layout that both the picture's size and the drawing use.
 */
export function panelRows(
  game: Game,
  players: readonly PlayerInfo[],
  words: Translator,
): { rows: PanelRow[]; height: number } {
  const rows: PanelRow[] = [];
  let y = TOP + HEADER_HEIGHT + 4;
  for (const group of colorGroups(game, players, words)) {
    if (group.heading) {
      rows.push({ kind: 'heading', y, group });
      y += HEADING;
    }
    for (const line of group.lines) {
      rows.push({ kind: 'line', y, line, indent: group.heading ? INDENT : 0 });
      y += ROW + ROW_GAP;
    }
    y += GROUP_GAP;
  }
  return { rows, height: y - ROW_GAP - GROUP_GAP + BOTTOM };
}

/** Options of the panel. */
export interface PanelOptions {
  readonly theme: Theme;
  readonly players: readonly PlayerInfo[];
  readonly colorBlind: boolean;
  /** The language of the words drawn. */
  readonly words: Translator;
}

interface RowContext {
  readonly game: Game;
  readonly opts: PanelOptions;
  readonly scores: Scores;
  readonly cols: PanelColumns;
  readonly rect: Rect;
}

/**
 * The panel of a board picture, under the board: the header (whose turn, the variant, the last move, the
 * moves played), then one row per colour with its player, squares left and a tray of its pieces (held
 * ones in colour, used ones as ghosts), the colour to move on a card. During play a group heading shows
 * its squares left; scores (signed) appear only once the game is over, so that nothing reads as a result
 * before there is one.
 */
export function drawPanel(ctx: SKRSContext2D, game: Game, rect: Rect, opts: PanelOptions): void {
  drawPanelHeader(ctx, game, { ...rect, y: rect.y + TOP }, opts);
  const context: RowContext = { game, opts, scores: scoresOf(game), cols: panelColumns(game, rect), rect };
  // The rows' titles name colours in the picture's language, like every other word drawn.
  for (const row of panelRows(game, opts.players, opts.words).rows) {
    if (row.kind === 'heading') drawHeading(ctx, context, row.group, rect.y + row.y);
    else drawLine(ctx, context, row.line, rect.y + row.y, row.indent);
  }
}

/** One colour: swatch, title and score, the detail line under them, and the tray at the right. */
function drawLine(ctx: SKRSContext2D, rc: RowContext, line: ColorLine, y: number, indent: number): void {
  const { game, opts, cols, rect } = rc;
  const { theme } = opts;
  const c = line.color;
  const color = game.variant.colors[c]!;
  const left = rect.x + indent;
  const toMove = game.toMove === c;
  if (toMove) {
    ctx.fillStyle = theme.card;
    ctx.fillRect(rect.x - 12, y - 5, rect.width + 20, ROW + 10);
    ctx.fillStyle = styleOf(color).fill;
    ctx.fillRect(rect.x - 12, y - 5, 5, ROW + 10);
  }
  drawSwatch(ctx, color, left, y + 6, SWATCH, theme, opts.colorBlind);
  const textLeft = cols.textLeft + indent;
  drawText(ctx, line.title, {
    x: textLeft,
    y: y + 26,
    maxWidth: cols.textRight - textLeft,
    font: font(24, 700),
    color: theme.text,
  });
  const figure = colorFigure(game, c, rc.scores);
  if (figure !== null) drawFigure(ctx, figure, cols.scoreRight, y + 26, font(24, 700), theme.text);
  const detailWidth = cols.scoreRight - textLeft;
  drawText(ctx, detailOf(ctx, game, opts, line, rc.scores, detailWidth, font(20)), {
    x: textLeft,
    y: y + 53,
    maxWidth: detailWidth,
    font: font(20),
    color: toMove ? theme.text : theme.muted,
  });
  const copiesLeft = (piece: number) => game.position.piecesLeft[c * game.layout.pieceCount + piece]!;
  const top = y + Math.round((ROW - cols.tray.height * cols.unit) / 2);
  drawTray(ctx, cols.tray, cols.unit, { x: cols.trayLeft, y: top }, copiesLeft, {
    color,
    theme,
    marks: opts.colorBlind,
    ghost: toMove ? theme.divider : theme.card,
  });
}

/** A heading: the player or team name, and its figure at the right (bold score, or muted squares left). */
function drawHeading(ctx: SKRSContext2D, rc: RowContext, group: ColorGroup, y: number): void {
  const { rect, cols, opts, game } = rc;
  const { theme } = opts;
  const over = game.toMove === null;
  const figure = headingFigure(game, group, rc.scores, opts.words);
  const figureFont = over ? font(24, 700) : font(21);
  const figureWidth = over ? SCORE_WIDTH : textWidth(ctx, figure, figureFont);
  drawFigure(ctx, figure, cols.scoreRight, y + 26, figureFont, over ? theme.text : theme.muted);
  drawText(ctx, group.heading?.title ?? '', {
    x: rect.x,
    y: y + 26,
    maxWidth: cols.scoreRight - figureWidth - 12 - rect.x,
    font: font(24, 700),
    color: theme.text,
  });
}

/** Text ending at `right`. */
function drawFigure(
  ctx: SKRSContext2D,
  text: string,
  right: number,
  y: number,
  f: string,
  color: string,
): void {
  const maxWidth = Math.max(SCORE_WIDTH, textWidth(ctx, text, f) + 2);
  drawText(ctx, text, { x: right, y, maxWidth, font: f, color, align: 'right' });
}
