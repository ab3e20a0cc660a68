import { describe, expect, it } from 'vitest';
import { legalPreview } from '../../scripts/render-samples/sample-previews.ts';
import { tapSteps } from '../../scripts/render-samples/tap-steps.ts';
import {
  trigonDirectionPreview,
  trigonIllegalPreview,
} from '../../scripts/render-samples/trigon-previews.ts';
import {
  type Game,
  isOnBoard,
  legalMoves,
  moveCells,
  newGame,
  type Point,
  pointOf,
  TRIGON_PIECES,
  TRIGON_VARIANT_IDS,
} from '../../src/engine/index.ts';
import { translator } from '../../src/i18n/index.ts';
import { placementMap } from '../../src/render/board/placements.ts';
import {
  boardPicture,
  cellCenter,
  previewPicture,
  renderBoard,
  renderCornersPicture,
  renderPieceChart,
  renderPieces,
  renderPiecesPicture,
  renderPieceTransforms,
  renderPlacementSheetPicture,
  renderPreview,
  renderReplay,
  renderScoreboard,
  renderZoom,
  replayPicture,
  scoreboardPicture,
  styleOf,
  tapPicture,
  themeOf,
  zoomPicture,
} from '../../src/render/index.ts';
import { gameOf, playersFor } from './fixtures.ts';
import { decode, distance } from './pixels.ts';

/**
 * The Trigon pictures through the public render API: sizes from the renderer's own layouts, the right
 * triangles painted (sampled at the centres the renderer's geometry gives), the zoom's names, determinism.
 */

function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** Cells that carry nothing at their centre besides their fill (no start point dot). */
function plainCells(game: Game): { empty: Point[]; taken: Point[] } {
  const starts = new Set((game.variant.sharedStarts ?? []).map((p) => `${p.x},${p.y}`));
  const empty: Point[] = [];
  const taken: Point[] = [];
  for (let cell = 0; cell < game.layout.cellCount; cell++) {
    const p = pointOf(game.layout, cell);
    if (!isOnBoard(game.layout, p) || starts.has(`${p.x},${p.y}`)) continue;
    (game.position.board[cell] === 0 ? empty : taken).push(p);
  }
  return { empty, taken };
}

