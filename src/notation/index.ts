/** Parsing and formatting of cells, piece names, orientations, moves and Blokus SGF records. */
export {
  boardCellRange,
  isRectangular,
  isSquareBoard,
  looksLikeBoardCell,
  parseBoardCell,
  rowRange,
} from './board-cells.ts';
export {
  formatCellList,
  formatSquares,
  MAX_PIECE_SIZE,
  parseCellList,
  parseCellWords,
  pieceOfSquares,
  splitCellList,
} from './cell-lists.ts';
export {
  cellRange,
  compareCells,
  formatCell,
  formatColumn,
  hasCellName,
  looksLikeCell,
  parseCell,
  parseColumn,
} from './cells.ts';
export { closestWord, editDistance } from './closest-word.ts';
export type {
  CellError,
  CellListError,
  MoveError,
  NotationError,
  OrientationError,
  PieceNameError,
  SgfError,
} from './errors.ts';
export { fitText, oneLine } from './fit-text.ts';
export {
  formatMove,
  formatPlacement,
  MAX_MOVE_LENGTH,
  type ParsedMove,
  type ParseMoveOptions,
  parseMove,
} from './moves.ts';
export {
  FLIP_WORDS,
  formatTransform,
  ORIENTATION_WORDS,
  parseOrientation,
  readOrientationWord,
} from './orientations.ts';
export {
  formatPieceName,
  isPieceInSet,
  isPieceName,
  parsePieceName,
  pieceAliases,
  pieceNamesInSet,
} from './piece-names.ts';
export {
  exportSgf,
  importSgf,
  MAX_SGF_LENGTH,
  type SgfInfo,
  type SgfRecord,
  sgfColorProperties,
  sgfPlayerProperties,
} from './sgf.ts';
export {
  escapeSgfSimpleText,
  escapeSgfText,
  parseSgfMainLine,
  readSgfSimpleText,
  type SgfNode,
  type SgfProperty,
} from './sgf-syntax.ts';
export { parseTrigonMove, type TrigonMoveRead, type TrigonReading } from './trigon-moves.ts';
export {
  formatTrigonTransform,
  parseTrigonOrientation,
  readTrigonWord,
  TRIGON_ORIENTATION_WORDS,
} from './trigon-orientations.ts';
export {
  formatTrigonPieceName,
  isTrigonPieceName,
  parseTrigonPieceName,
  TRIGON_PIECE_NAMES,
} from './trigon-piece-names.ts';
