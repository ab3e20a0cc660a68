import type { SKRSContext2D } from '@napi-rs/canvas';
import { type Game, type Scores, seatOfColor } from '../../engine/index.ts';
import type { Translator } from '../../i18n/index.ts';
import { styleOf, type Theme } from '../canvas/palette.ts';
import { ordinal, signed } from '../panel/picture-words.ts';
import { colorGroups, colorName, type PlayerInfo } from '../panel/seats.ts';
import { drawSwatch } from '../pieces/square-pieces.ts';
import type { Rect } from '../shape/board-geometry.ts';
import { font } from '../text/fonts.ts';
import { drawText, textWidth } from '../text/text.ts';

/**
 * The caption under a replay's board: a line saying which move the frame shows and who made it (swatch,
 * player and colour, "Move 12 / 58"), then one row per player (per team, and the shared colour apart)
 * with its colours and name, the row of the colour that just moved marked by a bar of that colour. During
 * play a row's right end says how many squares its colours have left; the last frame gives each row its
 * rank and final score, the winners on a card. Only what changes is drawn differently from frame to frame
 * (the GIF stores only changed pixels), so the rows keep their look while the game goes on. Type sizes are chosen so that a phone, which shows a classic replay about 340 px
 * wide, still reads 13 px text.
 */

/** Vertical sizes, in pixels. */
const TOP = 10;
const LINE = 34;
const LINE_GAP = 6;
const ROW = 32;
const BOTTOM = 10;
const SWATCH = 22;
const ROW_SWATCH = 18;
/** The coloured bar at the left of the row that just moved. */
const BAR = 5;
/** Room kept at a row's right end for its figure: "1st  +20", "−12", "89 left". */
const FIGURE_WIDTH = 150;
/** The share of the first line the move counter may take. */
const COUNTER_SHARE = 0.45;

/** One row of the caption: a player, a team, or the shared colour (which ranks nobody). */
export interface CaptionRow {
  readonly colors: readonly number[];
  readonly title: string;
  /** The shared colour of `classic-3`, which scores for nobody (written muted). */
  readonly shared: boolean;
  /** The final score of the row and its rank (null: the shared colour, or a game of one player). */
  readonly score: (fin: Scores) => number;
  readonly rank: (fin: Scores) => number | null;
}

/** Where things are in the caption, for drawing and for tests. */
export interface CaptionLayout {
  readonly rect: Rect;
  /** The swatch of the colour that just moved. */
  readonly swatch: Rect;
  /** The move counter, right-aligned on the first line. */
  readonly counter: Rect;
  /** Each row, and where its figure (squares left, or rank and score) is written. */
  readonly rows: readonly { readonly rect: Rect; readonly figure: Rect }[];
}

/** The rows of a game's caption, in seat order. */
export function captionRows(game: Game, players: readonly PlayerInfo[], words: Translator): CaptionRow[] {
  const solo = game.variant.seats === 1;
  return colorGroups(game, players, words).flatMap((group, i): CaptionRow[] => {
    const first = group.lines[0];
    if (!first) return [];
    const colors = group.lines.map((l) => l.color);
    if (first.shared) {
      return [
        {
          colors,
          title: first.title,
          shared: true,
          score: (s) => s.colorScores[first.color]!,
          rank: () => null,
        },
      ];
    }
    if (game.variant.teams) {
      const title = [...new Set(group.lines.map((l) => l.title))].join(' & ');
      return [
        {
          colors,
          title,
          shared: false,
          score: (s) => s.teams?.[i]?.score ?? 0,
          rank: (s) => s.teams?.[i]?.rank ?? null,
        },
      ];
    }
    const seat = players.findIndex((p) => p.colors.includes(first.color));
    return [
      {
        colors: players[seat]?.colors ?? colors,
        title: players[seat]?.name ?? first.title,
        shared: false,
        score: (s) => s.playerScores[seat]!,
        rank: (s) => (solo ? null : s.playerRanks[seat]!),
      },
    ];
  });
}

/** The caption's height for a number of rows. */
export function captionHeight(rows: number): number {
  return TOP + LINE + LINE_GAP + rows * ROW + BOTTOM;
}

/** The caption's layout in `rect` (as wide as the board's grid, under the board). */
export function captionLayout(rect: Rect, rows: number): CaptionLayout {
  const right = rect.x + rect.width;
  const lineTop = rect.y + TOP;
  return {
    rect,
    swatch: { x: rect.x, y: lineTop + 5, width: SWATCH, height: SWATCH },
    counter: {
      x: right - Math.round(rect.width * COUNTER_SHARE),
      y: lineTop,
      width: Math.round(rect.width * COUNTER_SHARE),
      height: LINE - 4,
    },
    rows: Array.from({ length: rows }, (_, k) => {
      const y = lineTop + LINE + LINE_GAP + k * ROW;
      return {
        rect: { x: rect.x, y, width: rect.width, height: ROW - 4 },
        figure: { x: right - FIGURE_WIDTH, y, width: FIGURE_WIDTH - 6, height: ROW - 4 },
      };
    }),
  };
}

