import {
  type Game,
  normaliseSquares,
  PIECE_SHAPES,
  type PieceIndex,
  TRANSFORMS,
  transformSquare,
} from '../../engine/index.ts';
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
      button.append(pieceCanvas(piece, transform, FILLS[name].fill));
      this.list.append(button);
    }
  }
}

/** One piece on a small canvas, turned by the transform of index `transform` (see `TRANSFORMS`). */
function pieceCanvas(piece: PieceIndex, transform: number, fill: string): HTMLCanvasElement {
  const shape = PIECE_SHAPES[piece]!;
  const squares = normaliseSquares(shape.squares.map((s) => transformSquare(s, TRANSFORMS[transform]!)));
  const span = Math.max(...squares.map((s) => Math.max(s.x, s.y) + 1), 3);
  const ratio = window.devicePixelRatio || 1;
  const side = BUTTON - 6;
  const cell = Math.floor(side / span);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(side * ratio);
  canvas.height = Math.round(side * ratio);
  canvas.style.width = `${side}px`;
  canvas.style.height = `${side}px`;
  const g = canvas.getContext('2d');
  if (!g) return canvas;
  g.setTransform(ratio, 0, 0, ratio, 0, 0);
  const width = Math.max(...squares.map((s) => s.x)) + 1;
  const height = Math.max(...squares.map((s) => s.y)) + 1;
  const left = (side - width * cell) / 2;
  const top = (side - height * cell) / 2;
  g.fillStyle = fill;
  for (const s of squares) {
    g.fillRect(left + s.x * cell + 1, top + (height - 1 - s.y) * cell + 1, cell - 2, cell - 2);
  }
  return canvas;
}
