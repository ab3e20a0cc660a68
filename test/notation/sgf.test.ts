import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeNotation } from '../../src/describe/rule-errors.ts';
import { newGame, play, resign, scoresOf, VARIANT_IDS, type VariantId } from '../../src/engine/index.ts';
import { ENGLISH } from '../../src/i18n/index.ts';
import {
  exportSgf,
  importSgf,
  MAX_SGF_LENGTH,
  parseCellList,
  parseSgfMainLine,
  type SgfError,
  type SgfRecord,
} from '../../src/notation/index.ts';
import { randomGame } from '../engine/random-games.ts';
import { VECTORS } from '../engine/vectors.ts';

function imported(text: string): SgfRecord {
  const result = importSgf(text);
  if (!result.ok) throw new Error(describeNotation(result.error, ENGLISH));
  return result.value;
}

function failure(text: string): SgfError {
  const result = importSgf(text);
  if (result.ok) throw new Error('imported');
  return result.error;
}

const classic = VECTORS.find((v) => v.variant === 'classic')!;
const duo = VECTORS.find((v) => v.variant === 'duo')!;

describe('export', () => {
  it('a new game is just the root node', () => {
    expect(exportSgf(newGame('classic'))).toBe('(;FF[4]CA[UTF-8]GM[Blokus])');
    expect(exportSgf(newGame('duo'))).toBe('(;FF[4]CA[UTF-8]GM[Blokus Duo])');
  });

  it('docs/rules.md section 9 example shape: properties 1–4 with canonical cell lists', () => {
    let game = newGame('classic');
    for (const cells of ['a20', 's20,t20', 't1', 'a1,a2']) {
      const move = parseCellList(cells, game.layout);
      if (!move.ok) throw new Error(cells);
      const result = play(game, move.value);
      if (!result.ok) throw new Error(result.error.kind);
      game = result.value.game;
    }
    expect(exportSgf(game)).toBe('(;FF[4]CA[UTF-8]GM[Blokus];1[a20];2[s20,t20];3[t1];4[a1,a2])');
  });

  it('teams and solo are GM[Blokus] with XBV; fast contact is XBF[1]', () => {
    expect(exportSgf(newGame('teams'))).toBe('(;FF[4]CA[UTF-8]GM[Blokus]XBV[teams])');
    expect(exportSgf(newGame('solo'))).toBe('(;FF[4]CA[UTF-8]GM[Blokus]XBV[solo])');
    expect(exportSgf(newGame('classic-2', { fastContact: true }))).toBe(
      '(;FF[4]CA[UTF-8]GM[Blokus Two-Player]XBF[1])',
    );
    for (const id of ['teams', 'solo'] as const) expect(imported(exportSgf(newGame(id))).variant).toBe(id);
    const fast = imported('(;FF[4]CA[UTF-8]GM[Blokus]XBF[1];1[e16])');
    expect(fast.fastContact).toBe(true);
    expect(fast.game.starts[0]).toEqual({ x: 4, y: 15 });
  });

  it('players, date and other facts go to the root, escaped', () => {
    const game = newGame('classic');
    const text = exportSgf(game, {
      players: ['Ann', 'Bo]b', 'C\\d', ''],
      date: '2024-05-01',
      event: 'Club night',
      comment: 'Line one\nA ] bracket',
    });
    expect(text).toBe(
      '(;FF[4]CA[UTF-8]GM[Blokus]EV[Club night]DT[2024-05-01]P1[Ann]P2[Bo\\]b]P3[C\\\\d]C[Line one\nA \\] bracket])',
    );
    expect(imported(text).info).toEqual({
      players: ['Ann', 'Bo]b', 'C\\d', ''],
      date: '2024-05-01',
      event: 'Club night',
      comment: 'Line one\nA ] bracket',
    });
    expect(exportSgf(newGame('duo'), { players: ['Ann', 'Bob'] })).toBe(
      '(;FF[4]CA[UTF-8]GM[Blokus Duo]PB[Ann]PW[Bob])',
    );
  });

  it('resignations are XBR nodes and come back exactly', () => {
    const first = resign(newGame('classic'), 1);
    if (!first.ok) throw new Error('resign');
    const text = exportSgf(first.value.game);
    expect(text).toBe('(;FF[4]CA[UTF-8]GM[Blokus];XBR[2]C[Yellow resigns.])');
    const back = imported(text);
    expect(back.events).toEqual([{ type: 'resign', color: 1 }]);
    expect(back.game.out[1]).toBe('resigned');
    expect(exportSgf(back.game)).toBe(text);
  });
});

