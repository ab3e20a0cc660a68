import {
  attachCells,
  type Color,
  describeMove,
  type Game,
  legalMoves,
  type PieceIndex,
  type Point,
} from '../../engine/index.ts';
import { ok, type Result } from '../../engine/result.ts';
import { formatCell, formatMove } from '../../notation/index.ts';
import type { AppError } from '../errors.ts';
import type { GameRef } from '../game/game-ref.ts';
import type { Context } from '../game/load-and-commit.ts';
import { loadActive } from '../game/load-and-commit.ts';
import { checkMover } from '../play/place.ts';
import type { PreviewState } from './preview-state.ts';

/**
 * Playing by taps: the player to move picks one of their colour's open corners, then a piece that fits
 * there, then one of that piece's placements covering the corner, and sees its preview. Every legal
 * placement covers at least one open corner (the corner rule), so every one is reachable this way.
 */

/** An open corner with at least one legal placement covering it, numbered in reading order. */
export interface TapCorner {
  /** 1, 2, … from the top row down, left to right: the number drawn on the board. */
  readonly label: number;
  readonly point: Point;
  /** The cell's name, `e5`. */
  readonly name: string;
  /** The legal moves covering this corner, ascending. */
  readonly moves: readonly number[];
}

/** A piece that fits at a corner, and in how many ways. */
export interface TapPiece {
  readonly piece: PieceIndex;
  readonly placements: number;
}

/** One placement of a piece covering a corner, numbered as drawn on the sheet of choices. */
export interface TapPlacement {
  readonly label: number;
  readonly move: number;
  /** Display form, `P5-L e5 rot90 flip`. */
  readonly text: string;
  readonly squares: readonly Point[];
  /** What the preview starts from (the placement's pivot and transform). */
  readonly state: PreviewState;
}

/** The position a tap flow works on: whose colour, and its open corners with legal placements. */
export interface TapChoices {
  readonly gameId: number;
  readonly version: number;
  readonly game: Game;
  readonly colorIndex: number;
  readonly color: Color;
  /** The colours the player may switch to: in a puzzle every colour that can still move, else this one. */
  readonly colors: readonly number[];
  readonly corners: readonly TapCorner[];
}

/** The open corners of a colour that some legal placement covers, in reading order (top row first). */
export function tapCorners(game: Game, color: number): TapCorner[] {
  const { size } = game.layout;
  const byCell = new Map<number, number[]>(attachCells(game, color).map((cell) => [cell, []]));
  for (const move of legalMoves(game, color)) {
    for (const p of describeMove(game.layout, move).cells) byCell.get(p.y * size + p.x)?.push(move);
  }
  const cells = [...byCell].filter(([, moves]) => moves.length > 0).map(([cell]) => cell);
  cells.sort((a, b) => Math.floor(b / size) - Math.floor(a / size) || (a % size) - (b % size));
  return cells.map((cell, i) => {
    const point = { x: cell % size, y: Math.floor(cell / size) };
    return { label: i + 1, point, name: formatCell(point), moves: byCell.get(cell)! };
  });
}

/** The pieces that fit at a corner, biggest first (the usual good move), then in the chart's order. */
export function tapPieces(game: Game, corner: TapCorner): TapPiece[] {
  const counts = new Map<PieceIndex, number>();
  for (const move of corner.moves) {
    const piece = game.layout.movePiece[move]!;
    counts.set(piece, (counts.get(piece) ?? 0) + 1);
  }
  const size = (p: PieceIndex) => game.layout.pieceSizes[p]!;
  return [...counts]
    .map(([piece, placements]) => ({ piece, placements }))
    .sort((a, b) => size(b.piece) - size(a.piece) || a.piece - b.piece);
}

/**
 * The placements of one piece that cover a corner, numbered 1, 2, … (empty if the piece does not fit). In a
 * puzzle of free colour order their preview names the colour (`color`), since any colour may be placed.
 */
export function tapPlacements(
  game: Game,
  corner: TapCorner,
  piece: PieceIndex,
  color: number | null = null,
): TapPlacement[] {
  const named = game.variant.freeColorOrder && color !== null ? { color } : {};
  return corner.moves
    .filter((move) => game.layout.movePiece[move] === piece)
    .map((move, i) => {
      const { cells, pivot, transform } = describeMove(game.layout, move);
      return {
        label: i + 1,
        move,
        text: formatMove(game.layout, move),
        squares: cells,
        state: { piece, at: pivot, transform, ...named },
      };
    });
}

/**
 * The choices of a tap flow for the player to move. With a version in `ref`, a position that moved on
 * since is `stale` (the flow says so and starts again); only the player to move may use it. In a puzzle of
 * free colour order `color` picks the colour (any colour that can still move; else the one shown as next).
 */
export function tapChoices(
  ctx: Context,
  ref: GameRef,
  userId: string,
  color?: number,
): Result<TapChoices, AppError> {
  const loaded = loadActive(ctx, ref);
  if (!loaded.ok) return loaded;
  const mover = checkMover(loaded.value, userId);
  if (!mover.ok) return mover;
  const { stored, game } = loaded.value;
  const colors = game.variant.freeColorOrder
    ? game.variant.colors.flatMap((_, c) =>
        game.out[c] === null && legalMoves(game, c).length > 0 ? [c] : [],
      )
    : [game.toMove!];
  const colorIndex = color !== undefined && colors.includes(color) ? color : game.toMove!;
  return ok({
    gameId: stored.game.id,
    version: stored.game.version,
    game,
    colorIndex,
    color: game.variant.colors[colorIndex]!,
    colors,
    corners: tapCorners(game, colorIndex),
  });
}
