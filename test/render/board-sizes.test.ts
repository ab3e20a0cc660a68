import { describe, expect, it } from 'vitest';
import { ALL_VARIANT_IDS, newGame, type Point } from '../../src/engine/index.ts';
import { boardPicture, cellCenter, gridRect, renderBoard, themeOf } from '../../src/render/index.ts';
import { type BoardLabel, shapeOf } from '../../src/render/shape/board-shape.ts';
import { decode, distance } from './pixels.ts';

/**
 * Every variant's board drawn whole: each cell of its layout (rows and columns as the engine counts them)
 * has its centre inside the picture, on the grid rather than in a band of coordinates, and shows as an
 * empty cell there, while a square of the rectangle off the board (around a figure) shows as background;
 * every column and every row has its coordinate on both sides, inside the picture and drawn (ink where the
 * text sits).
 */

const dark = themeOf('dark');

/** The pixel box a label's text covers, roughly: its type size high, 0.62 of it wide per character. */
function labelBox(label: BoardLabel): { left: number; right: number; top: number; bottom: number } {
  const width = label.text.length * label.size * 0.62;
  const left =
    label.align === 'left' ? label.x : label.align === 'right' ? label.x - width : label.x - width / 2;
  return { left, right: left + width, top: label.y - label.size / 2, bottom: label.y + label.size / 2 };
}

describe("every variant's board picture", () => {
  for (const id of ALL_VARIANT_IDS) {
    it(`${id}: every cell inside the grid, every coordinate drawn`, async () => {
      const game = newGame(id);
      const { layout } = game;
      const picture = boardPicture(game);
      const g = picture.board;
      const image = await decode(await renderBoard(game));
      expect([image.width, image.height]).toEqual([Math.ceil(picture.width), Math.ceil(picture.height)]);
      const grid = gridRect(g);
      // The board part of the picture: above the panel.
      const boardBottom = picture.panel?.y ?? picture.height;
      const cells: Point[] = [];
      for (let y = 0; y < layout.height; y++) {
        for (let x = 0; x < layout.width; x++) if (layout.geometry.isOnBoard(x, y)) cells.push({ x, y });
      }
      expect(cells.length).toBeGreaterThan(0);
      // Start cells are marked (tinted, ringed, or a dot on a shared one): not plain board.
      const starts = new Set(
        [...game.starts, ...(game.variant.sharedStarts ?? [])].map((p) => `${p.x},${p.y}`),
      );
      const labels = shapeOf(layout).labels(g, layout);
      const boxes = labels.map(labelBox);
      for (const p of cells) {
        const c = cellCenter(g, p);
        const where = `${id} cell ${p.x},${p.y} at ${Math.round(c.x)},${Math.round(c.y)}`;
        expect(c.x > 0 && c.x < picture.width && c.y > 0 && c.y < boardBottom, where).toBe(true);
        expect(c.x > grid.x && c.x < grid.x + grid.width, where).toBe(true);
        expect(c.y > grid.y && c.y < grid.y + grid.height, where).toBe(true);
        // No coordinate is written over a cell.
        const under = boxes.findIndex((b) => c.x > b.left && c.x < b.right && c.y > b.top && c.y < b.bottom);
        expect(under, `${where}: under the label ${labels[under]?.text}`).toBe(-1);
        if (!starts.has(`${p.x},${p.y}`))
          expect(distance(image.at(c.x, c.y), dark.board), where).toBeLessThan(8);
      }
      // A square of the rectangle that is not on the board (around a figure) shows as background, not board.
      for (let y = 0; shapeOf(layout).cells === 'squares' && y < layout.height; y++) {
        for (let x = 0; x < layout.width; x++) {
          if (layout.geometry.isOnBoard(x, y)) continue;
          const c = cellCenter(g, { x, y });
          expect(distance(image.at(c.x, c.y), dark.background), `${id} off-board ${x},${y}`).toBeLessThan(8);
        }
      }
      // Each column has its coordinate above and below the grid, each row left and right of its cells.
      const inside = (b: ReturnType<typeof labelBox>) =>
        b.left >= 0 && b.right <= picture.width && b.top >= 0 && b.bottom <= boardBottom;
      for (let x = 0; x < layout.width; x++) {
        const xs = cells.filter((p) => p.x === x).map((p) => cellCenter(g, p).x);
        if (xs.length === 0) continue;
        const cx = xs[0]!;
        const column = labels.flatMap((l, i) => (Math.abs(l.x - cx) < g.cell / 2 ? [boxes[i]!] : []));
        expect(
          column.some((b) => b.bottom <= grid.y + 1 && inside(b)),
          `${id} column ${x} above`,
        ).toBe(true);
        expect(
          column.some((b) => b.top >= grid.y + grid.height - 1 && inside(b)),
          `${id} column ${x} below`,
        ).toBe(true);
      }
      for (let y = 0; y < layout.height; y++) {
        const row = cells.filter((p) => p.y === y).map((p) => cellCenter(g, p));
        if (row.length === 0) continue;
        const cy = row[0]!.y;
        const left = Math.min(...row.map((c) => c.x));
        const right = Math.max(...row.map((c) => c.x));
        const texts = labels.flatMap((l, i) =>
          Math.abs(l.y - cy) < g.cell / 2 ? [{ l, b: boxes[i]! }] : [],
        );
        const number = String(y + 1);
        expect(
          texts.some(({ l, b }) => l.text === number && b.right <= left && inside(b)),
          `${id} row ${number} left`,
        ).toBe(true);
        expect(
          texts.some(({ l, b }) => l.text === number && b.left >= right && inside(b)),
          `${id} row ${number} right`,
        ).toBe(true);
      }
      // Every coordinate leaves ink where its text sits (drawn, not cut off by the picture's edge).
      labels.forEach((l, i) => {
        const b = boxes[i]!;
        let ink = 0;
        for (let y = Math.max(0, Math.floor(b.top)); y < Math.min(image.height, b.bottom); y++) {
          for (let x = Math.max(0, Math.floor(b.left)); x < Math.min(image.width, b.right); x++) {
            if (distance(image.at(x, y), dark.background) > 60) ink++;
          }
        }
        expect(ink, `${id} label ${l.text} at ${Math.round(l.x)},${Math.round(l.y)}`).toBeGreaterThan(3);
      });
    });
  }
});
