import { ActionRowBuilder, ButtonBuilder, ButtonStyle, StringSelectMenuBuilder } from 'discord.js';
import type { LobbyView, SeatOfferPin, UndoRequestPin } from '../../app/index.ts';
import { ENGLISH, type Translator } from '../../i18n/index.ts';
import { formatCustomId, formatPinExtra } from './custom-id.ts';

/** Button actions (the second part of a custom_id), one handler each in `src/bot/buttons.ts`. */
export const ACTIONS = {
  join: 'join',
  leave: 'leave',
  start: 'start',
  cancel: 'cancel',
  cancelConfirm: 'cancel-ok',
  cancelKeep: 'cancel-x',
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
  previewLeft: 'pv-l',
  previewRight: 'pv-r',
  previewUp: 'pv-u',
  previewDown: 'pv-d',
  previewNearby: 'pv-near',
  play: 'play',
  board: 'board',
  tapAgain: 'tap',
  tapCorner: 'tap-c',
  tapPiece: 'tap-p',
  tapPlacement: 'tap-m',
  tapCancel: 'tap-x',
  tapColor: 'tap-col',
  puzzleUndo: 'pz-undo',
  puzzleEnd: 'pz-end',
} as const;

type Row = ActionRowBuilder<ButtonBuilder>;

function button(id: string, label: string, style: ButtonStyle, disabled = false): ButtonBuilder {
  return new ButtonBuilder().setCustomId(id).setLabel(label).setStyle(style).setDisabled(disabled);
}

/** The lobby's Join, Leave, Start and Cancel buttons (Start only enabled with the right player count). */
export function lobbyButtons(lobby: LobbyView, tr: Translator = ENGLISH): Row[] {
  const id = (action: string) => formatCustomId(action, lobby.gameId, lobby.version);
  return [
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      button(id(ACTIONS.join), tr.t('button.join'), ButtonStyle.Primary),
      button(id(ACTIONS.leave), tr.t('button.leave'), ButtonStyle.Secondary),
      button(id(ACTIONS.start), tr.t('button.start'), ButtonStyle.Success, !lobby.canStart),
      button(id(ACTIONS.cancel), tr.t('button.cancelGame'), ButtonStyle.Danger),
      button(
        id(ACTIONS.colorBlind),
        tr.t('button.colorBlind', { on: lobby.settings.colorBlind ? 'yes' : 'no' }),
        ButtonStyle.Secondary,
      ),
    ),
  ];
}

/** What a preview's buttons need to know: where the piece is, whether it fits, what fits nearby. */
export interface PreviewButtonsInput {
  readonly gameId: number;
  readonly version: number;
  /** The preview state as a custom_id extra (`encodePreview`). */
  readonly state: string;
  readonly legal: boolean;
  /** Which arrows keep the pivot on the board. */
  readonly steps: Readonly<Record<'left' | 'right' | 'up' | 'down', boolean>>;
  /** Legal placements of the piece nearby (for an illegal preview): label and encoded state. */
  readonly nearby: readonly { readonly text: string; readonly state: string }[];
  /** The language of the labels (default English). */
  readonly words?: Translator;
}

/**
 * Under a private preview: Confirm, Rotate, Flip and Cancel; arrows that move the piece one square and
 * "Choose again" (the tap flow from the start); and, when it does not fit, a button per legal placement of
 * the piece nearby, opening its preview. The preview state rides in the custom_id.
 */
export function previewButtons(input: PreviewButtonsInput): Row[] {
  const { gameId, version, state, legal, steps } = input;
  const tr = input.words ?? ENGLISH;
  const id = (action: string, extra = state) => formatCustomId(action, gameId, version, extra);
  const rows = [
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      button(id(ACTIONS.previewConfirm), tr.t('button.confirm'), ButtonStyle.Success, !legal),
      button(id(ACTIONS.previewRotate), tr.t('button.rotate'), ButtonStyle.Primary),
      button(id(ACTIONS.previewFlip), tr.t('button.flip'), ButtonStyle.Primary),
      button(id(ACTIONS.previewCancel), tr.t('button.cancel'), ButtonStyle.Secondary),
    ),
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      button(id(ACTIONS.previewLeft), '←', ButtonStyle.Secondary, !steps.left),
      button(id(ACTIONS.previewUp), '↑', ButtonStyle.Secondary, !steps.up),
      button(id(ACTIONS.previewDown), '↓', ButtonStyle.Secondary, !steps.down),
      button(id(ACTIONS.previewRight), '→', ButtonStyle.Secondary, !steps.right),
      button(
        formatCustomId(ACTIONS.tapAgain, gameId, version),
        tr.t('button.chooseAgain'),
        ButtonStyle.Secondary,
      ),
    ),
  ];
  if (!legal && input.nearby.length > 0) {
    rows.push(
      new ActionRowBuilder<ButtonBuilder>().addComponents(
        input.nearby
          .slice(0, 5)
          .map((n) => button(id(ACTIONS.previewNearby, n.state), n.text.slice(0, 80), ButtonStyle.Primary)),
      ),
    );
  }
  return rows;
}

