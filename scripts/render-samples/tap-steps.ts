import { describeMove, type Game, legalMoves, moveCells, pointOf } from '../../src/engine/index.ts';
import { formatMove } from '../../src/notation/index.ts';
import type { CornerLabel, PieceChoice, PlacementChoice } from '../../src/render/index.ts';

/**
 * Inputs of the tap steps' pictures for a game (its open corners that some legal move covers, numbered;
 * the pieces that fit at the first; that piece's placements there). For the gallery and tests; not used
 * by the bot.
 */
export function tapSteps(
  game: Game,
): { corners: CornerLabel[]; pieces: PieceChoice[]; placements: PlacementChoice[] } | undefined {
  const color = game.toMove;
  if (color === null) return undefined;
  const { layout } = game;
  const corners = [...game.position.openCorners(color)]
    .map((cell) => pointOf(layout, cell))
    .filter((point) => legalMoves(game, color, { cell: point }).length > 0)
    .map((point, i) => ({ point, label: i + 1 }));
  const first = corners[0];
  if (!first) return undefined;
  const moves = legalMoves(game, color, { cell: first.point });
  const byPiece = new Map<number, number[]>();
  for (const m of moves) {
    const piece = describeMove(layout, m).piece;
    byPiece.set(piece, [...(byPiece.get(piece) ?? []), m]);
  }
  const pieces = [...byPiece.entries()].map(([piece, list]) => ({ piece, note: `${list.length} ways` }));
  const chosen = [...byPiece.entries()].sort((a, b) => b[1].length - a[1].length)[0]![1].slice(0, 12);
  const placements = chosen.map((m, i) => ({
    label: i + 1,
    squares: moveCells(layout, m),
    corner: first.point,
    text: formatMove(layout, m).split(' ').slice(1).join(' '),
  }));
  return { corners, pieces, placements };
}
