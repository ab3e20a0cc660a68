import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  describeMove,
  layoutFor,
  moveCells,
  normaliseSquares,
  ORIENTATIONS,
  PIECE_SETS,
  PIECE_SHAPES,
  PIECES,
  type PieceIndex,
  type Point,
  placeSquares,
  shapeKey,
  TRANSFORMS,
  transformedSquares,
} from '../../src/engine/index.ts';

/** The project's rules reference; section 3 draws every piece and lists its aliases. */
const RULES = readFileSync(new URL('../../docs/rules.md', import.meta.url), 'utf8');
const SECTION_3 = RULES.slice(RULES.indexOf('## 3. Pieces'), RULES.indexOf('## 4.'));

/** The drawings of docs/rules.md section 3, keyed by canonical name, with the alias in each heading. */
function rulesDrawings(): Map<string, { alias: string; drawing: string[] }> {
  const block = SECTION_3.slice(SECTION_3.indexOf('```') + 3, SECTION_3.lastIndexOf('```')).split('\n');
  const result = new Map<string, { alias: string; drawing: string[] }>();
  let columns: { name: string; alias: string; start: number; end: number }[] = [];
  for (const line of block) {
    const headers = [...line.matchAll(/(P\d(?:-[A-Z])?)\/(\w+)/g)];
    if (headers.length > 0) {
      columns = headers.map((m, i) => ({
        name: m[1]!,
        alias: m[2]!,
        start: m.index,
        end: headers[i + 1]?.index ?? Number.POSITIVE_INFINITY,
      }));
      for (const c of columns) result.set(c.name, { alias: c.alias, drawing: [] });
      continue;
    }
    for (const c of columns) {
      const cell = line.slice(c.start, c.end).trim();
      if (cell !== '') result.get(c.name)!.drawing.push(cell);
    }
  }
  return result;
}

/** The rows of section 3's table: piece, aliases, squares, fixed orientations. */
function rulesTable(): { name: string; aliases: string[]; size: number; orientations: number }[] {
  return [...SECTION_3.matchAll(/^\| (P\d(?:-[A-Z])?) \| ([^|]+) \| (\d+) \| (\d+) \|$/gm)].map((m) => ({
    name: m[1]!,
    aliases: m[2]!.split(',').map((a) => a.trim()),
    size: Number(m[3]),
    orientations: Number(m[4]),
  }));
}

/** Squares of a drawing, y up (row 0 of the drawing is the top). */
function squaresOf(drawing: readonly string[]): { squares: Point[]; pivot: Point } {
  const squares: Point[] = [];
  let pivot: Point = { x: -1, y: -1 };
  drawing.forEach((row, r) => {
    [...row].forEach((ch, x) => {
      if (ch === '.') return;
      const p = { x, y: drawing.length - 1 - r };
      squares.push(p);
      if (ch === '@') pivot = p;
    });
  });
  return { squares, pivot };
}

/** docs/rules.md section 3: the square nearest the bounding-box centre; ties: lower row, then left column. */
function pivotByRule(squares: readonly Point[]): Point {
  const xs = squares.map((s) => s.x);
  const ys = squares.map((s) => s.y);
  const cx = (Math.min(...xs) + Math.max(...xs)) / 2;
  const cy = (Math.min(...ys) + Math.max(...ys)) / 2;
  const distance = (s: Point) => (s.x - cx) ** 2 + (s.y - cy) ** 2;
  return [...squares].sort((a, b) => distance(a) - distance(b) || a.y - b.y || a.x - b.x)[0]!;
}

function cells(text: string): Point[] {
  return text.split(',').map((c) => ({ x: c.charCodeAt(0) - 97, y: Number(c.slice(1)) - 1 }));
}

function sorted(points: readonly Point[]): Point[] {
  return [...points].sort((a, b) => a.y - b.y || a.x - b.x);
}

describe('pieces', () => {
  it('21 pieces of 1 to 5 squares, 89 squares in all', () => {
    expect(PIECES).toHaveLength(21);
    const sizes = PIECE_SHAPES.map((s) => s.size);
    expect([1, 2, 3, 4, 5].map((n) => sizes.filter((s) => s === n).length)).toEqual([1, 1, 2, 5, 12]);
    expect(sizes.reduce((a, b) => a + b)).toBe(89);
  });

  it('the drawings and heading aliases are those of docs/rules.md section 3', () => {
    const drawings = rulesDrawings();
    expect([...drawings.keys()]).toEqual(PIECES.map((p) => p.name));
    for (const piece of PIECES) {
      const rules = drawings.get(piece.name)!;
      expect(rules.drawing, piece.name).toEqual([...piece.drawing]);
      expect(piece.aliases, piece.name).toContain(rules.alias);
    }
  });

  it('the table of docs/rules.md section 3 lists every piece with its aliases, size and orientations', () => {
    const table = rulesTable();
    expect(table.map((row) => row.name)).toEqual(PIECES.map((p) => p.name));
    for (const [i, piece] of PIECES.entries()) {
      expect(table[i]!.aliases, piece.name).toEqual([...piece.aliases]);
      expect(table[i]!.size, piece.name).toBe(PIECE_SHAPES[i]!.size);
      expect(table[i]!.orientations, piece.name).toBe(ORIENTATIONS[i]!.length);
    }
  });

  it("each piece's pivot is the square nearest the bounding-box centre (ties: lower row, left column)", () => {
    for (const piece of PIECES) {
      const { squares, pivot } = squaresOf(piece.drawing);
      expect(pivotByRule(squares), piece.name).toEqual(pivot);
    }
  });

  it('the junior set has the 12 types of docs/rules.md, two of each: 24 pieces, 88 squares', () => {
    const junior: readonly number[] = PIECE_SETS.junior;
    const names = PIECES.filter((_, i) => junior[i]! > 0).map((p) => p.name);
    expect(names.sort()).toEqual(
      ['P1', 'P2', 'P3-I', 'P3-V', 'P4-I', 'P4-L', 'P4-O', 'P4-T', 'P4-Z', 'P5-I', 'P5-L', 'P5-P'].sort(),
    );
    expect(junior.reduce((a, b) => a + b)).toBe(24);
    expect(junior.reduce((sum, n, i) => sum + n * PIECE_SHAPES[i]!.size, 0)).toBe(88);
  });
});

