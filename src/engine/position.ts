import { type Layout, layoutFor } from './layout.ts';
import { PIECE_COUNT, PIECE_SETS, PIECE_SHAPES, type PieceSetId } from './pieces.ts';
import type { Point } from './variants.ts';

/** What a position needs to know about its game: board size, colours' start cells and piece set. */
export interface PositionSetup {
  readonly boardSize: number;
  readonly starts: readonly Point[];
  readonly pieceSet: PieceSetId;
}

/**
 * A mutable board position, built for speed (random playouts, move generation, perft).
 * Colours are numbered 0..n−1 in playing order; callers own the turn order.
 *
 * Representation, per colour c (flat arrays indexed `c * stride + cell` with `stride = cellCount + 1`, the
 * extra slot being the layout's never-forbidden sentinel cell, or `c * moveCount + move`):
 * - `board[cell]` is 0 for empty or 1 + the colour occupying it;
 * - `forbidden` is 1 where c may not place a square: occupied by anyone, or edge-adjacent to c;
 * - `attach` is 1 where a square of c would touch c by a corner (or c's start cell, before its first piece);
 *   an attach cell that later becomes forbidden is dead and ignored;
 * - `candidates` holds, per colour, every move that was legal when one of its attach cells appeared. A move
 *   that becomes illegal never becomes legal again (cells only fill, pieces only get used), so filtering
 *   this list gives exactly the legal moves, and it only needs new entries when c itself places a piece;
 * - `seen` marks, per colour, every move already looked at from some attach cell (kept or found not to fit),
 *   so each move is tested at most once on its way into the list.
 */
export class Position {
  readonly layout: Layout;
  readonly colorCount: number;
  readonly starts: Int16Array;
  readonly board: Uint8Array;
  /** `cellCount + 1`: the per-colour stride of `forbidden` and `attach`. */
  readonly stride: number;
  readonly forbidden: Uint8Array;
  readonly attach: Uint8Array;
  readonly piecesLeft: Uint8Array;
  /** Pieces placed so far per colour. */
  readonly placed: Uint16Array;
  /** The piece index of each colour's latest placement (−1 before its first). */
  readonly lastPiece: Int8Array;
  private readonly seen: Uint8Array;
  private readonly lists: Int32Array[];
  private readonly listLength: Int32Array;

  private constructor(layout: Layout, colorCount: number, source?: Position) {
    this.layout = layout;
    this.colorCount = colorCount;
    this.stride = layout.cellCount + 1;
    const n = this.stride;
    if (source) {
      this.starts = source.starts;
      this.board = source.board.slice();
      this.forbidden = source.forbidden.slice();
      this.attach = source.attach.slice();
      this.piecesLeft = source.piecesLeft.slice();
      this.placed = source.placed.slice();
      this.lastPiece = source.lastPiece.slice();
      this.seen = source.seen.slice();
      this.listLength = source.listLength.slice();
      this.lists = source.lists.map((l) => l.slice());
    } else {
      this.starts = new Int16Array(colorCount);
      this.board = new Uint8Array(layout.cellCount);
      this.forbidden = new Uint8Array(colorCount * n);
      this.attach = new Uint8Array(colorCount * n);
      this.piecesLeft = new Uint8Array(colorCount * PIECE_COUNT);
      this.placed = new Uint16Array(colorCount);
      this.lastPiece = new Int8Array(colorCount).fill(-1);
      this.seen = new Uint8Array(colorCount * layout.moveCount);
      this.listLength = new Int32Array(colorCount);
      this.lists = Array.from({ length: colorCount }, () => new Int32Array(256));
    }
  }

  /** The empty position of a game: every colour holds its full piece set and may start on its start cell. */
  static initial(setup: PositionSetup): Position {
    const layout = layoutFor(setup.boardSize);
    const position = new Position(layout, setup.starts.length);
    const counts = PIECE_SETS[setup.pieceSet];
    setup.starts.forEach((start, c) => {
      const cell = start.y * layout.size + start.x;
      position.starts[c] = cell;
      counts.forEach((count, piece) => {
        position.piecesLeft[c * PIECE_COUNT + piece] = count;
      });
      position.attach[c * position.stride + cell] = 1;
      position.addCandidatesAt(c, cell);
    });
    return position;
  }

