import {
  ALL_VARIANT_IDS,
  colorLabel,
  err,
  type Game,
  type GameEvent,
  isVariantId,
  layoutFor,
  ok,
  type Result,
  replay,
  supportsFastContact,
  type Variant,
  type VariantId,
  variantOf,
} from '../engine/index.ts';
import { formatCellList, parseCellList } from './cell-lists.ts';
import type { SgfError } from './errors.ts';
import {
  escapeSgfSimpleText,
  escapeSgfText,
  parseSgfMainLine,
  readSgfSimpleText,
  type SgfNode,
} from './sgf-syntax.ts';

/**
 * Blokus game records in Pentobi's SGF dialect (`.blksgf`, docs/rules.md section 9):
 * `(;FF[4]CA[UTF-8]GM[Blokus];1[a20];2[s20,t20]…)`, and Trigon's `GM[Blokus Trigon]` (docs/trigon.md section 8).
 * Moves are properties `1`…`4` (three- and four-colour variants, Trigon Two-Player included) or `B`, `W`
 * (two-colour variants) holding the canonical cell list; passes are implicit. Players are `PB`, `PW`
 * in two-player variants and `P1`…`P4` otherwise (Pentobi's convention for colour/player properties).
 *
 * Application-specific properties, for what Pentobi's format cannot say (Pentobi keeps and ignores them):
 * - `XBV[teams]`, `XBV[solo]`, `XBV[one-colour]`, `XBV[solo-one-colour]`, `XBV[trigon-teams]`,
 *   `XBV[trigon-solo]`, `XBV[puzzle-tetrominoes]`, `XBV[figure-heart]` … in the root: the variant, for
 *   variants that have no Pentobi name and are written as `GM[Blokus]` or `GM[Blokus Trigon]`. Written only
 *   when `GM` alone would not give the variant back; read always. The one-colour games keep their colours'
 *   move properties of the classic game (Blue `1`, Red `3`, the colours that start on a20 and t1 there):
 *   Pentobi has no such game.
 * - `XBF[1]` in the root: the fast-contact option (start squares e16, p16, p5, e5).
 * - `;XBR[2]C[Yellow resigns.]`: a node where a colour resigns (the value is its move property).
 */

/** Optional facts about a game, written to the root node. `players` is indexed by seat. */
export interface SgfInfo {
  readonly players?: readonly string[];
  /** `DT`, e.g. `2024-05-01`. */
  readonly date?: string;
  /** `EV`, `RO`, `PC`, `GN`: event, round, place and game name. */
  readonly event?: string;
  readonly round?: string;
  readonly place?: string;
  readonly gameName?: string;
  /** `C` of the root node. */
  readonly comment?: string;
}

/** An imported record, replayed and checked by the engine. */
export interface SgfRecord {
  readonly variant: VariantId;
  readonly fastContact: boolean;
  readonly events: readonly GameEvent[];
  readonly game: Game;
  readonly info: SgfInfo;
}

/** Longest record accepted (a full classic game is about 3,000 characters). */
export const MAX_SGF_LENGTH = 1_000_000;

const TEXT_INFO = [
  ['gameName', 'GN'],
  ['event', 'EV'],
  ['round', 'RO'],
  ['date', 'DT'],
  ['place', 'PC'],
] as const;

const SETUP_PROPERTIES = new Set(['AB', 'AW', 'AE', 'A1', 'A2', 'A3', 'A4', 'PL']);
const MOVE_PROPERTIES = new Set(['B', 'W', '1', '2', '3', '4']);
const RESIGN = 'XBR';

/**
 * The move property of each colour of a variant: `B`, `W` or `1`…`4`; in a game Pentobi does not know,
 * written as its classic game, the colour's number there (`one-colour`: Blue `1`, Red `3`).
 */
export function sgfColorProperties(variant: Variant): readonly string[] {
  if (variant.sgfColors) return variant.sgfColors;
  return variant.colors.length === 2 ? ['B', 'W'] : variant.colors.map((_, c) => String(c + 1));
}

/** The player-name property of each seat: `PB`, `PW` or `P1`…`P4`. */
export function sgfPlayerProperties(variant: Variant): readonly string[] {
  return variant.seats === 2 ? ['PB', 'PW'] : Array.from({ length: variant.seats }, (_, s) => `P${s + 1}`);
}

/**
 * The variant a bare `GM[…]` means: the first variant in `ALL_VARIANT_IDS` order with that Pentobi name,
 * compared as Pentobi does (trimmed, case-insensitive).
 */
function defaultVariant(sgfGame: string): VariantId | undefined {
  const name = sgfGame.trim().toLowerCase();
  return ALL_VARIANT_IDS.find((id) => variantOf(id).sgfGame.toLowerCase() === name);
}

/** Writes a game as a Blokus SGF record (one line, as the reference records are). */
export function exportSgf(game: Game, info: SgfInfo = {}): string {
  const { variant, layout } = game;
  let root = `;FF[4]CA[UTF-8]GM[${variant.sgfGame}]`;
  if (defaultVariant(variant.sgfGame) !== variant.id) root += `XBV[${variant.id}]`;
  if (game.fastContact) root += 'XBF[1]';
  for (const [key, id] of TEXT_INFO) {
    const value = info[key];
    if (value !== undefined && value !== '') root += `${id}[${escapeSgfSimpleText(value)}]`;
  }
  sgfPlayerProperties(variant).forEach((id, seat) => {
    const name = info.players?.[seat];
    if (name !== undefined && name !== '') root += `${id}[${escapeSgfSimpleText(name)}]`;
  });
  if (info.comment !== undefined && info.comment !== '') root += `C[${escapeSgfText(info.comment)}]`;
  const colorIds = sgfColorProperties(variant);
  const moves = game.events.map((event) => {
    const id = colorIds[event.color]!;
    if (event.type === 'place') return `;${id}[${formatCellList(layout, event.move)}]`;
    return `;${RESIGN}[${id}]C[${colorLabel(variant.colors[event.color]!)} resigns.]`;
  });
  return `(${root}${moves.join('')})`;
}

