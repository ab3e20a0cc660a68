/**
 * `npm run render-samples -- <folder>`: writes a gallery of every picture kind, for every variant, at the
 * opening, in the middle and at the end, in both themes and with the colour-blind option, to look at;
 * and every Trigon picture (trigon-gallery.ts); then the main pictures in French and Italian
 * (localized-gallery.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { newGame, PIECES, VARIANT_IDS } from '../../src/engine/index.ts';
import {
  renderBoard,
  renderPieceChart,
  renderPieces,
  renderPieceTransforms,
  renderPreview,
  renderScoreboard,
} from '../../src/render/index.ts';
import { saveLocalizedSamples } from './localized-gallery.ts';
import { playoutGame, sampleGame, samplePlayers } from './sample-games.ts';
import { illegalPreview, legalPreview, typedPreview } from './sample-previews.ts';
import { saveTrigon } from './trigon-gallery.ts';

const HARD_NAMES = [
  'Maximilian Alexander von Habsburg-Lothringen the Third',
  '🐉🔥 Dragon‍Slayer 👩‍👩‍👧‍👦',
  'محمد عبد الرحمن',
  'שׁרה לוי',
];

async function main(folder: string): Promise<void> {
  mkdirSync(folder, { recursive: true });
  const written: string[] = [];
  const save = async (name: string, png: Promise<Buffer>) => {
    const buffer = await png;
    writeFileSync(join(folder, `${name}.png`), buffer);
    written.push(`${name}.png ${(buffer.length / 1024).toFixed(0)} KB`);
  };
  for (const variant of VARIANT_IDS) {
    for (const stage of ['opening', 'middle', 'end'] as const) {
      const game = sampleGame(variant, stage);
      const players = samplePlayers(game);
      await save(`board-${variant}-${stage}`, renderBoard(game, { players }));
      if (stage === 'middle') {
        await save(`board-${variant}-middle-light`, renderBoard(game, { players, theme: 'light' }));
        await save(`board-${variant}-middle-colorblind`, renderBoard(game, { players, colorBlind: true }));
      }
    }
    const end = sampleGame(variant, 'end');
    await save(`scoreboard-${variant}`, renderScoreboard(end, { players: samplePlayers(end) }));
  }
  const middle = sampleGame('classic', 'middle');
  const players = samplePlayers(middle);
  const extras = { players, moveNumbers: true, openCorners: true };
  await save('board-classic-middle-numbers-corners', renderBoard(middle, extras));
  await save(
    'board-classic-middle-all-light-colorblind',
    renderBoard(middle, { ...extras, theme: 'light', colorBlind: true }),
  );
  await save('board-classic-hard-names', renderBoard(middle, { players: samplePlayers(middle, HARD_NAMES) }));
  await save(
    'board-classic-fast-contact-opening',
    renderBoard(playoutGame('classic', 3, 3, { fastContact: true }), { players }),
  );
  await save(
    'scoreboard-classic-light',
    renderScoreboard(sampleGame('classic', 'end'), { players, theme: 'light' }),
  );
  await save(
    'scoreboard-classic-hard-names',
    renderScoreboard(sampleGame('classic', 'end'), { players: samplePlayers(middle, HARD_NAMES) }),
  );

  await save('preview-legal', renderPreview(middle, legalPreview(middle), { players }));
  const early = sampleGame('classic', 'opening');
  const w = PIECES.findIndex((p) => p.name === 'P5-W');
  const typed = typedPreview(early, w, { flip: true, rotation: 270 });
  if (typed) await save('preview-typed-P5-W-rot270-flip', renderPreview(early, typed, { players }));
  for (const kind of ['own-edge', 'off-board', 'overlap', 'no-corner'] as const) {
    const preview = illegalPreview(middle, kind);
    if (preview) await save(`preview-${kind}`, renderPreview(middle, preview, { players }));
  }
  const opening = newGame('duo');
  const start = illegalPreview(opening, 'missing-start');
  if (start) await save('preview-duo-missing-start', renderPreview(opening, start, { theme: 'light' }));
  const duoMiddle = sampleGame('duo', 'middle');
  await save(
    'preview-duo-legal-colorblind',
    renderPreview(duoMiddle, legalPreview(duoMiddle), { colorBlind: true }),
  );

  await save('pieces-chart', renderPieceChart());
  await save('pieces-chart-light', renderPieceChart({ theme: 'light', color: 'red' }));
  await save('pieces-chart-junior', renderPieceChart({ pieceSet: 'junior', color: 'green' }));
  await save('pieces-left-classic', renderPieces(middle, middle.toMove ?? 0, { players }));
  const junior = sampleGame('junior', 'middle');
  await save('pieces-left-junior', renderPieces(junior, 1, { players: samplePlayers(junior) }));
  await save(
    'pieces-left-colorblind',
    renderPieces(middle, 2, { players, colorBlind: true, theme: 'light' }),
  );
  for (const name of ['P5-L', 'P5-F', 'P4-O', 'P4-Z'] as const) {
    const piece = PIECES.findIndex((p) => p.name === name);
    await save(`transforms-${name}`, renderPieceTransforms(piece, 'yellow'));
  }
  await save(
    'transforms-P5-W-colorblind-light',
    renderPieceTransforms(17, 'green', { colorBlind: true, theme: 'light' }),
  );
  await saveTrigon(save);
  await saveLocalizedSamples(save);
  console.log(`${written.length} pictures in ${folder}\n${written.join('\n')}`);
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('render-samples/main.ts')) {
  await main(resolve(process.argv[2] ?? 'samples'));
}
