import type {
  Color,
  PieceIndex,
  PieceName,
  PieceSetId,
  PlacementError,
  Point,
  ResignError,
} from '../engine/index.ts';

/**
 * Every mistake a parser of this layer can report, as data: each kind carries the offending input and
 * what would have been valid, and no sentence: src/describe/rule-errors.ts turns them into sentences in
 * the reader's language. The unions are split by parser so each parser's return type says which kinds it can give.
 */

/** A cell name that is malformed or off the board. `range` is the valid range, e.g. `a1–t20`. */
export type CellError =
  | { readonly kind: 'bad-cell'; readonly text: string; readonly range: string }
  | { readonly kind: 'cell-off-board'; readonly text: string; readonly range: string }
  /** A cell beside a row of the Trigon hexagon: the row's first and last cells. */
  | {
      readonly kind: 'cell-off-row';
      readonly text: string;
      readonly row: number;
      readonly from: Point;
      readonly to: Point;
    };

/** A piece name that names no piece, or a piece the variant's set does not have. */
export type PieceNameError =
  | {
      readonly kind: 'unknown-piece';
      readonly text: string;
      /** The closest valid name, when one is close enough to be a likely typo. */
      readonly suggestion: PieceName | null;
      readonly valid: readonly PieceName[];
    }
  | {
      readonly kind: 'piece-not-in-set';
      readonly piece: PieceIndex;
      readonly pieceSet: PieceSetId;
      readonly valid: readonly PieceName[];
    };

/** An orientation word that is not one, or words that contradict each other (`rot90 rot180`). */
export type OrientationError =
  | { readonly kind: 'unknown-orientation'; readonly text: string; readonly valid: readonly string[] }
  | { readonly kind: 'conflicting-orientation'; readonly words: readonly string[] };

/** A cell list that is not one piece. */
export type CellListError =
  | CellError
  | { readonly kind: 'empty' }
  | { readonly kind: 'duplicate-cell'; readonly cell: Point }
  | { readonly kind: 'too-many-cells'; readonly count: number; readonly max: number }
  | { readonly kind: 'not-a-piece'; readonly squares: readonly Point[] }
  | { readonly kind: 'mixed-forms'; readonly text: string };

/** A `/place` input that is not a move (either form of docs/rules.md section 8). */
export type MoveError =
  | CellListError
  | PieceNameError
  | OrientationError
  | { readonly kind: 'too-long'; readonly length: number; readonly max: number }
  | { readonly kind: 'unknown-word'; readonly text: string }
  | { readonly kind: 'missing-piece'; readonly square: Point | null }
  | { readonly kind: 'missing-square'; readonly piece: PieceIndex; readonly text: string }
  | { readonly kind: 'two-squares'; readonly squares: readonly Point[] }
  | { readonly kind: 'two-pieces'; readonly pieces: readonly PieceIndex[] }
  /** Trigon: a name that is no Trigon piece (square names included), the valid names and the closest. */
  | {
      readonly kind: 'unknown-trigon-piece';
      readonly text: string;
      readonly suggestion: string | null;
      readonly valid: readonly string[];
    }
  /** Trigon: a turn that is no multiple of 60° (`rot90`, `45`). */
  | { readonly kind: 'bad-turn'; readonly text: string; readonly valid: readonly string[] }
  /**
   * Trigon's direction rule (docs/trigon.md section 4): the pivot cell points the other way than the piece's pivot
   * does under that turn. `pivotUp` is the pivot's direction in rot0; `cellUp` the cell's.
   */
  | {
      readonly kind: 'wrong-direction';
      readonly piece: string;
      readonly cell: Point;
      readonly cellUp: boolean;
      readonly pivotUp: boolean;
    }
  /** Trigon: a piece name given as a check before a cell list that forms another piece. */
  | { readonly kind: 'cells-not-piece'; readonly piece: string; readonly squares: readonly Point[] };

/**
 * What the punctuation a record lacks would have done: open the record, begin a node, give the first value
 * of `property`, or close the value opened at character `open` (counted from 1).
 */
export type SgfSyntaxPurpose =
  | { readonly kind: 'record' }
  | { readonly kind: 'node' }
  | { readonly kind: 'value'; readonly property: string }
  | { readonly kind: 'close'; readonly open: number };

/** Why a Blokus SGF record cannot be imported. `moveNumber` counts the record's move nodes from 1. */
export type SgfError =
  | { readonly kind: 'sgf-too-long'; readonly length: number; readonly max: number }
  | {
      readonly kind: 'sgf-syntax';
      readonly offset: number;
      /** The punctuation that would do here, and the character found (null: the end of the text). */
      readonly tokens: readonly string[];
      readonly at: string | null;
      /** What that punctuation would do, when it says more than the punctuation alone. */
      readonly purpose: SgfSyntaxPurpose | null;
    }
  | { readonly kind: 'sgf-not-blokus'; readonly game: string | null; readonly valid: readonly string[] }
  | { readonly kind: 'sgf-unknown-variant'; readonly value: string; readonly valid: readonly string[] }
  | { readonly kind: 'sgf-variant-mismatch'; readonly game: string; readonly variant: string }
  | { readonly kind: 'sgf-bad-option'; readonly property: string; readonly value: string }
  | { readonly kind: 'sgf-unsupported'; readonly property: string }
  | {
      readonly kind: 'sgf-wrong-property';
      readonly moveNumber: number;
      readonly property: string;
      readonly valid: readonly string[];
    }
  | { readonly kind: 'sgf-two-moves'; readonly moveNumber: number; readonly properties: readonly string[] }
  | {
      readonly kind: 'sgf-bad-move';
      readonly moveNumber: number;
      readonly value: string;
      readonly error: CellListError;
    }
  | {
      readonly kind: 'sgf-illegal';
      readonly moveNumber: number;
      readonly color: Color;
      readonly error: PlacementError | ResignError;
      readonly boardSize: number;
    };

/** Any error of the notation layer. */
export type NotationError = MoveError | SgfError;
