import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layoutFor, moveCells, PIECES, type Point, VARIANT_IDS } from '../../src/engine/index.ts';
import {
  formatCellList,
  formatMove,
  formatSquares,
  MAX_MOVE_LENGTH,
  type ParsedMove,
  parseCellList,
  parseMove,
  pieceOfSquares,
} from '../../src/notation/index.ts';
import { randomGame } from '../engine/random-games.ts';

const index = (name: string) => PIECES.findIndex((p) => p.name === name);
const pts = (text: string): Point[] =>
  text.split(',').map((c) => ({ x: c.charCodeAt(0) - 97, y: Number(c.slice(1)) - 1 }));

function parsed(text: string, size = 20): ParsedMove {
  const result = parseMove(text, size);
  if (!result.ok) throw new Error(`${text}: ${JSON.stringify(result.error)}`);
  return result.value;
}

describe('piece form: piece, square, orientation', () => {
  it('P5-L e5 rot90 flip covers d5, e5, f5, g5, d6 (worked on paper)', () => {
    expect(parsed('P5-L e5 rot90 flip')).toEqual({
      piece: index('P5-L'),
      squares: pts('d5,e5,f5,g5,d6'),
      form: 'piece',
      transform: { flip: true, rotation: 90 },
      at: pts('e5')[0],
    });
  });

  it('words in any order, any case, with the aliases', () => {
    const expected = parsed('P5-L e5 rot90 flip');
    for (const text of [
      'flip E5 rot90 p5-l',
      'L5 e5 90 flip',
      'e5 r90 FLIP l5',
      '  P5-L   e5 flip  rot90 ',
    ]) {
      expect(parsed(text), text).toEqual(expected);
    }
  });

  it('more hand-worked placements', () => {
    expect(formatSquares(parsed('X f10').squares)).toBe('f9,e10,f10,g10,f11');
    expect(formatSquares(parsed('T4 e5 rot90').squares)).toBe('f4,e5,f5,f6');
    expect(formatSquares(parsed('N c3 flip').squares)).toBe('c2,b3,c3,b4,b5');
    expect(formatSquares(parsed('Y g7 rot270').squares)).toBe('f6,e7,f7,g7,h7');
    expect(formatSquares(parsed('1 a20').squares)).toBe('a20');
  });

  it('squares may land off the board; they are returned for the engine to report', () => {
    const move = parsed('P5-I a1');
    expect(move.squares).toEqual([
      { x: 0, y: -2 },
      { x: 0, y: -1 },
      { x: 0, y: 0 },
      { x: 0, y: 1 },
      { x: 0, y: 2 },
    ]);
    expect(parsed('P5-I t20 rot90').squares.map((s) => s.x)).toEqual([17, 18, 19, 20, 21]);
  });
});

describe('cell form: the squares the piece covers', () => {
  it('e5,f5,g5,g6,g7 is the V pentomino', () => {
    expect(parsed('e5,f5,g5,g6,g7')).toEqual({
      piece: index('P5-V'),
      squares: pts('e5,f5,g5,g6,g7'),
      form: 'cells',
    });
  });

  it('commas and/or spaces, any order and case', () => {
    const expected = parsed('e5,f5,g5,g6,g7');
    for (const text of ['e5 f5 g5 g6 g7', 'G7, E5 ,f5,, g6 g5', 'g7,g6,g5,f5,e5'])
      expect(parsed(text), text).toEqual(expected);
  });

  it('a single cell is the monomino', () => {
    expect(parsed('e5')).toEqual({ piece: index('P1'), squares: pts('e5'), form: 'cells' });
  });

  it('works out every one of the 21 pieces in every orientation', () => {
    const layout = layoutFor(20);
    for (let m = 0; m < layout.moveCount; m += 7) {
      expect(pieceOfSquares(moveCells(layout, m))).toBe(layout.movePiece[m]);
    }
  });
});

