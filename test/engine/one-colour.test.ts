import { describe, expect, it } from 'vitest';
import {
  checkPlacement,
  type Game,
  legalCounts,
  legalMoves,
  moveCellList,
  moveFromCells,
  newGame,
  play,
  resign,
  scoresOf,
  seatToMove,
  setSquares,
  variantOf,
} from '../../src/engine/index.ts';
import { SOLO_ALL_PIECES } from '../support/one-colour-solo.ts';
import { randomGame, statesOf } from './random-games.ts';

/**
 * The rule book's one-colour variants (docs/rules.md section 7): `one-colour`, two players with one colour
 * each from opposite corners, and `solo-one-colour`, one player placing the 21 pieces of one colour, whose
 * score is the squares placed. Pentobi has neither, so the positions here are typed by hand and every legal
 * move count is checked against a brute-force reading of the rules (docs/rules.md section 4) that shares
 * nothing with the engine but the board's list of cells per move.
 */

const SIZE = 20;
const cell = (name: string) => (Number(name.slice(1)) - 1) * SIZE + name.charCodeAt(0) - 97;

/** The legal moves of colour `color` read off the history square by square, without the engine's position. */
function bruteForceLegal(game: Game, color: number): number[] {
  if (game.out[color] !== null) return [];
  const { layout } = game;
  const owner = new Int8Array(SIZE * SIZE).fill(-1);
  const used = new Set<number>();
  for (const event of game.events) {
    if (event.type !== 'place') continue;
    for (const c of moveCellList(layout, event.move)) owner[c] = event.color;
    if (event.color === color) used.add(layout.movePiece[event.move]!);
  }
  const own = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < SIZE && y < SIZE && owner[y * SIZE + x] === color;
  const start = game.starts[color]!;
  const first = used.size === 0;
  const legal: number[] = [];
  for (let m = 0; m < layout.moveCount; m++) {
    if (used.has(layout.movePiece[m]!)) continue;
    let fits = true;
    let touches = false;
    for (const c of moveCellList(layout, m)) {
      const x = c % SIZE;
      const y = Math.floor(c / SIZE);
      if (owner[c] !== -1 || own(x - 1, y) || own(x + 1, y) || own(x, y - 1) || own(x, y + 1)) fits = false;
      const corner = own(x - 1, y - 1) || own(x + 1, y - 1) || own(x - 1, y + 1) || own(x + 1, y + 1);
      if (first ? x === start.x && y === start.y : corner) touches = true;
    }
    if (fits && touches) legal.push(m);
  }
  return legal;
}

function expectCountsMatch(game: Game) {
  game.variant.colors.forEach((_, c) => {
    expect([...legalMoves(game, c)].sort((a, b) => a - b)).toEqual(bruteForceLegal(game, c));
  });
}

/** Plays moves typed as cell lists, in turn; returns every position along the way, the start first. */
function playCells(game: Game, moves: readonly string[]): Game[] {
  const states = [game];
  for (const text of moves) {
    const move = moveFromCells(game.layout, text.split(',').map(cell));
    if (move === undefined) throw new Error(`${text} is not a piece`);
    const result = play(game, move);
    if (!result.ok) throw new Error(`${text}: ${JSON.stringify(result.error)}`);
    game = result.value.game;
    states.push(game);
  }
  return states;
}

/** A `one-colour` opening typed by hand: Blue from a20, Red from t1, each piece touching its colour at a corner. */
const OPENING = [
  'a19,b19,c19,d19,a20', // Blue P5-L on its corner
  'q1,r1,s1,t1,t2', // Red P5-L on its corner
  'e15,e16,e17,e18', // Blue P4-I, e18 touching d19 at a corner
  's3,s4,s5,r5,q5', // Red P5-V, s3 touching t2 at a corner
  'f14,g14,g13,h13,h12', // Blue P5-W from e15's corner
  'p6,p7,o7,o8', // Red P4-Z from q5's corner
  'i11', // Blue P1
  'n9', // Red P1
];

