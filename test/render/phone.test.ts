import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { type Game, TRIGON_VARIANT_IDS, VARIANT_IDS } from '../../src/engine/index.ts';
import {
  type BoardGeometry,
  boardPicture,
  gridRect,
  MIN_PHONE_CELL,
  MIN_PHONE_CELL_NAME,
  MIN_PHONE_LABEL,
  MIN_PHONE_TRIANGLE,
  onPhone,
  PHONE_WIDTH,
  previewPicture,
  registerFonts,
  replayPicture,
  scoreboardPicture,
  tapPicture,
  zoomPicture,
} from '../../src/render/index.ts';
import { font } from '../../src/render/text/fonts.ts';
import { gameOf, playersFor } from './fixtures.ts';

/** Every picture with a board, by the renderer's own layout functions: its width and its board. */
function boardPictures(game: Game): Record<string, { width: number; height: number; board: BoardGeometry }> {
  const players = playersFor(game);
  return {
    board: boardPicture(game, { players }),
    'board without panel': boardPicture(game, { panel: false }),
    preview: previewPicture(game),
    scoreboard: scoreboardPicture(game, players),
    replay: replayPicture(game),
    'tap corners': tapPicture(game),
    'tap pieces (all 21)': tapPicture(game, 21),
  };
}

/** The height of the ink of the tallest coordinate (a row number) in a board's label type. */
function labelInk(g: BoardGeometry): number {
  registerFonts();
  const ctx = createCanvas(10, 10).getContext('2d');
  ctx.font = font(g.labelSize, 600);
  const m = ctx.measureText(String(g.size));
  return m.actualBoundingBoxAscent + m.actualBoundingBoxDescent;
}

describe('pictures on a phone', () => {
  // A phone shows a picture at the full width of the chat (PHONE_WIDTH, 360 px), so the scale of each
  // picture there is PHONE_WIDTH / its width.
  for (const variant of VARIANT_IDS) {
    it(`keeps the ${variant} board readable at ${PHONE_WIDTH} px in every picture with a board`, () => {
      const game = gameOf(variant, 20);
      for (const [kind, picture] of Object.entries(boardPictures(game))) {
        const g = picture.board;
        const what = `${variant} ${kind}`;
        // The board takes the picture's whole width: nothing stands beside it.
        expect(g.x + g.size * g.cell + g.marginX, what).toBe(picture.width);
        expect(onPhone(g.cell, picture.width), what).toBeGreaterThanOrEqual(MIN_PHONE_CELL);
        // Coordinates on every board, in type of at least 8 px, whose digits are 8 px tall or more.
        expect(g.labelSize, what).toBeGreaterThan(0);
        expect(onPhone(g.labelSize, picture.width), what).toBeGreaterThanOrEqual(MIN_PHONE_LABEL);
        expect(onPhone(labelInk(g), picture.width), what).toBeGreaterThanOrEqual(8);
        // Not so tall that a desktop, which fits a picture in a box, shows it tiny.
        expect(picture.height, what).toBeLessThanOrEqual(1.65 * picture.width);
      }
    });
  }

  for (const variant of TRIGON_VARIANT_IDS) {
    it(`keeps the ${variant} board readable at ${PHONE_WIDTH} px in every picture with a board`, () => {
      const game = gameOf(variant, 20);
      const pictures = { ...boardPictures(game), 'tap pieces (all 22)': tapPicture(game, 22) };
      for (const [kind, picture] of Object.entries(pictures)) {
        const g = picture.board;
        const what = `${variant} ${kind}`;
        expect(g.rows, what).toBe(game.layout.height);
        // The hexagon's rectangle and its row numbers take the picture's whole width.
        expect(g.x + gridRect(g).width + g.marginX, what).toBe(picture.width);
        expect(onPhone(g.cell, picture.width), what).toBeGreaterThanOrEqual(MIN_PHONE_TRIANGLE);
        expect(onPhone(g.labelSize, picture.width), what).toBeGreaterThanOrEqual(MIN_PHONE_LABEL);
        expect(onPhone(labelInk(g), picture.width), what).toBeGreaterThanOrEqual(8);
        expect(picture.height, what).toBeLessThanOrEqual(1.65 * picture.width);
      }
    });
  }

  it('names the cells of the Trigon zoom in type a phone shows at 8 px or more', () => {
    for (const variant of TRIGON_VARIANT_IDS) {
      const game = gameOf(variant, 20);
      for (const cell of [
        { x: 0, y: 0 },
        { x: 17, y: 9 },
        { x: 34, y: 17 },
      ]) {
        const zoom = zoomPicture(game, cell);
        expect(onPhone(zoom.nameSize, zoom.width)).toBeGreaterThanOrEqual(MIN_PHONE_CELL_NAME);
        expect(zoom.width).toBe(boardPicture(game).width);
        expect(zoom.height).toBeLessThanOrEqual(1.65 * zoom.width);
      }
    }
  });

  it('gives a classic cell over 16 px and 14 × 14 cells over 23 px in the bot’s board picture', () => {
    const at = (variant: (typeof VARIANT_IDS)[number]) => {
      const picture = boardPicture(gameOf(variant, 20));
      return onPhone(picture.board.cell, picture.width);
    };
    expect(at('classic')).toBeGreaterThan(16);
    expect(at('duo')).toBeGreaterThan(23);
    expect(at('junior')).toBeGreaterThan(23);
  });
});