describe('words that are both a piece name and a cell (L5, P5, I3, Z4 …)', () => {
  it('two words with a piece name: piece and square', () => {
    expect(parsed('L5 e5')).toMatchObject({ piece: index('P5-L'), form: 'piece', at: pts('e5')[0] });
    expect(parsed('e5 L5')).toMatchObject({ piece: index('P5-L'), form: 'piece', at: pts('e5')[0] });
    expect(parsed('l5 p5')).toMatchObject({ piece: index('P5-L'), form: 'piece', at: pts('p5')[0] });
  });
  it('with a comma it is a cell list', () => {
    expect(parseMove('l5,e5', 20)).toMatchObject({ ok: false, error: { kind: 'not-a-piece' } });
    expect(parsed('l5,l6')).toMatchObject({ piece: index('P2'), form: 'cells' });
  });
  it('three or more cell words are a cell list', () => {
    expect(parsed('i3 i4 i5')).toMatchObject({ piece: index('P3-I'), form: 'cells' });
  });
  it('a lone word that is also a piece name is that piece, missing its square; `l5,` is the monomino', () => {
    expect(parseMove('L5', 20)).toEqual({
      ok: false,
      error: { kind: 'missing-square', piece: index('P5-L'), text: 'L5' },
    });
    expect(parsed('l5,')).toEqual({ piece: index('P1'), squares: pts('l5'), form: 'cells' });
    expect(parsed('P1 l5')).toMatchObject({ piece: index('P1'), squares: pts('l5'), form: 'piece' });
    expect(parsed('e5')).toEqual({ piece: index('P1'), squares: pts('e5'), form: 'cells' });
    expect(parseMove('L5 rot90', 20)).toEqual({
      ok: false,
      error: { kind: 'missing-square', piece: index('P5-L'), text: 'L5' },
    });
  });
});

describe('mistakes', () => {
  const error = (text: string, size = 20) => {
    const result = parseMove(text, size);
    if (result.ok) throw new Error(`${text} parsed`);
    return result.error;
  };
  it('empty input', () => {
    for (const text of ['', '   ', ',,', ' , ']) expect(error(text).kind, JSON.stringify(text)).toBe('empty');
  });
  it('too long', () => {
    expect(error('e5 '.repeat(100))).toEqual({ kind: 'too-long', length: 300, max: MAX_MOVE_LENGTH });
  });
  it('missing square, missing piece', () => {
    expect(error('P5-L rot90')).toMatchObject({ kind: 'missing-square', piece: index('P5-L') });
    expect(error('X')).toMatchObject({ kind: 'missing-square', piece: index('P5-X') });
    expect(error('e5 rot90')).toEqual({ kind: 'missing-piece', square: pts('e5')[0] });
    expect(error('flip')).toEqual({ kind: 'missing-piece', square: null });
  });
  it('two squares, two pieces', () => {
    expect(error('P5-L e5 f6')).toEqual({ kind: 'two-squares', squares: pts('e5,f6') });
    expect(error('X P5-L e5')).toEqual({ kind: 'two-pieces', pieces: [index('P5-X'), index('P5-L')] });
  });
  it('unknown words and pieces, with a suggestion', () => {
    expect(error('hello e5')).toEqual({ kind: 'unknown-word', text: 'hello' });
    expect(error('P5-Q e5')).toMatchObject({
      kind: 'unknown-piece',
      text: 'P5-Q',
      suggestion: expect.stringMatching(/^P5-/),
    });
    expect(error('X e5 rot45')).toMatchObject({ kind: 'unknown-orientation', text: 'rot45' });
    // Hyphens and underscores are not dropped from piece names: `-1` is no monomino, in any position.
    for (const text of ['e10 -1', '-1 e10', 'e10 --1', 'e10 1-', 'e10 _1', 'P-1 e10', 'e10 P_1', 'P5_L e5'])
      expect(error(text), text).toMatchObject({ kind: 'unknown-piece', suggestion: expect.any(String) });
    expect(error('e10,-1')).toMatchObject({ kind: 'bad-cell', text: '-1' });
    expect(error('e10 - 1')).toMatchObject({ kind: 'unknown-piece', text: '-' });
    expect(error('X e5 rot90 rot180')).toEqual({
      kind: 'conflicting-orientation',
      words: ['rot90', 'rot180'],
    });
  });
  it('bad cells', () => {
    expect(error('P5-L e0')).toMatchObject({ kind: 'bad-cell', text: 'e0' });
    expect(error('P5-L u5')).toEqual({ kind: 'cell-off-board', text: 'u5', range: 'a1–t20' });
    expect(error('P5-L o5', 14)).toEqual({ kind: 'cell-off-board', text: 'o5', range: 'a1–n14' });
    expect(error('e5,f5,z5')).toMatchObject({ kind: 'cell-off-board', text: 'z5' });
    expect(error('e5,f5,5f')).toMatchObject({ kind: 'bad-cell', text: '5f' });
  });
  it('cells that are not a piece', () => {
    expect(error('e5,g5')).toEqual({ kind: 'not-a-piece', squares: pts('e5,g5') });
    expect(error('e5,e5')).toEqual({ kind: 'duplicate-cell', cell: pts('e5')[0] });
    expect(error('a1,b1,c1,d1,e1,f1')).toEqual({ kind: 'too-many-cells', count: 6, max: 5 });
    expect(error('e5,f5 rot90')).toEqual({ kind: 'mixed-forms', text: 'rot90' });
    expect(error('X, e5')).toEqual({ kind: 'mixed-forms', text: 'X' });
  });
  it('a piece the variant does not have (Junior), in both forms', () => {
    expect(parseMove('X e5', 14, { pieceSet: 'junior' })).toMatchObject({
      ok: false,
      error: { kind: 'piece-not-in-set', piece: index('P5-X'), pieceSet: 'junior' },
    });
    expect(parseMove('e5,d6,e6,f6,e7', 14, { pieceSet: 'junior' })).toMatchObject({
      ok: false,
      error: { kind: 'piece-not-in-set', piece: index('P5-X') },
    });
    expect(parseMove('L5 e5', 14, { pieceSet: 'junior' }).ok).toBe(true);
  });
});

