import {
  checkPlacement,
  colorLabel,
  type Game,
  legalMoves,
  moveCells,
  PIECE_COUNT,
  type PlacementError,
  placeSquares,
  TRANSFORMS,
  type Transform,
} from '../../src/engine/index.ts';
import { formatCell } from '../../src/notation/index.ts';
import type { PreviewPlacement } from '../../src/render/index.ts';

/**
 * Preview inputs for the gallery and tests, found by trying placements with the engine's own checks, with
 * sentences of the kind the bot writes. Not used by the bot.
 */

/** A legal placement of the colour to move (its biggest piece). */
export function legalPreview(game: Game): PreviewPlacement {
  const color = game.toMove!;
  const moves = legalMoves(game, color);
  const move = [...moves].sort((a, b) => game.layout.moveSize[b]! - game.layout.moveSize[a]!)[0]!;
  return { color, squares: moveCells(game.layout, move), legal: true };
}

function sentence(error: PlacementError): string {
  switch (error.kind) {
    case 'own-edge':
      return `touches your own piece at ${formatCell(error.touching)}`;
    case 'off-board':
      return `goes off the board (${error.squares.length} square${error.squares.length > 1 ? 's' : ''})`;
    case 'overlap':
      return `covers ${colorLabel(error.by)}'s piece at ${formatCell(error.cell)}`;
    case 'missing-start':
      return `must cover ${formatCell(error.start)}`;
    case 'no-corner':
      return 'must touch a corner of your own pieces';
    default:
      return `${error.kind}`;
  }
}

/** The first placement (biggest pieces first, scanning the board) that fails with this kind of error. */
export function illegalPreview(
  game: Game,
  kind: PlacementError['kind'],
  /** The caption's sentence (English by default; the gallery's other languages pass their own). */
  describe: (error: PlacementError) => string = sentence,
): PreviewPlacement | undefined {
  const color = game.toMove!;
  const size = game.layout.size;
  for (let piece = PIECE_COUNT - 1; piece >= 0; piece--) {
    if (game.position.piecesLeft[color * PIECE_COUNT + piece] === 0) continue;
    for (let y = -1; y <= size; y++) {
      for (let x = -1; x <= size; x++) {
        for (const t of TRANSFORMS) {
          const squares = placeSquares(piece, { x, y }, t);
          const result = checkPlacement(game, color, piece, squares);
          if (result.ok || result.error.kind !== kind) continue;
          const e = result.error;
          const problemCells = e.kind === 'own-edge' || e.kind === 'overlap' ? [e.cell] : [];
          return { color, squares, legal: false, problemCells, message: describe(e) };
        }
      }
    }
  }
  return undefined;
}

/**
 * The first legal placement of a piece of the colour to move with exactly this transform, as a preview of
 * typed words such as `P5-W e16 rot270 flip`: a symmetric piece's typed words are not the canonical ones,
 * and the caption must still name the move as the bot will.
 */
export function typedPreview(game: Game, piece: number, transform: Transform): PreviewPlacement | undefined {
  const color = game.toMove!;
  const size = game.layout.size;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const squares = placeSquares(piece, { x, y }, transform);
      if (checkPlacement(game, color, piece, squares).ok) return { color, squares, legal: true };
    }
  }
  return undefined;
}
