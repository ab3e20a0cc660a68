import type { Point } from './geometry.ts';
import { type Layout, moveCellList } from './layout.ts';
import { type Transform, transformSquare } from './orientations.ts';
import { PIECE_SHAPES, type PieceIndex } from './pieces.ts';

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
  return layout.geometry.isOnBoard(point.x, point.y);
}

/** The piece a move places. */
export function pieceOfMove(layout: Layout, move: number): PieceIndex {
  return layout.movePiece[move]!;
}

/** The cells of a move as points, in canonical order (by row, then column). */
export function moveCells(layout: Layout, move: number): Point[] {
  return moveCellList(layout, move).map((c) => pointOf(layout, c));
}

/** Describes a move for display (piece, pivot cell, canonical orientation: the first transform that fits). */
export function describeMove(layout: Layout, move: number): MoveDescription {
  return {
    move,
    piece: layout.movePiece[move]!,
    cells: moveCells(layout, move),
    pivot: pointOf(layout, layout.movePivot[move]!),
    transform: layout.geometry.transforms[layout.moveTransform[move]!]!,
  };
}

/**
 * The cells a piece covers with its pivot on `at` under a transform (an index of the layout's
 * `geometry.transforms`), on any board; null when the pivot may not go on that cell (docs/trigon.md section 4's
 * direction rule). Points may lie off the board; the caller checks.
 */
export function placeCells(layout: Layout, piece: PieceIndex, at: Point, transform: number): Point[] | null {
  return layout.geometry.place(piece, transform, at.x, at.y);
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
