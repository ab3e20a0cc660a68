import {
  ActionRowBuilder,
  type AttachmentBuilder,
  ButtonBuilder,
  ButtonStyle,
  StringSelectMenuBuilder,
} from 'discord.js';
import { encodePreview, type TapChoices, type TapCorner, tapPieces, tapPlacements } from '../app/index.ts';
import { colorLabel, PIECE_SHAPES, type PieceIndex } from '../engine/index.ts';
import { fitText, formatCellList, formatPieceName } from '../notation/index.ts';
import {
  renderCornersPicture,
  renderPiecesAtCornerPicture,
  renderPlacementSheetPicture,
} from '../render/index.ts';
import { ACTIONS } from './components.ts';
import { formatCustomId } from './custom-id.ts';
import { png } from './pictures.ts';
import { colorText } from './words.ts';

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

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function cancelButton(choices: TapChoices): ButtonBuilder {
  return button(formatCustomId(ACTIONS.tapCancel, choices.gameId, choices.version), 'Cancel');
}

function heading(choices: TapChoices): string {
  const shared = choices.game.variant.owners[choices.colorIndex] === 'rotate' ? ' (shared)' : '';
  return `${colorText(choices.color)}${shared} to play, move ${choices.game.events.length + 1}.`;
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
  if (corners.length > CORNERS_PER_STEP && from === undefined) return rangeStep(choices, options);
  const start = Math.max(0, Math.min(from ?? 0, corners.length - 1));
  const shown = corners.slice(start, start + CORNERS_PER_STEP);
  const menus = chunks(shown, OPTIONS_PER_MENU).map((group, k) =>
    menu(
      formatCustomId(ACTIONS.tapCorner, gameId, version, String(k)),
      `Corner ${group[0]!.label}–${group[group.length - 1]!.label}: pick where to attach`,
      group.map((c) => ({
        label: `${c.label} · ${c.name}`,
        value: c.name,
        description: `${plural(tapPieces(choices.game, c).length, 'piece')} fit, ${plural(c.moves.length, 'placement')}`,
      })),
    ),
  );
  const picture = await renderCornersPicture(choices.game, choices.colorIndex, shown, options);
  const list = shown.map((c) => `${c.label} ${c.name}`).join(', ');
  const alt = `Board of game ${gameId}: ${colorLabel(choices.color)}'s open corners numbered ${list}.`;
  return {
    content: [
      heading(choices),
      `**Pick a corner** (numbered on the board) where your next piece should touch your colour: ${plural(corners.length, 'corner')}.`,
    ].join('\n'),
    files: [png(picture, `blokus-${gameId}-corners`, fitText(alt, 1000))],
    components: [...menus, buttonRow(cancelButton(choices))],
  };
}

/** Step 0, only with more than 100 corners: which hundred to show. */
async function rangeStep(choices: TapChoices, options: StepOptions): Promise<StepMessage> {
  const { corners, gameId, version } = choices;
  const ranges = chunks(corners, CORNERS_PER_STEP).map((group) => ({
    label: `Corners ${group[0]!.label}–${group[group.length - 1]!.label}`,
    value: String(group[0]!.label - 1),
    description: `from ${group[0]!.name} to ${group[group.length - 1]!.name}`,
  }));
  const picture = await renderCornersPicture(choices.game, choices.colorIndex, corners, options);
  const alt = `Board of game ${gameId}: ${colorLabel(choices.color)}'s ${corners.length} open corners, numbered.`;
  return {
    content: `${heading(choices)}\n**${corners.length} open corners**: pick which ones to choose from.`,
    files: [png(picture, `blokus-${gameId}-corners`, alt)],
    components: [
      menu(formatCustomId(ACTIONS.tapRange, gameId, version), 'Pick a range of corners', ranges),
      buttonRow(cancelButton(choices)),
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
  const note = (n: number) => plural(n, 'way');
  const picture = await renderPiecesAtCornerPicture(
    choices.game,
    choices.colorIndex,
    corner,
    pieces.map((p) => ({ piece: p.piece, note: note(p.placements) })),
    options,
  );
  const names = pieces.map((p) => formatPieceName(p.piece)).join(', ');
  const alt = `Board of game ${gameId} with corner ${corner.label} (${corner.name}) marked; pieces that fit there: ${names}.`;
  return {
    content: `${heading(choices)}\nCorner **${corner.label}** (${corner.name}): **pick a piece**. ${plural(pieces.length, 'piece')} fit here.`,
    files: [png(picture, `blokus-${gameId}-pieces`, fitText(alt, 1000))],
    components: [
      menu(
        formatCustomId(ACTIONS.tapPiece, gameId, version, corner.name),
        'Pick a piece',
        pieces.map((p) => ({
          label: formatPieceName(p.piece),
          value: String(p.piece),
          description: `${plural(PIECE_SHAPES[p.piece]!.size, 'square')}, ${note(p.placements)} here`,
        })),
      ),
      buttonRow(
        button(formatCustomId(ACTIONS.tapAgain, gameId, version), '◀ Corners'),
        cancelButton(choices),
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
  const placements = tapPlacements(game, corner, piece);
  const picture = await renderPlacementSheetPicture(
    game,
    choices.colorIndex,
    corner.point,
    placements,
    options,
  );
  const name = formatPieceName(piece);
  const menus = chunks(placements, OPTIONS_PER_MENU).map((group, k) =>
    menu(
      formatCustomId(ACTIONS.tapPlacement, gameId, version, `${corner.name}.${piece}.${k}`),
      k === 0 ? 'Pick a placement to preview' : 'More placements',
      group.map((p) => ({
        label: `${p.label} · ${p.text}`,
        value: encodePreview(p.state),
        description: `covers ${formatCellList(game.layout, p.move).replaceAll(',', ' ')}`,
      })),
    ),
  );
  const list = placements.map((p) => `${p.label} ${p.text}`).join('; ');
  const alt = `Close-ups around ${corner.name} of the ${placements.length} placements of ${name} there: ${list}.`;
  return {
    content: `${heading(choices)}\n**${name}** at corner **${corner.label}** (${corner.name}): **pick a placement** (${placements.length} numbered below) to see it on the board.`,
    files: [png(picture, `blokus-${gameId}-placements`, fitText(alt, 1000))],
    components: [
      ...menus,
      buttonRow(
        button(formatCustomId(ACTIONS.tapBack, gameId, version, corner.name), '◀ Pieces'),
        button(formatCustomId(ACTIONS.tapAgain, gameId, version), '◀ Corners'),
        cancelButton(choices),
      ),
    ],
  };
}

/** A step whose position moved on (or a pick that no longer fits): nothing is played; start again. */
export function staleStep(gameId: number, version: number, why: string): StepMessage {
  return {
    content: `⏳ ${why} Nothing was played.`,
    files: [],
    components: [
      buttonRow(
        button(formatCustomId(ACTIONS.tapAgain, gameId, version), 'Start again', ButtonStyle.Primary),
      ),
    ],
  };
}
