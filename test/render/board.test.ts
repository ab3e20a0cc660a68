import { describe, expect, it } from 'vitest';
import { describeMove, lastPlacement, newGame, type Point, VARIANT_IDS } from '../../src/engine/index.ts';
import { boardPicture, cellCenter, cellRect, renderBoard, styleOf, themeOf } from '../../src/render/index.ts';
import { classicMiddle, gameOf, playersFor } from './fixtures.ts';
import { decode, distance } from './pixels.ts';

const dark = themeOf('dark');

describe('board picture', () => {
  const game = classicMiddle();
  const picture = boardPicture(game);

  it('decodes to the size boardPicture gives, the board as wide as the picture and the panel under it', async () => {
    const png = await renderBoard(game, { players: playersFor(game) });
    const image = await decode(png);
    const g = picture.board;
    expect([image.width, image.height]).toEqual([picture.width, picture.height]);
    expect(picture.width).toBe(g.x + 20 * g.cell + g.marginX);
    expect(picture.panel?.y).toBeGreaterThanOrEqual(g.y + 20 * g.cell + g.marginY);
    expect(picture.panel?.x).toBe(g.x);
    expect(picture.panel?.width).toBe(20 * g.cell);
    expect(picture.board.cell).toBeGreaterThanOrEqual(36);
  });

  it('draws the tetromino puzzle as its 8 × 10 rectangle, every row with its number', async () => {
    const puzzle = newGame('puzzle-tetrominoes');
    const tall = boardPicture(puzzle, { panel: false });
    const g = tall.board;
    expect([g.size, g.rows]).toEqual([8, 10]);
    expect([tall.width, tall.height]).toEqual([8 * g.cell + 2 * g.marginX, 10 * g.cell + 2 * g.marginY]);
    const image = await decode(await renderBoard(puzzle, { panel: false }));
    expect([image.width, image.height]).toEqual([tall.width, tall.height]);
    // The top row, h10, is board, not the band of column letters.
    const top = cellCenter(g, { x: 7, y: 9 });
    expect(distance(image.at(Math.round(top.x), Math.round(top.y)), dark.board)).toBeLessThan(8);
  });

  it('fills each piece square with its colour and empty squares with the board colour', async () => {
    const image = await decode(await renderBoard(game));
    const g = picture.board;
    for (const event of game.events) {
      if (event.type !== 'place') continue;
      const fill = styleOf(game.variant.colors[event.color]!).fill;
      for (const p of describeMove(game.layout, event.move).cells) {
        const { x, y } = cellCenter(g, p);
        expect(distance(image.at(x, y), fill), `cell ${p.x},${p.y}`).toBe(0);
      }
    }
    const empty = [...game.position.board.keys()].filter((cell) => game.position.board[cell] === 0);
    expect(empty.length).toBeGreaterThan(100);
    for (const cell of empty.slice(0, 40)) {
      const p = { x: cell % 20, y: Math.floor(cell / 20) };
      const { x, y } = cellCenter(g, p);
      expect(distance(image.at(x, y), dark.board), `empty ${p.x},${p.y}`).toBe(0);
    }
  });

  it('outlines the last placement, and only it, with the highlight colour', async () => {
    const image = await decode(await renderBoard(game));
    const g = picture.board;
    const last = lastPlacement(game)!;
    const cells = describeMove(game.layout, last.move).cells;
    const has = (p: Point) => cells.some((q) => q.x === p.x && q.y === p.y);
    let checked = 0;
    for (const p of cells) {
      const r = cellRect(g, p);
      if (!has({ x: p.x - 1, y: p.y })) {
        expect(distance(image.at(r.x, r.y + r.height / 2), dark.lastInner)).toBe(0);
        checked++;
      }
      expect(distance(image.at(r.x + r.width / 2, r.y + r.height / 2), dark.lastInner)).toBeGreaterThan(60);
    }
    expect(checked).toBeGreaterThan(0);
    const first = game.events[0]!;
    if (first.type !== 'place') throw new Error('first event is a placement');
    const r = cellRect(g, describeMove(game.layout, first.move).cells[0]!);
    expect(distance(image.at(r.x, r.y + r.height / 2), dark.lastInner)).toBeGreaterThan(60);
  });

  it('marks the empty start squares with a ring of their colour', async () => {
    const fresh = newGame('classic');
    const image = await decode(await renderBoard(fresh));
    const g = boardPicture(fresh).board;
    fresh.starts.forEach((start, c) => {
      const { x, y } = cellCenter(g, start);
      const ring = Math.round(g.cell * 0.28);
      expect(distance(image.at(x + ring, y), styleOf(fresh.variant.colors[c]!).fill)).toBeLessThan(40);
      expect(distance(image.at(x, y), dark.board)).toBeGreaterThan(20);
    });
    const { x, y } = cellCenter(g, { x: 10, y: 10 });
    expect(distance(image.at(x, y), dark.board)).toBe(0);
  });

  it('gives identical bytes for identical input', async () => {
    const options = { players: playersFor(game), moveNumbers: true, openCorners: true, colorBlind: true };
    const a = await renderBoard(game, options);
    const b = await renderBoard(game, options);
    expect(a.equals(b)).toBe(true);
  });

  it('stays under 150 KB for full classic boards, with every option on', async () => {
    const end = gameOf('classic');
    for (const g of [game, end]) {
      for (const theme of ['dark', 'light'] as const) {
        const png = await renderBoard(g, { theme, colorBlind: true, moveNumbers: true, openCorners: true });
        expect(png.length).toBeLessThanOrEqual(150_000);
      }
    }
  });

  it('draws the colour-blind marks, move numbers and open corners over the plain picture', async () => {
    const plain = await decode(await renderBoard(game));
    const marked = await decode(await renderBoard(game, { colorBlind: true }));
    const first = game.events[0]!;
    if (first.type !== 'place') throw new Error('first event is a placement');
    const p = describeMove(game.layout, first.move).cells[0]!;
    const { x, y } = cellCenter(picture.board, p);
    expect(distance(marked.at(x, y), styleOf('blue').mark)).toBeLessThan(40);
    expect(distance(plain.at(x, y), styleOf('blue').fill)).toBe(0);
    const corners = await decode(await renderBoard(game, { openCorners: true }));
    const open = game.position.openCorners(game.toMove!)[0]!;
    const c = cellCenter(picture.board, { x: open % 20, y: Math.floor(open / 20) });
    expect(distance(corners.at(c.x, c.y), styleOf(game.variant.colors[game.toMove!]!).fill)).toBe(0);
  });

  it('renders every variant at the start, in the middle and at the end, in both themes', async () => {
    for (const variant of VARIANT_IDS) {
      for (const moves of [0, 12, Number.POSITIVE_INFINITY]) {
        const g = gameOf(variant, moves);
        for (const theme of ['dark', 'light'] as const) {
          const image = await decode(await renderBoard(g, { players: playersFor(g), theme }));
          const expected = boardPicture(g);
          expect([image.width, image.height], `${variant} ${moves}`).toEqual([
            expected.width,
            expected.height,
          ]);
          expect(distance(image.at(1, 1), themeOf(theme).background)).toBe(0);
        }
      }
    }
  });

  it('can leave the panel out', async () => {
    const image = await decode(await renderBoard(game, { panel: false }));
    const expected = boardPicture(game, { panel: false });
    expect(expected.panel).toBeNull();
    expect([image.width, image.height]).toEqual([expected.width, expected.height]);
  });
});