describe('import tolerates what SGF allows', () => {
  it('whitespace and line breaks between tokens, lower/upper case cells, other root properties', () => {
    const text = `\uFEFF (
      ;FF[4] CA[UTF-8]
      AP[Pentobi:31.0] GM[Blokus Duo] PB[Ann] PW[Bob] DT[2024-05-01] RE[B+3] EV[Cup\\]]
      ;B[D8,E8,e9,e10,e11]
      ;W [k2,k3,k4,j5,k5] C[nice \\
move]
    )\n`;
    const record = imported(text);
    expect(record.variant).toBe('duo');
    expect(record.events).toHaveLength(2);
    expect(record.info).toEqual({ players: ['Ann', 'Bob'], date: '2024-05-01', event: 'Cup]' });
    expect(exportSgf(record.game)).toBe(`${duo.sgf.slice(0, duo.sgf.indexOf(';B[f3'))})`);
  });

  it('follows the main line: the first variation at every branch', () => {
    const text = '(;GM[Blokus Duo];B[d8,e8,e9,e10,e11](;W[k2,k3,k4,j5,k5])(;W[j5]))';
    expect(imported(text).events).toHaveLength(2);
    expect(imported(text).game.position.board.filter((v) => v === 2)).toHaveLength(5);
    expect(parseSgfMainLine('(;A[1](;B[2](;C[3])(;D[4]))(;E[5]))(;F[6])')).toEqual({
      ok: true,
      value: [
        { properties: [{ id: 'A', values: ['1'] }] },
        { properties: [{ id: 'B', values: ['2'] }] },
        { properties: [{ id: 'C', values: ['3'] }] },
      ],
    });
  });

  it('explicit empty moves (passes) are skipped; FF[3]-style lower-case letters in identifiers are dropped', () => {
    const base = classic.sgf.slice(0, classic.sgf.indexOf(';1[e18'));
    expect(imported(`${base};1[])`).events).toHaveLength(4);
    expect(imported('(;GaMe[Blokus Duo];B[d8,e8,e9,e10,e11])').events).toHaveLength(1);
  });

  it('every vector imports to the same game with its colour properties (B/W or 1–4)', () => {
    for (const v of VECTORS) {
      const record = imported(v.sgf);
      expect(record.game.events).toHaveLength(v.moves.length);
      expect(scoresOf(record.game).colorScores).toEqual(v.scores);
    }
  });
});