describe('Trigon pictures', () => {
  const middle = gameOf('trigon', 30);

  it('draws the board picture with its panel at the size boardPicture gives, for every variant', async () => {
    for (const variant of TRIGON_VARIANT_IDS) {
      const game = gameOf(variant, 12);
      const players = playersFor(game);
      const layout = boardPicture(game, { players });
      expect(layout.board.rows).toBe(game.layout.height);
      expect(layout.panel).not.toBeNull();
      expect(pngSize(await renderBoard(game, { players }))).toEqual({
        width: Math.ceil(layout.width),
        height: Math.ceil(layout.height),
      });
    }
  });

  it('paints every triangle in its owner’s colour and empty ones in the board colour', async () => {
    const theme = themeOf('dark');
    const g = boardPicture(middle).board;
    const image = await decode(await renderBoard(middle));
    const { empty, taken } = plainCells(middle);
    expect(taken.length).toBeGreaterThan(50);
    for (const p of taken) {
      const owner = middle.position.board[p.y * middle.layout.size + p.x]!;
      const c = cellCenter(g, p);
      expect(distance(image.at(c.x, c.y), styleOf(middle.variant.colors[owner - 1]!).fill)).toBeLessThan(12);
    }
    for (const p of empty) {
      const c = cellCenter(g, p);
      expect(distance(image.at(c.x, c.y), theme.board)).toBeLessThan(12);
    }
  });

  it('marks the open corners of the colour to move and writes move numbers on pivots', async () => {
    const g = boardPicture(middle).board;
    const plain = await decode(await renderBoard(middle));
    const layered = await decode(await renderBoard(middle, { openCorners: true, moveNumbers: true }));
    const color = middle.toMove!;
    const fill = styleOf(middle.variant.colors[color]!).fill;
    const corners = [...middle.position.openCorners(color)].map((cell) => pointOf(middle.layout, cell));
    expect(corners.length).toBeGreaterThan(0);
    for (const p of corners) {
      const c = cellCenter(g, p);
      expect(distance(layered.at(c.x, c.y), fill)).toBeLessThan(12);
      expect(distance(plain.at(c.x, c.y), fill)).toBeGreaterThan(40);
    }
    // A number is ink on the pivot: some pixel near its centre differs from the plain picture.
    for (const placement of placementMap(middle).placements.slice(0, 5)) {
      const c = cellCenter(g, placement.pivot);
      const differs = [-3, -1, 0, 1, 3].some(
        (d) => distance(layered.at(c.x + d, c.y), '#000000') !== distance(plain.at(c.x + d, c.y), '#000000'),
      );
      expect(differs).toBe(true);
    }
  });

  it('draws a legal preview translucent on its triangles and crosses an illegal one’s', async () => {
    const g = previewPicture(middle).board;
    const legal = legalPreview(middle);
    const image = await decode(await renderPreview(middle, legal));
    const fill = styleOf(middle.variant.colors[legal.color]!).fill;
    for (const p of legal.squares) {
      const c = cellCenter(g, p);
      // Hatching runs across the piece: the centre or a pixel beside it shows the colour.
      const near = [0, 2, -2].map((d) => distance(image.at(c.x + d, c.y + 4), fill));
      expect(Math.min(...near)).toBeLessThan(40);
    }
    const overlap = trigonIllegalPreview(middle, 'overlap');
    expect(overlap?.problemCells?.length).toBe(1);
    const crossed = await decode(await renderPreview(middle, overlap!));
    const at = cellCenter(g, overlap!.problemCells![0]!);
    expect(distance(crossed.at(at.x, at.y), themeOf('dark').problem)).toBeLessThan(60);
    const direction = trigonDirectionPreview(
      middle,
      TRIGON_PIECES.findIndex((p) => p.name === 'I3'),
      { x: 17, y: 4 },
    );
    expect(direction?.message).toMatch(/▲|▼/);
    expect(pngSize(await renderPreview(middle, direction!))).toEqual({
      width: Math.ceil(previewPicture(middle).width),
      height: Math.ceil(previewPicture(middle).height),
    });
  });

  it('shows cells off the hexagon where they would be', async () => {
    const off = trigonIllegalPreview(middle, 'off-board');
    expect(off).toBeDefined();
    const outside = off!.squares.filter((p) => !isOnBoard(middle.layout, p));
    const g = previewPicture(middle).board;
    const image = await decode(await renderPreview(middle, off!));
    const theme = themeOf('dark');
    const shown = outside.filter((p) => {
      const c = cellCenter(g, p);
      return c.x > 0 && c.y > 0 && distance(image.at(c.x, c.y), theme.background) > 20;
    });
    expect(shown.length).toBeGreaterThan(0);
  });

  it('names every empty triangle of the zoom window and none of the taken ones', async () => {
    const zoom = zoomPicture(middle, { x: 17, y: 4 });
    const { x0, x1, y0, y1 } = zoom.cells;
    expect(x1 - x0 + 1).toBe(13);
    expect(y1 - y0 + 1).toBe(7);
    const plain = await decode(await renderZoom(newGame('trigon'), { x: 17, y: 4 }));
    const named = await decode(await renderZoom(middle, { x: 17, y: 4 }));
    const theme = themeOf('dark');
    const starts = new Set((middle.variant.sharedStarts ?? []).map((p) => `${p.x},${p.y}`));
    let checked = 0;
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        if (!isOnBoard(middle.layout, { x, y }) || starts.has(`${x},${y}`)) continue;
        if (Math.abs(x - 17) <= 1 && y === 4) continue;
        const c = cellCenter(zoom.board, { x, y });
        const row = [...Array(15).keys()].map((k) => named.at(c.x - 7 + k, c.y));
        const inked = row.some((px) => distance(px, theme.label) < 40);
        const empty = middle.position.board[y * middle.layout.size + x] === 0;
        expect(inked, `${x},${y}`).toBe(empty);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(60);
    expect(plain.width).toBe(named.width);
  });

  it('charts the 22 pieces and one piece under its 12 turns', async () => {
    const chart = pngSize(await renderPieceChart({ pieceSet: 'trigon', words: translator('fr') }));
    const classic = pngSize(await renderPieceChart());
    expect(chart.width).toBe(classic.width);
    // 22 pieces in rows of 7: one row more than the 21 pieces.
    expect(chart.height).toBeGreaterThan(classic.height);
    const turns = pngSize(await renderPieceTransforms(15, 'red', { pieceSet: 'trigon' }));
    expect(turns.width).toBe(4 * 200 + 48);
    expect(pngSize(await renderPieces(middle, 0)).width).toBe(classic.width);
    expect(() => renderPieceTransforms(22, 'red', { pieceSet: 'trigon' })).toThrow();
  });

  it('draws the scoreboard of every Trigon variant with the final board at full size', async () => {
    for (const variant of TRIGON_VARIANT_IDS) {
      const end = gameOf(variant);
      expect(end.toMove).toBeNull();
      const players = playersFor(end);
      const layout = scoreboardPicture(end, players);
      expect(layout.board.cell).toBe(boardPicture(end).board.cell);
      expect(pngSize(await renderScoreboard(end, { players }))).toEqual({
        width: Math.ceil(layout.width),
        height: Math.ceil(layout.height),
      });
    }
  });

  it('draws the three tap steps at the sizes tapPicture gives', async () => {
    const steps = tapSteps(middle)!;
    const color = middle.toMove!;
    const corners = tapPicture(middle);
    expect(pngSize(await renderCornersPicture(middle, color, steps.corners))).toEqual({
      width: Math.ceil(corners.width),
      height: Math.ceil(corners.height),
    });
    const pieces = tapPicture(middle, steps.pieces.length);
    const png = await renderPiecesPicture(middle, color, steps.corners, steps.pieces);
    expect(pngSize(png)).toEqual({ width: Math.ceil(pieces.width), height: Math.ceil(pieces.height) });
    const sheet = await renderPlacementSheetPicture(middle, color, steps.placements);
    expect(pngSize(sheet).width).toBe(Math.ceil(corners.width));
    // The badge of corner 1 sits on its triangle, in the colour.
    const image = await decode(await renderCornersPicture(middle, color, steps.corners));
    const c = cellCenter(corners.board, steps.corners[0]!.point);
    expect(distance(image.at(c.x + 5, c.y - 5), styleOf(middle.variant.colors[color]!).fill)).toBeLessThan(
      12,
    );
  });

  it('replays a Trigon game as a GIF of the size replayPicture gives', () => {
    const game = gameOf('trigon-3', 6);
    const gif = renderReplay(game);
    const layout = replayPicture(game);
    expect(gif.subarray(0, 6).toString('ascii')).toBe('GIF89a');
    expect(gif.readUInt16LE(6)).toBe(Math.ceil(layout.width));
    expect(gif.readUInt16LE(8)).toBe(Math.ceil(layout.height));
  });

  it('draws the same bytes twice', async () => {
    const game = gameOf('trigon-2', 20);
    const move = legalMoves(game, game.toMove!)[0]!;
    const preview = { color: game.toMove!, squares: moveCells(game.layout, move), legal: true };
    for (const draw of [
      () => renderBoard(game, { colorBlind: true, moveNumbers: true, openCorners: true }),
      () => renderZoom(game, { x: 10, y: 10 }, { theme: 'light' }),
      () => renderPreview(game, preview),
      () => renderScoreboard(game),
    ]) {
      expect((await draw()).equals(await draw())).toBe(true);
    }
  });
});
