import { describeNotation, describePlacement } from '../../src/describe/rule-errors.ts';
import { checkPlacement, type Game, type PlacementError, type Point } from '../../src/engine/index.ts';
import { ENGLISH } from '../../src/i18n/index.ts';
import { formatTrigonPieceName } from '../../src/notation/index.ts';
import type { PreviewPlacement } from '../../src/render/index.ts';

/**
 * Trigon preview inputs for the gallery and tests, found with the engine's own checks and worded by the
 * notation's sentences, as the bot words them. Not used by the bot.
 */

/** The first placement (biggest pieces first, scanning the board) that fails with this kind of error. */
export function trigonIllegalPreview(game: Game, kind: PlacementError['kind']): PreviewPlacement | undefined {
  const color = game.toMove!;
  const { layout } = game;
  const { geometry } = layout;
  for (let piece = layout.pieceCount - 1; piece >= 0; piece--) {
    if (game.position.piecesLeft[color * layout.pieceCount + piece] === 0) continue;
    for (let y = -1; y <= layout.height; y++) {
      for (let x = -1; x <= layout.width; x++) {
        for (let t = 0; t < geometry.transforms.length; t++) {
          const squares = geometry.place(piece, t, x, y);
          if (!squares) continue;
          const result = checkPlacement(game, color, piece, squares);
          if (result.ok || result.error.kind !== kind) continue;
          const e = result.error;
          const problemCells = e.kind === 'own-edge' || e.kind === 'overlap' ? [e.cell] : [];
          return {
            color,
            squares,
            legal: false,
            problemCells,
            message: describePlacement(e, undefined, ENGLISH),
          };
        }
      }
    }
  }
  return undefined;
}

/**
 * A typed move that breaks the ▲/▼ direction rule (docs/trigon.md section 4): the piece's pivot named on a triangle
 * of the other direction. The preview shows the piece with its pivot on the neighbouring triangle, the
 * named cell crossed, and the notation's sentence explaining the rule.
 */
export function trigonDirectionPreview(game: Game, piece: number, cell: Point): PreviewPlacement | undefined {
  const { geometry } = game.layout;
  if (geometry.place(piece, 0, cell.x, cell.y) !== null) return undefined;
  const squares = geometry.place(piece, 0, cell.x + 1, cell.y);
  if (!squares) return undefined;
  const message = describeNotation(
    {
      kind: 'wrong-direction',
      piece: formatTrigonPieceName(piece),
      cell,
      cellUp: geometry.kind(cell.x, cell.y) === 0,
      pivotUp: geometry.kind(cell.x + 1, cell.y) === 0,
    },
    ENGLISH,
  );
  return { color: game.toMove ?? 0, squares, legal: false, problemCells: [cell], message };
}
