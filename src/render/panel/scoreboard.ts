import type { SKRSContext2D } from '@napi-rs/canvas';
import { type Color, type Game, type Scores, scoresOf } from '../../engine/index.ts';
import { ENGLISH, type Translator } from '../../i18n/index.ts';
import { paintBoard } from '../board/board-paint.ts';
import type { PictureOptions } from '../board/board-picture.ts';
import { encodePng, newCanvas } from '../canvas/canvas.ts';
import { type Theme, themeOf } from '../canvas/palette.ts';
import { drawTray, leftoverPlan, slotExtent, type TrayPlan } from '../pieces/piece-tray.ts';
import { drawSwatch } from '../pieces/square-pieces.ts';
import { boardOuterSize, gridRect, type Rect } from '../shape/board-geometry.ts';
import { shapeOf } from '../shape/board-shape.ts';
import { font } from '../text/fonts.ts';
import { drawText } from '../text/text.ts';
import { movesPlayed, movesPlayedText, ordinal, signed } from './picture-words.ts';
import { colorGroups, colorName, type PlayerInfo, playersOf } from './seats.ts';
import { winnerText } from './winners.ts';

const TITLE = 96;
const TABLE_GAP = 14;
const BOTTOM = 16;
const ENTRY = 44;
const COLOR_LINE = 30;
const ENTRY_GAP = 14;

/** One ranked entry: a player, a team, or the shared colour (which ranks nobody). */
interface Entry {
  readonly rank: number | null;
  readonly title: string;
  readonly subtitle?: string;
  readonly score: number | null;
  readonly lines: readonly { readonly color: number; readonly who?: string }[];
}

function entriesOf(game: Game, players: readonly PlayerInfo[], scores: Scores, words: Translator): Entry[] {
  const groups = colorGroups(game, players, words);
  const entries: Entry[] = [];
  groups.forEach((group, i) => {
    const first = group.lines[0];
    if (!first) return;
    if (first.shared) {
      const lines = group.lines.map((l) => ({ color: l.color }));
      entries.push({
        rank: null,
        title: first.title,
        subtitle: words.t('picture.scoresForNobody'),
        score: null,
        lines,
      });
    } else if (scores.teams) {
      const team = scores.teams[i]!;
      const lines = group.lines.map((l) => ({ color: l.color, who: l.title }));
      const names = [...new Set(group.lines.map((l) => l.title))].join(' & ');
      entries.push({
        rank: team.rank,
        title: group.heading?.title ?? '',
        subtitle: names,
        score: team.score,
        lines,
      });
    } else {
      const seat = players.findIndex((p) => p.colors.includes(first.color));
      const lines = players[seat]!.colors.map((c) => ({ color: c }));
      entries.push({
        rank: scores.playerRanks[seat]!,
        title: players[seat]!.name,
        score: scores.playerScores[seat]!,
        lines,
      });
    }
  });
  return entries.sort((a, b) => (a.rank ?? 99) - (b.rank ?? 99));
}

/**
 * Where things are in a scoreboard picture: the title, the ranking under it, and the final board under
 * the ranking, at the size of the board picture's (a phone shows the picture at the width of the chat, so
 * the board takes the whole width and the ranking is read first). Text is aligned with the grid.
 */
export function scoreboardPicture(game: Game, players?: readonly PlayerInfo[]) {
  const entries = entriesOf(game, playersOf(game, players), scoresOf(game), ENGLISH);
  const tableHeight = entries.reduce((h, e) => h + ENTRY + e.lines.length * COLOR_LINE + ENTRY_GAP, 0);
  const shape = shapeOf(game.layout);
  const outer = boardOuterSize(shape.geometry(game.layout));
  const board = shape.geometry(game.layout, undefined, 0, TITLE + tableHeight + TABLE_GAP);
  const table: Rect = { x: board.x, y: TITLE, width: gridRect(board).width, height: tableHeight };
  return { width: outer.width, height: board.y - board.marginY + outer.height + BOTTOM, board, table };
}

/** Draws the end-of-game scoreboard (works mid-game too, showing current scores). */
export async function renderScoreboardPicture(game: Game, options: PictureOptions = {}): Promise<Buffer> {
  const theme = themeOf(options.theme);
  const players = playersOf(game, options.players);
  const scores = scoresOf(game);
  const picture = scoreboardPicture(game, options.players);
  const { canvas, ctx } = newCanvas(picture.width, picture.height, theme);
  const marks = options.colorBlind === true;
  paintBoard(ctx, game, picture.board, theme, { colorBlind: marks, lastMove: false });
  const words = options.words ?? ENGLISH;
  const variant = words.t(`variant.${game.variant.id}`);
  const title = words.t(game.toMove === null ? 'picture.finalScore' : 'picture.scoreSoFar', {
    title: variant,
  });
  const { x, width: maxWidth } = picture.table;
  drawText(ctx, title, { x, y: 44, maxWidth, font: font(30, 700), color: theme.text });
  const subtitle = `${winnerText(game, players, words)} · ${movesPlayedText(movesPlayed(game), words)}`;
  drawText(ctx, subtitle, { x, y: 76, maxWidth, font: font(22, 600), color: theme.muted });
  let y = picture.table.y;
  for (const entry of entriesOf(game, players, scores, words)) {
    y = drawEntry(ctx, game, entry, { ...picture.table, y }, scores, { theme, marks, words });
  }
  return encodePng(canvas);
}