describe('one-colour: two players, one colour each, from opposite corners', () => {
  it('is Blue from a20 against Red from t1, 21 pieces each, with bonuses and fast contact', () => {
    const variant = variantOf('one-colour');
    expect(variant.colors).toEqual(['blue', 'red']);
    expect(variant.seats).toBe(2);
    expect(variant.owners).toEqual([0, 1]);
    expect(variant.bonuses).toBe(true);
    expect(setSquares(variant)).toBe(89);
    const game = newGame('one-colour');
    expect(game.starts).toEqual([
      { x: 0, y: 19 },
      { x: 19, y: 0 },
    ]);
    expect(newGame('one-colour', { fastContact: true }).starts).toEqual([
      { x: 4, y: 15 },
      { x: 15, y: 4 },
    ]);
  });

  it('hand-typed opening: every legal move count equals the brute-force reading', () => {
    const states = playCells(newGame('one-colour'), OPENING);
    // A corner start has 58 first placements, and Blue's P5-L there leaves it 136: the counts Pentobi gives
    // for the same positions of the classic game (test/fixtures/vectors.json, first game), where nothing
    // else is near Blue yet.
    expect(legalCounts(states[0]!)).toEqual([58, 58]);
    expect(legalCounts(states[1]!)[0]).toBe(136);
    for (const state of states) expectCountsMatch(state);
    const last = states.at(-1)!;
    expect(last.toMove).toBe(0);
    expect(seatToMove(last)).toBe(0);
    expect(scoresOf(last).squaresLeft).toEqual([89 - 15, 89 - 15]);
    expect(scoresOf(last).colorScores).toEqual([-74, -74]);
  });

  it('refuses what the rules refuse: the other corner, an edge of its own colour', () => {
    const game = newGame('one-colour');
    expect(checkPlacement(game, 0, 0, [{ x: 19, y: 0 }])).toEqual({
      ok: false,
      error: { kind: 'missing-start', start: { x: 0, y: 19 }, color: 'blue' },
    });
    const [, afterBlue] = playCells(game, OPENING.slice(0, 1));
    expect(checkPlacement(afterBlue!, 1, 0, [{ x: 0, y: 0 }])).toEqual({
      ok: false,
      error: { kind: 'missing-start', start: { x: 19, y: 0 }, color: 'red' },
    });
    const [, , afterRed] = playCells(game, OPENING.slice(0, 2));
    // b20 lies along a20 and b19; e20 touches d19 only at a corner.
    const b20 = checkPlacement(afterRed!, 0, 0, [{ x: 1, y: 19 }]);
    expect(!b20.ok && b20.error).toMatchObject({ kind: 'own-edge', cell: { x: 1, y: 19 }, color: 'blue' });
    expect(checkPlacement(afterRed!, 0, 0, [{ x: 4, y: 19 }]).ok).toBe(true);
  });

  it('random games: the brute-force reading at every position, then the usual scores and ranks', () => {
    for (const seed of [1, 2, 3]) {
      const states = statesOf(randomGame('one-colour', seed));
      for (const state of states.filter((_, i) => i % 3 === 0)) expectCountsMatch(state);
      const end = states.at(-1)!;
      expect(end.toMove).toBeNull();
      expect(end.out).toEqual(['blocked', 'blocked']);
      const scores = scoresOf(end);
      expect(scores.playerScores).toEqual(scores.colorScores);
      expect(scores.colorScores[0]).toBe(scores.bonuses[0]! - scores.squaresLeft[0]!);
    }
  });

  it('a colour that resigns stops; the other plays on alone until it is blocked', () => {
    const resigned = resign(newGame('one-colour'), 1);
    if (!resigned.ok) throw new Error(resigned.error.kind);
    let game = resigned.value.game;
    expect(game.toMove).toBe(0);
    while (game.toMove !== null) {
      expect(game.toMove).toBe(0);
      const result = play(game, legalMoves(game, 0)[0]!);
      if (!result.ok) throw new Error(result.error.kind);
      game = result.value.game;
    }
    expect(game.out).toEqual(['blocked', 'resigned']);
    const scores = scoresOf(game);
    expect(scores.colorScores[1]).toBe(-89);
    expect(scores.playerRanks).toEqual([1, 2]);
  });
});

describe('solo-one-colour: one player, the 21 pieces of one colour', () => {
  it('is Blue alone from a20; its score is the squares placed, with the bonuses on top', () => {
    const variant = variantOf('solo-one-colour');
    expect(variant.colors).toEqual(['blue']);
    expect(variant.seats).toBe(1);
    expect(variant.scoring).toBe('placed');
    const game = newGame('solo-one-colour');
    expect(game.starts).toEqual([{ x: 0, y: 19 }]);
    expect(legalCounts(game)).toEqual([58]);
    expect(scoresOf(game).playerScores).toEqual([0]);
    expect(newGame('solo-one-colour', { fastContact: true }).starts).toEqual([{ x: 4, y: 15 }]);
  });

  it('the same colour moves turn after turn until it is blocked; scores squares placed', () => {
    for (const seed of [5, 6]) {
      const states = statesOf(randomGame('solo-one-colour', seed));
      for (const state of states) expectCountsMatch(state);
      expect(states.slice(0, -1).every((s) => s.toMove === 0)).toBe(true);
      const end = states.at(-1)!;
      expect(end.toMove).toBeNull();
      const { squaresLeft, bonuses, playerScores } = scoresOf(end);
      expect(playerScores).toEqual([89 - squaresLeft[0]! + bonuses[0]!]);
    }
  });

  it('a hand-checked full game: 89 of 89 squares, the monomino last, 89 + 20 = 109', () => {
    expect(SOLO_ALL_PIECES).toHaveLength(21);
    // 89 squares in all, the last placement a single square.
    expect(SOLO_ALL_PIECES.join(',').split(',')).toHaveLength(89);
    expect(SOLO_ALL_PIECES.at(-1)).toMatch(/^[a-t]\d+$/);
    const states = playCells(newGame('solo-one-colour'), SOLO_ALL_PIECES);
    for (const state of states) expectCountsMatch(state);
    const end = states.at(-1)!;
    expect(end.toMove).toBeNull();
    const scores = scoresOf(end);
    expect(scores.squaresLeft).toEqual([0]);
    expect(scores.bonuses).toEqual([20]);
    expect(scores.playerScores).toEqual([109]);
  });

  it('resigning ends the game with the squares placed so far', () => {
    const [, first] = playCells(newGame('solo-one-colour'), ['a19,b19,c19,d19,a20']);
    const result = resign(first!, 0);
    if (!result.ok) throw new Error(result.error.kind);
    expect(result.value.over).toBe(true);
    expect(scoresOf(result.value.game).playerScores).toEqual([5]);
  });
});