  /** An independent copy. */
  clone(): Position {
    return new Position(this.layout, this.colorCount, this);
  }

  /**
   * The legal moves of colour c, written into `out` (which must hold `layout.moveCount` entries, or use the
   * returned array); returns how many. Also drops illegal candidates for good.
   */
  legalMoves(c: number, out?: Int32Array): Int32Array {
    const count = this.compact(c);
    const list = this.lists[c]!;
    if (out) {
      out.set(list.subarray(0, count));
      return out.subarray(0, count);
    }
    return list.slice(0, count);
  }

  /** How many legal moves colour c has. */
  legalMoveCount(c: number): number {
    return this.compact(c);
  }

  /** The legal moves of c as a read-only view (valid until the position changes). */
  legalMovesView(c: number): Int32Array {
    const count = this.compact(c);
    return this.lists[c]!.subarray(0, count);
  }

  /**
   * The legal moves of colour c computed from scratch, from its live attach cells (or its start cell),
   * without the incremental candidate lists: the reference the incremental lists are tested against.
   */
  generateLegalMoves(c: number): Int32Array {
    const { atStart, atList, moveCount } = this.layout;
    const seen = new Uint8Array(moveCount);
    const result: number[] = [];
    const cells = this.placed[c] === 0 ? [this.starts[c]!] : this.openCorners(c);
    for (const cell of cells) {
      if (this.forbidden[c * this.stride + cell] !== 0) continue;
      for (let piece = 0; piece < PIECE_COUNT; piece++) {
        if (this.piecesLeft[c * PIECE_COUNT + piece] === 0) continue;
        const k = (cell * PIECE_COUNT + piece) << 4;
        for (let i = atStart[k]!, end = atStart[k + 16]!; i < end; i++) {
          const m = atList[i]!;
          if (seen[m] === 1) continue;
          seen[m] = 1;
          if (this.fits(c, m)) result.push(m);
        }
      }
    }
    return Int32Array.from(result).sort();
  }

  /** Whether move m is legal for colour c now (it must be in c's candidates and still fit). */
  isLegal(c: number, m: number): boolean {
    return this.seen[c * this.layout.moveCount + m] === 1 && this.fits(c, m);
  }

  /** Places move m for colour c. The caller has checked that it is legal. */
  play(c: number, m: number): void {
    const { layout } = this;
    const n = this.stride;
    const { moveCells, moveSize } = layout;
    const base = m * 5;
    const size = moveSize[m]!;
    for (let i = 0; i < size; i++) {
      const cell = moveCells[base + i]!;
      this.board[cell] = c + 1;
      for (let k = 0; k < this.colorCount; k++) this.forbidden[k * n + cell] = 1;
    }
    const cn = c * n;
    for (let i = layout.edgeStart[m]!, end = layout.edgeStart[m + 1]!; i < end; i++) {
      this.forbidden[cn + layout.edgeList[i]!] = 1;
    }
    const piece = layout.movePiece[m]!;
    this.piecesLeft[c * PIECE_COUNT + piece]!--;
    this.placed[c]!++;
    this.lastPiece[c] = piece;
    for (let i = layout.cornerStart[m]!, end = layout.cornerStart[m + 1]!; i < end; i++) {
      const cell = layout.cornerList[i]!;
      if (this.forbidden[cn + cell] === 0 && this.attach[cn + cell] === 0) {
        this.attach[cn + cell] = 1;
        this.addCandidatesAt(c, cell);
      }
    }
  }

  /** Squares colour c has not placed yet. */
  squaresLeft(c: number): number {
    let total = 0;
    for (let p = 0; p < PIECE_COUNT; p++)
      total += this.piecesLeft[c * PIECE_COUNT + p]! * PIECE_SHAPES[p]!.size;
    return total;
  }

