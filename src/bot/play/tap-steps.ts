import {
  ActionRowBuilder,
  type AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  StringSelectMenuBuilder,
} from 'discord.js';
import {
  type Direction,
  encodePreview,
  type TapChoices,
  type TapCorner,
  type TapGroup,
  type TapPlacement,
  type TapRange,
  type TapStep,
} from '../../app/index.ts';
import type { Game, PieceIndex } from '../../engine/index.ts';
import { ENGLISH, type Translator } from '../../i18n/index.ts';
import { fitText, formatCellList } from '../../notation/index.ts';
import {
  renderCornersPicture,
  renderPiecesPicture,
  renderPlacementSheetPicture,
} from '../../render/index.ts';
import { ACTIONS } from '../discord/components.ts';
import { formatCustomId } from '../discord/custom-id.ts';
import { png } from '../messages/pictures.ts';
import { colorName, colorText } from '../messages/text-format.ts';

/**
 * The messages of playing by taps, one per step, each replacing the last in the same private message, each
 * with one select menu (`tapStep` in the app decides what it asks): the pieces that fit, over the board with
 * the open corners numbered; or where one piece goes, by those corners; or numbered close-ups of the
 * placements left, a pick opening its preview (`previewReply`), with Confirm. A step with one choice is not
 * shown: the flow takes it and says so. Every custom_id carries the game's version: a pick made after the
 * game moved on is told so and offered a fresh start, never played.
 */

/** What a step shows. */
export interface StepMessage {
  readonly content: string;
  readonly files: AttachmentBuilder[];
  readonly components: ActionRowBuilder<StringSelectMenuBuilder | ButtonBuilder>[];
}

/** What pictures of a step need besides the position. */
export interface StepOptions {
  readonly colorBlind: boolean;
  /** The language of the player who tapped (the steps are private). */
  readonly words: Translator;
}

type Row = ActionRowBuilder<StringSelectMenuBuilder | ButtonBuilder>;
type Asking = Exclude<TapStep, { kind: 'one' }>;

function buttonRow(...buttons: ButtonBuilder[]): Row {
  return new ActionRowBuilder<ButtonBuilder>().addComponents(buttons) as Row;
}

function button(id: string, label: string, style = ButtonStyle.Secondary): ButtonBuilder {
  return new ButtonBuilder().setCustomId(id).setLabel(label).setStyle(style);
}

function menu(
  id: string,
  placeholder: string,
  options: { label: string; value: string; description?: string }[],
) {
  const select = new StringSelectMenuBuilder().setCustomId(id).setPlaceholder(placeholder.slice(0, 150));
  select.addOptions(
    options.map((o) => ({
      label: o.label.slice(0, 100),
      value: o.value,
      ...(o.description ? { description: o.description.slice(0, 100) } : {}),
    })),
  );
  return new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(select) as Row;
}

/**
 * A puzzle's tap flow names its colour in every custom_id (`c2~<extra>`), since any colour may be placed;
 * other games' ids are as they always were (the colour to move is the game's).
 */
export function colorExtra(choices: TapChoices, extra = ''): string {
  return choices.game.variant.freeColorOrder ? `c${choices.colorIndex}~${extra}` : extra;
}

/** The colour an extra written by `colorExtra` names (undefined for none), and the rest of it. */
export function readColorExtra(extra: string): { readonly color: number | undefined; readonly rest: string } {
  const match = /^c(\d+)~(.*)$/s.exec(extra);
  return match ? { color: Number(match[1]), rest: match[2]! } : { color: undefined, rest: extra };
}

/** A range as a menu option's value, `12-37`. */
function formatRange(range: TapRange): string {
  return `${range.from}-${range.to}`;
}

/** The range a menu option's value names (unchecked: `isTapRange` tells whether it is one). */
export function parseRange(value: string): TapRange {
  const [from, to] = value.split('-').map(Number);
  return { from: from ?? Number.NaN, to: to ?? Number.NaN };
}

/** In a puzzle, a button per colour that can still move (the one shown in blue): that colour's choices. */
function colorButtons(choices: TapChoices, tr: Translator): ButtonBuilder[] {
  if (!choices.game.variant.freeColorOrder || choices.colors.length < 2) return [];
  return choices.colors.map((c) => {
    const id = formatCustomId(ACTIONS.tapColor, choices.gameId, choices.version, `c${c}~`);
    const style = c === choices.colorIndex ? ButtonStyle.Primary : ButtonStyle.Secondary;
    return button(id, colorName(choices.game.variant.colors[c]!, tr), style);
  });
}

