import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { layoutFor } from '../../src/engine/layout-build.ts';
import { PIECE_COUNT } from '../../src/engine/pieces.ts';
import { seededRandom } from '../../src/engine/playout.ts';
import { Position } from '../../src/engine/position.ts';

/**
 * Square boards of every supported size (1 to 26): the fast position's legal moves equal a brute-force
 * reading of the rules (docs/rules.md section 4) over every move of the layout, along random playouts. The
 * brute force shares nothing with the position but the layout's list of cells per move.
 */

function bruteForceLegal(position: Position, color: number, size: number, start: number): number[] {
  const { layout, board } = position;
  const own = color + 1;
  const at = (x: number, y: number) => (x < 0 || y < 0 || x >= size || y >= size ? 0 : board[y * size + x]!);
  // What the rules say of each cell, read off the board square by square: taken or beside one of the
  // colour's own squares (no piece may cover it), and touching one of them by a corner.
  const blocked = new Uint8Array(size * size);
  const corner = new Uint8Array(size * size);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const cell = y * size + x;
      if (board[cell] !== 0 || at(x + 1, y) === own || at(x - 1, y) === own) blocked[cell] = 1;
      if (at(x, y + 1) === own || at(x, y - 1) === own) blocked[cell] = 1;
      if (at(x + 1, y + 1) === own || at(x - 1, y + 1) === own) corner[cell] = 1;
      if (at(x + 1, y - 1) === own || at(x - 1, y - 1) === own) corner[cell] = 1;
    }
  }
  const first = position.placed[color] === 0;
  const legal: number[] = [];
  for (let m = 0; m < layout.moveCount; m++) {
    if (position.piecesLeft[color * PIECE_COUNT + layout.movePiece[m]!] === 0) continue;
    let ok = true;
    let touches = false;
    for (let i = 0; i < layout.moveSize[m]!; i++) {
      const cell = layout.moveCells[m * layout.stride + i]!;
      if (blocked[cell]) ok = false;
      if (first ? cell === start : corner[cell]) touches = true;
    }
    if (ok && touches) legal.push(m);
  }
  return legal;
}

describe('every board size', () => {
  it('builds a layout for 1 to 26 and refuses the rest', () => {
    for (let size = 1; size <= 26; size++) expect(layoutFor(size).size).toBe(size);
    for (const size of [0, 27, 1.5]) expect(() => layoutFor(size)).toThrow(/unsupported board size/);
  });

  it('generates exactly the moves the rules allow, along random playouts', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 26 }), fc.integer({ min: 0, max: 2 ** 31 - 1 }), (size, seed) => {
        const last = size - 1;
        const corners = [
          { x: 0, y: last },
          { x: last, y: last },
          { x: last, y: 0 },
          { x: 0, y: 0 },
        ];
        const position = Position.initial({ boardSize: size, starts: corners, pieceSet: 'classic' });
        const random = seededRandom(seed);
        let idle = 0;
        for (let turn = 0; idle < 4; turn = (turn + 1) % 4) {
          const start = corners[turn]!.y * size + corners[turn]!.x;
          const legal = [...position.legalMoves(turn)].sort((a, b) => a - b);
          expect(legal).toEqual(bruteForceLegal(position, turn, size, start));
          expect([...position.generateLegalMoves(turn)]).toEqual(legal);
          if (legal.length === 0) {
            idle++;
            continue;
          }
          idle = 0;
          position.play(turn, legal[Math.floor(random() * legal.length)]!);
        }
      }),
      { numRuns: 20 },
    );
  });
});
