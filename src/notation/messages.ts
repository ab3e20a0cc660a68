import {
  type Color,
  colorLabel,
  isVariantId,
  type PlacementError,
  type Point,
  pieceName,
  type ResignError,
  VARIANTS,
} from '../engine/index.ts';
import { cellRange, formatCell, hasCellName, looksLikeCell } from './cells.ts';
import type { NotationError } from './errors.ts';

/**
 * The one place where errors become sentences for people (DESIGN.md section 2): short, saying what was
 * wrong and what would work. Both switches are exhaustive, so a new error kind does not compile until it
 * has its sentence.
 */

const FORMS =
  'Write a piece, its square and an orientation (e.g. P5-L e5 rot90 flip), or the cells it covers (e.g. e5,f5,g5,g6,g7).';

function cells(points: readonly Point[]): string {
  return points.map(formatCell).join(', ');
}

function listOr(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

function capitalised(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

function possessive(color: Color): string {
  return `${colorLabel(color)}'s`;
}

/**
 * The facts of a broken direction rule (RULES.md 10.4), for every language's sentence: which way the cell
 * and the pivot point (▲/▼), the turns under which the pivot keeps its rot0 direction, and the turns that
 * would fit the cell.
 */
export function directionAdvice(e: { readonly cellUp: boolean; readonly pivotUp: boolean }): {
  readonly cellKind: '▲' | '▼';
  readonly pivotKind: '▲' | '▼';
  readonly same: readonly string[];
  readonly keeps: readonly string[];
} {
  const same = ['rot0', 'rot120', 'rot240'];
  const other = ['rot60', 'rot180', 'rot300'];
  return {
    cellKind: e.cellUp ? '▲' : '▼',
    pivotKind: e.pivotUp ? '▲' : '▼',
    same,
    keeps: e.pivotUp === e.cellUp ? same : other,
  };
}

/** A sentence for any error of the notation layer. */
export function describeNotationError(e: NotationError): string {
  switch (e.kind) {
    case 'bad-cell':
      return `'${e.text}' is not a cell. Cells are a column letter and a row number (${e.range}).`;
    case 'cell-off-board':
      return `${e.text.trim().toLowerCase()} is off the board: its cells run ${e.range}.`;
    case 'cell-off-row':
      return `${e.text.trim().toLowerCase()} is off the board: row ${e.row} runs from ${formatCell(e.from)} to ${formatCell(e.to)}.`;
    case 'unknown-trigon-piece': {
      const hint = e.suggestion === null ? '' : ` Did you mean ${e.suggestion}?`;
      return `Unknown Trigon piece '${e.text}'.${hint} Valid pieces: ${e.valid.join(', ')}.`;
    }
    case 'bad-turn':
      return `'${e.text}' is not a Trigon turn: turns are multiples of 60° (${listOr(e.valid.filter((w) => w !== 'flip'))}, clockwise), and flip mirrors the piece first.`;
    case 'wrong-direction': {
      const { cellKind, pivotKind, same, keeps } = directionAdvice(e);
      const sentence = (words: readonly string[]) => `${words[0]}, ${words[1]} and ${words[2]}`;
      return `${formatCell(e.cell)} is ${cellKind}, but ${e.piece}'s pivot is ${pivotKind} with ${sentence(same)}; on a ${cellKind} cell use ${listOr(keeps)}.`;
    }
    case 'cells-not-piece':
      return `The cells ${cells(e.squares)} do not form ${e.piece}.`;
    case 'unknown-piece': {
      const hint = e.suggestion === null ? '' : ` Did you mean ${e.suggestion}?`;
      return `Unknown piece '${e.text}'.${hint} Valid pieces: ${e.valid.join(', ')}.`;
    }
    case 'piece-not-in-set':
      return `${pieceName(e.piece)} is not one of the ${capitalised(e.pieceSet)} pieces. Valid pieces: ${e.valid.join(', ')}.`;
    case 'unknown-orientation':
      return `'${e.text}' is not an orientation. Use ${listOr(e.valid.filter((w) => w !== 'flip'))} (turned clockwise), and flip to mirror the piece first.`;
    case 'conflicting-orientation':
      return `Give at most one turn and one flip, not ${e.words.join(' and ')}.`;
    case 'empty':
      return `Nothing to place. ${FORMS}`;
    case 'duplicate-cell':
      return `${formatCell(e.cell)} is listed twice.`;
    case 'too-many-cells':
      return `${e.count} cells are too many: a piece covers at most ${e.max}.`;
    case 'not-a-piece':
      return `The cells ${cells(e.squares)} do not form a Blokus piece.`;
    case 'mixed-forms':
      return `'${e.text}' does not belong in a cell list. List only the cells (e.g. e5,f5,g5,g6,g7), or write the piece form without commas (e.g. P5-L e5 rot90).`;
    case 'too-long':
      return `That is too long (${e.length} characters, at most ${e.max}). ${FORMS}`;
    case 'unknown-word':
      return `I don't understand '${e.text}'. ${FORMS}`;
    case 'missing-piece':
      return `Which piece? Add its name, e.g. P5-L ${e.square ? formatCell(e.square) : 'e5'} rot90.`;
    case 'missing-square': {
      const name = pieceName(e.piece);
      const hint = looksLikeCell(e.text)
        ? ` For the monomino on ${e.text.toLowerCase()}, write P1 ${e.text.toLowerCase()}.`
        : '';
      return `Where should ${name} go? Add the square for its pivot, e.g. ${name} e5 rot90.${hint}`;
    }
    case 'two-squares':
      return `Give one square for the piece's pivot, not ${cells(e.squares)}. To list every cell of the piece instead, separate them with commas.`;
    case 'two-pieces':
      return `Give one piece, not ${e.pieces.map(pieceName).join(' and ')}.`;
    case 'sgf-too-long':
      return `The record is too long (${e.length} characters, at most ${e.max}).`;
    case 'sgf-syntax':
      return `The record is not valid SGF at character ${e.offset + 1}: expected ${e.expected}, found ${e.found}.`;
    case 'sgf-not-blokus':
      return e.game === null
        ? `The record has no GM property, so it is not a Blokus game record. Supported: ${e.valid.map((g) => `GM[${g}]`).join(', ')}.`
        : `GM[${e.game}] is not a game this bot plays. Supported: ${e.valid.map((g) => `GM[${g}]`).join(', ')}.`;
    case 'sgf-unknown-variant':
      return `Unknown variant '${e.value}'. Known variants: ${e.valid.join(', ')}.`;
    case 'sgf-variant-mismatch': {
      const expected = isVariantId(e.variant) ? VARIANTS[e.variant].sgfGame : undefined;
      return `The record is GM[${e.game}] but says variant ${e.variant}${expected ? `, which is GM[${expected}]` : ''}.`;
    }
    case 'sgf-bad-option':
      return `${e.property}[${e.value}] is not valid here (fast contact is XBF[1], for the classic-board variants only).`;
    case 'sgf-unsupported':
      return `The record uses ${e.property} (setup positions), which this bot does not support.`;
    case 'sgf-wrong-property':
      return `Move ${e.moveNumber}: ${e.property} is not a colour of this game; use ${listOr(e.valid)}.`;
    case 'sgf-two-moves':
      return `Move ${e.moveNumber}: one node holds several moves (${e.properties.join(', ')}).`;
    case 'sgf-bad-move':
      return `Move ${e.moveNumber}: ${describeNotationError(e.error)}`;
    case 'sgf-illegal':
      return `Move ${e.moveNumber} (${colorLabel(e.color)}): ${describePlacementError(e.error, e.boardSize)}`;
    default:
      return unreachable(e);
  }
}

/** Where squares off the board stick out, for pieces placed near an edge. */
function offBoard(squares: readonly Point[], boardSize?: number): string {
  const named = squares.filter(hasCellName);
  const edges = [
    ...new Set(squares.filter((s) => !hasCellName(s)).flatMap((s) => (s.x < 0 ? ['left'] : ['bottom']))),
  ];
  const past = edges.length > 0 ? `past the ${edges.join(' and ')} edge${edges.length > 1 ? 's' : ''}` : '';
  const where = named.length > 0 ? `at ${cells(named)}${past ? ` and ${past}` : ''}` : past;
  const range = boardSize === undefined ? '' : ` The board runs ${cellRange(boardSize)}.`;
  return `Off the board ${where}.${range}`;
}

/** A sentence for a rule the placement breaks (RULES.md section 4) or a refused resignation. */
export function describePlacementError(e: PlacementError | ResignError, boardSize?: number): string {
  switch (e.kind) {
    case 'game-over':
      return 'The game is over: nobody can move any more.';
    case 'not-turn':
      return `It is ${possessive(e.toMove)} turn, not ${possessive(e.color)}.`;
    case 'piece-used':
      return `${e.name ?? pieceName(e.piece)} is already used by ${colorLabel(e.color)}.`;
    case 'off-board':
      return offBoard(e.squares, boardSize);
    case 'not-a-piece':
      return `The squares ${cells(e.squares)} do not form that piece.`;
    case 'overlap':
      return `${formatCell(e.cell)} is already taken by ${colorLabel(e.by)}.`;
    case 'own-edge':
      return `That touches your own piece at ${formatCell(e.touching)} (edge contact is not allowed with your own colour).`;
    case 'missing-start':
      return e.color === undefined
        ? `The first piece must cover ${formatCell(e.start)}.`
        : `${possessive(e.color)} first piece must cover ${formatCell(e.start)}.`;
    case 'no-start-point':
      return `${possessive(e.color)} first piece must cover a free start point: ${cells(e.free)}.`;
    case 'no-corner':
      return `The piece must touch a ${colorLabel(e.color)} piece corner to corner.`;
    case 'already-out':
      return `${colorLabel(e.color)} is already out of the game.`;
    default:
      return unreachable(e);
  }
}

function unreachable(e: never): never {
  throw new Error(`no message for ${JSON.stringify(e)}`);
}