function drawEntry(
  ctx: SKRSContext2D,
  game: Game,
  entry: Entry,
  r: Rect,
  scores: Scores,
  style: { theme: Theme; marks: boolean; words: Translator },
): number {
  const { theme } = style;
  const height = ENTRY + entry.lines.length * COLOR_LINE;
  if (entry.rank === 1) {
    ctx.fillStyle = theme.card;
    ctx.fillRect(r.x - 12, r.y - 6, r.width + 24, height + 8);
  }
  const color = entry.rank === null ? theme.muted : theme.text;
  const { words } = style;
  const rank = entry.rank === null ? '–' : ordinal(entry.rank, words);
  drawText(ctx, rank, { x: r.x, y: r.y + 30, maxWidth: 52, font: font(24, 700), color });
  const textX = r.x + 60;
  const scoreRight = r.x + r.width - 10;
  const titleWidth = scoreRight - 90 - textX;
  const shown = drawText(ctx, entry.title, {
    x: textX,
    y: r.y + 30,
    maxWidth: titleWidth,
    font: font(26, 700),
    color,
  });
  if (entry.subtitle) {
    const sx = textX + shown + 12;
    drawText(ctx, entry.subtitle, {
      x: sx,
      y: r.y + 30,
      maxWidth: Math.max(0, scoreRight - 90 - sx),
      font: font(20),
      color: theme.muted,
    });
  }
  if (entry.score !== null) {
    drawText(ctx, signed(entry.score), {
      x: scoreRight,
      y: r.y + 30,
      maxWidth: 84,
      font: font(28, 700),
      color,
      align: 'right',
    });
  }
  entry.lines.forEach((line, i) => {
    const ly = r.y + ENTRY + i * COLOR_LINE;
    const c = line.color;
    drawSwatch(ctx, game.variant.colors[c]!, textX, ly + 2, 18, theme, style.marks);
    const bonus = scores.bonuses[c]!;
    const parts = [
      `${colorName(game, c, words)}${line.who ? ` · ${line.who}` : ''}`,
      words.t('picture.left', { count: scores.squaresLeft[c]! }),
      bonus > 0 ? words.t('picture.bonus', { bonus: signed(bonus) }) : '',
    ];
    const text = parts.filter((p) => p !== '').join(' · ');
    const maxWidth = scoreRight - 80 - textX - 28;
    const shown = drawText(ctx, text, {
      x: textX + 28,
      y: ly + 18,
      maxWidth,
      font: font(20),
      color: theme.muted,
    });
    // What the colour got stuck with, if it fits beside the text.
    const trayX = textX + 28 + shown + 14;
    drawLeftovers(ctx, leftoverPlan(game, c), { x: trayX, y: ly + 13 }, scoreRight - 80 - trayX, {
      color: game.variant.colors[c]!,
      theme,
    });
    if (entry.lines.length > 1 || entry.score === null) {
      const value = signed(scores.colorScores[c]!);
      drawText(ctx, value, {
        x: scoreRight,
        y: ly + 18,
        maxWidth: 70,
        font: font(20, 600),
        color: theme.muted,
        align: 'right',
      });
    }
  });
  return r.y + height + ENTRY_GAP;
}

/** The pieces a colour got stuck with, in a row centred on `at.y`, as many as fit, then an ellipsis. */
function drawLeftovers(
  ctx: SKRSContext2D,
  plan: TrayPlan,
  at: { x: number; y: number },
  width: number,
  style: { color: Color; theme: Theme },
): void {
  const unit = 7;
  const fits = plan.slots.filter((s) => (s.c + slotExtent(s).width) * unit <= width - 24);
  if (fits.length === 0) return;
  const height = Math.max(...fits.map((s) => s.r + slotExtent(s).height));
  const shown = { ...plan, slots: fits };
  const top = at.y - Math.floor((height * unit) / 2);
  drawTray(ctx, shown, unit, { x: at.x, y: top }, () => Number.POSITIVE_INFINITY, {
    ...style,
    marks: false,
    ghost: '',
  });
  if (fits.length < plan.slots.length) {
    const last = fits.at(-1)!;
    const x = at.x + (last.c + slotExtent(last).width + 1) * unit;
    drawText(ctx, '…', { x, y: at.y + 6, maxWidth: 20, font: font(20), color: style.theme.muted });
  }
}
