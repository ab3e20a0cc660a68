import {
  ActionRowBuilder,
  type AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  StringSelectMenuBuilder,
} from 'discord.js';
import { encodePreview, type TapChoices, type TapCorner, tapPieces, tapPlacements } from '../../app/index.ts';
import type { Game, PieceIndex } from '../../engine/index.ts';
import { ENGLISH, type Translator } from '../../i18n/index.ts';
import { fitText, formatCellList } from '../../notation/index.ts';
import {
  renderCornersPicture,
  renderPiecesAtCornerPicture,
  renderPlacementSheetPicture,
} from '../../render/index.ts';
import { ACTIONS } from '../discord/components.ts';
import { formatCustomId } from '../discord/custom-id.ts';
import { png } from '../messages/pictures.ts';
import { colorName, colorText } from '../messages/text-format.ts';

/**
 * The messages of playing by taps, one per step, each replacing the last in the same private message:
 * 1. the colour's open corners, numbered on the board, in menus of 25 (a position with more than 100 first
 *    asks which hundred); 2. the pieces that fit at the chosen corner; 3. numbered close-ups of that
 *    piece's placements covering the corner; then its preview (`previewReply`), with Confirm.
 * So any legal placement is at most four picks after Play. Every custom_id carries the game's version:
 * a pick made after the game moved on is told so and offered a fresh start, never played.
 */

/** Discord's limits: 25 options a menu, 5 rows a message (one row is kept for the buttons). */
export const OPTIONS_PER_MENU = 25;
export const MENUS_PER_STEP = 4;
const CORNERS_PER_STEP = OPTIONS_PER_MENU * MENUS_PER_STEP;

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

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
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

/** In a puzzle, a button per colour that can still move (the one shown in blue): the corners of that colour. */
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

function heading(choices: TapChoices, tr: Translator): string {
  return tr.t('tap.heading', {
    color: colorText(choices.color, tr),
    shared: choices.game.variant.owners[choices.colorIndex] === 'rotate' ? 'yes' : 'no',
    n: choices.game.events.length + 1,
  });
}

/**
 * Step 1: the corners where the colour can attach a piece, numbered on the board. `from` is the index of
 * the first corner shown: a position with more than 100 corners first asks which hundred (`rangeStep`).
 */
export async function cornersStep(
  choices: TapChoices,
  options: StepOptions,
  from?: number,
): Promise<StepMessage> {
  const { corners, gameId, version } = choices;
  const tr = options.words;
  if (corners.length > CORNERS_PER_STEP && from === undefined) return rangeStep(choices, options);
  const start = Math.max(0, Math.min(from ?? 0, corners.length - 1));
  const shown = corners.slice(start, start + CORNERS_PER_STEP);
  const menus = chunks(shown, OPTIONS_PER_MENU).map((group, k) =>
    menu(
      formatCustomId(ACTIONS.tapCorner, gameId, version, colorExtra(choices, String(k))),
      tr.t('tap.cornerMenu', { from: group[0]!.label, to: group[group.length - 1]!.label }),
      group.map((c) => ({
        label: `${c.label} · ${c.name}`,
        value: c.name,
        description: tr.t('tap.cornerOption', {
          pieces: tapPieces(choices.game, c).length,
          placements: c.moves.length,
        }),
      })),
    ),
  );
  const picture = await renderCornersPicture(choices.game, choices.colorIndex, shown, options);
  const list = shown.map((c) => `${c.label} ${c.name}`).join(', ');
  const alt = tr.t('tap.cornersAlt', { id: gameId, color: colorName(choices.color, tr), list });
  return {
    content: [heading(choices, tr), tr.t('tap.pickCorner', { count: corners.length })].join('\n'),
    files: [png(picture, `blokus-${gameId}-corners`, fitText(alt, 1000))],
    components: [...menus, buttonRow(...colorButtons(choices, tr), cancelButton(choices, tr))],
  };
}

/** Step 0, only with more than 100 corners: which hundred to show. */
async function rangeStep(choices: TapChoices, options: StepOptions): Promise<StepMessage> {
  const { corners, gameId, version } = choices;
  const tr = options.words;
  const ranges = chunks(corners, CORNERS_PER_STEP).map((group) => ({
    label: tr.t('tap.rangeLabel', { from: group[0]!.label, to: group[group.length - 1]!.label }),
    value: String(group[0]!.label - 1),
    description: tr.t('tap.rangeDescription', { from: group[0]!.name, to: group[group.length - 1]!.name }),
  }));
  const picture = await renderCornersPicture(choices.game, choices.colorIndex, corners, options);
  const alt = tr.t('tap.rangeAlt', {
    id: gameId,
    color: colorName(choices.color, tr),
    count: corners.length,
  });
  return {
    content: `${heading(choices, tr)}\n${tr.t('tap.rangeContent', { count: corners.length })}`,
    files: [png(picture, `blokus-${gameId}-corners`, alt)],
    components: [
      menu(
        formatCustomId(ACTIONS.tapRange, gameId, version, colorExtra(choices)),
        tr.t('tap.rangeMenu'),
        ranges,
      ),
      buttonRow(cancelButton(choices, tr)),
    ],
  };
}