  /** The cells where colour c could attach its next piece (live attach cells). */
  openCorners(c: number): number[] {
    const n = this.stride;
    const result: number[] = [];
    for (let cell = 0; cell < this.layout.cellCount; cell++) {
      if (this.attach[c * n + cell] === 1 && this.forbidden[c * n + cell] === 0) result.push(cell);
    }
    return result;
  }

  private fits(c: number, m: number): boolean {
    const { moveCells, movePiece } = this.layout;
    if (this.piecesLeft[c * PIECE_COUNT + movePiece[m]!] === 0) return false;
    const f = this.forbidden;
    const cn = c * this.stride;
    const b = m * 5;
    return (
      (f[cn + moveCells[b]!]! |
        f[cn + moveCells[b + 1]!]! |
        f[cn + moveCells[b + 2]!]! |
        f[cn + moveCells[b + 3]!]! |
        f[cn + moveCells[b + 4]!]!) ===
      0
    );
  }

  private compact(c: number): number {
    const list = this.lists[c]!;
    const length = this.listLength[c]!;
    const { moveCells, movePiece } = this.layout;
    const f = this.forbidden;
    const left = this.piecesLeft;
    const cn = c * this.stride;
    const pn = c * PIECE_COUNT;
    let kept = 0;
    for (let i = 0; i < length; i++) {
      const m = list[i]!;
      const b = m * 5;
      if (
        left[pn + movePiece[m]!] !== 0 &&
        (f[cn + moveCells[b]!]! |
          f[cn + moveCells[b + 1]!]! |
          f[cn + moveCells[b + 2]!]! |
          f[cn + moveCells[b + 3]!]! |
          f[cn + moveCells[b + 4]!]!) ===
          0
      ) {
        list[kept++] = m;
      }
    }
    this.listLength[c] = kept;
    return kept;
  }

  /**
   * Adds the moves through a new attach cell. `seen` marks every move looked at, kept or not: one that
   * does not fit now never will, so no later attach cell needs to look at it again.
   */
  private addCandidatesAt(c: number, cell: number): void {
    const { atStart, atList, moveCount, moveCells, size } = this.layout;
    const seen = this.seen;
    const flags = c * moveCount;
    const cn = c * this.stride;
    const cx = cell % size;
    const cy = (cell - cx) / size;
    // Mask of the edge neighbours of `cell` (BUCKET_STEPS order) that this colour may still cover.
    const f = this.forbidden;
    let free = 0;
    if (cx + 1 < size && f[cn + cell + 1] === 0) free |= 1;
    if (cx > 0 && f[cn + cell - 1] === 0) free |= 2;
    if (cy + 1 < size && f[cn + cell + size] === 0) free |= 4;
    if (cy > 0 && f[cn + cell - size] === 0) free |= 8;
    for (let piece = 0; piece < PIECE_COUNT; piece++) {
      if (this.piecesLeft[c * PIECE_COUNT + piece] === 0) continue;
      const k = (cell * PIECE_COUNT + piece) << 4;
      // Every submask of `free`, down to 0.
      for (let mask = free; ; mask = (mask - 1) & free) {
        for (let i = atStart[k + mask]!, end = atStart[k + mask + 1]!; i < end; i++) {
          const m = atList[i]!;
          if (seen[flags + m] !== 0) continue;
          seen[flags + m] = 1;
          const b = m * 5;
          if (
            (f[cn + moveCells[b]!]! |
              f[cn + moveCells[b + 1]!]! |
              f[cn + moveCells[b + 2]!]! |
              f[cn + moveCells[b + 3]!]! |
              f[cn + moveCells[b + 4]!]!) ===
            0
          ) {
            this.push(c, m);
          }
        }
        if (mask === 0) break;
      }
    }
  }

  private push(c: number, m: number): void {
    let list = this.lists[c]!;
    const length = this.listLength[c]!;
    if (length === list.length) {
      const grown = new Int32Array(list.length * 2);
      grown.set(list);
      this.lists[c] = grown;
      list = grown;
    }
    list[length] = m;
    this.listLength[c] = length + 1;
  }
}
