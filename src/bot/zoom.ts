import { AttachmentBuilder } from 'discord.js';
import type { Game } from '../engine/index.ts';
import type { Translator } from '../i18n/index.ts';
import { formatCell, parseBoardCell } from '../notation/index.ts';
import * as render from '../render/index.ts';

/** The zoomed picture's renderer: `renderZoom(game, cell, options)` of src/render. */
type ZoomRenderer = (
  game: Game,
  cell: { readonly x: number; readonly y: number },
  options: { readonly words?: Translator; readonly colorBlind?: boolean },
) => Promise<Buffer>;

/**
 * The zoom picture's entry point, if src/render has it. It comes with the Trigon pictures (another branch
 * of issue 12); until they are merged `/board zoom:` says the view is not there yet. The merge may import
 * `renderZoom` directly instead.
 */
function zoomRenderer(): ZoomRenderer | null {
  const found = (render as Record<string, unknown>).renderZoom;
  return typeof found === 'function' ? (found as ZoomRenderer) : null;
}

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
  const draw = zoomRenderer();
  if (!draw) return { problem: tr.t('view.zoomMissing') };
  const png = await draw(game, cell.value, { words: tr, colorBlind });
  const name = formatCell(cell.value);
  return {
    file: new AttachmentBuilder(png, {
      name: `blokus-${gameId}-zoom-${name}.png`,
      description: tr.t('view.zoomAlt', { cell: name }),
    }),
  };
}
