import type { SKRSContext2D } from '@napi-rs/canvas';
import { type Game, lastPlacement } from '../engine/index.ts';
import { formatMove } from '../notation/index.ts';
import { font } from './fonts.ts';
import type { Rect } from './geometry.ts';
import type { Theme } from './palette.ts';
import { colorName, nextPlayerName, type PlayerInfo } from './seats.ts';
import { drawSwatch } from './shapes.ts';
import { drawText, textWidth } from './text.ts';
import { winnerText } from './winners.ts';
import { movesPlayed, movesPlayedText } from './words.ts';

/** Height of the panel header, divider included. */
export const HEADER_HEIGHT = 130;

/** Baselines of the header's lines, from its top. */
const TITLE_Y = 32;
const COUNT_Y = 58;
const STATUS_Y = 89;
const LAST_Y = 116;

/** What the header needs to know. */
export interface HeaderOptions {
  readonly theme: Theme;
  readonly players: readonly PlayerInfo[];
  readonly colorBlind: boolean;
  readonly pad: number;
}

/**
 * The panel header: the variant; how many moves have been played (the count the bot's caption gives, in
 * the same words); whose turn it is (colour and player) or who won; the last move in notation (written by
 * `formatMove`, as in the bot's messages), so a player can read it back.
 */
export function drawPanelHeader(ctx: SKRSContext2D, game: Game, rect: Rect, opts: HeaderOptions): void {
  const { theme, players } = opts;
  const x = rect.x + opts.pad;
  const right = rect.x + rect.width - opts.pad;
  const title = `${game.variant.title}${game.fastContact ? ' · fast' : ''}`;
  const top = rect.y;
  const titleWidth = right - x;
  const titleSize =
    [26, 24, 22, 20].find((size) => textWidth(ctx, title, font(size, 700)) <= titleWidth) ?? 20;
  drawText(ctx, title, {
    x,
    y: top + TITLE_Y,
    maxWidth: titleWidth,
    font: font(titleSize, 700),
    color: theme.text,
  });
  drawText(ctx, movesPlayedText(movesPlayed(game)), {
    x,
    y: top + COUNT_Y,
    maxWidth: right - x,
    font: font(19),
    color: theme.muted,
  });

  let status = winnerText(game, players);
  let statusX = x;
  if (game.toMove !== null) {
    const c = game.toMove;
    drawSwatch(ctx, game.variant.colors[c]!, x, top + STATUS_Y - 19, 22, theme, opts.colorBlind);
    status = `${colorName(game, c)} to play: ${nextPlayerName(game, players, c)}`;
    statusX = x + 32;
  }
  drawText(ctx, status, {
    x: statusX,
    y: top + STATUS_Y,
    maxWidth: right - statusX,
    font: font(21, 700),
    color: theme.text,
  });

  const last = lastPlacement(game);
  if (last) {
    const label = 'Last:';
    const labelWidth = textWidth(ctx, label, font(19));
    drawText(ctx, label, {
      x,
      y: top + LAST_Y,
      maxWidth: labelWidth + 2,
      font: font(19),
      color: theme.muted,
    });
    const sx = x + labelWidth + 8;
    drawSwatch(ctx, game.variant.colors[last.color]!, sx, top + LAST_Y - 14, 16, theme, opts.colorBlind);
    const text = formatMove(game.layout, last.move);
    drawText(ctx, text, {
      x: sx + 24,
      y: top + LAST_Y,
      maxWidth: right - sx - 24,
      font: font(19, 600),
      color: theme.muted,
    });
  } else {
    const none = 'No piece placed yet';
    drawText(ctx, none, { x, y: top + LAST_Y, maxWidth: right - x, font: font(19), color: theme.muted });
  }
  ctx.fillStyle = theme.divider;
  ctx.fillRect(x, top + HEADER_HEIGHT - 4, right - x, 2);
}
