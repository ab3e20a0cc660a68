import { type Layout, moveCellList } from './layout.ts';
import { ORIENTATIONS, type Transform, transformSquare } from './orientations.ts';
import { PIECE_SHAPES, type PieceIndex } from './pieces.ts';
import type { Point } from './variants.ts';

/** A placement described for people: which piece, where its pivot lands, and how it is turned. */
export interface MoveDescription {
  readonly move: number;
  readonly piece: PieceIndex;
  readonly cells: readonly Point[];
  /** The pivot square, for the display form `P5-X f10`. */
  readonly pivot: Point;
  /** No flip and the smallest turn that gives these cells (a flip only where no turn alone does). */
  readonly transform: Transform;
}

/** The board cell index of a point (no bounds check). */
export function cellOf(layout: Layout, point: Point): number {
  return point.y * layout.size + point.x;
}

/** The point of a board cell index. */
export function pointOf(layout: Layout, cell: number): Point {
  const x = cell % layout.size;
  return { x, y: (cell - x) / layout.size };
}

/** Whether a point lies on the board. */
export function isOnBoard(layout: Layout, point: Point): boolean {
  return point.x >= 0 && point.y >= 0 && point.x < layout.size && point.y < layout.size;
}

/** The piece a move places. */
export function pieceOfMove(layout: Layout, move: number): PieceIndex {
  return layout.movePiece[move]!;
}

/** The cells of a move as points, in canonical order (by row, then column). */
export function moveCells(layout: Layout, move: number): Point[] {
  return moveCellList(layout, move).map((c) => pointOf(layout, c));
}

/** Describes a move for display (piece, pivot square, preferred orientation). */
export function describeMove(layout: Layout, move: number): MoveDescription {
  const piece = layout.movePiece[move]!;
  const orientation = ORIENTATIONS[piece]![layout.moveOrientation[move]!]!;
  const originX = layout.moveOriginX[move]!;
  const originY = layout.moveOriginY[move]!;
  return {
    move,
    piece,
    cells: moveCells(layout, move),
    pivot: { x: originX + orientation.pivot.x, y: originY + orientation.pivot.y },
    transform: orientation.transform,
  };
}

/**
 * The squares a piece covers with its pivot on `at`, under a transform. Points may lie off the board;
 * the caller checks.
 */
export function placeSquares(piece: PieceIndex, at: Point, transform: Transform): Point[] {
  const shape = PIECE_SHAPES[piece];
  if (!shape) throw new Error(`no piece ${piece}`);
  return shape.squares.map((s) => {
    const t = transformSquare(s, transform);
    return { x: at.x + t.x, y: at.y + t.y };
  });
}
