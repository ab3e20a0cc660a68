import {
  type Color,
  isVariantId,
  type PieceSetId,
  type PlacementError,
  type Point,
  pieceName,
  type ResignError,
  VARIANTS,
  type VariantId,
} from '../engine/index.ts';
import type { Translator } from '../i18n/index.ts';
import {
  cellRange,
  formatCell,
  hasCellName,
  looksLikeCell,
  type NotationError,
  type SgfError,
} from '../notation/index.ts';

/**
 * Why a move or a game record is refused, in the reader's language: the one writer of these sentences,
 * for every language English included. Each error of the engine and the notation is data; this picks its
 * message in the catalogue (src/i18n/<lang>/rules.ts and sgf.ts) and fills in the facts. The switches are
 * exhaustive, so a new error kind does not compile until it has its sentence.
 */

function cells(points: readonly Point[]): string {
  return points.map(formatCell).join(', ');
}

function color(tr: Translator, c: Color): string {
  return tr.t(`color.${c}`);
}

/** The variant whose name names a piece set ("the Junior pieces"). */
const SET_VARIANT: Record<PieceSetId, VariantId> = {
  classic: 'classic',
  junior: 'junior',
  tetrominoes: 'puzzle-tetrominoes',
  'figure-heart': 'figure-heart',
  'figure-cross': 'figure-cross',
  'figure-stairs': 'figure-stairs',
  'figure-house': 'figure-house',
  'figure-arrow': 'figure-arrow',
  trigon: 'trigon',
};

/** Items as an "or" list in the reader's language, e.g. `rot0, rot90 or rot180`. */
function either(tr: Translator, words: readonly string[]): string {
  return tr.list(words, 'disjunction');
}

/**
 * The facts of a broken direction rule (docs/trigon.md section 4): which way the cell and the pivot point (▲/▼),
 * the turns under which the pivot keeps its rot0 direction, and the turns that would fit the cell.
 */
function directionAdvice(e: { readonly cellUp: boolean; readonly pivotUp: boolean }) {
  const same = ['rot0', 'rot120', 'rot240'];
  const other = ['rot60', 'rot180', 'rot300'];
  return {
    cellKind: e.cellUp ? '▲' : '▼',
    pivotKind: e.pivotUp ? '▲' : '▼',
    same,
    keeps: e.pivotUp === e.cellUp ? same : other,
  };
}

/** Which edges the squares that have no cell name stick out past: left (x < 0), bottom (the others). */
function edgesOf(squares: readonly Point[]): 'none' | 'left' | 'bottom' | 'both' {
  const outside = squares.filter((s) => !hasCellName(s));
  const left = outside.some((s) => s.x < 0);
  const bottom = outside.some((s) => s.x >= 0);
  if (left && bottom) return 'both';
  return left ? 'left' : bottom ? 'bottom' : 'none';
}

/**
 * A rule the placement breaks (docs/rules.md section 4) or a refused resignation. With `boardSize`, a piece
 * off the board is told the board's range too.
 */
export function describePlacement(
  e: PlacementError | ResignError,
  boardSize: number | undefined,
  tr: Translator,
): string {
  switch (e.kind) {
    case 'game-over':
      return tr.t('rule.game-over');
    case 'not-turn':
      return tr.t('rule.not-turn', { toMove: color(tr, e.toMove), color: color(tr, e.color) });
    case 'piece-used':
      return tr.t('rule.piece-used', { piece: e.name ?? pieceName(e.piece), color: color(tr, e.color) });
    case 'off-board': {
      const named = e.squares.filter(hasCellName);
      const values = {
        edges: edgesOf(e.squares),
        range: boardSize === undefined ? 'none' : cellRange(boardSize),
      };
      return named.length > 0
        ? tr.t('rule.off-board', { ...values, cells: cells(named) })
        : tr.t('rule.off-board-edge', values);
    }
    case 'outside-figure': {
      const named = e.squares.filter(hasCellName);
      return named.length > 0
        ? tr.t('rule.outside-figure', { cells: cells(named) })
        : tr.t('rule.outside-figure-edge');
    }
    case 'not-a-piece':
      return tr.t('rule.not-a-piece', { cells: cells(e.squares) });
    case 'overlap':
      return tr.t('rule.overlap', { cell: formatCell(e.cell), color: color(tr, e.by) });
    case 'own-edge':
      return tr.t('rule.own-edge', { cell: formatCell(e.touching) });
    case 'missing-start':
      return e.color === undefined
        ? tr.t('rule.first-piece', { cell: formatCell(e.start) })
        : tr.t('rule.missing-start', { color: color(tr, e.color), cell: formatCell(e.start) });
    case 'no-start-point':
      return tr.t('rule.no-start-point', { color: color(tr, e.color), cells: cells(e.free) });
    case 'no-corner':
      return tr.t('rule.no-corner', { color: color(tr, e.color) });
    case 'already-out':
      return tr.t('rule.already-out', { color: color(tr, e.color) });
    default:
      return unreachable(e);
  }
}

