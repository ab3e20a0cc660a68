import { describe, expect, it } from 'vitest';
import {
  describeMove,
  geometryOf,
  layoutFor,
  newGame,
  Position,
  seededRandom,
  TRIGON_PIECES,
} from '../../src/engine/index.ts';
import { trigonMove, trigonPoint } from './trigon-support.ts';

/**
 * The Trigon boards against docs/trigon.md sections 1–4, and the fast legal moves against a brute-force reading of
 * the rules (section 5) that shares nothing with the engine but the layout's list of cells per move.
 */

/** docs/trigon.md section 1 read directly: on the board, ▲ or ▼, and the 3 edge and 9 corner neighbours. */
function rulesBoard(n: number) {
  const width = 4 * n - 1;
  const onBoard = (x: number, r: number) => {
    if (r < 1 || r > 2 * n) return false;
    const d = Math.min(r - 1, 2 * n - r);
    return x >= n - 1 - d && x <= 3 * n - 1 + d;
  };
  const up = (x: number, r: number) => (n % 2 === 1 ? (x + r) % 2 === 0 : (x + r) % 2 === 1);
  const edges = (x: number, r: number) => [
    [x - 1, r],
    [x + 1, r],
    [x, up(x, r) ? r - 1 : r + 1],
  ];
  const corners = (x: number, r: number) => {
    const above = up(x, r) ? r + 1 : r - 1;
    const below = up(x, r) ? r - 1 : r + 1;
    return [
      [x - 2, r],
      [x + 2, r],
      [x - 1, above],
      [x, above],
      [x + 1, above],
      [x - 2, below],
      [x - 1, below],
      [x + 1, below],
      [x + 2, below],
    ];
  };
  return { width, onBoard, up, edges, corners };
}

function bruteForceLegal(position: Position, color: number, n: number, starts: readonly number[]): number[] {
  const { layout, board } = position;
  const rules = rulesBoard(n);
  const own = (x: number, r: number) => rules.onBoard(x, r) && board[(r - 1) * rules.width + x] === color + 1;
  // What the rules say of a cell (read once per call): 1 = no piece may cover it (off the board, taken,
  // or sharing an edge with the colour), 2 = free and touching the colour by a corner, 3 = free otherwise.
  const verdicts = new Uint8Array(board.length + layout.stride);
  const verdict = (cell: number): number => {
    if (verdicts[cell]) return verdicts[cell]!;
    const x = cell % rules.width;
    const r = Math.floor(cell / rules.width) + 1;
    let v = 3;
    if (!rules.onBoard(x, r) || board[cell] !== 0) v = 1;
    else if (rules.edges(x, r).some(([ex, er]) => own(ex!, er!))) v = 1;
    else if (rules.corners(x, r).some(([cx, cr]) => own(cx!, cr!))) v = 2;
    verdicts[cell] = v;
    return v;
  };
  const legal: number[] = [];
  for (let m = 0; m < layout.moveCount; m++) {
    if (position.piecesLeft[color * layout.pieceCount + layout.movePiece[m]!] === 0) continue;
    const cells = layout.moveCells.subarray(m * layout.stride, m * layout.stride + layout.moveSize[m]!);
    let ok = true;
    let corner = false;
    for (const cell of cells) {
      const v = verdict(cell);
      if (v === 1) ok = false;
      if (v === 2) corner = true;
    }
    const first = position.placed[color] === 0;
    if (ok && (first ? cells.some((c) => starts.includes(c)) : corner)) legal.push(m);
  }
  return legal;
}

