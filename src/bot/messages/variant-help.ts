import { COMPUTER_LEVELS } from '../../app/index.ts';
import {
  ALL_VARIANT_IDS,
  colorsOfSeat,
  geometryOf,
  PIECE_SETS,
  type Point,
  type VariantId,
  variantOf,
} from '../../engine/index.ts';
import type { Translator } from '../../i18n/index.ts';
import { formatCell, formatColumn } from '../../notation/index.ts';
import { colorText } from './text-format.ts';

/**
 * What `/blokus help` says of a variant, read from its data (`src/engine/variants.ts`): players and
 * colours, pieces, start squares, bonuses, the board's cell names. A new variant gets its help from its
 * data, with nothing written for it here.
 */
export interface VariantFacts {
  readonly id: VariantId;
  readonly seats: number;
  readonly colors: number;
  /** Colours each player plays, the shared one left out. */
  readonly each: number;
  readonly shared: boolean;
  /** Teams' colours, `🟦 Blue + 🟥 Red`-style, or none. */
  readonly teams: readonly (readonly number[])[];
  /** Pieces each colour holds, copies counted; distinct shapes; copies of each. */
  readonly pieces: number;
  readonly shapes: number;
  readonly copies: number;
  readonly minSize: number;
  readonly maxSize: number;
  readonly cell: 'square' | 'triangle';
  /** A figure to fill: the squares of a rectangle that are on the board, when some are not. */
  readonly figureCells: number | null;
  /** Each colour's own start square, or the start points everyone shares (all cells: anywhere). */
  readonly starts: { readonly kind: 'own' | 'shared' | 'anywhere'; readonly cells: readonly Point[] };
  readonly fastContactStarts: readonly Point[] | null;
  readonly bonuses: boolean;
  /** The one-cell piece's name, for the +20 bonus. */
  readonly single: string;
  /** The one player places any colour on any turn (a puzzle). */
  readonly freeColorOrder: boolean;
  readonly pieceNames: readonly string[];
  readonly lastColumn: string;
  readonly rows: number;
}

/** The facts of a variant, from its data. */
export function variantFacts(id: VariantId): VariantFacts {
  const variant = variantOf(id);
  const geometry = geometryOf(variant.board);
  const counts: readonly number[] = PIECE_SETS[variant.pieceSet];
  const held = counts.flatMap((n, piece) => (n > 0 ? [piece] : []));
  const sizes = held.map((piece) => geometry.pieceSizes[piece]!);
  const onBoard: Point[] = [];
  let triangles = false;
  for (let y = 0; y < geometry.height; y++) {
    for (let x = 0; x < geometry.width; x++) {
      if (!geometry.isOnBoard(x, y)) continue;
      onBoard.push({ x, y });
      if (geometry.kind(x, y) !== 0) triangles = true;
    }
  }
  const shared = variant.sharedStarts ?? [];
  const owned = variant.owners.filter((o) => o !== 'rotate').length;
  return {
    id,
    seats: variant.seats,
    colors: variant.colors.length,
    each: Math.max(1, Math.round(owned / variant.seats)),
    shared: variant.owners.includes('rotate'),
    teams: (variant.teams ?? []).map((seats) => seats.flatMap((s) => colorsOfSeat(variant, s))),
    pieces: held.reduce((sum, piece) => sum + counts[piece]!, 0),
    shapes: held.length,
    copies: Math.max(...held.map((piece) => counts[piece]!)),
    minSize: Math.min(...sizes),
    maxSize: Math.max(...sizes),
    cell: triangles ? 'triangle' : 'square',
    figureCells: !triangles && onBoard.length < geometry.width * geometry.height ? onBoard.length : null,
    starts:
      variant.starts.length > 0
        ? { kind: 'own', cells: variant.starts }
        : shared.length >= onBoard.length
          ? { kind: 'anywhere', cells: [] }
          : { kind: 'shared', cells: shared },
    fastContactStarts: 'fastContactStarts' in variant ? (variant.fastContactStarts ?? null) : null,
    bonuses: variant.bonuses,
    single: geometry.pieceNames[held.find((piece) => geometry.pieceSizes[piece] === 1) ?? 0]!,
    freeColorOrder: variant.freeColorOrder === true,
    pieceNames: held.map((piece) => geometry.pieceNames[piece]!),
    lastColumn: formatColumn(geometry.width - 1),
    rows: geometry.height,
  };
}

