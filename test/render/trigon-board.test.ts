import { describe, expect, it } from 'vitest';
import { type Game, newGame } from '../../src/engine/index.ts';
import { importSgf } from '../../src/notation/index.ts';
import { type BoardOptions, boardPicture, renderBoard } from '../../src/render/index.ts';
import { TRIGON_VECTORS } from '../engine/trigon-support.ts';

/**
 * The Trigon board picture without its panel: a PNG of the right size, small enough for Discord, for every
 * board and theme.
 */

function renderTrigonBoard(game: Game, options: BoardOptions = {}): Promise<Buffer> {
  return renderBoard(game, { ...options, panel: false });
}

function pngSize(png: Buffer): { width: number; height: number } {
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

describe('the Trigon board picture', () => {
  it('draws the empty boards of all three sizes as wide as their columns need', async () => {
    for (const variant of ['trigon', 'trigon-3'] as const) {
      const game = newGame(variant);
      const png = await renderTrigonBoard(game);
      const expected = boardPicture(game, { panel: false });
      expect(pngSize(png)).toEqual({ width: Math.ceil(expected.width), height: Math.ceil(expected.height) });
    }
  });

  it('draws finished reference games in both themes and with colour-blind marks, under 150 KB (200 KB with marks)', async () => {
    for (const v of [TRIGON_VECTORS[0]!, TRIGON_VECTORS[10]!]) {
      const record = importSgf(v.sgf);
      if (!record.ok) throw new Error('a record');
      for (const options of [{}, { theme: 'light' as const }]) {
        expect((await renderTrigonBoard(record.value.game, options)).length).toBeLessThan(150_000);
      }
      // The colour-blind marks on every triangle cost more bytes.
      const marked = await renderTrigonBoard(record.value.game, { colorBlind: true, recentMoves: 4 });
      expect(marked.length).toBeLessThan(200_000);
    }
  });
});
