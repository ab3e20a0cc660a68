import { ActionRowBuilder, ButtonBuilder, ButtonStyle, StringSelectMenuBuilder } from 'discord.js';
import type { LobbyView, SeatOfferPin, UndoRequestPin } from '../app/index.ts';
import { formatCustomId, formatPinExtra } from './custom-id.ts';

/** Button actions (the second part of a custom_id), one handler each in `buttons.ts`. */
export const ACTIONS = {
  join: 'join',
  leave: 'leave',
  start: 'start',
  cancel: 'cancel',
  previewConfirm: 'pv-ok',
  previewRotate: 'pv-rot',
  previewFlip: 'pv-flip',
  previewCancel: 'pv-x',
  // Wire values kept from when the command was /pass: buttons already posted keep working.
  resignConfirm: 'pass-ok',
  resignCancel: 'pass-x',
  undoAccept: 'undo-yes',
  undoDecline: 'undo-no',
  record: 'record',
  rematch: 'rematch',
  seatTake: 'seat-take',
  seatWithdraw: 'seat-keep',
  colorBlind: 'cb',
  pickPlacement: 'pick',
} as const;

type Row = ActionRowBuilder<ButtonBuilder>;

function button(id: string, label: string, style: ButtonStyle, disabled = false): ButtonBuilder {
  return new ButtonBuilder().setCustomId(id).setLabel(label).setStyle(style).setDisabled(disabled);
}

/** The lobby's Join, Leave, Start and Cancel buttons (Start only enabled with the right player count). */
export function lobbyButtons(lobby: LobbyView): Row[] {
  const id = (action: string) => formatCustomId(action, lobby.gameId, lobby.version);
  return [
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      button(id(ACTIONS.join), 'Join', ButtonStyle.Primary),
      button(id(ACTIONS.leave), 'Leave', ButtonStyle.Secondary),
      button(id(ACTIONS.start), 'Start', ButtonStyle.Success, !lobby.canStart),
      button(id(ACTIONS.cancel), 'Cancel game', ButtonStyle.Danger),
      button(
        id(ACTIONS.colorBlind),
        lobby.settings.colorBlind ? 'Colour-blind marks: on' : 'Colour-blind marks: off',
        ButtonStyle.Secondary,
      ),
    ),
  ];
}

/** Confirm, Rotate, Flip and Cancel under a private preview; the preview state rides in the custom_id. */
export function previewButtons(gameId: number, version: number, state: string, legal: boolean): Row[] {
  const id = (action: string) => formatCustomId(action, gameId, version, state);
  return [
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      button(id(ACTIONS.previewConfirm), 'Confirm', ButtonStyle.Success, !legal),
      button(id(ACTIONS.previewRotate), 'Rotate ↻', ButtonStyle.Primary),
      button(id(ACTIONS.previewFlip), 'Flip ⇋', ButtonStyle.Primary),
      button(id(ACTIONS.previewCancel), 'Cancel', ButtonStyle.Secondary),
    ),
  ];
}

/** The confirmation buttons of `/resign` (resigning a colour cannot be undone). */
export function resignButtons(gameId: number, version: number, colorLabel: string): Row[] {
  const id = (action: string) => formatCustomId(action, gameId, version);
  return [
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      button(id(ACTIONS.resignConfirm), `Resign ${colorLabel}`, ButtonStyle.Danger),
      button(id(ACTIONS.resignCancel), 'Keep playing', ButtonStyle.Secondary),
    ),
  ];
}

/** Accept and Decline under an undo request. */
export function undoButtons(gameId: number, version: number, request: UndoRequestPin): Row[] {
  const id = (action: string) =>
    formatCustomId(action, gameId, version, formatPinExtra(request.ply, request.at));
  return [
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      button(id(ACTIONS.undoAccept), 'Accept', ButtonStyle.Success),
      button(id(ACTIONS.undoDecline), 'Decline', ButtonStyle.Danger),
    ),
  ];
}

/** Take seat and Withdraw under a seat offer; the extra names the offer (`<holder id>-<time>`). */
export function seatOfferButtons(gameId: number, version: number, offer: SeatOfferPin): Row[] {
  const id = (action: string) =>
    formatCustomId(action, gameId, version, formatPinExtra(offer.userId, offer.at));
  return [
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      button(id(ACTIONS.seatTake), 'Take seat', ButtonStyle.Success),
      button(id(ACTIONS.seatWithdraw), 'Withdraw', ButtonStyle.Secondary),
    ),
  ];
}

/** Buttons under a finished game: the record for Pentobi, and a rematch with the same settings. */
export function gameButtons(gameId: number, version: number, state: { finished: boolean }): Row[] {
  if (!state.finished) return [];
  const id = (action: string) => formatCustomId(action, gameId, version);
  return [
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      button(id(ACTIONS.record), 'Game record (.blksgf)', ButtonStyle.Secondary),
      button(id(ACTIONS.rematch), 'Rematch', ButtonStyle.Primary),
    ),
  ];
}

/** Discord's limits on a select menu: 25 options, labels and descriptions of 100 characters. */
const MAX_OPTIONS = 25;
const MAX_OPTION_TEXT = 100;

/**
 * A menu of placements to preview (a piece named without a square): picking one opens its private
 * preview, with Confirm. The game's version pins it: a pick after the board moved is told so.
 */
export function placementPicker(
  gameId: number,
  version: number,
  placements: readonly { readonly text: string; readonly cells: string }[],
): ActionRowBuilder<StringSelectMenuBuilder>[] {
  const menu = new StringSelectMenuBuilder()
    .setCustomId(formatCustomId(ACTIONS.pickPlacement, gameId, version))
    .setPlaceholder('Pick a placement to preview')
    .addOptions(
      placements.slice(0, MAX_OPTIONS).map((p) => ({
        label: p.text.slice(0, MAX_OPTION_TEXT),
        value: p.text.slice(0, MAX_OPTION_TEXT),
        description: `covers ${p.cells}`.slice(0, MAX_OPTION_TEXT),
      })),
    );
  return [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu)];
}