/** Step 2: the pieces that fit at a corner, biggest first, drawn under the board. */
export async function piecesStep(
  choices: TapChoices,
  corner: TapCorner,
  options: StepOptions,
): Promise<StepMessage> {
  const { gameId, version } = choices;
  const pieces = tapPieces(choices.game, corner);
  const tr = options.words;
  const note = (n: number) => tr.t('tap.ways', { count: n });
  const picture = await renderPiecesAtCornerPicture(
    choices.game,
    choices.colorIndex,
    corner,
    pieces.map((p) => ({ piece: p.piece, note: note(p.placements) })),
    options,
  );
  const names = pieces.map((p) => pieceLabel(choices.game, p.piece)).join(', ');
  const alt = tr.t('tap.piecesAlt', { id: gameId, label: corner.label, corner: corner.name, names });
  return {
    content: `${heading(choices, tr)}\n${tr.t('tap.pickPiece', { label: corner.label, corner: corner.name, count: pieces.length })}`,
    files: [png(picture, `blokus-${gameId}-pieces`, fitText(alt, 1000))],
    components: [
      menu(
        formatCustomId(ACTIONS.tapPiece, gameId, version, colorExtra(choices, corner.name)),
        tr.t('tap.pieceMenu'),
        pieces.map((p) => ({
          label: pieceLabel(choices.game, p.piece),
          value: String(p.piece),
          description: tr.t('tap.pieceOption', {
            squares: choices.game.layout.pieceSizes[p.piece]!,
            ways: note(p.placements),
          }),
        })),
      ),
      buttonRow(
        button(
          formatCustomId(ACTIONS.tapAgain, gameId, version, colorExtra(choices)),
          tr.t('tap.backCorners'),
        ),
        cancelButton(choices, tr),
      ),
    ],
  };
}

/** Step 3: numbered close-ups of a piece's placements covering the corner; a pick opens its preview. */
export async function placementsStep(
  choices: TapChoices,
  corner: TapCorner,
  piece: PieceIndex,
  options: StepOptions,
): Promise<StepMessage> {
  const { gameId, version, game } = choices;
  const placements = tapPlacements(game, corner, piece, choices.colorIndex);
  const picture = await renderPlacementSheetPicture(
    game,
    choices.colorIndex,
    corner.point,
    placements,
    options,
  );
  const name = pieceLabel(game, piece);
  const tr = options.words;
  const menus = chunks(placements, OPTIONS_PER_MENU).map((group, k) =>
    menu(
      formatCustomId(
        ACTIONS.tapPlacement,
        gameId,
        version,
        colorExtra(choices, `${corner.name}.${piece}.${k}`),
      ),
      tr.t(k === 0 ? 'play.pickPlaceholder' : 'tap.moreMenu'),
      group.map((p) => ({
        label: `${p.label} · ${p.text}`,
        value: encodePreview(p.state, game.layout),
        description: tr.t('play.covers', { cells: formatCellList(game.layout, p.move).replaceAll(',', ' ') }),
      })),
    ),
  );
  const list = placements.map((p) => `${p.label} ${p.text}`).join('; ');
  const alt = tr.t('tap.placementsAlt', { corner: corner.name, count: placements.length, piece: name, list });
  const pick = tr.t('tap.pickPlacement', {
    piece: name,
    label: corner.label,
    corner: corner.name,
    count: placements.length,
  });
  return {
    content: `${heading(choices, tr)}\n${pick}`,
    files: [png(picture, `blokus-${gameId}-placements`, fitText(alt, 1000))],
    components: [
      ...menus,
      buttonRow(
        button(
          formatCustomId(ACTIONS.tapBack, gameId, version, colorExtra(choices, corner.name)),
          tr.t('tap.backPieces'),
        ),
        button(
          formatCustomId(ACTIONS.tapAgain, gameId, version, colorExtra(choices)),
          tr.t('tap.backCorners'),
        ),
        cancelButton(choices, tr),
      ),
    ],
  };
}

/** A step whose position moved on (or a pick that no longer fits): nothing is played; start again. */
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
function pieceLabel(game: Game, piece: PieceIndex): string {
  return game.layout.geometry.pieceNames[piece]!;
}
