import type { Game, Layout, PieceIndex } from '../../engine/index.ts';
import { type Corner, shapeOf } from '../../render/shape/board-shape.ts';
import { FILLS } from './board-canvas.ts';

/** A piece button's side in CSS pixels (activity.css): a touch target of at least 44. */
const BUTTON = 46;

/**
 * The tray: a button per piece the colour has left, each drawn turned as the next placement would be, the
 * picked one pressed. A tap picks a piece (`onPick`).
 */
export class Tray {
  constructor(
    private readonly list: HTMLElement,
    private readonly onPick: (piece: PieceIndex) => void,
  ) {
    list.addEventListener('click', (event) => {
      const button = (event.target as Element).closest<HTMLButtonElement>('button[data-piece]');
      if (button) this.onPick(Number(button.dataset.piece));
    });
  }

  hide(): void {
    this.list.replaceChildren();
    this.list.hidden = true;
  }

  /** Shows `color`'s pieces left (none: the tray is hidden), turned by `transform`. */
  draw(game: Game, color: number | null, transform: number, picked: PieceIndex | null): void {
    if (color === null) {
      this.hide();
      return;
    }
    this.list.replaceChildren();
    this.list.hidden = false;
    const { layout, position, variant } = game;
    const name = variant.colors[color]!;
    for (let piece = 0; piece < layout.pieceCount; piece++) {
      if (position.piecesLeft[color * layout.pieceCount + piece] === 0) continue;
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.piece = String(piece);
      button.className = 'piece';
      button.setAttribute('aria-pressed', String(piece === picked));
      button.setAttribute('aria-label', layout.geometry.pieceNames[piece] ?? String(piece));
      button.append(pieceCanvas(layout, piece, transform, FILLS[name].fill));
      this.list.append(button);
    }
  }
}

/**
 * The cells of a piece under a transform (an index of the layout's `geometry.transforms`), pivot near the
 * board's middle on a cell that takes it (a triangle of the right kind), and their polygons in pixels.
 */
export function pieceOutline(
  layout: Layout,
  piece: PieceIndex,
  transform: number,
  scale: number,
): Corner[][] {
  const shape = shapeOf(layout);
  const g = { ...shape.geometry(layout, scale), x: 0, y: 0 };
  const mx = Math.floor(layout.width / 2);
  const my = Math.floor(layout.height / 2);
  const cells =
    layout.geometry.place(piece, transform, mx, my) ??
    layout.geometry.place(piece, transform, mx + 1, my) ??
    [];
  return cells.map((p) => shape.corners(g, p).map(([x, y]) => [x, y] as Corner));
}

/** One piece on a small canvas, turned by the transform of index `transform` of the layout's geometry. */
function pieceCanvas(layout: Layout, piece: PieceIndex, transform: number, fill: string): HTMLCanvasElement {
  const polygons = pieceOutline(layout, piece, transform, 10);
  const xs = polygons.flat().map((c) => c[0]);
  const ys = polygons.flat().map((c) => c[1]);
  const [minX, minY] = [Math.min(...xs), Math.min(...ys)];
  const span = Math.max(Math.max(...xs) - minX, Math.max(...ys) - minY, 30);
  const ratio = window.devicePixelRatio || 1;
  const side = BUTTON - 6;
  const k = side / span;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(side * ratio);
  canvas.height = Math.round(side * ratio);
  canvas.style.width = `${side}px`;
  canvas.style.height = `${side}px`;
  const g = canvas.getContext('2d');
  if (!g) return canvas;
  g.setTransform(ratio, 0, 0, ratio, 0, 0);
  const left = (side - (Math.max(...xs) - minX) * k) / 2;
  const top = (side - (Math.max(...ys) - minY) * k) / 2;
  g.fillStyle = fill;
  g.strokeStyle = '#1d2026';
  g.lineWidth = 1;
  for (const polygon of polygons) {
    g.beginPath();
    polygon.forEach(([x, y], i) => {
      const px = left + (x - minX) * k;
      const py = top + (y - minY) * k;
      if (i === 0) g.moveTo(px, py);
      else g.lineTo(px, py);
    });
    g.closePath();
    g.fill();
    g.stroke();
  }
  return canvas;
}