function cancelButton(choices: TapChoices, tr: Translator): ButtonBuilder {
  return button(formatCustomId(ACTIONS.tapCancel, choices.gameId, choices.version), tr.t('button.cancel'));
}

/** Under the first step, the colour buttons (a puzzle's); under a later one, back to the first. */
function buttons(choices: TapChoices, first: boolean, tr: Translator): Row {
  if (first) return buttonRow(...colorButtons(choices, tr), cancelButton(choices, tr));
  const back = formatCustomId(ACTIONS.tapAgain, choices.gameId, choices.version, colorExtra(choices));
  return buttonRow(button(back, tr.t('tap.back')), cancelButton(choices, tr));
}

function heading(choices: TapChoices, tr: Translator): string {
  return tr.t('tap.heading', {
    color: colorText(choices.color, tr),
    shared: choices.game.variant.owners[choices.colorIndex] === 'rotate' ? 'yes' : 'no',
    n: choices.game.events.length + 1,
  });
}

/** A way a placement goes from its corner, as an arrow. */
const ARROWS: Readonly<Record<Direction, string>> = {
  up: '↑',
  'up-right': '↗',
  right: '→',
  'down-right': '↘',
  down: '↓',
  'down-left': '↙',
  left: '←',
  'up-left': '↖',
};

/** ` ↑–↘`: the ways a part of a corner's placements go (nothing for a group of whole corners). */
function towardText(group: TapGroup): string {
  if (!group.toward) return '';
  const [from, to] = group.toward.map((d) => ARROWS[d]);
  return from === to ? ` ${from}` : ` ${from}–${to}`;
}

/** `corner 3` or `corners 3–7`: the open corners a group's placements cover. */
function cornerSpan(group: TapGroup, tr: Translator): string {
  const one = group.first.label === group.last.label;
  const span = tr.t('tap.cornerSpan', {
    span: one ? 'one' : 'many',
    from: group.first.label,
    to: group.last.label,
  });
  return `${span}${towardText(group)}`;
}

/** The sentence said when the flow took a choice for the player (only one piece fits). */
export function onlyPieceNote(choices: TapChoices, piece: PieceIndex, tr: Translator): string {
  return tr.t('tap.onlyPiece', { piece: pieceLabel(choices.game, piece) });
}

/**
 * The message of a step that asks something: `first` when it is where the flow starts (the puzzle's colour
 * buttons go there; later steps get ◀ Back instead); `notes` are what the flow chose for the player.
 */
export async function stepMessage(
  choices: TapChoices,
  step: Asking,
  options: StepOptions,
  first: boolean,
  notes: readonly string[] = [],
): Promise<StepMessage> {
  const tr = options.words;
  const body =
    step.kind === 'pieces'
      ? await piecesStep(choices, step.groups, options)
      : step.kind === 'corners'
        ? await cornersStep(choices, step.piece, step.groups, options)
        : await placementsStep(choices, step.placements, options);
  return {
    content: [heading(choices, tr), ...notes, body.content].join('\n'),
    files: body.files,
    components: [menu(body.menuId, body.placeholder, body.options), buttons(choices, first, tr)],
  };
}

interface StepBody {
  readonly content: string;
  readonly files: AttachmentBuilder[];
  readonly menuId: string;
  readonly placeholder: string;
  readonly options: { label: string; value: string; description?: string }[];
}

/** The pieces that fit (a piece with many placements perhaps cut by corners), biggest first. */
async function piecesStep(
  choices: TapChoices,
  groups: readonly TapGroup[],
  options: StepOptions,
): Promise<StepBody> {
  const { game, gameId, version } = choices;
  const tr = options.words;
  const ways = new Map<PieceIndex, number>();
  for (const g of groups) ways.set(g.piece, (ways.get(g.piece) ?? 0) + g.to - g.from);
  const note = (n: number) => tr.t('tap.ways', { count: n });
  const picture = await renderPiecesPicture(
    game,
    choices.colorIndex,
    choices.corners,
    [...ways].map(([piece, n]) => ({ piece, note: note(n) })),
    options,
  );
  const names = [...ways.keys()].map((p) => pieceLabel(game, p)).join(', ');
  const alt = tr.t('tap.piecesAlt', { id: gameId, color: colorName(choices.color, tr), names });
  return {
    content: tr.t('tap.pickPiece', { count: ways.size, corners: choices.corners.length }),
    files: [png(picture, `blokus-${gameId}-pieces`, fitText(alt, 1000))],
    menuId: formatCustomId(ACTIONS.tapPiece, gameId, version, colorExtra(choices)),
    placeholder: tr.t('tap.pieceMenu'),
    options: groups.map((g) => ({
      label: g.whole ? pieceLabel(game, g.piece) : `${pieceLabel(game, g.piece)} · ${cornerSpan(g, tr)}`,
      value: formatRange(g),
      description: tr.t('tap.pieceOption', {
        squares: game.layout.pieceSizes[g.piece]!,
        ways: note(g.to - g.from),
      }),
    })),
  };
}