/** The confirmation buttons of `/resign` (resigning a colour cannot be undone). */
export function resignButtons(
  gameId: number,
  version: number,
  colorLabel: string,
  tr: Translator = ENGLISH,
): Row[] {
  const id = (action: string) => formatCustomId(action, gameId, version);
  return [
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      button(id(ACTIONS.resignConfirm), tr.t('button.resign', { color: colorLabel }), ButtonStyle.Danger),
      button(id(ACTIONS.resignCancel), tr.t('button.keepPlaying'), ButtonStyle.Secondary),
    ),
  ];
}

/** The confirmation buttons of `/blokus cancel` in a running game (ending it cannot be undone). */
export function cancelButtons(gameId: number, version: number, tr: Translator = ENGLISH): Row[] {
  const id = (action: string) => formatCustomId(action, gameId, version);
  return [
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      button(id(ACTIONS.cancelConfirm), tr.t('button.endGame'), ButtonStyle.Danger),
      button(id(ACTIONS.cancelKeep), tr.t('button.keepPlaying'), ButtonStyle.Secondary),
    ),
  ];
}

/** Accept and Decline under an undo request. */
export function undoButtons(
  gameId: number,
  version: number,
  request: UndoRequestPin,
  tr: Translator = ENGLISH,
): Row[] {
  const id = (action: string) =>
    formatCustomId(action, gameId, version, formatPinExtra(request.ply, request.at));
  return [
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      button(id(ACTIONS.undoAccept), tr.t('button.accept'), ButtonStyle.Success),
      button(id(ACTIONS.undoDecline), tr.t('button.decline'), ButtonStyle.Danger),
    ),
  ];
}

/** Take seat and Withdraw under a seat offer; the extra names the offer (`<holder id>-<time>`). */
export function seatOfferButtons(
  gameId: number,
  version: number,
  offer: SeatOfferPin,
  tr: Translator = ENGLISH,
): Row[] {
  const id = (action: string) =>
    formatCustomId(action, gameId, version, formatPinExtra(offer.userId, offer.at));
  return [
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      button(id(ACTIONS.seatTake), tr.t('button.takeSeat'), ButtonStyle.Success),
      button(id(ACTIONS.seatWithdraw), tr.t('button.withdraw'), ButtonStyle.Secondary),
    ),
  ];
}

/**
 * Play, under a turn message: the player to move opens the tap flow (any placement in a few picks, no
 * typing); anyone else is told whose turn it is. It always works on the game as it is now. With the
 * Activity set up, Open the board beside it launches the board by touch in Discord.
 */
export function playButtons(gameId: number, version: number, tr: Translator = ENGLISH, board = false): Row[] {
  const play = button(
    formatCustomId(ACTIONS.play, gameId, version),
    tr.t('button.play'),
    ButtonStyle.Success,
  );
  return [
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      play.setEmoji('▶️'),
      ...(board ? [openBoardButton(gameId, version, tr)] : []),
    ),
  ];
}

/** Open the board alone (under `/board`): launches the Activity, the board by touch, in the channel. */
export function openBoardButtons(gameId: number, version: number, tr: Translator = ENGLISH): Row[] {
  return [new ActionRowBuilder<ButtonBuilder>().addComponents(openBoardButton(gameId, version, tr))];
}

function openBoardButton(gameId: number, version: number, tr: Translator): ButtonBuilder {
  const id = formatCustomId(ACTIONS.board, gameId, version);
  return button(id, tr.t('button.board'), ButtonStyle.Secondary).setEmoji('🧩');
}

/** Under a stuck puzzle (no colour can move): take the last piece back, or end the puzzle where it stands. */
export function stuckButtons(gameId: number, version: number, tr: Translator = ENGLISH): Row[] {
  const id = (action: string) => formatCustomId(action, gameId, version);
  return [
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      button(id(ACTIONS.puzzleUndo), tr.t('button.puzzleUndo'), ButtonStyle.Primary).setEmoji('↩️'),
      button(id(ACTIONS.puzzleEnd), tr.t('button.puzzleEnd'), ButtonStyle.Secondary).setEmoji('🏁'),
    ),
  ];
}

/** Buttons under a finished game: the record for Pentobi, and a rematch with the same settings. */
export function gameButtons(
  gameId: number,
  version: number,
  state: { finished: boolean },
  tr: Translator = ENGLISH,
): Row[] {
  if (!state.finished) return [];
  const id = (action: string) => formatCustomId(action, gameId, version);
  return [
    new ActionRowBuilder<ButtonBuilder>().addComponents(
      button(id(ACTIONS.record), tr.t('button.record'), ButtonStyle.Secondary),
      button(id(ACTIONS.rematch), tr.t('button.rematch'), ButtonStyle.Primary),
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
  tr: Translator = ENGLISH,
): ActionRowBuilder<StringSelectMenuBuilder>[] {
  const menu = new StringSelectMenuBuilder()
    .setCustomId(formatCustomId(ACTIONS.pickPlacement, gameId, version))
    .setPlaceholder(tr.t('play.pickPlaceholder'))
    .addOptions(
      placements.slice(0, MAX_OPTIONS).map((p) => ({
        label: p.text.slice(0, MAX_OPTION_TEXT),
        value: p.text.slice(0, MAX_OPTION_TEXT),
        description: tr.t('play.covers', { cells: p.cells }).slice(0, MAX_OPTION_TEXT),
      })),
    );
  return [new ActionRowBuilder<StringSelectMenuBuilder>().addComponents(menu)];
}
