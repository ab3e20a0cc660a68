import paletteFile from '../../../assets/palette.json' with { type: 'json' };
import { type Color, cellOf, type Game, lastPlacement, moveCells, type Point } from '../../engine/index.ts';

/** The picture's colours (the PNG renderer's palette file): the dark theme, Discord's default. */
const THEME = paletteFile.themes.dark;
/** How each colour is drawn (the pictures' fills). */
export const FILLS = paletteFile.colors as Record<Color, { fill: string; shade: string }>;

/** What the board shows besides the stones: the lit spots of the picked piece and the piece held over one. */
export interface BoardMarks {
  /** Cells where the picked piece, turned as it is, fits with its pivot. */
  readonly spots: readonly Point[];
  /** The placement about to be confirmed (its squares), drawn in the mover's colour. */
  readonly held: readonly Point[];
  readonly heldColor: Color | null;
}

/**
 * The board on a canvas, drawn from the engine's game: square cells, y up as in the pictures (`a1` at the
 * bottom left), the last placement outlined. It maps a touch back to its cell.
 */
export class BoardCanvas {
  private cell = 0;
  private game: Game | null = null;

  constructor(private readonly canvas: HTMLCanvasElement) {}

  /** The cell under a point of the page, or null (outside the board). */
  cellAt(clientX: number, clientY: number): Point | null {
    const game = this.game;
    if (!game || this.cell === 0) return null;
    const box = this.canvas.getBoundingClientRect();
    const x = Math.floor((clientX - box.left) / this.cell);
    const row = Math.floor((clientY - box.top) / this.cell);
    const { width, height } = game.layout;
    if (x < 0 || row < 0 || x >= width || row >= height) return null;
    return { x, y: height - 1 - row };
  }

  /** Draws `game` at `side` CSS pixels square, with the marks of the move being made. */
  draw(game: Game, side: number, marks: BoardMarks): void {
    this.game = game;
    const { width, height } = game.layout;
    const ratio = window.devicePixelRatio || 1;
    this.cell = Math.floor(side / Math.max(width, height));
    const w = this.cell * width;
    const h = this.cell * height;
    this.canvas.style.width = `${w}px`;
    this.canvas.style.height = `${h}px`;
    this.canvas.width = Math.round(w * ratio);
    this.canvas.height = Math.round(h * ratio);
    const g = this.canvas.getContext('2d');
    if (!g) return;
    g.setTransform(ratio, 0, 0, ratio, 0, 0);
    g.fillStyle = THEME.board;
    g.fillRect(0, 0, w, h);
    const { position, variant } = game;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        // 0: empty, else 1 + the colour on it.
        const taken = position.board[cellOf(game.layout, { x, y })] ?? 0;
        const name = taken === 0 ? null : variant.colors[taken - 1]!;
        this.square({ x, y }, name ? FILLS[name].fill : THEME.grid, g, name ? 0 : 1);
      }
    }
    for (const start of game.starts) {
      if (position.board[cellOf(game.layout, start)] === 0) this.dot(start, THEME.guide, g);
    }
    const last = lastPlacement(game);
    if (last) this.outline(moveCells(game.layout, last.move), THEME.lastInner, g);
    for (const spot of marks.spots) this.dot(spot, THEME.ok, g);
    if (marks.heldColor) {
      for (const square of marks.held) this.square(square, FILLS[marks.heldColor].shade, g, 3);
      this.outline(marks.held, THEME.pivot, g);
    }
  }

  private corner(p: Point): { left: number; top: number } {
    const height = this.game?.layout.height ?? 0;
    return { left: p.x * this.cell, top: (height - 1 - p.y) * this.cell };
  }

  private square(p: Point, fill: string, g: CanvasRenderingContext2D, inset: number): void {
    const { left, top } = this.corner(p);
    g.fillStyle = fill;
    g.fillRect(left + inset, top + inset, this.cell - 2 * inset, this.cell - 2 * inset);
  }

  private dot(p: Point, fill: string, g: CanvasRenderingContext2D): void {
    const { left, top } = this.corner(p);
    g.fillStyle = fill;
    g.beginPath();
    g.arc(left + this.cell / 2, top + this.cell / 2, Math.max(3, this.cell / 5), 0, 2 * Math.PI);
    g.fill();
  }

  private outline(points: readonly Point[], stroke: string, g: CanvasRenderingContext2D): void {
    g.strokeStyle = stroke;
    g.lineWidth = 2;
    for (const p of points) {
      const { left, top } = this.corner(p);
      g.strokeRect(left + 2, top + 2, this.cell - 4, this.cell - 4);
    }
  }
}
