import { describe, expect, it } from 'vitest';
import {
  checkPlacement,
  colorsOfSeat,
  type Game,
  isOver,
  lastPlacement,
  legalCounts,
  legalMoves,
  moveCells,
  newGame,
  type Point,
  play,
  resign,
  scoresOf,
  seatOfColor,
  seatToMove,
  VARIANT_IDS,
  type VariantId,
  variantOf,
} from '../../src/engine/index.ts';
import { randomGame, statesOf } from './random-games.ts';

const at = (name: string): Point => ({ x: name.charCodeAt(0) - 97, y: Number(name.slice(1)) - 1 });

function covers(game: Game, move: number, point: Point): boolean {
  return moveCells(game.layout, move).some((p) => p.x === point.x && p.y === point.y);
}

describe('boards, colours and start squares (docs/rules.md sections 2 and 7)', () => {
  const table: [VariantId, number, string[], string[], number][] = [
    ['classic', 20, ['blue', 'yellow', 'red', 'green'], ['a20', 't20', 't1', 'a1'], 4],
    ['classic-2', 20, ['blue', 'yellow', 'red', 'green'], ['a20', 't20', 't1', 'a1'], 2],
    ['classic-3', 20, ['blue', 'yellow', 'red', 'green'], ['a20', 't20', 't1', 'a1'], 3],
    ['teams', 20, ['blue', 'yellow', 'red', 'green'], ['a20', 't20', 't1', 'a1'], 4],
    ['solo', 20, ['blue', 'yellow', 'red', 'green'], ['a20', 't20', 't1', 'a1'], 1],
    ['one-colour', 20, ['blue', 'red'], ['a20', 't1'], 2],
    ['solo-one-colour', 20, ['blue'], ['a20'], 1],
    ['duo', 14, ['purple', 'orange'], ['e10', 'j5'], 2],
    ['junior', 14, ['green', 'orange'], ['e10', 'j5'], 2],
  ];
  it('covers every variant', () =>
    expect(table.map((row) => row[0]).sort()).toEqual([...VARIANT_IDS].sort()));
  for (const [id, size, colors, starts, seats] of table) {
    it(`${id}: ${size} × ${size}, ${colors.join(', ')} from ${starts.join(', ')}, ${seats} seat(s)`, () => {
      const game = newGame(id);
      expect(game.layout.size).toBe(size);
      expect(game.variant.colors).toEqual(colors);
      expect(game.starts).toEqual(starts.map(at));
      expect(game.variant.seats).toBe(seats);
      expect(game.toMove).toBe(0);
      for (const [c, start] of starts.entries()) {
        const moves = legalMoves(game, c);
        expect(moves.length).toBeGreaterThan(0);
        expect(moves.every((m) => covers(game, m, at(start)))).toBe(true);
      }
    });
  }

  it('fast contact: start squares e16, p16, p5, e5, and the first move must cover them', () => {
    const game = newGame('classic', { fastContact: true });
    expect(game.fastContact).toBe(true);
    expect(game.starts).toEqual(['e16', 'p16', 'p5', 'e5'].map(at));
    for (const [c, start] of ['e16', 'p16', 'p5', 'e5'].entries()) {
      expect(legalMoves(game, c).every((m) => covers(game, m, at(start)))).toBe(true);
    }
    expect(checkPlacement(game, 0, 0, [at('a20')])).toEqual({
      ok: false,
      error: { kind: 'missing-start', start: at('e16'), color: 'blue' },
    });
    expect(checkPlacement(game, 0, 0, [at('e16')]).ok).toBe(true);
    // A fast-contact start in the open has more first placements than a corner.
    expect(legalCounts(game)[0]).toBeGreaterThan(legalCounts(newGame('classic'))[0]!);
  });

  it('fast contact does not apply to the 14 × 14 variants', () => {
    expect(newGame('duo', { fastContact: true }).fastContact).toBe(false);
    expect(newGame('duo', { fastContact: true }).starts).toEqual(newGame('duo').starts);
  });
});

