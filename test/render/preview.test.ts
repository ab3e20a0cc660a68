import { describe, expect, it } from 'vitest';
import { illegalPreview, legalPreview } from '../../scripts/render-samples/sample-previews.ts';
import { legalMoves, moveCells, newGame } from '../../src/engine/index.ts';
import { cellCenter, previewPicture, renderPreview, styleOf, themeOf } from '../../src/render/index.ts';
import { classicMiddle, gameOf } from './fixtures.ts';
import { decode, distance } from './pixels.ts';

const dark = themeOf('dark');

describe('placement preview', () => {
  const game = classicMiddle();
  const picture = previewPicture(game);

  it('draws a legal placement in its colour, with the caption band under the board', async () => {
    const preview = legalPreview(game);
    const image = await decode(await renderPreview(game, preview));
    expect([image.width, image.height]).toEqual([picture.width, picture.height]);
    expect(picture.caption.y).toBeGreaterThanOrEqual(picture.board.y + 20 * picture.board.cell);
    const fill = styleOf(game.variant.colors[preview.color]!).fill;
    for (const p of preview.squares) {
      const { x, y } = cellCenter(picture.board, p);
      // Translucent and hatched, but clearly the colour.
      expect(Math.min(distance(image.at(x, y), fill), distance(image.at(x + 3, y), fill))).toBeLessThan(45);
    }
  });

  it('crosses the offending square of an illegal placement in the problem colour', async () => {
    for (const kind of ['own-edge', 'overlap'] as const) {
      const preview = illegalPreview(game, kind)!;
      expect(preview.problemCells).toHaveLength(1);
      const image = await decode(await renderPreview(game, preview, { colorBlind: true }));
      const { x, y } = cellCenter(picture.board, preview.problemCells![0]!);
      expect(distance(image.at(x, y), dark.problem), kind).toBeLessThan(10);
    }
  });

  it('points at squares off the board from the coordinate band', async () => {
    const preview = illegalPreview(game, 'off-board')!;
    const off = preview.squares.filter((p) => p.x < 0 || p.y < 0 || p.x >= 20 || p.y >= 20);
    expect(off.length).toBeGreaterThan(0);
    const image = await decode(await renderPreview(game, preview));
    const g = picture.board;
    let marked = 0;
    for (let y = 0; y < g.y + 20 * g.cell + g.marginY; y++) {
      for (const x of [g.x - g.marginX / 2, g.x + 20 * g.cell + g.marginX / 2]) {
        if (distance(image.at(x, y), dark.problem) < 10) marked++;
      }
    }
    for (let x = 0; x < picture.width; x++) {
      for (const y of [g.y - g.marginY / 2, g.y + 20 * g.cell + g.marginY / 2]) {
        if (distance(image.at(x, y), dark.problem) < 10) marked++;
      }
    }
    expect(marked).toBeGreaterThan(0);
  });

  it('handles a first move that misses the start square, long messages and the light theme', async () => {
    const fresh = newGame('duo');
    const preview = illegalPreview(fresh, 'missing-start')!;
    const message = `must cover e10 — ${'and this sentence goes on and on '.repeat(12)}`;
    const png = await renderPreview(fresh, { ...preview, message }, { theme: 'light' });
    const image = await decode(png);
    expect([image.width, image.height]).toEqual([previewPicture(fresh).width, previewPicture(fresh).height]);
  });

  it('renders a legal preview in every variant', async () => {
    for (const variant of ['classic-2', 'classic-3', 'teams', 'duo', 'junior', 'solo'] as const) {
      const g = gameOf(variant, 10);
      const move = legalMoves(g, g.toMove!)[0]!;
      const png = await renderPreview(g, {
        color: g.toMove!,
        squares: moveCells(g.layout, move),
        legal: true,
      });
      expect((await decode(png)).width).toBe(previewPicture(g).width);
    }
  });
});
