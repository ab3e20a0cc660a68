import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { tapCorners, tapPieces, tapPlacements } from '../../src/app/preview/tap.ts';
import { attachCells, type Game, legalMoves, VARIANT_IDS } from '../../src/engine/index.ts';
import { formatCell, formatMove } from '../../src/notation/index.ts';
import { randomGame } from '../engine/random-games.ts';

/**
 * Playing by taps reaches every legal placement: the placements offered under the corners (through the
 * pieces that fit there) are exactly the colour's legal moves, in any position of any variant; corners are
 * numbered in reading order; a piece is offered at a corner exactly when it has a placement there.
 */

function offered(game: Game, color: number): Set<number> {
  const moves = new Set<number>();
  for (const corner of tapCorners(game, color))
    for (const { piece, placements } of tapPieces(game, corner)) {
      const list = tapPlacements(game, corner, piece);
      expect(list).toHaveLength(placements);
      expect(list.map((p) => p.label)).toEqual(list.map((_, i) => i + 1));
      for (const p of list) {
        expect(p.text).toBe(formatMove(game.layout, p.move));
        moves.add(p.move);
      }
    }
  return moves;
}

describe('tap choices', () => {
  it('offer exactly the legal moves, in every position of random games of every variant', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VARIANT_IDS),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 90 }),
        (variant, seed, events) => {
          const game = randomGame(variant, seed, { maxEvents: events });
          if (game.toMove === null) return;
          const color = game.toMove;
          expect([...offered(game, color)].sort((a, b) => a - b)).toEqual(
            legalMoves(game, color).sort((a, b) => a - b),
          );
        },
      ),
      { numRuns: 120 },
    );
  });

  it('number the corners in reading order: top row first, then left to right', () => {
    const game = randomGame('classic', 11, { maxEvents: 24 });
    const corners = tapCorners(game, game.toMove!);
    expect(corners.length).toBeGreaterThan(3);
    for (let i = 1; i < corners.length; i++) {
      const [a, b] = [corners[i - 1]!.point, corners[i]!.point];
      expect(a.y > b.y || (a.y === b.y && a.x < b.x)).toBe(true);
    }
    expect(corners.map((c) => c.label)).toEqual(corners.map((_, i) => i + 1));
    // Every corner is an attach cell, named as the notation names cells.
    const attach = new Set(attachCells(game, game.toMove!));
    for (const c of corners) {
      expect(attach.has(c.point.y * game.layout.size + c.point.x)).toBe(true);
      expect(c.name).toBe(formatCell(c.point));
    }
  });

  it('offer the biggest pieces first at a corner', () => {
    const game = randomGame('classic', 5, { maxEvents: 8 });
    for (const corner of tapCorners(game, game.toMove!)) {
      const sizes = tapPieces(game, corner).map(
        (p) => tapPlacements(game, corner, p.piece)[0]!.squares.length,
      );
      expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
    }
  });

  it('offer nothing to a colour that is out', () => {
    const game = randomGame('duo', 3);
    expect(game.toMove).toBeNull();
    expect(tapCorners(game, 0)).toEqual([]);
  });
});