/** One field of the help's embed. */
export interface HelpField {
  readonly name: string;
  readonly value: string;
}

/** Each colour's start square: `🟦 **Blue** a20, 🟨 **Yellow** t20 …`. */
function ownStarts(id: VariantId, cells: readonly Point[], tr: Translator): string {
  const { colors } = variantOf(id);
  return tr.list(cells.map((cell, c) => `${colorText(colors[c]!, tr)} ${formatCell(cell)}`));
}

/** How to begin, leading the help: the Play button, `/hint`, and the computer as an opponent. */
export function leadText(facts: VariantFacts | null, tr: Translator): string {
  return tr.t('help.lead', {
    play: tr.t('button.play'),
    confirm: tr.t('button.confirm'),
    computer: (facts?.seats ?? 2) > 1 ? 'yes' : 'no',
    min: COMPUTER_LEVELS.min,
    max: COMPUTER_LEVELS.max,
  });
}

/** The game (who plays, pieces, starts), the rules, and how to name a placement, for this variant. */
export function variantFields(facts: VariantFacts, tr: Translator): HelpField[] {
  const { colors } = variantOf(facts.id);
  const pairs = facts.teams.map((team) => team.map((c) => colorText(colors[c]!, tr)).join(' + ')).join(', ');
  const starts =
    facts.starts.kind === 'own'
      ? tr.t('help.startOwn', { starts: ownStarts(facts.id, facts.starts.cells, tr) })
      : facts.starts.kind === 'shared'
        ? tr.t('help.startShared', {
            count: facts.starts.cells.length,
            starts: facts.starts.cells.map(formatCell).join(' '),
          })
        : tr.t('help.startAnywhere');
  const fast = facts.fastContactStarts
    ? [tr.t('help.fastContact', { starts: ownStarts(facts.id, facts.fastContactStarts, tr) })]
    : [];
  const game = [
    tr.t('help.who', {
      seats: facts.seats,
      colors: facts.colors,
      each: facts.each,
      shared: facts.shared ? 'yes' : 'no',
      teams: pairs ? 'yes' : 'no',
      pairs,
    }),
    tr.t('help.pieces', {
      count: facts.pieces,
      copies: facts.copies,
      shapes: facts.shapes,
      same: facts.minSize === facts.maxSize ? 'yes' : 'no',
      min: facts.minSize,
      max: facts.maxSize,
      cell: facts.cell,
    }),
    ...(facts.figureCells === null ? [] : [tr.t('help.figure', { count: facts.figureCells })]),
    starts,
    ...fast,
  ];
  const rules = [
    tr.t('help.corner'),
    facts.freeColorOrder ? tr.t('help.endPuzzle', { count: facts.pieces * facts.colors }) : tr.t('help.end'),
    ...(facts.freeColorOrder
      ? []
      : [
          tr.t('help.score', {
            cell: facts.cell,
            bonuses: facts.bonuses ? 'yes' : 'no',
            single: facts.single,
          }),
        ]),
  ];
  const notation =
    facts.cell === 'triangle'
      ? tr.t('help.notationTrigon', { names: facts.pieceNames.join(' ') })
      : facts.freeColorOrder
        ? tr.t('help.notationColor')
        : tr.t('help.notationSquare');
  const range = tr.t('help.range', { lastColumn: facts.lastColumn, rows: facts.rows, cell: facts.cell });
  return [
    { name: tr.t('help.gameTitle'), value: game.join('\n') },
    { name: tr.t('help.rulesTitle'), value: rules.join('\n') },
    { name: tr.t('help.placingTitle'), value: `${notation}\n${range}` },
  ];
}

/** The other variants, by name, and how to learn of them or open one. */
export function moreText(current: VariantId | null, tr: Translator): string {
  const others = ALL_VARIANT_IDS.filter((id) => id !== current).map((id) => tr.t(`variant.${id}`));
  return tr.t('help.more', { variants: others.join(' · ') });
}
