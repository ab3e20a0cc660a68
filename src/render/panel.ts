import type { SKRSContext2D } from '@napi-rs/canvas';
import { type Game, PIECE_COUNT, type Scores, scoresOf } from '../engine/index.ts';
import { font } from './fonts.ts';
import type { Rect } from './geometry.ts';
import { styleOf, type Theme } from './palette.ts';
import { drawPanelHeader, HEADER_HEIGHT } from './panel-header.ts';
import {
  type ColorGroup,
  type ColorLine,
  colorGroups,
  colorName,
  nextPlayerName,
  type PlayerInfo,
} from './seats.ts';
import { drawSwatch } from './shapes.ts';
import { drawText, textWidth } from './text.ts';
import { drawTray, type TrayPlan, trayPlan, trayUnit } from './tray.ts';
import { signed, squaresLeftText } from './words.ts';

const PAD = 14;
const SWATCH = 22;
const SCORE_WIDTH = 56;
const HEADING = 32;
const LINE_TEXT = 56;
const LINE_GAP = 8;
const GROUP_GAP = 6;
const INDENT = 10;

/**
 * The columns of the side panel: names are drawn in [textLeft, textRight], scores end at scoreRight.
 * Scores are shown only once the game is over, so during play names may use the whole width.
 */
export interface PanelColumns {
  readonly textLeft: number;
  readonly textRight: number;
  readonly scoreRight: number;
}

/**
 * The text columns of a panel drawn in `rect`, during play or (`over`) at the end, when a score column
 * takes the right edge (exported so tests can check that nothing spills over).
 */
export function panelColumns(rect: Rect, over = false): PanelColumns {
  const scoreRight = rect.x + rect.width - PAD - 6;
  return {
    textLeft: rect.x + PAD + INDENT + SWATCH + 9,
    textRight: over ? scoreRight - SCORE_WIDTH - 6 : scoreRight,
    scoreRight,
  };
}

/** Options of the side panel. */
export interface PanelOptions {
  readonly theme: Theme;
  readonly players: readonly PlayerInfo[];
  readonly colorBlind: boolean;
}

interface LineContext {
  readonly game: Game;
  readonly opts: PanelOptions;
  readonly scores: Scores;
  /** The game is over: scores are shown. During play, squares left instead. */
  readonly over: boolean;
  readonly cols: PanelColumns;
  readonly plan: TrayPlan;
  readonly unit: number;
  readonly rect: Rect;
}

/**
 * The side panel of a board picture: the header (variant, moves played, whose turn, last move), then every
 * colour grouped by player or team with its player, squares left and a tray of its pieces. During play a
 * group heading shows its squares left; scores (signed) appear only once the game is over, so that nothing
 * reads as a result before there is one. Trays share one scale, fixed by the space the variant leaves, so
 * they do not move or shrink during a game.
 */
export function drawPanel(ctx: SKRSContext2D, game: Game, rect: Rect, opts: PanelOptions): void {
  const over = game.toMove === null;
  const cols = panelColumns(rect, over);
  const scores = scoresOf(game);
  const groups = colorGroups(game, opts.players);
  drawPanelHeader(ctx, game, rect, { ...opts, pad: PAD });

  const lines = groups.reduce((n, g) => n + g.lines.length, 0);
  const headings = groups.filter((g) => g.heading).length;
  const fixed =
    HEADER_HEIGHT + headings * HEADING + lines * (LINE_TEXT + LINE_GAP) + groups.length * GROUP_GAP;
  const trayWidth = cols.scoreRight - (rect.x + PAD + INDENT);
  const trayBudget = Math.min(
    lines > 2 ? 150 : 260,
    Math.floor((rect.height - fixed - PAD) / Math.max(1, lines)),
  );
  const plan = trayPlan(game.variant.pieceSet, trayWidth, trayBudget);
  const context: LineContext = {
    game,
    opts,
    scores,
    over,
    cols,
    plan,
    unit: trayUnit(plan, trayWidth, trayBudget),
    rect,
  };

  let y = rect.y + HEADER_HEIGHT + 8;
  for (const group of groups) {
    if (group.heading) {
      drawHeading(ctx, context, group, y);
      y += HEADING;
    }
    for (const line of group.lines) y = drawLine(ctx, context, line, y) + LINE_GAP;
    y += GROUP_GAP;
  }
}

