import type { SKRSContext2D } from '@napi-rs/canvas';
import { type Game, lastPlacement } from '../engine/index.ts';
import { font } from './fonts.ts';
import type { Rect } from './geometry.ts';
import type { Theme } from './palette.ts';
import { colorName, nextPlayerName, type PlayerInfo } from './seats.ts';
import { drawSwatch } from './shapes.ts';
import { drawText, textWidth } from './text.ts';
import { winnerText } from './winners.ts';
import { moveText } from './words.ts';

/** Height of the panel header, divider included. */
export const HEADER_HEIGHT = 108;

/** What the header needs to know. */
export interface HeaderOptions {
  readonly theme: Theme;
  readonly players: readonly PlayerInfo[];
  readonly colorBlind: boolean;
  readonly pad: number;
}

/**
 * The panel header: variant and move number; whose turn it is (colour and player) or who won; the last
 * move in notation, so a player can read it back.
 */
export function drawPanelHeader(ctx: SKRSContext2D, game: Game, rect: Rect, opts: HeaderOptions): void {
  const { theme, players } = opts;
  const x = rect.x + opts.pad;
  const right = rect.x + rect.width - opts.pad;
  const placed = game.events.filter((e) => e.type === 'place').length;
  const moveLabel = game.toMove === null ? `${placed} moves` : `move ${placed + 1}`;
  const moveWidth = textWidth(ctx, moveLabel, font(20));
  const title = `${game.variant.title}${game.fastContact ? ' · fast' : ''}`;
  const top = rect.y;
  const titleWidth = right - x - moveWidth - 10;
  const titleSize =
    [26, 24, 22, 20].find((size) => textWidth(ctx, title, font(size, 700)) <= titleWidth) ?? 20;
  drawText(ctx, title, {
    x,
    y: top + 34,
    maxWidth: titleWidth,
    font: font(titleSize, 700),
    color: theme.text,
  });
  drawText(ctx, moveLabel, {
    x: right,
    y: top + 34,
    maxWidth: moveWidth + 2,
    font: font(20),
    color: theme.muted,
    align: 'right',
  });

  let status = winnerText(game, players);
  let statusX = x;
  if (game.toMove !== null) {
    const c = game.toMove;
    drawSwatch(ctx, game.variant.colors[c]!, x, top + 47, 22, theme, opts.colorBlind);
    status = `${colorName(game, c)} to play: ${nextPlayerName(game, players, c)}`;
    statusX = x + 32;
  }
  drawText(ctx, status, {
    x: statusX,
    y: top + 66,
    maxWidth: right - statusX,
    font: font(21, 700),
    color: theme.text,
  });

  const last = lastPlacement(game);
  if (last) {
    const label = 'Last:';
    const labelWidth = textWidth(ctx, label, font(19));
    drawText(ctx, label, { x, y: top + 93, maxWidth: labelWidth + 2, font: font(19), color: theme.muted });
    const sx = x + labelWidth + 8;
    drawSwatch(ctx, game.variant.colors[last.color]!, sx, top + 79, 16, theme, opts.colorBlind);
    const text = moveText(game.layout, last.move);
    drawText(ctx, text, {
      x: sx + 24,
      y: top + 93,
      maxWidth: right - sx - 24,
      font: font(19, 600),
      color: theme.muted,
    });
  } else {
    drawText(ctx, 'No move yet', { x, y: top + 93, maxWidth: right - x, font: font(19), color: theme.muted });
  }
  ctx.fillStyle = theme.divider;
  ctx.fillRect(x, top + HEADER_HEIGHT - 4, right - x, 2);
}