describe('orientations', () => {
  it('91 distinct fixed orientations, as many per piece as its symmetry allows', () => {
    expect(ORIENTATIONS.flat()).toHaveLength(91);
    const counts = Object.fromEntries(ORIENTATIONS.map((list, i) => [PIECES[i]!.name, list.length]));
    expect(counts).toEqual({
      P1: 1,
      P2: 2,
      'P3-I': 2,
      'P3-V': 4,
      'P4-I': 2,
      'P4-O': 1,
      'P4-T': 4,
      'P4-L': 8,
      'P4-Z': 4,
      'P5-F': 8,
      'P5-I': 2,
      'P5-L': 8,
      'P5-N': 8,
      'P5-P': 8,
      'P5-T': 4,
      'P5-U': 4,
      'P5-V': 4,
      'P5-W': 4,
      'P5-X': 1,
      'P5-Y': 8,
      'P5-Z': 4,
    });
  });

  it('every transform of every piece is one of its orientations', () => {
    for (const [piece, list] of ORIENTATIONS.entries()) {
      const keys = new Set(list.map((o) => shapeKey(o.squares)));
      for (const t of TRANSFORMS)
        expect(keys.has(shapeKey(normaliseSquares(transformedSquares(piece, t))))).toBe(true);
    }
  });

  it('an orientation is flipped only when no turn alone gives it', () => {
    for (const [piece, list] of ORIENTATIONS.entries()) {
      const turns = new Set(
        TRANSFORMS.filter((t) => !t.flip).map((t) =>
          shapeKey(normaliseSquares(transformedSquares(piece, t))),
        ),
      );
      for (const o of list) expect(o.transform.flip).toBe(!turns.has(shapeKey(o.squares)));
    }
  });
});

describe('placing a piece by pivot and transform (worked by hand)', () => {
  const index = (name: string): PieceIndex => PIECES.findIndex((p) => p.name === name);
  const cases: [string, string, { flip: boolean; rotation: 0 | 90 | 180 | 270 }, string][] = [
    // L upright with its foot to the right; flipped the foot points left; a quarter turn clockwise lays
    // the bar along row 5 with the foot on top of its left end.
    ['P5-L', 'e5', { flip: true, rotation: 90 }, 'd5,e5,f5,g5,d6'],
    ['P5-L', 'e5', { flip: false, rotation: 0 }, 'e4,f4,e5,e6,e7'],
    ['P5-X', 'f10', { flip: false, rotation: 0 }, 'f9,e10,f10,g10,f11'],
    ['P4-T', 'e5', { flip: false, rotation: 0 }, 'e5,d6,e6,f6'],
    // The T's bar turns from the top to the right side.
    ['P4-T', 'e5', { flip: false, rotation: 90 }, 'f4,e5,f5,f6'],
    ['P3-V', 'a1', { flip: false, rotation: 0 }, 'a1,b1,a2'],
    ['P5-N', 'c3', { flip: true, rotation: 0 }, 'c2,b3,c3,b4,b5'],
    // Y: bar upright with a bump on the left; three quarter turns put the bar along row 7, bump below.
    ['P5-Y', 'g7', { flip: false, rotation: 270 }, 'f6,e7,f7,g7,h7'],
    ['P5-V', 'b20', { flip: false, rotation: 180 }, 'c18,c19,a20,b20,c20'],
  ];
  for (const [name, at, transform, expected] of cases) {
    it(`${name} ${at} ${transform.rotation}${transform.flip ? ' flip' : ''} covers ${expected}`, () => {
      expect(sorted(placeSquares(index(name), cells(at)[0]!, transform))).toEqual(cells(expected));
    });
  }

  it('describeMove gives back the cells of every move of both board sizes', () => {
    for (const size of [14, 20]) {
      const layout = layoutFor(size);
      for (let m = 0; m < layout.moveCount; m++) {
        const d = describeMove(layout, m);
        expect(sorted(placeSquares(d.piece, d.pivot, d.transform))).toEqual(moveCells(layout, m));
      }
    }
  });
});
