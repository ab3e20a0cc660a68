import paletteFile from '../../../assets/palette.json' with { type: 'json' };
import { type Color, cellOf, type Game, moveCells, type Point } from '../../engine/index.ts';
import { type BoardGeometry, gridRect } from '../../render/shape/board-geometry.ts';
import { type BoardShape, shapeOf } from '../../render/shape/board-shape.ts';
import { drawMark } from '../../render/shape/marks.ts';
import {
  cellAtPixel,
  fitGeometry,
  focusAt,
  nearestSpot,
  touchSide,
  type ZoomFocus,
  zoomedGeometry,
} from './board-reading.ts';

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
 * its colour-blind mark, the latest placements outlined. It maps a touch back to its cell. Where its cells
 * are smaller than a finger (`touchSide`), it can be zoomed: the same canvas shows part of the board with
 * cells big enough to touch, around a focus.
 */
export class BoardCanvas {
  private g: BoardGeometry | null = null;
  private game: Game | null = null;
  /** Whether the board drawn last is zoomed. */
  zoomed = false;
  /** Whether the board drawn last has cells too small to touch, unzoomed. */
  zoomable = false;

  constructor(private readonly canvas: HTMLCanvasElement) {}

  /** A point of the page in the canvas's pixels. */
  private local(clientX: number, clientY: number): { x: number; y: number } {
    const box = this.canvas.getBoundingClientRect();
    return { x: clientX - box.left, y: clientY - box.top };
  }

  /** The cell under a point of the page, or null (outside the board). */
  cellAt(clientX: number, clientY: number): Point | null {
    const { game, g } = this;
    if (!game || !g) return null;
    const p = this.local(clientX, clientY);
    return cellAtPixel(game.layout, g, p.x, p.y);
  }

  /** The point of the board under a point of the page, as a zoom focus. */
  focusAt(clientX: number, clientY: number): ZoomFocus | null {
    if (!this.g) return null;
    const p = this.local(clientX, clientY);
    return focusAt(this.g, p.x, p.y);
  }

  /** Of `spots`, the one nearest a point of the page within a cell and a half, as the board is drawn now. */
  spotNear(spots: readonly Point[], clientX: number, clientY: number): Point | null {
    const { game, g } = this;
    if (!game || !g) return null;
    const p = this.local(clientX, clientY);
    return nearestSpot(game.layout, g, spots, p.x, p.y, 1.5 * g.cell);
  }

  /** The focus once a finger has dragged the zoomed board by (dx, dy) pixels of the page. */
  panned(focus: ZoomFocus, dx: number, dy: number): ZoomFocus {
    if (!this.g) return focus;
    const grid = gridRect(this.g);
    const within = (v: number) => Math.min(1, Math.max(0, v));
    return { x: within(focus.x - dx / grid.width), y: within(focus.y - dy / grid.height) };
  }

  /**
   * Draws `game` to fit `width` × `height` CSS pixels, with the marks of the move being made; zoomed on
   * `zoom` when its cells are too small to touch.
   */
  draw(game: Game, width: number, height: number, marks: BoardMarks, zoom: ZoomFocus | null = null): void {
    this.game = game;
    const { layout, position, variant } = game;
    const shape = shapeOf(layout);
    const fit = fitGeometry(layout, width, height);
    this.zoomable = fit.cell < touchSide(layout);
    const g = (zoom && zoomedGeometry(layout, fit, zoom)) || fit;
    this.zoomed = g !== fit;
    this.g = g;
    const grid = gridRect(fit);
    const w = Math.ceil(grid.width);
    const h = Math.ceil(grid.height);
    const ratio = window.devicePixelRatio || 1;
    // The cell's side and where the grid's top-left is, for tests that find a cell on the page.
    this.canvas.dataset.scale = String(g.cell);
    this.canvas.dataset.left = String(g.x);
    this.canvas.dataset.top = String(g.y);
    this.canvas.classList.toggle('zoomed', this.zoomed);
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
