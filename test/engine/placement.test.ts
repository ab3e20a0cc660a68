import { describe, expect, it } from 'vitest';
import {
  checkPlacement,
  type Game,
  moveCells,
  newGame,
  PIECES,
  type PieceIndex,
  type Point,
  play,
  replay,
} from '../../src/engine/index.ts';
import { randomGame } from './random-games.ts';

const piece = (name: string): PieceIndex => PIECES.findIndex((p) => p.name === name);
const pts = (text: string): Point[] =>
  text.split(',').map((c) => ({ x: c.charCodeAt(0) - 97, y: Number(c.slice(1)) - 1 }));
const at = (text: string): Point => pts(text)[0]!;

/** Plays `name cells` moves in turn (cell lists), failing loudly if one is refused. */
function playAll(game: Game, moves: [string, string][]): Game {
  for (const [name, cells] of moves) {
    const move = checkPlacement(game, game.toMove!, piece(name), pts(cells));
    if (!move.ok) throw new Error(`${name} ${cells}: ${JSON.stringify(move.error)}`);
    const result = play(game, move.value);
    if (!result.ok) throw new Error(result.error.kind);
    game = result.value.game;
  }
  return game;
}

/** Each colour has placed its monomino in its corner; Blue is to move. */
const corners = () =>
  playAll(newGame('classic'), [
    ['P1', 'a20'],
    ['P1', 't20'],
    ['P1', 't1'],
    ['P1', 'a1'],
  ]);

describe('checkPlacement reports each rule by name', () => {
  it('accepts a legal placement and returns its move', () => {
    const result = checkPlacement(corners(), 0, piece('P2'), pts('b19,b18'));
    expect(result.ok).toBe(true);
    if (result.ok) expect(moveCells(corners().layout, result.value)).toEqual(pts('b18,b19'));
  });

  it('game-over', () => {
    const game = randomGame('duo', 7);
    expect(game.toMove).toBeNull();
    expect(checkPlacement(game, 0, piece('P1'), pts('a1'))).toEqual({
      ok: false,
      error: { kind: 'game-over' },
    });
  });

  it('not-turn, naming both colours', () => {
    expect(checkPlacement(newGame('classic'), 1, piece('P1'), pts('t20'))).toEqual({
      ok: false,
      error: { kind: 'not-turn', color: 'yellow', toMove: 'blue' },
    });
  });

  it('piece-used', () => {
    expect(checkPlacement(corners(), 0, piece('P1'), pts('b19'))).toEqual({
      ok: false,
      error: { kind: 'piece-used', color: 'blue', piece: piece('P1'), name: 'P1' },
    });
  });

  it('off-board, listing the squares off the board', () => {
    const result = checkPlacement(newGame('classic'), 0, piece('P5-I'), pts('a18,a19,a20,a21,a22'));
    expect(result).toEqual({ ok: false, error: { kind: 'off-board', squares: pts('a21,a22') } });
  });

  it('not-a-piece when the squares are not that piece', () => {
    const squares = pts('a20,c20');
    expect(checkPlacement(newGame('classic'), 0, piece('P2'), squares)).toEqual({
      ok: false,
      error: { kind: 'not-a-piece', squares },
    });
    expect(checkPlacement(newGame('classic'), 0, piece('P3-I'), pts('a20,b20'))).toMatchObject({
      error: { kind: 'not-a-piece' },
    });
  });

  it('overlap, with the cell and the colour there', () => {
    const game = playAll(corners(), [['P2', 'b19,b18']]);
    // Overlap is checked before the contact rules.
    expect(checkPlacement(game, 1, piece('P2'), pts('b19,c19'))).toEqual({
      ok: false,
      error: { kind: 'overlap', cell: at('b19'), by: 'blue' },
    });
    expect(checkPlacement(game, 1, piece('P2'), pts('s20,t20'))).toEqual({
      ok: false,
      error: { kind: 'overlap', cell: at('t20'), by: 'yellow' },
    });
  });

  it('own-edge, with the square and the own square it touches', () => {
    expect(checkPlacement(corners(), 0, piece('P2'), pts('b20,c20'))).toEqual({
      ok: false,
      error: { kind: 'own-edge', cell: at('b20'), touching: at('a20'), color: 'blue' },
    });
  });

  it('touching another colour by an edge is allowed', () => {
    const game = playAll(newGame('duo'), [
      ['P5-I', 'e10,f10,g10,h10,i10'],
      ['P5-I', 'j5,j6,j7,j8,j9'],
    ]);
    // Purple's L touches its own i10 at a corner (j11) and Orange's j9 along an edge (k9).
    expect(checkPlacement(game, 0, piece('P4-L'), pts('k9,k10,k11,j11')).ok).toBe(true);
  });

  it('missing-start, with the start square and the colour', () => {
    expect(checkPlacement(newGame('classic'), 0, piece('P1'), pts('b19'))).toEqual({
      ok: false,
      error: { kind: 'missing-start', start: at('a20'), color: 'blue' },
    });
  });

  it('no-corner', () => {
    expect(checkPlacement(corners(), 0, piece('P2'), pts('j10,j11'))).toEqual({
      ok: false,
      error: { kind: 'no-corner', color: 'blue' },
    });
  });

  it('play gives the same reasons for an illegal move id', () => {
    const game = corners();
    const move = checkPlacement(playAll(newGame('classic'), []), 0, piece('P2'), pts('a20,a19'));
    if (!move.ok) throw new Error('setup');
    expect(play(game, move.value)).toEqual({
      ok: false,
      error: { kind: 'overlap', cell: at('a20'), by: 'blue' },
    });
  });
});

describe('replay', () => {
  it('reports a move by the wrong colour as not-turn, with its index', () => {
    const game = corners();
    const events = game.events.map((e, i) => (i === 2 ? { ...e, color: 3 } : e));
    expect(replay('classic', {}, events)).toEqual({
      ok: false,
      error: { index: 3, error: { kind: 'not-turn', color: 'green', toMove: 'red' } },
    });
  });

  it('reports an illegal move with its reason and index', () => {
    const game = corners();
    const events = [...game.events, game.events[0]!];
    expect(replay('classic', {}, events)).toEqual({
      ok: false,
      error: { index: 5, error: { kind: 'piece-used', color: 'blue', piece: piece('P1'), name: 'P1' } },
    });
  });

  it('reports events after the end as game-over', () => {
    const game = randomGame('junior', 3);
    const events = [...game.events, game.events[0]!];
    expect(replay('junior', {}, events)).toMatchObject({
      ok: false,
      error: { index: events.length, error: { kind: 'game-over' } },
    });
  });
});
