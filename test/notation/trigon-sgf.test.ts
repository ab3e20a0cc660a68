import { describe, expect, it } from 'vitest';
import { describeNotation } from '../../src/describe/rule-errors.ts';
import { legalCounts, newGame, play, replay } from '../../src/engine/index.ts';
import { ENGLISH } from '../../src/i18n/index.ts';
import { exportSgf, importSgf, parseCellList } from '../../src/notation/index.ts';
import { TRIGON_VECTORS } from '../engine/trigon-support.ts';

/** Trigon records in Pentobi's SGF dialect (docs/trigon.md section 8). */

describe('Trigon SGF records', () => {
  TRIGON_VECTORS.forEach((v, i) => {
    it(`game ${i} (${v.variant}) imports, replays and exports byte for byte as Pentobi wrote it`, () => {
      const record = importSgf(v.sgf);
      if (!record.ok) throw new Error(describeNotation(record.error, ENGLISH));
      expect(record.value.variant).toBe(v.variant);
      expect(record.value.events).toHaveLength(v.moves.length);
      expect(record.value.game.toMove).toBeNull();
      expect(exportSgf(record.value.game)).toBe(v.sgf);
    });
  });

  it('read the 10.8 example, with its legal counts', () => {
    const text = `(;GM[Blokus Trigon]CA[UTF-8]
;1[r12,r13,s13,r14,s14,r15];2[r4,q5,r5,q6,r6,r7];3[j7,k7,l7,m7,m8,n8]
;4[v11,w11,w12,x12,y12,z12];1[n9,o9,o10,p10,p11,q11];2[j6,k6,l6,m6,n6,o6])`;
    const record = importSgf(text);
    if (!record.ok) throw new Error(describeNotation(record.error, ENGLISH));
    let game = newGame('trigon');
    const counts = [legalCounts(game)[game.toMove!]];
    for (const event of record.value.events) {
      if (event.type !== 'place') throw new Error('a placement');
      const result = play(game, event.move);
      if (!result.ok) throw new Error(result.error.kind);
      game = result.value.game;
      counts.push(legalCounts(game)[game.toMove!]);
    }
    expect(counts).toEqual([2478, 2065, 1652, 1239, 1171, 1132, 764]);
  });

  it('read the three-player example and Pentobi’s lenient GM (trimmed, any case)', () => {
    const three = importSgf('(;GM[Blokus Trigon Three-Player]CA[UTF-8];1[p11,o12,p12,o13,p13,p14])');
    expect(three.ok && three.value.variant).toBe('trigon-3');
    const lenient = importSgf('(;GM[ blokus trigon two-player ];1[r12,r13,s13,r14,s14,r15])');
    expect(lenient.ok && lenient.value.variant).toBe('trigon-2');
  });

  it('write XBV for the Trigon variants Pentobi has no name for, and read it back', () => {
    for (const variant of ['trigon-teams', 'trigon-solo'] as const) {
      const move = parseCellList('r12,r13,s13,r14,s14,r15', newGame(variant).layout);
      if (!move.ok) throw new Error('a move');
      const game = replay(variant, {}, [{ type: 'place', color: 0, move: move.value }]);
      if (!game.ok) throw new Error('a game');
      const text = exportSgf(game.value);
      expect(text).toBe(`(;FF[4]CA[UTF-8]GM[Blokus Trigon]XBV[${variant}];1[r12,r13,s13,r14,s14,r15])`);
      const back = importSgf(text);
      expect(back.ok && back.value.variant).toBe(variant);
    }
  });

  it('reject moves that are no piece or leave the board, and illegal ones, by number', () => {
    const bad = (moves: string) => {
      const result = importSgf(`(;GM[Blokus Trigon];${moves})`);
      return result.ok ? 'ok' : describeNotation(result.error, ENGLISH);
    };
    expect(bad('1[r12,r14]')).toBe('Move 1: The cells r12, r14 do not form a Blokus piece.');
    expect(bad('1[a1]')).toBe('Move 1: a1 is off the board: row 1 runs from i1 to aa1.');
    expect(bad('1[k9]')).toBe(
      "Move 1 (Blue): Blue's first piece must cover a free start point: r15, j12, z12, j7, z7, r4.",
    );
    expect(bad('1[r15];2[r4];3[j7];4[z7];1[o8]')).toBe('Move 5 (Blue): 1 is already used by Blue.');
    expect(bad('1[r15];2[r4];3[j7];4[z7];1[r14,s14]')).toBe(
      'Move 5 (Blue): That touches your own piece at r15 (edge contact is not allowed with your own colour).',
    );
  });
});
