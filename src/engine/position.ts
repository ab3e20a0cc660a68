import { type BoardId, MAX_EDGE_STEPS, type Point } from './geometry.ts';
import { BUCKET_BITS, type Layout } from './layout.ts';
import { layoutFor } from './layout-build.ts';
import { PIECE_SETS, type PieceSetId } from './pieces.ts';
import { SPENT } from './windows.ts';

/** What a position needs to know about its game: board, colours' start cells and piece set. */
export interface PositionSetup {
  /** The side of a square board; ignored when `board` is given. */
  readonly boardSize: number;
  /** The board, when it is not a square one (`trigon-9`). */
  readonly board?: BoardId;
  /** Per colour, in playing order: its start cell, or the cells one of which its first piece must cover. */
  readonly starts: readonly (Point | readonly Point[])[];
  readonly pieceSet: PieceSetId;
}

/**
 * A mutable board position, built for speed (random playouts, move generation, perft).
 * Colours are numbered 0..n−1 in playing order; callers own the turn order.
 *
 * Representation, per colour c (flat arrays indexed `c * cellCount + cell` or `c * pieceCount + piece`):
 * - `board[cell]` is 0 for empty or 1 + the colour occupying it;
 * - `words` holds three tables in one array, so that the hot loops check one typed array where they would
 *   check three (V8 checks a typed array's map and bounds again on every access):
 *   - the windows, `words[c * area + window]`: per 5 × 5 window of the board (see `WindowTables`), which of
 *     its cells c may not cover (occupied by anyone, edge-adjacent to c, or off the board); bit 0 of a cell's
 *     own window is the cell;
 *   - the shape masks, `words[maskBase + c * shapeCount + shape]`: each shape's window mask, plus `SPENT`
 *     once c has no copy of its piece left, so that window & mask is 0 exactly when c may play that shape
 *     with that window as origin;
 *   - the seen bits, `words[seenBase + c * seenWords + (m >> 5)]` bit `m & 31`: every move c has already
 *     looked at from some attach cell (kept or found not to fit), so each move is tested at most once on its
 *     way into the list;
 * - `attach` is 1 where a square of c would touch c by a corner (or c's start cells, before its first piece);
 *   an attach cell that later becomes forbidden is dead and ignored;
 * - `lists[c]` holds, as entries (`origin | shape << 10`), every move that was legal when one of c's attach
 *   cells appeared. A move that becomes illegal never becomes legal again (cells only fill, pieces only get
 *   used), so filtering this list in place, in order, gives exactly the legal moves, and it only needs new
 *   entries when c itself places a piece.
 */
export class Position {
  readonly layout: Layout;
  readonly colorCount: number;
  /** Each colour's first start cell (its only one on square boards). */
  readonly starts: Int16Array;
  /** Per colour, the cells of which its first piece must cover one. */
  readonly startSets: readonly (readonly number[])[];
  readonly board: Uint8Array;
  readonly attach: Uint8Array;
  readonly piecesLeft: Uint8Array;
  /** Pieces placed so far per colour. */
  readonly placed: Uint16Array;
  /** The piece index of each colour's latest placement (−1 before its first). */
  readonly lastPiece: Int8Array;
  private readonly buffer: ArrayBuffer;
  private readonly words: Int32Array;
  /** Where the shape masks and the seen bits start in `words`. */
  private readonly maskBase: number;
  private readonly seenBase: number;
  /** Words of seen bits per colour. */
  private readonly seenWords: number;
  private readonly lists: Int32Array[];
  private readonly listLength: Int32Array;
  /** Per colour, scratch space for `legalMovesView` (allocated when first needed). */
  private readonly views: (Int32Array | undefined)[];