describe('Trigon boards', () => {
  it('have the cells, kinds and neighbours of docs/trigon.md section 1', () => {
    for (const n of [9, 8]) {
      const g = geometryOf(`trigon-${n}`);
      const rules = rulesBoard(n);
      let cells = 0;
      for (let y = 0; y < g.height; y++) {
        for (let x = 0; x < g.width; x++) {
          expect(g.isOnBoard(x, y)).toBe(rules.onBoard(x, y + 1));
          if (!g.isOnBoard(x, y)) continue;
          cells++;
          expect(g.kind(x, y) === 0).toBe(rules.up(x, y + 1));
          const steps = (list: readonly (readonly [number, number])[]) =>
            list.map(([dx, dy]) => `${x + dx},${y + dy + 1}`).sort();
          expect(steps(g.edgeSteps(x, y))).toEqual(
            rules
              .edges(x, y + 1)
              .map(([a, b]) => `${a},${b}`)
              .sort(),
          );
          expect(steps(g.cornerSteps(x, y))).toEqual(
            rules
              .corners(x, y + 1)
              .map(([a, b]) => `${a},${b}`)
              .sort(),
          );
        }
      }
      expect(cells).toBe(n === 9 ? 486 : 384);
    }
    const g = geometryOf('trigon-9');
    const kind = (name: string) => (g.kind(trigonPoint(name).x, trigonPoint(name).y) === 0 ? '▲' : '▼');
    expect(['i18', 'a10', 'a9', 'i1', 'r15', 'j12', 'z12', 'j7', 'z7', 'r4'].map(kind).join('')).toBe(
      '▲▲▼▼▲▼▼▲▲▼',
    );
  });

  it('have 32,131 and 24,859 placements and 155 fixed orientations (Pentobi)', () => {
    expect(layoutFor('trigon-9').moveCount).toBe(32131);
    expect(layoutFor('trigon-8').moveCount).toBe(24859);
    const { windows } = layoutFor('trigon-9');
    expect(windows.shapeCount).toBe(155);
    const perPiece = TRIGON_PIECES.map((_, p) => windows.pieceShapes[p + 1]! - windows.pieceShapes[p]!);
    expect(Object.fromEntries(TRIGON_PIECES.map((p, i) => [p.name, perPiece[i]]))).toEqual({
      ...{ I6: 6, L6: 12, V: 6, S: 6, P6: 12, F: 12, W: 6, A6: 6, G: 12, Y: 12, X: 3, O: 1 },
      ...{ I5: 6, L5: 12, C5: 6, P5: 12, I4: 6, C4: 6, A4: 2, I3: 6, 2: 3, 1: 2 },
    });
  });

  it('place pieces by the pivot, the turn and the direction rule (docs/trigon.md section 4)', () => {
    const g = geometryOf('trigon-9');
    const O = TRIGON_PIECES.findIndex((p) => p.name === 'O');
    const V = TRIGON_PIECES.findIndex((p) => p.name === 'V');
    const at = (name: string) => trigonPoint(name);
    const names = (points: { x: number; y: number }[] | null) =>
      points?.map((p) => `${p.x},${p.y}`).sort() ?? null;
    const cells = (list: string) => list.split(',').map((c) => at(c));
    // `O k8 rot120` covers the hexagon k7,l7,m7,k8,l8,m8 (transform 2 is rot120).
    expect(names(g.place(O, 2, at('k8').x, at('k8').y))).toEqual(names(cells('k7,l7,m7,k8,l8,m8')));
    // V's pivot is ▲ with rot0: s13 is ▼, so rot0 does not exist there and rot60 does.
    expect(g.place(V, 0, at('s13').x, at('s13').y)).toBeNull();
    expect(g.place(V, 1, at('s13').x, at('s13').y)).not.toBeNull();
    // Every placement's cells have the kinds the transform formula gives (each cell ▲/▼ as the board says).
    for (let p = 0; p < TRIGON_PIECES.length; p++) {
      for (let t = 0; t < 12; t++) {
        const placed = g.place(p, t, 17, 8) ?? g.place(p, t, 18, 8)!;
        expect(new Set(placed.map((q) => `${q.x},${q.y}`)).size).toBe(TRIGON_PIECES[p]!.cells.length);
      }
    }
  });

  it('describe moves by their canonical word (docs/trigon.md section 8 example)', () => {
    const layout = layoutFor('trigon-9');
    const shown = [
      ['r12,r13,s13,r14,s14,r15', 'V', 's14', 240, false],
      ['r4,q5,r5,q6,r6,r7', 'V', 'q5', 60, false],
      ['j7,k7,l7,m7,m8,n8', 'V', 'm7', 300, false],
      ['v11,w11,w12,x12,y12,z12', 'V', 'w12', 120, false],
      ['n9,o9,o10,p10,p11,q11', 'I6', 'o10', 0, false],
      ['j6,k6,l6,m6,n6,o6', 'I6', 'l6', 60, false],
    ] as const;
    for (const [cells, piece, pivot, rotation, flip] of shown) {
      const d = describeMove(layout, trigonMove(layout, cells));
      expect([TRIGON_PIECES[d.piece]!.name, d.pivot, d.transform]).toEqual([
        piece,
        trigonPoint(pivot),
        { rotation, flip },
      ]);
    }
  });
});

describe('Trigon legal moves = a direct reading of the rules', () => {
  for (const variant of ['trigon', 'trigon-3'] as const) {
    it(`along random ${variant} playouts`, () => {
      for (const seed of [variant === 'trigon' ? 1 : 2]) {
        const game = newGame(variant);
        const n = variant === 'trigon' ? 9 : 8;
        const position = Position.initial({
          boardSize: game.variant.boardSize,
          board: game.variant.board,
          starts: game.startSets,
          pieceSet: game.variant.pieceSet,
        });
        const starts = game.startSets[0]!.map((p) => p.y * position.layout.size + p.x);
        const colors = game.variant.colors.length;
        const random = seededRandom(seed);
        let idle = 0;
        for (let turn = 0; idle < colors; turn = (turn + 1) % colors) {
          const legal = [...position.legalMoves(turn)].sort((a, b) => a - b);
          expect(legal).toEqual(bruteForceLegal(position, turn, n, starts));
          expect([...position.generateLegalMoves(turn)]).toEqual(legal);
          if (legal.length === 0) {
            idle++;
            continue;
          }
          idle = 0;
          position.play(turn, legal[Math.floor(random() * legal.length)]!);
        }
      }
    });
  }
});
