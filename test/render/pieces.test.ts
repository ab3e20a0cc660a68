import { describe, expect, it } from 'vitest';
import { PIECE_COUNT, PIECES } from '../../src/engine/index.ts';
import { renderPieceChart, renderPieces, renderPieceTransforms } from '../../src/render/index.ts';
import { trayPlan } from '../../src/render/pieces/piece-tray.ts';
import { gameOf, playersFor } from './fixtures.ts';
import { decode } from './pixels.ts';

describe('piece pictures', () => {
  it('draws the canonical chart of the classic and the Junior set', async () => {
    const classic = await decode(await renderPieceChart());
    const junior = await decode(
      await renderPieceChart({ pieceSet: 'junior', color: 'green', theme: 'light' }),
    );
    expect(classic.width).toBeGreaterThan(900);
    expect(junior.height).toBeLessThan(classic.height);
  });

  it("draws one colour's pieces with the used ones faded, in every variant", async () => {
    for (const variant of ['classic', 'classic-3', 'junior'] as const) {
      const game = gameOf(variant, 20);
      for (const [c] of game.variant.colors.entries()) {
        const png = await renderPieces(game, c, { players: playersFor(game), colorBlind: c === 0 });
        expect((await decode(png)).width).toBeGreaterThan(900);
      }
    }
  });

  it('draws the 8 transforms of every piece', async () => {
    for (let piece = 0; piece < PIECE_COUNT; piece++) {
      const png = await renderPieceTransforms(piece, 'red', { colorBlind: piece % 2 === 0 });
      expect((await decode(png)).width, PIECES[piece]!.name).toBeGreaterThan(700);
    }
    expect(() => renderPieceTransforms(99, 'red')).toThrow();
  });
});

describe('trays', () => {
  for (const set of ['classic', 'junior'] as const) {
    for (const [width, height] of [
      [260, 90],
      [260, 240],
    ] as const) {
      it(`${set} tray in ${width} × ${height}: every piece copy once, pieces never touching`, () => {
        const plan = trayPlan(set, width, height);
        expect(plan.slots).toHaveLength(set === 'classic' ? 21 : 24);
        const owner = new Map<string, number>();
        plan.slots.forEach((slot, i) => {
          for (const q of slot.squares) {
            const c = slot.c + q.c;
            const r = slot.r + q.r;
            expect(c).toBeLessThan(plan.width);
            expect(r).toBeLessThan(plan.height);
            for (const [dc, dr] of [
              [0, 0],
              [1, 0],
              [-1, 0],
              [0, 1],
              [0, -1],
            ] as const) {
              const other = owner.get(`${c + dc},${r + dr}`);
              expect(other === undefined || other === i).toBe(true);
            }
            owner.set(`${c},${r}`, i);
          }
        });
      });
    }
  }
});
