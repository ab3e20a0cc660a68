import { AttachmentBuilder } from 'discord.js';
import type { Game } from '../../engine/index.ts';
import type { Translator } from '../../i18n/index.ts';
import { formatCell, parseBoardCell } from '../../notation/index.ts';
import { renderZoom } from '../../render/index.ts';

/** `/board zoom:r12`: the board around a cell, each empty cell named; or why not (a sentence). */
export async function zoomAttachment(
  game: Game,
  gameId: number,
  text: string,
  tr: Translator,
  colorBlind: boolean,
): Promise<{ file: AttachmentBuilder } | { problem: string }> {
  const cell = parseBoardCell(text.trim(), game.layout);
  if (!cell.ok) return { problem: tr.t('view.zoomBadCell', { text: text.trim() }) };
  const png = await renderZoom(game, cell.value, { words: tr, colorBlind });
  const name = formatCell(cell.value);
  return {
    file: new AttachmentBuilder(png, {
      name: `blokus-${gameId}-zoom-${name}.png`,
      description: tr.t('view.zoomAlt', { cell: name }),
    }),
  };
}
