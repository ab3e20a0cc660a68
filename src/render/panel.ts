import type { SKRSContext2D } from '@napi-rs/canvas';
import { type Game, PIECE_COUNT, type Scores, scoresOf } from '../engine/index.ts';
import { font } from './fonts.ts';
import type { Rect } from './geometry.ts';
import { styleOf, type Theme } from './palette.ts';
import { drawPanelHeader, HEADER_HEIGHT } from './panel-header.ts';
import { type ColorLine, colorGroups, colorName, nextPlayerName, type PlayerInfo } from './seats.ts';
import { drawSwatch } from './shapes.ts';
import { drawText, textWidth } from './text.ts';
import { drawTray, type TrayPlan, trayPlan, trayUnit } from './tray.ts';
import { signed } from './words.ts';

const PAD = 14;
const SWATCH = 22;
const SCORE_WIDTH = 56;
const HEADING = 32;
const LINE_TEXT = 56;
const LINE_GAP = 8;
const GROUP_GAP = 6;
const INDENT = 10;

/** The columns of the side panel: names are drawn in [textLeft, textRight], scores end at scoreRight. */
export interface PanelColumns {
  readonly textLeft: number;
  readonly textRight: number;
  readonly scoreRight: number;
}

/** The text columns of a panel drawn in `rect` (exported so tests can check that nothing spills over). */
export function panelColumns(rect: Rect): PanelColumns {
  const scoreRight = rect.x + rect.width - PAD - 6;
  return {
    textLeft: rect.x + PAD + INDENT + SWATCH + 9,
    textRight: scoreRight - SCORE_WIDTH - 6,
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
  readonly cols: PanelColumns;
  readonly plan: TrayPlan;
  readonly unit: number;
  readonly rect: Rect;
}

/**
 * The side panel of a board picture: the header (variant, move, whose turn, last move), then every colour
 * grouped by player or team with its player, squares left, current score and a tray of its pieces. Trays
 * share one scale, fixed by the space the variant leaves, so they do not move or shrink during a game.
 */
export function drawPanel(ctx: SKRSContext2D, game: Game, rect: Rect, opts: PanelOptions): void {
  const cols = panelColumns(rect);
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
    cols,
    plan,
    unit: trayUnit(plan, trayWidth, trayBudget),
    rect,
  };

  let y = rect.y + HEADER_HEIGHT + 8;
  for (const group of groups) {
    if (group.heading) {
      const total = group.heading.seats.reduce((sum, s) => sum + scores.playerScores[s]!, 0);
      drawText(ctx, group.heading.title, {
        x: rect.x + PAD,
        y: y + 22,
        maxWidth: cols.textRight - rect.x - PAD,
        font: font(22, 700),
        color: opts.theme.text,
      });
      drawScore(ctx, total, cols.scoreRight, y + 22, opts.theme);
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
  drawScore(ctx, lc.scores.colorScores[c]!, cols.scoreRight, y + 24, theme);
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

function drawScore(ctx: SKRSContext2D, score: number, right: number, y: number, theme: Theme): void {
  const box = {
    x: right,
    y,
    maxWidth: SCORE_WIDTH,
    font: font(22, 700),
    color: theme.text,
    align: 'right' as const,
  };
  drawText(ctx, signed(score), box);
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
    [...head, `${left} squares left`, ...tail, ...shared],
    [...head, `${left} left`, ...tail, ...shared],
    [...head, `${left} left`, ...tail, ...sharedShort],
  ].map((parts) => parts.join(' · '));
  return wordings.find((w) => textWidth(ctx, w, font(19)) <= maxWidth) ?? wordings.at(-1)!;
}
