import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import {
  boardPicture,
  cleanText,
  fitText,
  panelColumns,
  registerFonts,
  renderBoard,
  renderScoreboard,
  scoreboardPicture,
  themeOf,
} from '../../src/render/index.ts';
import { panelRows } from '../../src/render/panel/panel.ts';
import { playersOf } from '../../src/render/panel/seats.ts';
import { classicMiddle, gameOf, HARD_NAMES, playersFor } from './fixtures.ts';
import { type Decoded, decode, distance } from './pixels.ts';

/** Pixels that differ between two pictures of the same size inside a rectangle. */
function differences(a: Decoded, b: Decoded, x0: number, y0: number, x1: number, y1: number): number {
  let count = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) if (distance(a.at(x, y), rgbHex(b.at(x, y))) > 0) count++;
  return count;
}

function rgbHex(p: readonly number[]): string {
  return `#${p
    .slice(0, 3)
    .map((v) => v.toString(16).padStart(2, '0'))
    .join('')}`;
}

describe('display names', () => {
  it('cleans control and bidi-override characters and bounds the length', () => {
    expect(cleanText('\u202eAnn\u0000\n\tLee ')).toBe('Ann Lee');
    expect(cleanText('   ', 'Player 2')).toBe('Player 2');
    expect([...new Intl.Segmenter().segment(cleanText('x'.repeat(500)))].length).toBeLessThanOrEqual(65);
    expect(cleanText('👩‍👩‍👧‍👦')).toBe('👩‍👩‍👧‍👦');
  });

  it('ellipsizes on grapheme boundaries, never splitting an emoji sequence', () => {
    registerFonts();
    const ctx = createCanvas(10, 10).getContext('2d');
    ctx.font = '600 22px Inter, NotoEmoji';
    const family = '👩‍👩‍👧‍👦';
    const fitted = fitText(ctx, family.repeat(20), 120);
    expect(fitted.endsWith('…')).toBe(true);
    expect(fitted.slice(0, -1).length % family.length).toBe(0);
    expect(ctx.measureText(fitted).width).toBeLessThanOrEqual(120);
    expect(fitText(ctx, 'Ann', 120)).toBe('Ann');
  });

  it('keeps long, emoji and right-to-left names inside the name column of the panel', async () => {
    const game = classicMiddle();
    const picture = boardPicture(game);
    const panel = picture.panel!;
    const cols = panelColumns(game, panel);
    const rows = panel.y + panelRows(game, playersOf(game)).rows[0]!.y;
    const plain = await decode(await renderBoard(game, { players: playersFor(game) }));
    const hard = await decode(await renderBoard(game, { players: playersFor(game, HARD_NAMES) }));
    // Right of the name column (trays, margins) nothing may change, below the header's "to play" line.
    expect(differences(plain, hard, cols.textRight + 1, rows, picture.width, picture.height)).toBe(0);
    // The names do show (the test would be empty otherwise).
    expect(differences(plain, hard, cols.textLeft, rows, cols.textRight, picture.height)).toBeGreaterThan(
      100,
    );
    // The board does not change at all.
    expect(differences(plain, hard, 0, 0, picture.width, panel.y)).toBe(0);
    // The picture's right margin stays background all along the panel.
    const background = themeOf('dark').background;
    for (let y = panel.y; y < picture.height; y += 3) {
      for (let x = picture.width - 8; x < picture.width; x++)
        expect(distance(hard.at(x, y), background)).toBe(0);
    }
  });

  it('draws hard names in every variant and on the scoreboard without crashing or spilling', async () => {
    for (const variant of [
      'classic-2',
      'classic-3',
      'teams',
      'duo',
      'junior',
      'solo',
      'solo-one-colour',
    ] as const) {
      const game = gameOf(variant);
      const players = playersFor(game, HARD_NAMES);
      const board = await decode(await renderBoard(game, { players }));
      expect(board.width).toBe(boardPicture(game).width);
      const png = await renderScoreboard(game, { players, theme: 'light' });
      const image = await decode(png);
      const picture = scoreboardPicture(game, players);
      expect([image.width, image.height]).toEqual([picture.width, picture.height]);
      // The right margin beside the ranking stays background.
      const background = themeOf('light').background;
      for (let y = 0; y < picture.board.y - picture.board.marginY; y += 2) {
        for (let x = image.width - 12; x < image.width; x++)
          expect(distance(image.at(x, y), background)).toBe(0);
      }
    }
  });
});