  private constructor(
    layout: Layout,
    colorCount: number,
    startSets: readonly (readonly number[])[],
    source?: Position,
  ) {
    this.layout = layout;
    this.colorCount = colorCount;
    this.startSets = startSets;
    this.views = new Array<Int32Array | undefined>(colorCount);
    this.seenWords = (layout.moveCount + 31) >> 5;
    const n = colorCount;
    const { area, initial, shapeCount, shapeMask } = layout.windows;
    // Every array but grown candidate lists lives in one buffer, widest elements first (alignment): one
    // allocation per position instead of a dozen, and a clone copies it in one go.
    const int32s = n * (area + shapeCount + this.seenWords + 1 + INITIAL_CAPACITY);
    const bytes = 4 * int32s + 4 * n + n * (layout.cellCount + layout.pieceCount + 1) + layout.cellCount;
    this.buffer = source ? source.buffer.slice(0) : new ArrayBuffer(bytes);
    let offset = 0;
    const carve = <A>(kind: ArrayKind<A>, length: number): A => {
      const array = new kind(this.buffer, offset, length);
      offset += length * kind.BYTES_PER_ELEMENT;
      return array;
    };
    this.maskBase = n * area;
    this.seenBase = n * (area + shapeCount);
    this.words = carve(Int32Array, n * (area + shapeCount + this.seenWords));
    this.listLength = carve(Int32Array, n);
    this.lists = Array.from({ length: n }, (_, c) => {
      const own = carve(Int32Array, INITIAL_CAPACITY);
      const from = source?.lists[c];
      return from === undefined || from.buffer === source?.buffer ? own : from.slice();
    });
    this.starts = carve(Int16Array, n);
    this.placed = carve(Uint16Array, n);
    this.board = carve(Uint8Array, layout.cellCount);
    this.attach = carve(Uint8Array, n * layout.cellCount);
    this.piecesLeft = carve(Uint8Array, n * layout.pieceCount);
    this.lastPiece = carve(Int8Array, n);
    if (!source) {
      for (let c = 0; c < n; c++) {
        this.words.set(initial, c * area);
        this.words.set(shapeMask, this.maskBase + c * shapeCount);
      }
      this.lastPiece.fill(-1);
    }
  }

  /** The empty position of a game: every colour holds its full piece set and may start on its start cell. */
  static initial(setup: PositionSetup): Position {
    const layout = layoutFor(setup.board ?? setup.boardSize);
    const startSets = setup.starts.map((s) =>
      ('x' in s ? [s] : s).map((start) => start.y * layout.size + start.x),
    );
    const position = new Position(layout, startSets.length, startSets);
    const counts = PIECE_SETS[setup.pieceSet];
    if (counts.length !== layout.pieceCount)
      throw new Error(`piece set ${setup.pieceSet} is not for this board`);
    startSets.forEach((cells, c) => {
      position.starts[c] = cells[0]!;
      counts.forEach((count, piece) => {
        position.piecesLeft[c * layout.pieceCount + piece] = count;
        if (count === 0) position.spend(c, piece);
      });
      for (const cell of cells) {
        position.attach[c * layout.cellCount + cell] = 1;
        position.addCandidatesAt(c, cell);
      }
    });
    return position;
  }

  /** An independent copy. */
  clone(): Position {
    return new Position(this.layout, this.colorCount, this.startSets, this);
  }

  /** Makes this position equal to `source`, one of the same game (e.g. a clone), without allocating. */
  copyFrom(source: Position): void {
    if (source.layout !== this.layout) throw new Error('copyFrom needs a position of the same layout');
    new Uint8Array(this.buffer).set(new Uint8Array(source.buffer));
    for (let c = 0; c < this.colorCount; c++) {
      const from = source.lists[c]!;
      if (from.buffer === source.buffer && this.lists[c]!.buffer === this.buffer) continue;
      const length = source.listLength[c]!;
      while (this.lists[c]!.length < length) this.grow(c);
      this.lists[c]!.set(from.subarray(0, length));
    }
  }

  /**
   * The legal moves of colour c, written into `out` (which must hold `layout.moveCount` entries, or use the
   * returned array); returns how many. Also drops illegal candidates for good.
   */
  legalMoves(c: number, out?: Int32Array): Int32Array {
    const view = this.legalMovesView(c);
    if (!out) return view.slice();
    out.set(view);
    return out.subarray(0, view.length);
  }

  /** How many legal moves colour c has; `legalMoveAt` then gives them in the order of `legalMovesView`. */
  legalMoveCount(c: number): number {
    return this.compact(c);
  }

  /** The k-th legal move of c (0 ≤ k < `legalMoveCount(c)`, called since the position last changed). */
  legalMoveAt(c: number, k: number): number {
    return this.layout.windows.moveAt[this.lists[c]![k]!]!;
  }

  /** c's candidates as entries (`windows.moveAt` gives moves): the first `legalMoveCount(c)` are legal (read only). */
  legalEntries(c: number): Int32Array {
    return this.lists[c]!;
  }

  /** The legal moves of c as a read-only view (valid until the position changes). */
  legalMovesView(c: number): Int32Array {
    const count = this.compact(c);
    const list = this.lists[c]!;
    let view = this.views[c];
    if (!view || view.length < count) {
      view = new Int32Array(list.length);
      this.views[c] = view;
    }
    const { moveAt } = this.layout.windows;
    for (let i = 0; i < count; i++) view[i] = moveAt[list[i]!]!;
    return view.subarray(0, count);
  }

