import paletteFile from '../../../assets/palette.json' with { type: 'json' };
import { type Color, cellOf, type Game, moveCells, type Point } from '../../engine/index.ts';
import { type BoardGeometry, gridRect } from '../../render/shape/board-geometry.ts';
import { type BoardShape, shapeOf } from '../../render/shape/board-shape.ts';
import { drawMark } from '../../render/shape/marks.ts';
import { cellAtPixel, fitGeometry } from './board-reading.ts';

/** The picture's colours (the PNG renderer's palette file): the dark theme, Discord's default. */
const THEME = paletteFile.themes.dark;
/** How each colour is drawn (the pictures' fills). */
export const FILLS = paletteFile.colors as Record<Color, { fill: string; shade: string }>;

/** What the board shows besides the stones: the lit spots of the picked piece and the piece held over one. */
export interface BoardMarks {
  /** Cells where the picked piece, turned as it is, fits with its pivot. */
  readonly spots: readonly Point[];
  /** The placement about to be confirmed (its cells), drawn in the mover's colour. */
  readonly held: readonly Point[];
  readonly heldColor: Color | null;
  /** The latest placements, newest first (outlined, the newest the most). */
  readonly recent: readonly { readonly color: number; readonly move: number }[];
  /** The cell the keyboard is on, or null. */
  readonly focus: Point | null;
}

/**
 * The board on a canvas, drawn from the engine's game with the pictures' cell shapes (squares, Trigon's
 * triangles, a figure's cells only), y up as in the pictures (`a1` at the bottom left), each colour with
 * its colour-blind mark, the latest placements outlined. It maps a touch back to its cell.
 */
export class BoardCanvas {
  private g: BoardGeometry | null = null;
  private game: Game | null = null;

  constructor(private readonly canvas: HTMLCanvasElement) {}

  /** The cell under a point of the page, or null (outside the board). */
  cellAt(clientX: number, clientY: number): Point | null {
    const { game, g } = this;
    if (!game || !g) return null;
    const box = this.canvas.getBoundingClientRect();
    return cellAtPixel(game.layout, g, clientX - box.left, clientY - box.top);
  }

  /** Draws `game` to fit `width` × `height` CSS pixels, with the marks of the move being made. */
  draw(game: Game, width: number, height: number, marks: BoardMarks): void {
    this.game = game;
    const { layout, position, variant } = game;
    const shape = shapeOf(layout);
    const g = fitGeometry(layout, width, height);
    this.g = g;
    const grid = gridRect(g);
    const w = Math.ceil(grid.width);
    const h = Math.ceil(grid.height);
    const ratio = window.devicePixelRatio || 1;
    // The cell's side, for tests that find a cell on the page with the same geometry.
    this.canvas.dataset.scale = String(g.cell);
    this.canvas.style.width = `${w}px`;
    this.canvas.style.height = `${h}px`;
    this.canvas.width = Math.round(w * ratio);
    this.canvas.height = Math.round(h * ratio);
    const pen = this.canvas.getContext('2d');
    if (!pen) return;
    pen.setTransform(ratio, 0, 0, ratio, 0, 0);
    pen.clearRect(0, 0, w, h);
    pen.lineJoin = 'round';
    const side = shape.markSide(g);
    for (let y = 0; y < layout.height; y++) {
      for (let x = 0; x < layout.width; x++) {
        if (!layout.geometry.isOnBoard(x, y)) continue;
        // 0: empty, else 1 + the colour on it.
        const taken = position.board[cellOf(layout, { x, y })] ?? 0;
        const name = taken === 0 ? null : variant.colors[taken - 1]!;
        this.cell(shape, { x, y }, name ? FILLS[name].fill : THEME.grid, THEME.board, pen);
        if (name) this.mark(shape, { x, y }, name, side * 0.8, pen);
      }
    }
    for (const start of game.starts) {
      if (position.board[cellOf(layout, start)] === 0) this.dot(shape, start, THEME.guide, pen);
    }
    marks.recent.forEach((placed, i) => {
      const newest = i === 0;
      this.outline(
        shape,
        moveCells(layout, placed.move),
        newest ? THEME.lastInner : THEME.muted,
        pen,
        newest ? 3 : 2,
      );
    });
    for (const spot of marks.spots) this.dot(shape, spot, THEME.ok, pen);
    if (marks.heldColor) {
      for (const cell of marks.held) this.cell(shape, cell, FILLS[marks.heldColor].shade, THEME.pivot, pen);
      this.outline(shape, marks.held, THEME.pivot, pen, 2);
    }
    if (marks.focus) {
      pen.setLineDash([3, 2]);
      this.outline(shape, [marks.focus], THEME.ok, pen, 3);
      pen.setLineDash([]);
    }
  }

  private path(shape: BoardShape, p: Point, pen: CanvasRenderingContext2D): void {
    const corners = shape.corners(this.g!, p);
    pen.beginPath();
    for (const [i, [x, y]] of corners.entries()) {
      if (i === 0) pen.moveTo(x, y);
      else pen.lineTo(x, y);
    }
    pen.closePath();
  }

  private center(shape: BoardShape, p: Point): { x: number; y: number } {
    const corners = shape.corners(this.g!, p);
    const x = corners.reduce((sum, c) => sum + c[0], 0) / corners.length;
    const y = corners.reduce((sum, c) => sum + c[1], 0) / corners.length;
    return { x, y };
  }

  private cell(shape: BoardShape, p: Point, fill: string, edge: string, pen: CanvasRenderingContext2D): void {
    this.path(shape, p, pen);
    pen.fillStyle = fill;
    pen.fill();
    pen.strokeStyle = edge;
    pen.lineWidth = 1;
    pen.stroke();
  }

  private mark(shape: BoardShape, p: Point, color: Color, side: number, pen: CanvasRenderingContext2D): void {
    const { x, y } = this.center(shape, p);
    drawMark(pen, color, x, y, side);
  }

  private dot(shape: BoardShape, p: Point, fill: string, pen: CanvasRenderingContext2D): void {
    const { x, y } = this.center(shape, p);
    pen.fillStyle = fill;
    pen.beginPath();
    pen.arc(x, y, Math.max(3, this.g!.cell / 6), 0, 2 * Math.PI);
    pen.fill();
  }

  private outline(
    shape: BoardShape,
    points: readonly Point[],
    stroke: string,
    pen: CanvasRenderingContext2D,
    width: number,
  ): void {
    pen.strokeStyle = stroke;
    pen.lineWidth = width;
    for (const p of points) {
      this.path(shape, p, pen);
      pen.stroke();
    }
  }
}