describe('seats and turns', () => {
  it('classic-2: player 1 plays Blue and Red, player 2 Yellow and Green; scores are summed', () => {
    const game = randomGame('classic-2', 5);
    expect([0, 1, 2, 3].map((c) => seatOfColor(game, c))).toEqual([0, 1, 0, 1]);
    expect(colorsOfSeat(game.variant, 0)).toEqual([0, 2]);
    expect(colorsOfSeat(game.variant, 1)).toEqual([1, 3]);
    const s = scoresOf(game);
    expect(s.playerScores).toEqual([
      s.colorScores[0]! + s.colorScores[2]!,
      s.colorScores[1]! + s.colorScores[3]!,
    ]);
  });

  it('classic-3: Green is played in rotation by seats 0, 1, 2, 0, … and counts for nobody', () => {
    for (const seed of [1, 2, 3]) {
      const states = statesOf(randomGame('classic-3', seed));
      const greenSeats = states.filter((g) => g.toMove === 3).map((g) => seatToMove(g));
      expect(greenSeats.length).toBeGreaterThan(3);
      expect(greenSeats).toEqual(greenSeats.map((_, k) => k % 3));
      const last = states[states.length - 1]!;
      const s = scoresOf(last);
      expect(s.playerScores).toEqual(s.colorScores.slice(0, 3));
    }
    const variant = variantOf('classic-3');
    expect([0, 1, 2].map((seat) => colorsOfSeat(variant, seat))).toEqual([[0], [1], [2]]);
  });

  it('solo: one seat plays every colour and scores their sum', () => {
    const states = statesOf(randomGame('solo', 9));
    expect(states.every((g) => g.toMove === null || seatToMove(g) === 0)).toBe(true);
    const s = scoresOf(states[states.length - 1]!);
    expect(s.playerScores).toEqual([s.colorScores.reduce((a, b) => a + b)]);
    expect(colorsOfSeat(variantOf('solo'), 0)).toEqual([0, 1, 2, 3]);
  });

  it('teams: four seats, one colour each', () => {
    const game = newGame('teams');
    expect([0, 1, 2, 3].map((c) => seatOfColor(game, c))).toEqual([0, 1, 2, 3]);
    expect(game.variant.teams).toEqual([
      [0, 2],
      [1, 3],
    ]);
  });

  it('colours move in playing order; blocked colours are passed automatically and reported', () => {
    for (const [variant, seed] of [
      ['classic', 1],
      ['duo', 2],
      ['junior', 4],
    ] as const) {
      let game = newGame(variant);
      const n = game.variant.colors.length;
      const allPassed: number[] = [];
      while (game.toMove !== null) {
        const mover = game.toMove;
        const moves = legalMoves(game, mover);
        const result = play(game, moves[(seed * 7919 + game.events.length * 31) % moves.length]!);
        if (!result.ok) throw new Error(result.error.kind);
        const { passed, over } = result.value;
        game = result.value.game;
        // The colours strictly between the mover and the next to move are exactly the newly blocked ones.
        const next = game.toMove;
        const skipped: number[] = [];
        for (let step = 1; step <= n; step++) {
          const c = (mover + step) % n;
          if (c === next) break;
          if (result.value.game.out[c] === 'blocked' && !allPassed.includes(c)) skipped.push(c);
        }
        expect(passed).toEqual(skipped);
        for (const c of passed) {
          expect(game.out[c]).toBe('blocked');
          expect(game.position.legalMoveCount(c)).toBe(0);
        }
        allPassed.push(...passed);
        expect(over).toBe(next === null);
      }
      expect([...allPassed].sort()).toEqual(game.variant.colors.map((_, c) => c));
    }
  });

  it('the game is over when nobody can move: no play, no resignation', () => {
    const game = randomGame('junior', 8);
    expect(isOver(game)).toBe(true);
    expect(seatToMove(game)).toBeNull();
    expect(legalCounts(game)).toEqual([0, 0]);
    expect(resign(game, 0)).toEqual({ ok: false, error: { kind: 'game-over' } });
    expect(play(game, lastPlacement(game)!.move)).toEqual({ ok: false, error: { kind: 'game-over' } });
  });
});

describe('legalMoves filters', () => {
  it('by piece and by covered cell; a point off the board covers nothing', () => {
    const game = newGame('classic');
    const all = legalMoves(game, 0);
    expect(legalMoves(game, 0, { cell: at('a20') })).toEqual(all);
    expect(legalMoves(game, 0, { cell: at('b20') }).length).toBeLessThan(all.length);
    expect(legalMoves(game, 0, { cell: { x: 20, y: 18 } })).toEqual([]);
    expect(legalMoves(game, 0, { cell: { x: -1, y: 19 } })).toEqual([]);
    const monomino = legalMoves(game, 0, { piece: 0 });
    expect(monomino).toHaveLength(1);
    expect(moveCells(game.layout, monomino[0]!)).toEqual([at('a20')]);
  });
});

describe('resigning', () => {
  it('the colour to move resigns: the turn passes on and it never moves again', () => {
    const game = newGame('classic');
    const result = resign(game, 0);
    if (!result.ok) throw new Error(result.error.kind);
    const after = result.value.game;
    expect(after.out[0]).toBe('resigned');
    expect(after.toMove).toBe(1);
    expect(result.value.passed).toEqual([]);
    expect(legalMoves(after, 0)).toEqual([]);
    expect(legalCounts(after)[0]).toBe(0);
    expect(after.events).toEqual([{ type: 'resign', color: 0 }]);
    let g = after;
    for (let i = 0; i < 12; i++) {
      expect(g.toMove).not.toBe(0);
      const r = play(g, legalMoves(g, g.toMove!)[0]!);
      if (!r.ok) throw new Error(r.error.kind);
      g = r.value.game;
    }
    expect(scoresOf(g).colorScores[0]).toBe(-89);
  });

  it('another colour resigns: the turn stays, and that colour is skipped later', () => {
    const result = resign(newGame('classic'), 2);
    if (!result.ok) throw new Error(result.error.kind);
    let game = result.value.game;
    expect(game.toMove).toBe(0);
    for (const expected of [0, 1, 3, 0, 1, 3]) {
      expect(game.toMove).toBe(expected);
      const r = play(game, legalMoves(game, game.toMove!)[0]!);
      if (!r.ok) throw new Error(r.error.kind);
      game = r.value.game;
    }
  });

  it('a colour cannot resign twice; the last colour resigning ends the game', () => {
    let game = newGame('duo');
    const first = resign(game, 1);
    if (!first.ok) throw new Error(first.error.kind);
    game = first.value.game;
    expect(resign(game, 1)).toEqual({ ok: false, error: { kind: 'already-out', color: 'orange' } });
    const second = resign(game, 0);
    if (!second.ok) throw new Error(second.error.kind);
    expect(second.value.over).toBe(true);
    expect(second.value.game.toMove).toBeNull();
  });

  it('when the last colour still playing resigns, the game is over', () => {
    // A position of a random duo game where one colour is blocked and the other still plays.
    const game = statesOf(randomGame('duo', 1)).find((g) => g.out.includes('blocked') && g.toMove !== null);
    if (!game) throw new Error('no such position in this game');
    const result = resign(game, game.toMove!);
    if (!result.ok) throw new Error(result.error.kind);
    expect(result.value.over).toBe(true);
    expect(result.value.game.out).toEqual(expect.arrayContaining(['blocked', 'resigned']));
  });
});
