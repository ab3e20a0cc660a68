import type { SKRSContext2D } from '@napi-rs/canvas';
import { type Game, lastPlacement } from '../../engine/index.ts';
import type { Translator } from '../../i18n/index.ts';
import { formatMove } from '../../notation/index.ts';
import type { Theme } from '../canvas/palette.ts';
import { drawSwatch } from '../pieces/square-pieces.ts';
import type { Rect } from '../shape/board-geometry.ts';
import { font } from '../text/fonts.ts';
import { drawText, textWidth } from '../text/text.ts';
import { movesPlayed, movesPlayedText } from './picture-words.ts';
import { colorName, nextPlayerName, type PlayerInfo } from './seats.ts';
import { winnerText } from './winners.ts';

/** Height of the panel header, divider included. */
export const HEADER_HEIGHT = 88;

/** Baselines of the header's two lines, from its top, and where the divider runs. */
const STATUS_Y = 30;
const LAST_Y = 64;
const DIVIDER_Y = 80;
const GAP = 20;

/** What the header needs to know. */
export interface HeaderOptions {
  readonly theme: Theme;
  readonly players: readonly PlayerInfo[];
  readonly colorBlind: boolean;
  /** The language of the words drawn. */
  readonly words: Translator;
}

/**
 * The panel header, two lines across the width of the board: whose turn it is (colour and player, the
 * biggest text of the picture) or who won, with the variant at the right; then the last move in notation
 * (written by `formatMove`, as in the bot's messages, so a player can read it back), with how many moves
 * have been played (the count the bot's caption gives, in the same words) at the right.
 */
export function drawPanelHeader(ctx: SKRSContext2D, game: Game, rect: Rect, opts: HeaderOptions): void {
  const { theme, players, words } = opts;
  const { x, y: top } = rect;
  const right = rect.x + rect.width;
  const variant = words.t(`variant.${game.variant.id}`);
  const title = game.fastContact ? words.t('picture.fast', { title: variant }) : variant;
  const titleFont = font(21, 700);
  const titleWidth = Math.min(textWidth(ctx, title, titleFont) + 2, rect.width / 3);
  drawText(ctx, title, {
    x: right,
    y: top + STATUS_Y,
    maxWidth: titleWidth,
    font: titleFont,
    color: theme.muted,
    align: 'right',
  });

  let status = winnerText(game, players, words);
  let statusX = x;
  if (game.toMove !== null) {
    const c = game.toMove;
    drawSwatch(ctx, game.variant.colors[c]!, x, top + STATUS_Y - 21, 24, theme, opts.colorBlind);
    status = words.t('picture.toPlay', {
      color: colorName(game, c, words),
      name: nextPlayerName(game, players, c),
    });
    statusX = x + 34;
  }
  drawText(ctx, status, {
    x: statusX,
    y: top + STATUS_Y,
    maxWidth: right - titleWidth - GAP - statusX,
    font: font(26, 700),
    color: theme.text,
  });

  const count = movesPlayedText(movesPlayed(game), words);
  const countWidth = textWidth(ctx, count, font(21)) + 2;
  drawText(ctx, count, {
    x: right,
    y: top + LAST_Y,
    maxWidth: countWidth,
    font: font(21),
    color: theme.muted,
    align: 'right',
  });
  drawLastMove(ctx, game, { x, y: top + LAST_Y, width: right - countWidth - GAP - x }, opts);
  ctx.fillStyle = theme.divider;
  ctx.fillRect(x, top + DIVIDER_Y, rect.width, 2);
}

/** "Last: ■ P5-F c16 rot180 flip" (or that no piece is placed yet) on the baseline `at.y`. */
function drawLastMove(
  ctx: SKRSContext2D,
  game: Game,
  at: { x: number; y: number; width: number },
  opts: HeaderOptions,
): void {
  const { theme } = opts;
  const last = lastPlacement(game);
  const muted = font(21);
  if (!last) {
    const none = opts.words.t('picture.noPieceYet');
    drawText(ctx, none, { x: at.x, y: at.y, maxWidth: at.width, font: muted, color: theme.muted });
    return;
  }
  const label = opts.words.t('picture.last');
  const labelWidth = textWidth(ctx, label, muted);
  drawText(ctx, label, { x: at.x, y: at.y, maxWidth: labelWidth + 2, font: muted, color: theme.muted });
  const sx = at.x + labelWidth + 9;
  drawSwatch(ctx, game.variant.colors[last.color]!, sx, at.y - 16, 18, theme, opts.colorBlind);
  drawText(ctx, formatMove(game.layout, last.move), {
    x: sx + 27,
    y: at.y,
    maxWidth: at.x + at.width - sx - 27,
    font: font(21, 600),
    color: theme.text,
  });
}