function value(node: SgfNode | undefined, id: string): string | undefined {
  return node?.properties.find((p) => p.id === id)?.values.join('');
}

/** Reads a Blokus SGF record, replaying it through the engine; an illegal move is an error with its number. */
export function importSgf(text: string): Result<SgfRecord, SgfError> {
  if (text.length > MAX_SGF_LENGTH)
    return err({ kind: 'sgf-too-long', length: text.length, max: MAX_SGF_LENGTH });
  const parsed = parseSgfMainLine(text);
  if (!parsed.ok) return parsed;
  const nodes = parsed.value;
  const root = nodes[0];
  const setup = nodes.flatMap((n) => n.properties).find((p) => SETUP_PROPERTIES.has(p.id));
  if (setup) return err({ kind: 'sgf-unsupported', property: setup.id });

  const variant = variantOfRecord(root);
  if (!variant.ok) return variant;
  const fastContact = fastContactOfRecord(root, variant.value);
  if (!fastContact.ok) return fastContact;
  const events = eventsOfRecord(nodes, variantOf(variant.value));
  if (!events.ok) return events;

  const { list, moveNumbers } = events.value;
  const game = replay(variant.value, { fastContact: fastContact.value }, list);
  if (!game.ok) {
    const { index, error } = game.error;
    const event = list[index - 1]!;
    return err({
      kind: 'sgf-illegal',
      moveNumber: moveNumbers[index - 1]!,
      color: variantOf(variant.value).colors[event.color]!,
      error,
      boardSize: variantOf(variant.value).boardSize,
    });
  }
  return ok({
    variant: variant.value,
    fastContact: fastContact.value,
    events: list,
    game: game.value,
    info: infoOfRecord(root, variantOf(variant.value)),
  });
}

function variantOfRecord(root: SgfNode | undefined): Result<VariantId, SgfError> {
  const games = [...new Set(ALL_VARIANT_IDS.map((id) => variantOf(id).sgfGame))];
  const gm = value(root, 'GM');
  const fallback = gm === undefined ? undefined : defaultVariant(gm.trim());
  if (gm === undefined || fallback === undefined) {
    return err({ kind: 'sgf-not-blokus', game: gm ?? null, valid: games });
  }
  const declared = value(root, 'XBV');
  if (declared === undefined) return ok(fallback);
  const id = declared.trim();
  if (!isVariantId(id)) return err({ kind: 'sgf-unknown-variant', value: declared, valid: ALL_VARIANT_IDS });
  if (variantOf(id).sgfGame.toLowerCase() !== gm.trim().toLowerCase())
    return err({ kind: 'sgf-variant-mismatch', game: gm, variant: id });
  return ok(id);
}

function fastContactOfRecord(root: SgfNode | undefined, variant: VariantId): Result<boolean, SgfError> {
  const flag = value(root, 'XBF');
  if (flag === undefined || flag.trim() === '0') return ok(false);
  if (flag.trim() === '1' && supportsFastContact(variant)) return ok(true);
  return err({ kind: 'sgf-bad-option', property: 'XBF', value: flag });
}

function eventsOfRecord(
  nodes: readonly SgfNode[],
  variant: Variant,
): Result<{ list: GameEvent[]; moveNumbers: number[] }, SgfError> {
  const colorIds = sgfColorProperties(variant);
  const list: GameEvent[] = [];
  const moveNumbers: number[] = [];
  let moveNumber = 0;
  const layout = layoutFor(variant.board);
  for (const node of nodes) {
    const acts = node.properties.filter((p) => MOVE_PROPERTIES.has(p.id) || p.id === RESIGN);
    if (acts.length === 0) continue;
    moveNumber++;
    if (acts.length > 1) return err({ kind: 'sgf-two-moves', moveNumber, properties: acts.map((p) => p.id) });
    const act = acts[0]!;
    const text = act.values.join(',');
    const colorId = act.id === RESIGN ? text.trim().toUpperCase() : act.id;
    const color = colorIds.indexOf(colorId);
    if (color < 0) return err({ kind: 'sgf-wrong-property', moveNumber, property: colorId, valid: colorIds });
    if (act.id === RESIGN) {
      list.push({ type: 'resign', color });
      moveNumbers.push(moveNumber);
      continue;
    }
    // An empty move value is an explicit pass; passes are implicit in this engine's turn order.
    if (text.replace(/[\s,]/g, '') === '') continue;
    const move = parseCellList(text, layout);
    if (!move.ok) return err({ kind: 'sgf-bad-move', moveNumber, value: text, error: move.error });
    list.push({ type: 'place', color, move: move.value });
    moveNumbers.push(moveNumber);
  }
  return ok({ list, moveNumbers });
}

function infoOfRecord(root: SgfNode | undefined, variant: Variant): SgfInfo {
  const info: { -readonly [K in keyof SgfInfo]: SgfInfo[K] } = {};
  for (const [key, id] of TEXT_INFO) {
    const text = value(root, id);
    if (text !== undefined) info[key] = readSgfSimpleText(text);
  }
  const names = sgfPlayerProperties(variant).map((id) => value(root, id));
  if (names.some((n) => n !== undefined))
    info.players = names.map((n) => (n === undefined ? '' : readSgfSimpleText(n)));
  const comment = value(root, 'C');
  if (comment !== undefined) info.comment = comment;
  return info;
}