/** One colour: swatch, title and score; the detail line; the tray. Returns the y below it. */
function drawLine(ctx: SKRSContext2D, lc: LineContext, line: ColorLine, y: number): number {
  const { game, opts, cols, rect } = lc;
  const { theme } = opts;
  const c = line.color;
  const color = game.variant.colors[c]!;
  const left = rect.x + PAD + INDENT;
  const height = LINE_TEXT + lc.plan.height * lc.unit + 6;
  const toMove = game.toMove === c;
  if (toMove) {
    ctx.fillStyle = theme.card;
    ctx.fillRect(rect.x + PAD - 4, y - 4, rect.width - 2 * PAD + 8, height + 4);
    ctx.fillStyle = styleOf(color).fill;
    ctx.fillRect(rect.x + PAD - 4, y - 4, 5, height + 4);
  }
  drawSwatch(ctx, color, left, y + 5, SWATCH, theme, opts.colorBlind);
  drawText(ctx, line.title, {
    x: cols.textLeft,
    y: y + 24,
    maxWidth: cols.textRight - cols.textLeft,
    font: font(22, 600),
    color: theme.text,
  });
  const figure = colorFigure(game, c, lc.scores);
  if (figure !== null) drawFigure(ctx, figure, cols.scoreRight, y + 24, font(22, 700), theme.text);
  const detailWidth = cols.scoreRight - cols.textLeft;
  drawText(ctx, detailOf(ctx, lc, line, detailWidth), {
    x: cols.textLeft,
    y: y + 48,
    maxWidth: detailWidth,
    font: font(19),
    color: toMove ? theme.text : theme.muted,
  });
  const copiesLeft = (piece: number) => game.position.piecesLeft[c * PIECE_COUNT + piece]!;
  drawTray(ctx, lc.plan, lc.unit, { x: left, y: y + LINE_TEXT }, copiesLeft, {
    color,
    theme,
    marks: opts.colorBlind,
    ghost: toMove ? theme.divider : theme.card,
  });
  return y + height;
}

/**
 * What a colour's line shows at its right edge: its score, signed, once the game is over; nothing during
 * play, where its detail line says how many squares it has left (a running score would read as a result).
 */
export function colorFigure(game: Game, color: number, scores: Scores = scoresOf(game)): string | null {
  return game.toMove === null ? signed(scores.colorScores[color]!) : null;
}

/**
 * What a player's or team's heading shows at its right edge: the total score, signed, once the game is
 * over; during play the squares its colours have left, worded (`178 left`) so it cannot pass for a score.
 */
export function headingFigure(game: Game, group: ColorGroup, scores: Scores = scoresOf(game)): string {
  if (game.toMove === null) {
    return signed((group.heading?.seats ?? []).reduce((sum, s) => sum + scores.playerScores[s]!, 0));
  }
  const squares = group.lines.reduce((sum, l) => sum + game.position.squaresLeft(l.color), 0);
  return `${squares} left`;
}

/** A heading: the player or team name, and its figure at the right (bold score, or muted squares left). */
function drawHeading(ctx: SKRSContext2D, lc: LineContext, group: ColorGroup, y: number): void {
  const { rect, cols, opts } = lc;
  const { theme } = opts;
  const left = rect.x + PAD;
  const figure = headingFigure(lc.game, group, lc.scores);
  const figureFont = lc.over ? font(22, 700) : font(20);
  const figureWidth = lc.over ? SCORE_WIDTH : textWidth(ctx, figure, figureFont);
  drawFigure(ctx, figure, cols.scoreRight, y + 22, figureFont, lc.over ? theme.text : theme.muted);
  drawText(ctx, group.heading?.title ?? '', {
    x: left,
    y: y + 22,
    maxWidth: cols.scoreRight - figureWidth - 10 - left,
    font: font(22, 700),
    color: theme.text,
  });
}

/** Text at the right edge of the panel, ending at `right`. */
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

/**
 * The detail line of a colour, longest wording that fits: colour (unless the title names it), squares
 * left, bonus, and what the colour is doing (who plays the shared colour next, passed, resigned).
 */
function detailOf(ctx: SKRSContext2D, lc: LineContext, line: ColorLine, maxWidth: number): string {
  const { game } = lc;
  const c = line.color;
  const name = colorName(game, c);
  const left = game.position.squaresLeft(c);
  const leftWords = squaresLeftText(left);
  const tail: string[] = [];
  const bonus = lc.scores.bonuses[c]!;
  if (bonus > 0) tail.push(`${signed(bonus)} bonus`);
  if (game.out[c] === 'blocked' && game.toMove !== null) tail.push('passed');
  if (game.out[c] === 'resigned') tail.push('resigned');
  const next = game.out[c] === null ? [`next: ${nextPlayerName(game, lc.opts.players, c)}`] : [];
  const shared = line.shared ? [...next, 'counts for nobody'] : [];
  const sharedShort = line.shared ? (next.length ? next : ['unscored']) : [];
  const head = line.title.startsWith(name) ? [] : [name];
  const wordings = [
    [...head, leftWords, ...tail, ...shared],
    [...head, `${left} left`, ...tail, ...shared],
    [...head, `${left} left`, ...tail, ...sharedShort],
  ].map((parts) => parts.join(' · '));
  return wordings.find((w) => textWidth(ctx, w, font(19)) <= maxWidth) ?? wordings.at(-1)!;
}