/** What one frame shows: the position, the move just made (null: the empty board), and the final scores. */
export interface CaptionFrame {
  readonly game: Game;
  /** The colour that just moved and the seat that moved it. */
  readonly mover: { readonly color: number; readonly seat: number } | null;
  /** The move's number (events so far, resignations included) and the game's moves. */
  readonly number: number;
  readonly total: number;
  /** The final scores, on the last frame only. */
  readonly final: Scores | null;
}

/** The seat that plays `color` in `before` (the position before its move: the shared colour rotates). */
export function moverOf(before: Game, color: number): { color: number; seat: number } {
  return { color, seat: seatOfColor(before, color) };
}

/** Paints the caption of one frame over its rectangle (cleared first). */
export function drawCaption(
  ctx: SKRSContext2D,
  layout: CaptionLayout,
  rows: readonly CaptionRow[],
  frame: CaptionFrame,
  style: { theme: Theme; words: Translator; players: readonly PlayerInfo[]; marks: boolean },
): void {
  const { theme, words } = style;
  const { game } = frame;
  const { rect } = layout;
  ctx.fillStyle = theme.background;
  ctx.fillRect(rect.x - 12, rect.y, rect.width + 24, rect.height);
  const lineY = layout.swatch.y + SWATCH - 3;
  const counter =
    frame.mover === null
      ? words.t('picture.replayStart', { count: frame.total })
      : words.t('picture.replayMove', { number: frame.number, total: frame.total });
  const counterFont = font(22, 700);
  const counterWidth = Math.min(textWidth(ctx, counter, counterFont) + 2, layout.counter.width);
  const right = rect.x + rect.width;
  drawText(ctx, counter, {
    x: right,
    y: lineY,
    maxWidth: counterWidth,
    font: counterFont,
    color: theme.text,
    align: 'right',
  });
  const textRight = right - counterWidth - 16;
  if (frame.mover === null) {
    const title = words.t(`variant.${game.variant.id}`);
    drawText(ctx, title, {
      x: rect.x,
      y: lineY,
      maxWidth: textRight - rect.x,
      font: font(22, 600),
      color: theme.muted,
    });
  } else {
    const { color, seat } = frame.mover;
    drawSwatch(ctx, game.variant.colors[color]!, rect.x, layout.swatch.y, SWATCH, theme, style.marks);
    const x = rect.x + SWATCH + 10;
    const who = words.t('picture.replayBy', {
      name: style.players[seat]?.name ?? '?',
      color: colorName(game, color, words),
    });
    drawText(ctx, who, { x, y: lineY, maxWidth: textRight - x, font: font(22, 700), color: theme.text });
  }
  for (const [k, row] of rows.entries()) drawRow(ctx, layout.rows[k]!, row, frame, style);
}

function drawRow(
  ctx: SKRSContext2D,
  at: { readonly rect: Rect; readonly figure: Rect },
  row: CaptionRow,
  frame: CaptionFrame,
  style: { theme: Theme; words: Translator; marks: boolean },
): void {
  const { theme, words } = style;
  const { game, final } = frame;
  const { rect } = at;
  const rank = final ? row.rank(final) : null;
  const moved = final === null && frame.mover !== null && row.colors.includes(frame.mover.color);
  if (rank === 1) {
    ctx.fillStyle = theme.card;
    ctx.fillRect(rect.x - 12, rect.y, rect.width + 24, rect.height);
  }
  if (moved && frame.mover) {
    ctx.fillStyle = styleOf(game.variant.colors[frame.mover.color]!).fill;
    ctx.fillRect(rect.x - 12, rect.y, BAR, rect.height);
  }
  const baseline = rect.y + rect.height / 2 + 7;
  const swatchY = rect.y + Math.round((rect.height - ROW_SWATCH) / 2);
  row.colors.forEach((c, i) => {
    drawSwatch(
      ctx,
      game.variant.colors[c]!,
      rect.x + i * (ROW_SWATCH + 4),
      swatchY,
      ROW_SWATCH,
      theme,
      style.marks,
    );
  });
  const x = rect.x + row.colors.length * (ROW_SWATCH + 4) + 6;
  const figureRight = at.figure.x + at.figure.width;
  drawText(ctx, row.title, {
    x,
    y: baseline,
    maxWidth: at.figure.x - 10 - x,
    font: font(20, rank === 1 ? 700 : 600),
    color: row.shared && final ? theme.muted : theme.text,
  });
  let figure: string;
  if (final) {
    const score = signed(row.score(final));
    figure = rank === null ? score : `${ordinal(rank, words)}  ${score}`;
  } else {
    const left = row.colors.reduce((sum, c) => sum + game.position.squaresLeft(c), 0);
    figure = words.t('picture.left', { count: left });
  }
  drawText(ctx, figure, {
    x: figureRight,
    y: baseline,
    maxWidth: at.figure.width,
    font: final ? font(20, 700) : font(20),
    color: final ? theme.text : theme.muted,
    align: 'right',
  });
}