/** A move as typed that does not read (docs/rules.md section 8 and 10.9), or a game record that does not. */
export function describeNotation(e: NotationError, tr: Translator): string {
  const forms = tr.t('rule.forms');
  switch (e.kind) {
    case 'bad-cell':
      return tr.t('rule.bad-cell', { text: e.text, range: e.range });
    case 'cell-off-board':
      return tr.t('rule.cell-off-board', { text: e.text.trim().toLowerCase(), range: e.range });
    case 'cell-off-row':
      return tr.t('rule.cell-off-row', {
        text: e.text.trim().toLowerCase(),
        row: e.row,
        from: formatCell(e.from),
        to: formatCell(e.to),
      });
    case 'unknown-piece':
      return tr.t('rule.unknown-piece', {
        text: e.text,
        suggestion: e.suggestion ?? 'none',
        valid: e.valid.join(', '),
      });
    case 'unknown-trigon-piece':
      return tr.t('rule.unknown-trigon-piece', {
        text: e.text,
        suggestion: e.suggestion ?? 'none',
        valid: e.valid.join(', '),
      });
    case 'piece-not-in-set':
      return tr.t('rule.piece-not-in-set', {
        piece: pieceName(e.piece),
        set: tr.t(`variant.${SET_VARIANT[e.pieceSet]}`),
        valid: e.valid.join(', '),
      });
    case 'unknown-orientation':
      return tr.t('rule.unknown-orientation', {
        text: e.text,
        valid: either(
          tr,
          e.valid.filter((w) => w !== 'flip'),
        ),
      });
    case 'bad-turn':
      return tr.t('rule.bad-turn', {
        text: e.text,
        valid: either(
          tr,
          e.valid.filter((w) => w !== 'flip'),
        ),
      });
    case 'wrong-direction': {
      const advice = directionAdvice(e);
      return tr.t('rule.wrong-direction', {
        cell: formatCell(e.cell),
        cellKind: advice.cellKind,
        piece: e.piece,
        pivotKind: advice.pivotKind,
        same: tr.list(advice.same),
        keeps: either(tr, advice.keeps),
      });
    }
    case 'cells-not-piece':
      return tr.t('rule.cells-not-piece', { piece: e.piece, cells: cells(e.squares) });
    case 'conflicting-orientation':
      return tr.t('rule.conflicting-orientation', { words: tr.list(e.words) });
    case 'empty':
      return tr.t('rule.empty', { forms });
    case 'duplicate-cell':
      return tr.t('rule.duplicate-cell', { cell: formatCell(e.cell) });
    case 'too-many-cells':
      return tr.t('rule.too-many-cells', { count: e.count, max: e.max });
    case 'not-a-piece':
      return tr.t('rule.not-a-piece-cells', { cells: cells(e.squares) });
    case 'mixed-forms':
      return tr.t('rule.mixed-forms', { text: e.text });
    case 'too-long':
      return tr.t('rule.too-long', { length: e.length, max: e.max, forms });
    case 'unknown-word':
      return tr.t('rule.unknown-word', { text: e.text, forms });
    case 'missing-piece':
      return tr.t('rule.missing-piece', { cell: e.square ? formatCell(e.square) : 'e5' });
    case 'missing-square':
      return tr.t('rule.missing-square', {
        piece: pieceName(e.piece),
        // A lone cell may be the monomino's: say how to place it there.
        cell: looksLikeCell(e.text) ? e.text.toLowerCase() : 'none',
      });
    case 'two-squares':
      return tr.t('rule.two-squares', { cells: cells(e.squares) });
    case 'two-pieces':
      return tr.t('rule.two-pieces', { pieces: tr.list(e.pieces.map(pieceName)) });
    default:
      return describeSgf(e, tr);
  }
}

/** Why a game record (Blokus SGF, docs/rules.md section 9) cannot be read. */
function describeSgf(e: SgfError, tr: Translator): string {
  const gm = (game: string) => `GM[${game}]`;
  switch (e.kind) {
    case 'sgf-too-long':
      return tr.t('sgf.too-long', { length: e.length, max: e.max });
    case 'sgf-syntax':
      return tr.t('sgf.syntax', {
        offset: e.offset + 1,
        tokens: either(
          tr,
          e.tokens.map((token) => tr.t('sgf.token', { token })),
        ),
        purpose: e.purpose?.kind ?? 'none',
        property: e.purpose?.kind === 'value' ? e.purpose.property : '',
        open: e.purpose?.kind === 'close' ? e.purpose.open : 0,
        found: e.at === null ? 'end' : /\s/.test(e.at) ? 'space' : e.at,
      });
    case 'sgf-not-blokus':
      return tr.t('sgf.not-blokus', { game: e.game ?? 'none', valid: e.valid.map(gm).join(', ') });
    case 'sgf-unknown-variant':
      return tr.t('sgf.unknown-variant', { value: e.value, valid: e.valid.join(', ') });
    case 'sgf-variant-mismatch':
      return tr.t('sgf.variant-mismatch', {
        game: e.game,
        variant: e.variant,
        expected: isVariantId(e.variant) ? VARIANTS[e.variant].sgfGame : 'none',
      });
    case 'sgf-bad-option':
      return tr.t('sgf.bad-option', { property: e.property, value: e.value });
    case 'sgf-unsupported':
      return tr.t('sgf.unsupported', { property: e.property });
    case 'sgf-wrong-property':
      return tr.t('sgf.wrong-property', {
        move: e.moveNumber,
        property: e.property,
        valid: either(tr, e.valid),
      });
    case 'sgf-two-moves':
      return tr.t('sgf.two-moves', { move: e.moveNumber, properties: e.properties.join(', ') });
    case 'sgf-bad-move':
      return tr.t('sgf.bad-move', { move: e.moveNumber, problem: describeNotation(e.error, tr) });
    case 'sgf-illegal':
      return tr.t('sgf.illegal', {
        move: e.moveNumber,
        color: color(tr, e.color),
        problem: describePlacement(e.error, e.boardSize, tr),
      });
    default:
      return unreachable(e);
  }
}

function unreachable(e: never): never {
  throw new Error(`no message for ${JSON.stringify(e)}`);
}
