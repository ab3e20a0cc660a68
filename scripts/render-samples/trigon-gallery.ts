import { newGame, TRIGON_PIECES, TRIGON_VARIANT_IDS } from '../../src/engine/index.ts';
import {
  renderBoard,
  renderCornersPicture,
  renderPieceChart,
  renderPieces,
  renderPiecesPicture,
  renderPieceTransforms,
  renderPlacementSheetPicture,
  renderPreview,
  renderScoreboard,
  renderZoom,
} from '../../src/render/index.ts';
import { playoutGame, samplePlayers } from './sample-games.ts';
import { legalPreview } from './sample-previews.ts';
import { tapSteps } from './tap-steps.ts';
import { trigonDirectionPreview, trigonIllegalPreview } from './trigon-previews.ts';

type Save = (name: string, png: Promise<Buffer>) => Promise<void>;

/** The Trigon gallery: every picture kind of every Trigon variant. */
export async function saveTrigon(save: Save): Promise<void> {
  for (const variant of TRIGON_VARIANT_IDS) {
    for (const [stage, moves] of [
      ['opening', 6],
      ['middle', 30],
      ['end', Number.POSITIVE_INFINITY],
    ] as const) {
      const game = playoutGame(variant, 7, moves);
      const players = samplePlayers(game);
      await save(`trigon-board-${variant}-${stage}`, renderBoard(game, { players }));
      if (stage !== 'middle') continue;
      await save(`trigon-board-${variant}-middle-light`, renderBoard(game, { players, theme: 'light' }));
      await save(
        `trigon-board-${variant}-middle-colorblind`,
        renderBoard(game, { players, colorBlind: true }),
      );
    }
    const end = playoutGame(variant, 7);
    await save(`trigon-scoreboard-${variant}`, renderScoreboard(end, { players: samplePlayers(end) }));
  }
  const middle = playoutGame('trigon', 7, 30);
  const players = samplePlayers(middle);
  const all = { players, moveNumbers: true, openCorners: true, recentMoves: 4 };
  await save('trigon-board-numbers-corners', renderBoard(middle, all));
  await save(
    'trigon-board-all-light-colorblind',
    renderBoard(middle, { ...all, theme: 'light', colorBlind: true }),
  );
  await save('trigon-zoom-r5', renderZoom(middle, { x: 17, y: 4 }));
  await save('trigon-zoom-corner-light', renderZoom(middle, { x: 0, y: 17 }, { theme: 'light' }));
  await save('trigon-zoom-colorblind', renderZoom(middle, { x: 25, y: 11 }, { colorBlind: true }));
  await save('trigon-zoom-start', renderZoom(newGame('trigon-3'), { x: 15, y: 13 }));
  await save('trigon-preview-legal', renderPreview(middle, legalPreview(middle), { players }));
  for (const kind of ['own-edge', 'off-board', 'overlap', 'no-corner'] as const) {
    const preview = trigonIllegalPreview(middle, kind);
    if (preview) await save(`trigon-preview-${kind}`, renderPreview(middle, preview, { players }));
  }
  const i3 = TRIGON_PIECES.findIndex((p) => p.name === 'I3');
  const direction = trigonDirectionPreview(middle, i3, { x: 17, y: 4 });
  if (direction) await save('trigon-preview-direction', renderPreview(middle, direction, { players }));
  await save('trigon-pieces-chart', renderPieceChart({ pieceSet: 'trigon' }));
  await save(
    'trigon-pieces-chart-light',
    renderPieceChart({ pieceSet: 'trigon', theme: 'light', color: 'red' }),
  );
  await save('trigon-pieces-left', renderPieces(middle, middle.toMove ?? 0, { players }));
  for (const name of ['F', 'O', 'I6', 'X'] as const) {
    const piece = TRIGON_PIECES.findIndex((p) => p.name === name);
    await save(`trigon-transforms-${name}`, renderPieceTransforms(piece, 'yellow', { pieceSet: 'trigon' }));
  }
  const steps = tapSteps(middle);
  if (steps) {
    const color = middle.toMove!;
    await save('trigon-tap-1-corners', renderCornersPicture(middle, color, steps.corners, { players }));
    await save(
      'trigon-tap-2-pieces',
      renderPiecesPicture(middle, color, steps.corners, steps.pieces, { players }),
    );
    await save(
      'trigon-tap-3-placements',
      renderPlacementSheetPicture(middle, color, steps.placements, { players }),
    );
  }
}
