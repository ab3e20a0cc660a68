/** The Blokus rules engine: pure, synchronous, no I/O, no clock; randomness only when passed in. */
export { COLORS, type Color, colorLabel, isColor } from './colors.ts';
export {
  attachCells,
  checkPlacement,
  colorsOfSeat,
  type Game,
  type GameEvent,
  type GameOptions,
  isOver,
  lastPlacement,
  legalCounts,
  legalMoves,
  newGame,
  type Outcome,
  type OutReason,
  type PlacementError,
  play,
  type ReplayError,
  type ResignError,
  replay,
  resign,
  seatOfColor,
  seatToMove,
} from './game.ts';
export { type BoardId, type Geometry, MAX_EDGE_STEPS, type Point, type Step } from './geometry.ts';
export {
  BUCKET_BITS,
  cornerNeighbours,
  edgeNeighbours,
  type Layout,
  moveCellList,
  moveFromCells,
} from './layout.ts';
export { geometryOf, layoutFor } from './layout-build.ts';
export {
  cellOf,
  describeMove,
  isOnBoard,
  type MoveDescription,
  moveCells,
  pieceOfMove,
  placeCells,
  placeSquares,
  pointOf,
} from './moves.ts';
export {
  normaliseSquares,
  ORIENTATIONS,
  type Orientation,
  type Rotation,
  shapeKey,
  TRANSFORMS,
  type Transform,
  transformedSquares,
  transformSquare,
} from './orientations.ts';
export {
  PIECE_COUNT,
  PIECE_SETS,
  PIECE_SHAPES,
  PIECES,
  type PieceIndex,
  type PieceName,
  type PieceSetId,
  type PieceShape,
  pieceName,
  pieceSize,
  type Square,
} from './pieces.ts';
export { perft, type Random, randomPlayout, seededRandom } from './playout.ts';
export { Position, type PositionSetup } from './position.ts';
export { type PuzzleSearch, searchPuzzle } from './puzzle-search.ts';
export { err, ok, type Result } from './result.ts';
export { colorScore, ranksOf, type Scores, scoreBase, scoresOf, setSquares } from './scoring.ts';
export { TRIGON_TRANSFORMS, trigonGeometry } from './trigon-geometry.ts';
export { TRIGON_PIECE_COUNT, TRIGON_PIECES, type TrigonPieceName } from './trigon-pieces.ts';
export {
  ALL_VARIANT_IDS,
  type ColorOwner,
  isVariantId,
  supportsFastContact,
  TRIGON_VARIANT_IDS,
  VARIANT_IDS,
  VARIANTS,
  type Variant,
  type VariantId,
  variantOf,
} from './variants.ts';
