import type { Color, PlacementError, Point, ResignError } from '../engine/index.ts';
import { isVariantId, pieceName, VARIANTS } from '../engine/index.ts';
import type { Translator } from '../i18n/index.ts';
import {
  describeNotationError,
  describePlacementError,
  directionAdvice,
  formatCell,
  hasCellName,
  type NotationError,
  type SgfError,
} from '../notation/index.ts';

/**
 * Why a move is refused, in the reader's language. English is written by src/notation, the one writer of
 * these sentences; the other languages take the same facts into their own sentences from the catalogues.
 */

function cells(points: readonly Point[]): string {
  return points.map(formatCell).join(', ');
}

function color(tr: Translator, c: Color): string {
  return tr.t(`color.${c}`);
}

/** A rule the placement breaks, or a refused resignation. */
export function describePlacement(
  e: PlacementError | ResignError,
  boardSize: number | undefined,
  tr: Translator,
): string {
  if (tr.locale === 'en') return describePlacementError(e, boardSize);
  switch (e.kind) {
    case 'game-over':
      return tr.t('rule.game-over');
    case 'not-turn':
      return tr.t('rule.not-turn', { toMove: color(tr, e.toMove), color: color(tr, e.color) });
    case 'piece-used':
      return tr.t('rule.piece-used', { piece: e.name ?? pieceName(e.piece), color: color(tr, e.color) });
    case 'off-board': {
      const named = e.squares.filter(hasCellName);
      return named.length > 0 ? tr.t('rule.off-board', { cells: cells(named) }) : tr.t('rule.off-board-edge');
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
  }
}

/** A move as typed that does not read. */
export function describeNotation(e: NotationError, tr: Translator): string {
  if (tr.locale === 'en') return describeNotationError(e);
  const forms = tr.t('rule.forms');
  switch (e.kind) {
    case 'bad-cell':
      return tr.t('rule.bad-cell', { text: e.text, range: e.range });
    case 'cell-off-board':
      return tr.t('rule.cell-off-board', { text: e.text.trim().toLowerCase(), range: e.range });
    case 'unknown-piece':
      return tr.t('rule.unknown-piece', {
        text: e.text,
        suggestion: e.suggestion ?? 'none',
        valid: e.valid.join(', '),
      });
    case 'piece-not-in-set':
      return tr.t('rule.piece-not-in-set', {
        piece: pieceName(e.piece),
        set: tr.t(`variant.${e.pieceSet === 'junior' ? 'junior' : 'classic'}`),
        valid: e.valid.join(', '),
      });
    case 'unknown-orientation':
      return tr.t('rule.unknown-orientation', {
        text: e.text,
        valid: tr.list(
          e.valid.filter((w) => w !== 'flip'),
          'disjunction',
        ),
      });
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
      return tr.t('rule.missing-square', { piece: pieceName(e.piece) });
    case 'two-squares':
      return tr.t('rule.two-squares', { cells: cells(e.squares) });
    case 'two-pieces':
      return tr.t('rule.two-pieces', { pieces: tr.list(e.pieces.map(pieceName)) });
    case 'cell-off-row':
      return tr.t('rule.cell-off-row', {
        text: e.text.trim().toLowerCase(),
        row: e.row,
        from: formatCell(e.from),
        to: formatCell(e.to),
      });
    case 'unknown-trigon-piece':
      return tr.t('rule.unknown-trigon-piece', {
        text: e.text,
        suggestion: e.suggestion ?? 'none',
        valid: e.valid.join(', '),
      });
    case 'bad-turn':
      return tr.t('rule.bad-turn', {
        text: e.text,
        valid: tr.list(
          e.valid.filter((w) => w !== 'flip'),
          'disjunction',
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
        keeps: tr.list(advice.keeps, 'disjunction'),
      });
    }
    case 'cells-not-piece':
      return tr.t('rule.cells-not-piece', { piece: e.piece, cells: cells(e.squares) });
    default:
      return describeSgf(e, tr);
  }
}

/** Why a game record (Blokus SGF) cannot be read: one message per kind, in the reader's language. */
function describeSgf(e: SgfError, tr: Translator): string {
  const gm = (game: string) => `GM[${game}]`;
  switch (e.kind) {
    case 'sgf-too-long':
      return tr.t('sgf.too-long', { length: e.length, max: e.max });
    case 'sgf-syntax':
      return tr.t('sgf.syntax', {
        offset: e.offset + 1,
        tokens: tr.list(
          e.tokens.map((token) => tr.t('sgf.token', { token })),
          'disjunction',
        ),
        found: e.at === null ? 'end' : /\s/.test(e.at) ? 'space' : e.at,
      });
    case 'sgf-not-blokus':
      return tr.t('sgf.not-blokus', { game: e.game ?? 'none', valid: tr.list(e.valid.map(gm)) });
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
        valid: tr.list(e.valid, 'disjunction'),
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
  }
}