describe('import errors', () => {
  it('too long, or not SGF', () => {
    expect(failure(`(;GM[Blokus]C[${'x'.repeat(MAX_SGF_LENGTH)}])`).kind).toBe('sgf-too-long');
    expect(failure('')).toMatchObject({
      kind: 'sgf-syntax',
      offset: 0,
      at: null,
      purpose: { kind: 'record' },
    });
    expect(failure('GM[Blokus]')).toMatchObject({ kind: 'sgf-syntax', offset: 0, at: 'G' });
    expect(failure('(;GM[Blokus]')).toMatchObject({ kind: 'sgf-syntax', tokens: [')'], purpose: null });
    expect(failure('(;GM[Blokus)')).toMatchObject({
      kind: 'sgf-syntax',
      at: null,
      purpose: { kind: 'close' },
    });
    // The same facts in English, as the parser's English phrases said them.
    expect(describeNotation(failure(''), ENGLISH)).toBe(
      "The record is not valid SGF at character 1: expected '(' to start a game record, found the end of the record.",
    );
    expect(describeNotation(failure('GM[Blokus]'), ENGLISH)).toMatch(/expected '\(', found 'G'\.$/);
    expect(describeNotation(failure('(;GM[Blokus]'), ENGLISH)).toMatch(/expected '\)', found the end/);
    expect(describeNotation(failure('(;GM[Blokus)'), ENGLISH)).toMatch(
      /expected '\]' to close the value at character 5, found the end of the record\.$/,
    );
    expect(describeNotation(failure('(;GM)'), ENGLISH)).toMatch(
      /expected '\[' \(a value of GM\), found '\)'\.$/,
    );
    expect(describeNotation(failure('()'), ENGLISH)).toMatch(/expected ';' \(a node\), found '\)'\.$/);
    expect(failure('(;GM)')).toMatchObject({ kind: 'sgf-syntax', offset: 4 });
    expect(failure('()')).toMatchObject({ kind: 'sgf-syntax', offset: 1 });
    expect(failure('(;GM[Blokus](;1[a20]);2[t20])')).toMatchObject({ kind: 'sgf-syntax' });
  });

  it('not a Blokus record, or an unknown or inconsistent variant', () => {
    expect(failure('(;FF[4]GM[1];B[aa])')).toMatchObject({ kind: 'sgf-not-blokus', game: '1' });
    expect(failure('(;FF[4];B[aa])')).toMatchObject({ kind: 'sgf-not-blokus', game: null });
    expect(failure('(;GM[Blokus Hexagon])')).toMatchObject({ kind: 'sgf-not-blokus' });
    expect(failure('(;GM[Blokus]XBV[chess])')).toMatchObject({ kind: 'sgf-unknown-variant', value: 'chess' });
    expect(failure('(;GM[Blokus]XBV[duo])')).toEqual({
      kind: 'sgf-variant-mismatch',
      game: 'Blokus',
      variant: 'duo',
    });
    expect(failure('(;GM[Blokus Duo]XBF[1])')).toEqual({
      kind: 'sgf-bad-option',
      property: 'XBF',
      value: '1',
    });
    expect(failure('(;GM[Blokus]XBF[yes])')).toMatchObject({ kind: 'sgf-bad-option' });
    expect(failure('(;GM[Blokus]AB[a20])')).toEqual({ kind: 'sgf-unsupported', property: 'AB' });
  });

  it('move properties of the wrong kind, two moves in a node, bad cell lists', () => {
    expect(failure('(;GM[Blokus];B[a20])')).toEqual({
      kind: 'sgf-wrong-property',
      moveNumber: 1,
      property: 'B',
      valid: ['1', '2', '3', '4'],
    });
    expect(failure('(;GM[Blokus Duo];1[e10])')).toMatchObject({
      kind: 'sgf-wrong-property',
      valid: ['B', 'W'],
    });
    expect(failure('(;GM[Blokus];1[a20]2[t20])')).toEqual({
      kind: 'sgf-two-moves',
      moveNumber: 1,
      properties: ['1', '2'],
    });
    expect(failure('(;GM[Blokus];1[a20];2[t20,t18])')).toMatchObject({
      kind: 'sgf-bad-move',
      moveNumber: 2,
      value: 't20,t18',
      error: { kind: 'not-a-piece' },
    });
    expect(failure('(;GM[Blokus];1[a20];2[zz9])')).toMatchObject({
      kind: 'sgf-bad-move',
      error: { kind: 'bad-cell' },
    });
    expect(failure('(;GM[Blokus];XBR[7])')).toMatchObject({ kind: 'sgf-wrong-property', property: '7' });
  });

  it('an illegal move is rejected with its number and the reason', () => {
    const bad = classic.sgf.replace(';1[e18,f18,g18,h18,i18]', ';1[e17,f17,g17,h17,i17]');
    const error = failure(bad);
    expect(error).toMatchObject({
      kind: 'sgf-illegal',
      moveNumber: 5,
      color: 'blue',
      error: { kind: 'no-corner' },
    });
    expect(describeNotation(error, ENGLISH)).toBe(
      'Move 5 (Blue): The piece must touch a Blue piece corner to corner.',
    );
  });

  it('a move by a colour that is not the colour to move in turn order is rejected with its number', () => {
    const bad = classic.sgf.replace(';2[t17,t18,t19,s20,t20]', ';3[t17,t18,t19,s20,t20]');
    const error = failure(bad);
    expect(error).toMatchObject({
      kind: 'sgf-illegal',
      moveNumber: 2,
      color: 'red',
      error: { kind: 'not-turn', color: 'red', toMove: 'yellow' },
    });
    expect(describeNotation(error, ENGLISH)).toBe("Move 2 (Red): It is Yellow's turn, not Red's.");
    // Moves after the end of the game.
    expect(failure(`${duo.sgf.slice(0, -1)};B[a1])`)).toMatchObject({
      kind: 'sgf-illegal',
      error: { kind: 'game-over' },
    });
  });

  it('a resignation of a colour already out is rejected', () => {
    expect(failure('(;GM[Blokus];XBR[2];XBR[2])')).toMatchObject({
      kind: 'sgf-illegal',
      moveNumber: 2,
      error: { kind: 'already-out', color: 'yellow' },
    });
  });
});

describe('round trips of random games (fast-check)', () => {
  it('export, import, export gives the same text and the same game', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VARIANT_IDS),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.boolean(),
        fc.constantFrom(0, 0.03),
        fc.option(fc.array(fc.string({ maxLength: 12 }), { minLength: 1, maxLength: 4 })),
        (variant: VariantId, seed, fastContact, resignChance, players) => {
          const game = randomGame(variant, seed, { fastContact, resignChance });
          const text = exportSgf(game, players ? { players } : {});
          const record = imported(text);
          expect(record.variant).toBe(variant);
          expect(record.fastContact).toBe(game.fastContact);
          expect(record.events).toEqual(game.events);
          expect(record.game.out).toEqual(game.out);
          expect(record.game.toMove).toEqual(game.toMove);
          expect(scoresOf(record.game)).toEqual(scoresOf(game));
          expect(exportSgf(record.game, record.info)).toBe(text);
        },
      ),
      { numRuns: 30 },
    );
  });
});
