import type { Frame, Page } from 'playwright-core';
import type { Game, Point } from '../../src/engine/index.ts';
import { shapeOf } from '../../src/render/shape/board-shape.ts';

/** What the helpers read of the page's canvas (the tests are compiled without the browser's types). */
interface PageCanvas {
  readonly width: number;
  readonly dataset: { readonly scale?: string };
  getBoundingClientRect(): { readonly width: number };
  getContext(kind: '2d'): {
    getImageData(x: number, y: number, w: number, h: number): { data: ArrayLike<number> };
  };
}

/**
 * A cell's polygon in the canvas's CSS pixels: the pictures' geometry (squares or triangles) at the scale
 * the page drew (`data-scale`), the grid's top-left where the page put it (`data-left`, `data-top`: 0
 * unless the board is zoomed).
 */
async function cornersOf(
  page: Page | Frame,
  game: Game,
  at: Point,
): Promise<readonly (readonly [number, number])[]> {
  const board = page.locator('#board');
  const [scale, left, top] = await Promise.all(
    ['data-scale', 'data-left', 'data-top'].map(async (name) => Number(await board.getAttribute(name))),
  );
  const shape = shapeOf(game.layout);
  const g = { ...shape.geometry(game.layout, scale), x: left!, y: top! };
  return shape.corners(g, at);
}

/** The side of a cell as the page draws it now (a square's, or a triangle's height), in CSS pixels. */
export async function cellSide(page: Page | Frame, game: Game): Promise<number> {
  const corners = await cornersOf(page, game, { x: 0, y: 0 });
  const ys = corners.map((c) => c[1]);
  return Math.max(...ys) - Math.min(...ys);
}

/** A point well inside a cell, off its middle (where the colour-blind mark is drawn): 0 is the middle. */
async function insideCell(
  page: Page | Frame,
  game: Game,
  at: Point,
  off: number,
): Promise<{ x: number; y: number }> {
  const corners = await cornersOf(page, game, at);
  const cx = corners.reduce((s, c) => s + c[0], 0) / corners.length;
  const cy = corners.reduce((s, c) => s + c[1], 0) / corners.length;
  return { x: cx + off * (corners[0]![0] - cx), y: cy + off * (corners[0]![1] - cy) };
}

/** Where a cell of the board is on the page (its middle), to tap it. */
export async function cellPoint(
  page: Page | Frame,
  game: Game,
  at: Point,
): Promise<{ x: number; y: number }> {
  const box = (await page.locator('#board').boundingBox())!;
  const p = await insideCell(page, game, at, 0);
  return { x: box.x + p.x, y: box.y + p.y };
}

/** The colour drawn in a cell (beside its colour-blind mark), as #rrggbb. */
export async function colorAt(page: Page | Frame, game: Game, at: Point): Promise<string> {
  const p = await insideCell(page, game, at, 0.55);
  return page.locator('#board').evaluate(
    (element, { x, y }) => {
      const canvas = element as unknown as PageCanvas;
      const ratio = canvas.width / canvas.getBoundingClientRect().width;
      const { data } = canvas
        .getContext('2d')
        .getImageData(Math.round(x * ratio), Math.round(y * ratio), 1, 1);
      return `#${[data[0]!, data[1]!, data[2]!].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
    },
    { x: p.x, y: p.y },
  );
}

/** The colours drawn on some cells, e.g. a placement's. */
export function colorsAt(page: Page | Frame, game: Game, cells: readonly Point[]): Promise<string[]> {
  return Promise.all(cells.map((cell) => colorAt(page, game, cell)));
}