  /**
   * The legal moves of colour c computed from scratch, from its live attach cells (or its start cell),
   * without the incremental candidate lists: the reference the incremental lists are tested against.
   */
  generateLegalMoves(c: number): Int32Array {
    const { atStart, atList, moveCount, pieceCount } = this.layout;
    const { area, shapeCount, moveEntry } = this.layout.windows;
    const w = this.words;
    const cw = c * area;
    const cs = this.maskBase + c * shapeCount;
    const seen = new Uint8Array(moveCount);
    const result: number[] = [];
    const cells = this.placed[c] === 0 ? this.startSets[c]! : this.openCorners(c);
    for (const cell of cells) {
      if (this.isForbidden(c, cell)) continue;
      for (let piece = 0; piece < pieceCount; piece++) {
        if (this.piecesLeft[c * pieceCount + piece] === 0) continue;
        const k = (cell * pieceCount + piece) << BUCKET_BITS;
        for (let i = atStart[k]!, end = atStart[k + (1 << BUCKET_BITS)]!; i < end; i++) {
          const m = atList[i]!;
          if (seen[m] === 1) continue;
          seen[m] = 1;
          const entry = moveEntry[m]!;
          if ((w[cw + (entry & 1023)]! & w[cs + (entry >>> 10)]!) === 0) result.push(m);
        }
      }
    }
    return Int32Array.from(result).sort();
  }

  /** Whether move m is legal for colour c now (it must be in c's candidates and still fit). */
  isLegal(c: number, m: number): boolean {
    const word = this.words[this.seenBase + c * this.seenWords + (m >> 5)]!;
    return (word & (1 << (m & 31))) !== 0 && this.fits(c, m);
  }

  /**
   * Places move m for colour c. The caller has checked that it is legal. A colour's first piece ends its
   * start: the candidates found from its start cells are dropped (with where they were seen), so that
   * its list again holds only moves through corners of its own pieces.
   */
  play(c: number, m: number): void {
    const { layout } = this;
    const { moveCells, moveSize, cellCount, pieceCount, stride } = layout;
    const { area, padCell, moveEntry } = layout.windows;
    if (this.placed[c] === 0) this.leaveStart(c);
    const base = m * stride;
    const size = moveSize[m]!;
    for (let i = 0; i < size; i++) this.board[moveCells[base + i]!] = c + 1;
    const entry = moveEntry[m]!;
    const origin = entry & 1023;
    const shape = entry >>> 10;
    for (let k = 0; k < this.colorCount; k++) this.mark(k * area + origin, shape, k === c);
    const piece = layout.movePiece[m]!;
    if (--this.piecesLeft[c * pieceCount + piece]! === 0) this.spend(c, piece);
    this.placed[c]!++;
    this.lastPiece[c] = piece;
    const w = this.words;
    const cw = c * area;
    const cn = c * cellCount;
    for (let i = layout.cornerStart[m]!, end = layout.cornerStart[m + 1]!; i < end; i++) {
      const cell = layout.cornerList[i]!;
      if ((w[cw + padCell[cell]!]! & 1) === 0 && this.attach[cn + cell] === 0) {
        this.attach[cn + cell] = 1;
        this.addCandidatesAt(c, cell);
      }
    }
  }

  /** Squares (cells) colour c has not placed yet. */
  squaresLeft(c: number): number {
    const { pieceCount, pieceSizes } = this.layout;
    let total = 0;
    for (let p = 0; p < pieceCount; p++) total += this.piecesLeft[c * pieceCount + p]! * pieceSizes[p]!;
    return total;
  }

  /** Forgets c's start: its start cells as attach cells, its candidates and which moves it has seen. */
  private leaveStart(c: number): void {
    const cn = c * this.layout.cellCount;
    for (const cell of this.startSets[c]!) this.attach[cn + cell] = 0;
    this.listLength[c] = 0;
    const flags = this.seenBase + c * this.seenWords;
    this.words.fill(0, flags, flags + this.seenWords);
  }

  /** The cells where colour c could attach its next piece (live attach cells). */
  openCorners(c: number): number[] {
    const { cellCount } = this.layout;
    const result: number[] = [];
    for (let cell = 0; cell < cellCount; cell++) {
      if (this.attach[c * cellCount + cell] === 1 && !this.isForbidden(c, cell)) result.push(cell);
    }
    return result;
  }

  private isForbidden(c: number, cell: number): boolean {
    const { area, padCell } = this.layout.windows;
    return (this.words[c * area + padCell[cell]!]! & 1) !== 0;
  }

