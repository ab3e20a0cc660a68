import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DIRECTIONS,
  OPTIONS_PER_STEP,
  type TapChoices,
  type TapGroup,
  type TapRange,
  tapMoves,
  tapStep,
} from '../../src/app/preview/tap.ts';
import { attachCells, type Game, legalMoves, newGame, VARIANT_IDS } from '../../src/engine/index.ts';
import { formatCell, formatMove } from '../../src/notation/index.ts';
import { randomGame } from '../engine/random-games.ts';

/**
 * Playing by taps reaches every legal placement, one menu of at most 25 options a step, never asking a
 * question with one answer: walking every step from the start offers exactly the colour's legal moves, in
 * any position of any variant, each within three picks; a lone choice is taken for the player.
 */

function choicesOf(game: Game, color = game.toMove!): TapChoices {
  return {
    gameId: 1,
    version: 1,
    game,
    colorIndex: color,
    color: game.variant.colors[color]!,
    colors: [color],
    ...tapMoves(game, color),
  };
}

/** Every move reachable from `range`, with the picks it takes (a step taken for the player is none). */
function walk(choices: TapChoices, range?: TapRange, picks = 0): Map<number, number> {
  const step = tapStep(choices, range);
  const reached = new Map<number, number>();
  if (step.kind === 'one') return reached.set(step.placement.move, picks);
  if (step.kind === 'placements') {
    expect(step.placements.length).toBeGreaterThan(1);
    expect(step.placements.length).toBeLessThanOrEqual(OPTIONS_PER_STEP);
    for (const p of step.placements) {
      expect(p.text).toBe(formatMove(choices.game.layout, p.move));
      reached.set(p.move, picks + 1);
    }
    return reached;
  }
  expect(step.groups.length).toBeGreaterThan(1);
  expect(step.groups.length).toBeLessThanOrEqual(OPTIONS_PER_STEP);
  for (const group of step.groups) {
    for (const [move, n] of walk(choices, group, picks + 1)) {
      expect(reached.has(move)).toBe(false);
      reached.set(move, n);
    }
  }
  return reached;
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
          const reached = walk(choicesOf(game));
          expect([...reached.keys()].sort((a, b) => a - b)).toEqual(
            legalMoves(game, game.toMove).sort((a, b) => a - b),
          );
          expect(Math.max(...reached.values())).toBeLessThanOrEqual(3);
        },
      ),
      { numRuns: 80 },
    );
  });

  it('number the corners in reading order: top row first, then left to right', () => {
    const game = randomGame('classic', 11, { maxEvents: 24 });
    const { corners, moves } = tapMoves(game, game.toMove!);
    expect(corners.length).toBeGreaterThan(3);
    for (let i = 1; i < corners.length; i++) {
      const [a, b] = [corners[i - 1]!.point, corners[i]!.point];
      expect(a.y > b.y || (a.y === b.y && a.x < b.x)).toBe(true);
    }
    expect(corners.map((c) => c.label)).toEqual(corners.map((_, i) => i + 1));
    // Every corner is an attach cell, named as the notation names cells; a move is filed at a corner it covers.
    const attach = new Set(attachCells(game, game.toMove!));
    for (const c of corners) {
      expect(attach.has(c.point.y * game.layout.size + c.point.x)).toBe(true);
      expect(c.name).toBe(formatCell(c.point));
    }
    for (const m of moves) expect(formatMove(game.layout, m.move)).toBeDefined();
  });

  it('offer the biggest pieces first', () => {
    const game = randomGame('classic', 5, { maxEvents: 8 });
    const choices = choicesOf(game);
    const step = tapStep(choices);
    expect(step.kind).toBe('pieces');
    if (step.kind !== 'pieces') return;
    const sizes = step.groups.map((g) => game.layout.pieceSizes[g.piece]!);
    expect([...sizes].sort((a, b) => b - a)).toEqual(sizes);
  });

  it('ask for a piece first on the first move, not for its one corner', () => {
    const game = newGame('duo');
    const choices = choicesOf(game);
    expect(choices.corners.map((c) => c.name)).toEqual(['e10']);
    const step = tapStep(choices);
    if (step.kind !== 'pieces') throw new Error(step.kind);
    // 21 pieces; the menu has room for four more options, so four pieces of 40 placements come in two parts.
    expect(new Set(step.groups.map((g) => g.piece)).size).toBe(21);
    expect(step.groups).toHaveLength(25);
    const name = (g: TapGroup) => game.layout.geometry.pieceNames[g.piece];
    expect(step.groups.filter((g) => !g.whole).map(name)).toEqual(
      ['P5-F', 'P5-L', 'P5-N', 'P5-P'].flatMap((n) => [n, n]),
    );
    // P5-Y's 40 placements at the start square, whole: a step by corners, two parts told apart by their ways.
    const y5 = step.groups.find((g) => name(g) === 'P5-Y')!;
    expect(y5.to - y5.from).toBe(40);
    const where = tapStep(choices, y5);
    if (where.kind !== 'corners') throw new Error(where.kind);
    expect(where.groups.map((g) => [g.to - g.from, g.first.name, g.last.name])).toEqual([
      [20, 'e10', 'e10'],
      [20, 'e10', 'e10'],
    ]);
    const [a, b] = where.groups.map((g) => g.toward!);
    expect(DIRECTIONS.indexOf(a![1])).toBeLessThanOrEqual(DIRECTIONS.indexOf(b![0]));
  });

  it('take a piece that fits one way for the player', () => {
    const choices = choicesOf(newGame('duo'));
    const step = tapStep(choices);
    if (step.kind !== 'pieces') throw new Error(step.kind);
    const monomino = step.groups.find((g) => choices.game.layout.pieceSizes[g.piece] === 1)!;
    const one = tapStep(choices, monomino);
    expect(one.kind).toBe('one');
    if (one.kind === 'one') expect(one.placement.text).toBe('P1 e10');
  });

  it('cut a piece with more than 25 placements by corners, each part one menu', () => {
    const game = randomGame('classic', 7, { maxEvents: 30 });
    const choices = choicesOf(game);
    const step = tapStep(choices);
    if (step.kind !== 'pieces') throw new Error(step.kind);
    const big = step.groups.find((g) => g.to - g.from > OPTIONS_PER_STEP);
    const part = step.groups.find((g) => !g.whole);
    expect(big ?? part).toBeDefined();
    if (big) {
      const corners = tapStep(choices, big);
      expect(corners.kind).toBe('corners');
      if (corners.kind !== 'corners') return;
      for (const g of corners.groups) {
        expect(g.to - g.from).toBeLessThanOrEqual(OPTIONS_PER_STEP);
        expect(g.first.label).toBeLessThanOrEqual(g.last.label);
      }
    }
  });

  it('take the only legal placement for the player, and say when only one piece fits', () => {
    let found: TapChoices | undefined;
    for (let seed = 1; !found && seed < 400; seed++) {
      let game = newGame('duo');
      for (const move of gameMoves('duo', seed)) {
        if (game.toMove === null) break;
        if (legalMoves(game, game.toMove).length === 1) {
          found = choicesOf(game);
          break;
        }
        game = move(game);
      }
    }
    expect(found).toBeDefined();
    expect(tapStep(found!).kind).toBe('one');
  });
});

/** The positions of a random game, one by one, as functions from a position to the next. */
function gameMoves(variant: 'duo', seed: number): ((game: Game) => Game)[] {
  const end = randomGame(variant, seed);
  return end.events.map((_, i) => () => randomGame(variant, seed, { maxEvents: i + 1 }));
}