describe('display form and stored form', () => {
  const layout = layoutFor(20);
  const moveOf = (cells: string) => {
    const move = parseCellList(cells, layout);
    if (!move.ok) throw new Error(cells);
    return move.value;
  };
  it('P5-X f10 and the canonical cell list f9,e10,f10,g10,f11', () => {
    const move = moveOf('f10,g10,f11,e10,f9');
    expect(formatMove(layout, move)).toBe('P5-X f10');
    expect(formatCellList(layout, move)).toBe('f9,e10,f10,g10,f11');
  });
  it('no flip and the smallest turn that gives the cells; rot0 left out', () => {
    expect(formatMove(layout, moveOf('d5,e5,f5,g5,d6'))).toBe('P5-L e5 rot90 flip');
    expect(formatMove(layout, moveOf('e4,f4,e5,e6,e7'))).toBe('P5-L e5');
    expect(formatMove(layout, moveOf('c18,c19,a20,b20,c20'))).toBe('P5-V b20 rot180');
    // The I pentomino lying down is a quarter turn, never three.
    expect(formatMove(layout, moveOf('c5,d5,e5,f5,g5'))).toBe('P5-I e5 rot90');
  });
  it('parseCellList rejects what is not one piece on the board', () => {
    expect(parseCellList('e5,g5', layout)).toMatchObject({ ok: false, error: { kind: 'not-a-piece' } });
    expect(parseCellList('', layout)).toEqual({ ok: false, error: { kind: 'empty' } });
    expect(parseCellList('u1', layout)).toMatchObject({ ok: false, error: { kind: 'cell-off-board' } });
  });

  it('every move of both boards: both forms parse back to the same cells, the stored form to the same move', () => {
    for (const size of [14, 20]) {
      const board = layoutFor(size);
      for (let m = 0; m < board.moveCount; m++) {
        const cells = formatCellList(board, m);
        const display = parseMove(formatMove(board, m), size);
        const list = parseMove(board.moveSize[m] === 1 ? `${cells},` : cells, size);
        if (!display.ok || !list.ok) throw new Error(`move ${m}`);
        if (formatSquares(display.value.squares) !== cells || formatSquares(list.value.squares) !== cells) {
          expect(formatSquares(display.value.squares)).toBe(cells);
        }
        const back = parseCellList(cells, board);
        if (!back.ok || back.value !== m) expect(back).toEqual({ ok: true, value: m });
      }
    }
  });
});

describe('round trips on random legal moves (fast-check)', () => {
  it('parse(format(move)) gives the same piece and cells, in both forms', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VARIANT_IDS),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (variant, seed) => {
          const game = randomGame(variant, seed, { maxEvents: 40 });
          const { layout, variant: v } = game;
          for (const event of game.events) {
            if (event.type !== 'place') continue;
            const cells = formatCellList(layout, event.move);
            const piece = layout.movePiece[event.move];
            const spaced = cells.toUpperCase().replace(/,/g, cells.split(',').length > 2 ? ' ' : ', ');
            const single = layout.moveSize[event.move] === 1;
            for (const text of [
              formatMove(layout, event.move),
              single ? `${cells},` : cells,
              single ? `${spaced},` : spaced,
            ]) {
              const result = parseMove(text, v.boardSize, { pieceSet: v.pieceSet });
              expect(result.ok && formatSquares(result.value.squares), text).toBe(cells);
              expect(result.ok && result.value.piece).toBe(piece);
            }
            expect(parseCellList(cells, layout)).toEqual({ ok: true, value: event.move });
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});

describe('local words for flip', () => {
  it('reads miroir and specchio as flip', () => {
    const flipped = parseMove('P5-L e5 rot90 flip', 20);
    for (const word of ['miroir', 'SPECCHIO']) {
      const parsed = parseMove(`P5-L e5 rot90 ${word}`, 20);
      expect(parsed.ok && parsed.value.transform).toEqual(flipped.ok && flipped.value.transform);
      expect(parsed.ok && parsed.value.squares).toEqual(flipped.ok && flipped.value.squares);
    }
  });
});