  private fits(c: number, m: number): boolean {
    const { area, shapeCount, moveEntry } = this.layout.windows;
    const entry = moveEntry[m]!;
    const w = this.words;
    return (w[c * area + (entry & 1023)]! & w[this.maskBase + c * shapeCount + (entry >>> 10)]!) === 0;
  }

  /** Rules out every shape of a piece colour c has no copy left of. */
  private spend(c: number, piece: number): void {
    const { shapeCount, pieceShapes } = this.layout.windows;
    for (let s = pieceShapes[piece]!, end = pieceShapes[piece + 1]!; s < end; s++) {
      this.words[this.maskBase + c * shapeCount + s]! |= SPENT;
    }
  }

  /**
   * Marks a placed shape in one colour's windows (`at`: that colour's offset plus the shape's origin): its
   * cells, and with `edges` (the colour that placed it) their edge neighbours too.
   */
  private mark(at: number, shape: number, edges: boolean): void {
    const { coverStart, coverDelta, coverBits, blockStart, blockDelta, blockBits } = this.layout.windows;
    const w = this.words;
    const start = edges ? blockStart : coverStart;
    const delta = edges ? blockDelta : coverDelta;
    const bits = edges ? blockBits : coverBits;
    for (let i = start[shape]!, end = start[shape + 1]!; i < end; i++) w[at + delta[i]!]! |= bits[i]!;
  }

  /** Filters c's candidate list down to the legal moves, keeping their order; returns how many. */
  private compact(c: number): number {
    const list = this.lists[c]!;
    const length = this.listLength[c]!;
    const w = this.words;
    const cw = c * this.layout.windows.area;
    const cs = this.maskBase + c * this.layout.windows.shapeCount;
    let kept = 0;
    for (let i = 0; i < length; i++) {
      const entry = list[i]!;
      if ((w[cw + (entry & 1023)]! & w[cs + (entry >>> 10)]!) === 0) list[kept++] = entry;
    }
    this.listLength[c] = kept;
    return kept;
  }

  /**
   * Adds the moves through a new attach cell. `seen` marks every move looked at, kept or not: one that
   * does not fit now never will, so no later attach cell needs to look at it again.
   */
  private addCandidatesAt(c: number, cell: number): void {
    const { atStart, atList, pieceCount } = this.layout;
    const { area, edgeWindow, atEntry, shapeCount } = this.layout.windows;
    const w = this.words;
    const flags = this.seenBase + c * this.seenWords;
    const cw = c * area;
    const cs = this.maskBase + c * shapeCount;
    // Mask of the edge neighbours of `cell` (the geometry's order) that this colour may still cover; cells
    // off the board, and the missing fourth neighbour of a triangle, are forbidden in the windows.
    const e = cell * MAX_EDGE_STEPS;
    let free = 0;
    for (let k = 0; k < MAX_EDGE_STEPS; k++) if ((w[cw + edgeWindow[e + k]!]! & 1) === 0) free |= 1 << k;
    let list = this.lists[c]!;
    let length = this.listLength[c]!;
    for (let piece = 0; piece < pieceCount; piece++) {
      if (this.piecesLeft[c * pieceCount + piece] === 0) continue;
      const k = (cell * pieceCount + piece) << BUCKET_BITS;
      // Every submask of `free`, down to 0.
      for (let mask = free; ; mask = (mask - 1) & free) {
        for (let i = atStart[k + mask]!, end = atStart[k + mask + 1]!; i < end; i++) {
          const m = atList[i]!;
          const word = flags + (m >> 5);
          const bit = 1 << (m & 31);
          if ((w[word]! & bit) !== 0) continue;
          w[word]! |= bit;
          const entry = atEntry[i]!;
          if ((w[cw + (entry & 1023)]! & w[cs + (entry >>> 10)]!) !== 0) continue;
          if (length === list.length) list = this.grow(c);
          list[length++] = entry;
        }
        if (mask === 0) break;
      }
    }
    this.listLength[c] = length;
  }

  /** Doubles the capacity of c's candidate list; returns the new list. */
  private grow(c: number): Int32Array {
    const list = new Int32Array(this.lists[c]!.length * 2);
    list.set(this.lists[c]!);
    this.lists[c] = list;
    return list;
  }
}

/** A typed array constructor, for carving views out of the position's buffer. */
interface ArrayKind<A> {
  new (buffer: ArrayBuffer, byteOffset: number, length: number): A;
  readonly BYTES_PER_ELEMENT: number;
}

/** Candidate-list capacity a colour starts with (it grows by doubling). */
const INITIAL_CAPACITY = 1024;
