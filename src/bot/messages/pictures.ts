import { AttachmentBuilder } from 'discord.js';
import type { BoardView, PlayResult, PreviewResult, SeatView } from '../../app/index.ts';
import type { Color, Game } from '../../engine/index.ts';
import { ENGLISH, type Translator } from '../../i18n/index.ts';
import {
  type PlayerInfo,
  renderBoard,
  renderPreview,
  renderReplayOffThread,
  renderScoreboard,
} from '../../render/index.ts';
import type { BotContext } from '../bot-context.ts';
import { boardAltText, previewAltText, scoreboardAltText } from './alt-text.ts';
import { missedPlacements, toldPlacements } from './catch-up.ts';

/** The render layer's view of the seats: display names and the colour indexes each holds. */
export function playersOf(game: Game, seats: readonly SeatView[]): PlayerInfo[] {
  const index = (color: Color) => game.variant.colors.indexOf(color);
  return [...seats]
    .sort((a, b) => a.seat - b.seat)
    .map((s) => ({ name: s.displayName, colors: s.colors.map(index).filter((c) => c >= 0) }));
}

/**
 * Whether a game's pictures seen by these users carry the colour-blind marks: the game's lobby toggle, the
 * server's default, or any of them asking for them (`/blokus settings colour-blind:True`).
 */
export function wantsColorBlind(
  ctx: Pick<BotContext, 'service'>,
  gameId: number,
  userIds: readonly string[],
): boolean {
  return ctx.service.colorBlindPictures(gameId, userIds);
}

/** A PNG attachment with a stable file name (Discord shows it inline) and its alt text. */
export function png(data: Buffer, name: string, description: string): AttachmentBuilder {
  return new AttachmentBuilder(data, { name: `${name}.png`, description });
}

/** The picture a play result calls for: the board after the move, or the final scoreboard. */
export async function playPicture(
  result: PlayResult,
  colorBlind = false,
  words: Translator = ENGLISH,
): Promise<AttachmentBuilder> {
  const players = playersOf(result.game, result.seats);
  if (result.picture === 'scoreboard' && result.end) {
    const data = await renderScoreboard(result.game, { players, colorBlind, words });
    return png(data, `blokus-${result.gameId}-final`, scoreboardAltText(result.game, result.end, words));
  }
  const name = `blokus-${result.gameId}-${result.game.events.length}`;
  const alt = boardAltText(result.game, result.seats, result.next, words);
  // Every placement the player to move missed, or the message tells, is outlined, not only the last one.
  const recentMoves = Math.max(1, missedPlacements(result).length, toldPlacements(result));
  return png(await renderBoard(result.game, { players, colorBlind, recentMoves, words }), name, alt);
}

/** The board of a board view (`/board`), optionally with move numbers, open corners and colour-blind marks. */
export async function boardPicture(
  view: BoardView,
  options: { moveNumbers?: boolean; openCorners?: boolean; colorBlind?: boolean } = {},
  words: Translator = ENGLISH,
): Promise<AttachmentBuilder> {
  const players = playersOf(view.game, view.seats);
  if (view.end) {
    const colorBlind = options.colorBlind ?? false;
    const data = await renderScoreboard(view.game, { players, colorBlind, words });
    return png(data, `blokus-${view.gameId}-final`, scoreboardAltText(view.game, view.end, words));
  }
  return png(
    await renderBoard(view.game, { players, ...options, words }),
    `blokus-${view.gameId}-${view.moveCount}`,
    boardAltText(view.game, view.seats, view.toMove, words),
  );
}

/** A preview picture: the piece translucent on the board; when illegal, the problem marked and explained. */
export async function previewPicture(
  preview: PreviewResult,
  seats: readonly SeatView[],
  message?: string,
  colorBlind = false,
  words: Translator = ENGLISH,
): Promise<AttachmentBuilder> {
  const data = await renderPreview(
    preview.game,
    {
      color: preview.colorIndex,
      squares: preview.squares,
      legal: preview.legal,
      problemCells: preview.problemCells,
      ...(message ? { message } : {}),
    },
    { players: playersOf(preview.game, seats), colorBlind, words },
  );
  return png(data, `blokus-${preview.gameId}-preview`, previewAltText(preview, message, words));
}

/**
 * The animated replay of a game so far (a GIF, one frame per placement), drawn in a worker thread so the
 * bot keeps answering meanwhile.
 */
export async function replayAttachment(
  game: Game,
  gameId: number,
  words: Translator = ENGLISH,
  seats: readonly SeatView[] = [],
): Promise<AttachmentBuilder> {
  const players = seats.length > 0 ? playersOf(game, seats) : undefined;
  const gif = await renderReplayOffThread(game, { locale: words.locale, ...(players ? { players } : {}) });
  return new AttachmentBuilder(gif, {
    name: `blokus-${gameId}-replay.gif`,
    description: words.t('alt.replay', {
      variant: words.t(`variant.${game.variant.id}`),
      id: gameId,
      count: game.events.length,
    }),
  });
}
