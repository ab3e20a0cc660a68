import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { BoardId } from '../../src/engine/geometry.ts';
import { moveCellList, moveFromCells } from '../../src/engine/layout.ts';
import { buildLayout, geometryOf } from '../../src/engine/layout-build.ts';

/**
 * The layout's build moves one placement per piece, transform and pivot kind over the board: that holds
 * only if a geometry's `place` moves with its pivot, which every kind of board is checked for here. The
 * tables themselves are pinned by a fingerprint taken from the build that placed every piece on every
 * cell, so the move ids (what games and records hold) never change with the build.
 */

const BOARDS: BoardId[] = ['square-20', 'square-14', 'rect-10x6', 'trigon-9', 'trigon-4', 'figure-heart'];

/**
 * Numbers named after the fingerprints were pinned, implied by the tables they hash: a window's width and
 * height (its shapes' mask bits depend on them).
 */
const NAMED_LATER = new Set(['windowWidth', 'windowHeight']);

/** A hash of every table of a layout (its typed arrays, its window tables' too). */
function fingerprint(board: BoardId): string {
  const layout = buildLayout(board);
  const hash = createHash('sha1');
  for (const tables of [layout, layout.windows]) {
    for (const [key, value] of Object.entries(tables) as [string, unknown][]) {
      if (NAMED_LATER.has(key)) continue;
      if (ArrayBuffer.isView(value)) {
        hash.update(key);
        hash.update(new Uint8Array(value.buffer, value.byteOffset, value.byteLength));
      } else if (typeof value === 'number' || typeof value === 'string') hash.update(`${key}=${value}`);
    }
  }
  return hash.digest('hex').slice(0, 16);
}

describe('building a layout', () => {
  it.each(BOARDS)('%s: a placement moves with its pivot, on cells of one kind', (board) => {
    const g = geometryOf(board);
    const wrong: string[] = [];
    for (let piece = 0; piece < g.pieceSizes.length; piece++) {
      for (let transform = 0; transform < g.transforms.length; transform++) {
        for (const rx of [0, 1]) {
          const reference = g.place(piece, transform, rx, 0);
          for (let y = 0; y < g.height; y++) {
            for (let x = 0; x < g.width; x++) {
              if (g.kind(x, y) !== g.kind(rx, 0)) continue;
              const here = g.place(piece, transform, x, y);
              const same =
                here === null
                  ? reference === null
                  : reference !== null &&
                    here.every((p, i) => p.x === reference[i]!.x + x - rx && p.y === reference[i]!.y + y);
              if (!same) wrong.push(`${piece} ${transform} ${x},${y}`);
            }
          }
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('gives the tables of the build that placed every piece on every cell', () => {
    expect(Object.fromEntries(BOARDS.map((b) => [b, fingerprint(b)]))).toEqual({
      'square-20': 'c34f9c338b5e2c9f',
      'square-14': 'fa6d183fc3a90b81',
      'rect-10x6': '16d7c536b0e07967',
      'trigon-9': 'b68f8254b885e8d6',
      'trigon-4': '77baec37eee35b40',
      'figure-heart': 'b8c40b394b252dce',
    });
    expect(buildLayout('square-20').windows).toMatchObject({ windowWidth: 5, windowHeight: 5 });
    expect(buildLayout('trigon-9').windows).toMatchObject({ windowWidth: 6, windowHeight: 4 });
  });

  it.each(BOARDS)('%s: finds every move from its cells, in any order, and nothing else', (board) => {
    const layout = buildLayout(board);
    const lost: number[] = [];
    for (let m = 0; m < layout.moveCount; m++) {
      if (moveFromCells(layout, moveCellList(layout, m).reverse()) !== m) lost.push(m);
    }
    expect(lost).toEqual([]);
    for (const cells of [[], [-1], [layout.cellCount], [0, 0.5], [0, layout.width - 1]])
      expect(moveFromCells(layout, cells)).toBeUndefined();
  });
});
