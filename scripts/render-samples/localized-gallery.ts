import { type Color, PIECES, type PlacementError } from '../../src/engine/index.ts';
import { type Locale, type Translator, translator } from '../../src/i18n/index.ts';
import { formatCell } from '../../src/notation/index.ts';
import {
  renderBoard,
  renderPieceChart,
  renderPieces,
  renderPreview,
  renderScoreboard,
} from '../../src/render/index.ts';
import { sampleGame, samplePlayers } from './sample-games.ts';
import { illegalPreview, typedPreview } from './sample-previews.ts';

/**
 * The gallery's main pictures in the other languages (board with its panel, scoreboard, previews with a
 * refusal, piece charts), to read every word drawn in French and Italian. File names start with the
 * language: `fr-board-classic-middle.png`.
 */

const NAMES = ['Amélie', 'Giulia', 'Chidi Okonkwo', 'Søren'];

/**
 * A refusal as the bot's preview caption says it (src/app's `describePlacement`, which the render layer
 * may not call), for the kinds the gallery draws.
 */
function refusal(words: Translator, error: PlacementError): string {
  const color = (c: Color) => words.t(`color.${c}`);
  switch (error.kind) {
    case 'own-edge':
      return words.t('rule.own-edge', { cell: formatCell(error.touching) });
    case 'overlap':
      return words.t('rule.overlap', { cell: formatCell(error.cell), color: color(error.by) });
    case 'no-corner':
      return words.t('rule.no-corner', { color: color(error.color) });
    case 'missing-start':
      return words.t('rule.missing-start', {
        color: color(error.color ?? 'blue'),
        cell: formatCell(error.start),
      });
    default:
      return error.kind;
  }
}

/** Writes the French and Italian pictures with `save` (name without extension, PNG). */
export async function saveLocalizedSamples(
  save: (name: string, png: Promise<Buffer>) => Promise<void>,
  locales: readonly Locale[] = ['fr', 'it'],
): Promise<void> {
  for (const locale of locales) {
    const words = translator(locale);
    const middle = sampleGame('classic', 'middle');
    const players = samplePlayers(middle, NAMES);
    await save(`${locale}-board-classic-middle`, renderBoard(middle, { players, words }));
    const duo = sampleGame('duo', 'middle');
    await save(
      `${locale}-board-duo-middle-light-colorblind`,
      renderBoard(duo, { players: samplePlayers(duo, NAMES), words, theme: 'light', colorBlind: true }),
    );
    const end = sampleGame('classic', 'end');
    await save(`${locale}-scoreboard-classic`, renderScoreboard(end, { players, words }));
    const teams = sampleGame('teams', 'end');
    await save(
      `${locale}-scoreboard-teams`,
      renderScoreboard(teams, { players: samplePlayers(teams, NAMES), words }),
    );
    for (const kind of ['own-edge', 'no-corner'] as const) {
      const preview = illegalPreview(middle, kind, (e) => refusal(words, e));
      if (preview)
        await save(`${locale}-preview-${kind}`, renderPreview(middle, preview, { players, words }));
    }
    const early = sampleGame('classic', 'opening');
    const w = PIECES.findIndex((p) => p.name === 'P5-W');
    const typed = typedPreview(early, w, { flip: true, rotation: 270 });
    if (typed) await save(`${locale}-preview-legal`, renderPreview(early, typed, { players, words }));
    await save(`${locale}-pieces-chart`, renderPieceChart({ words }));
    await save(
      `${locale}-pieces-chart-junior`,
      renderPieceChart({ words, pieceSet: 'junior', color: 'green' }),
    );
    await save(`${locale}-pieces-left-classic`, renderPieces(middle, middle.toMove ?? 0, { players, words }));
  }
}