/** Where one piece goes: its placements cut by the open corners they cover, numbered on the board. */
async function cornersStep(
  choices: TapChoices,
  piece: PieceIndex,
  groups: readonly TapGroup[],
  options: StepOptions,
): Promise<StepBody> {
  const { game, gameId, version } = choices;
  const tr = options.words;
  const covered = new Set<TapCorner>();
  for (const m of choices.moves.slice(groups[0]!.from, groups[groups.length - 1]!.to)) covered.add(m.corner);
  const shown = [...covered];
  const picture = await renderCornersPicture(game, choices.colorIndex, shown, options);
  const name = pieceLabel(game, piece);
  const list = shown.map((c) => `${c.label} ${c.name}`).join(', ');
  const alt = tr.t('tap.cornersAlt', { id: gameId, color: colorName(choices.color, tr), piece: name, list });
  const ways = groups[groups.length - 1]!.to - groups[0]!.from;
  return {
    content: tr.t('tap.pickCorners', { piece: name, ways: tr.t('tap.ways', { count: ways }) }),
    files: [png(picture, `blokus-${gameId}-corners`, fitText(alt, 1000))],
    menuId: formatCustomId(ACTIONS.tapCorner, gameId, version, colorExtra(choices)),
    placeholder: tr.t('tap.cornerMenu', { piece: name }),
    options: groups.map((g) => ({
      label: `${tr.t('tap.cornerOption', {
        span: g.first.label === g.last.label ? 'one' : 'many',
        from: g.first.label,
        to: g.last.label,
        fromCell: g.first.name,
        toCell: g.last.name,
      })}${towardText(g)}`,
      value: formatRange(g),
      description: tr.t('tap.ways', { count: g.to - g.from }),
    })),
  };
}

/** Numbered close-ups of the placements left, each around the corner it covers; a pick opens its preview. */
async function placementsStep(
  choices: TapChoices,
  placements: readonly TapPlacement[],
  options: StepOptions,
): Promise<StepBody> {
  const { gameId, version, game } = choices;
  const tr = options.words;
  const onePiece = placements.every((p) => p.piece === placements[0]!.piece);
  const picture = await renderPlacementSheetPicture(
    game,
    choices.colorIndex,
    placements.map((p) => ({
      label: p.label,
      squares: p.squares,
      corner: p.corner.point,
      text: onePiece ? p.text.split(' ').slice(1).join(' ') : p.text,
    })),
    options,
  );
  const list = placements.map((p) => `${p.label} ${p.text}`).join('; ');
  const alt = tr.t('tap.placementsAlt', { count: placements.length, list });
  const pick = onePiece
    ? tr.t('tap.pickPlacementOf', { piece: pieceLabel(game, placements[0]!.piece), count: placements.length })
    : tr.t('tap.pickPlacement', { count: placements.length });
  return {
    content: pick,
    files: [png(picture, `blokus-${gameId}-placements`, fitText(alt, 1000))],
    menuId: formatCustomId(ACTIONS.tapPlacement, gameId, version, colorExtra(choices)),
    placeholder: tr.t('play.pickPlaceholder'),
    options: placements.map((p) => ({
      label: `${p.label} · ${p.text}`,
      value: encodePreview(p.state, game.layout),
      description: tr.t('play.covers', { cells: formatCellList(game.layout, p.move).replaceAll(',', ' ') }),
    })),
  };
}

/** A step whose position moved on (or a pick that cannot be read): nothing is played; start again. */
export function staleStep(
  gameId: number,
  version: number,
  why: string,
  tr: Translator = ENGLISH,
): StepMessage {
  return {
    content: tr.t('tap.stale', { why }),
    files: [],
    components: [
      buttonRow(
        button(
          formatCustomId(ACTIONS.tapAgain, gameId, version),
          tr.t('tap.startAgain'),
          ButtonStyle.Primary,
        ),
      ),
    ],
  };
}

/** A piece's name on the game's board (`P5-L`, or Trigon's `L6`). */
export function pieceLabel(game: Game, piece: PieceIndex): string {
  return game.layout.geometry.pieceNames[piece]!;
}
