import type { ButtonInteraction } from 'discord.js';
import { decodePreview, type PreviewTransform } from '../app/index.ts';
import type { BotContext } from './bot-context.ts';
import { answerAfterChange } from './discord/answer-after-change.ts';
import { ACTIONS } from './discord/components.ts';
import type { CustomId } from './discord/custom-id.ts';
import { answerPrivately } from './discord/replies.ts';
import type { ButtonModule, SelectModule } from './discord/router.ts';
import { COMPUTER_ACTION, computerMenuPick } from './lobby/computer-flow.ts';
import {
  cancelGame,
  confirmCancel,
  joinGame,
  leaveGame,
  lobbyRefusal,
  startGame,
} from './lobby/lobby-flow.ts';
import { lobbyMessage } from './lobby/lobby-message.ts';
import { newGame } from './lobby/new-game-flow.ts';
import { takeSeatButton, withdrawSeatButton } from './lobby/seat-flow.ts';
import { recordFile } from './messages/info-replies.ts';
import { gameWords, privateWords } from './messages/locale.ts';
import { colorName, errorText } from './messages/text-format.ts';
import { HINT_ACTIONS, hintPlayButton, hintPreviewButton } from './play/hint-flow.ts';
import { pickPlacement, previewButton } from './play/place-flow.ts';
import { TAP_BUTTONS, TAP_SELECTS } from './play/tap-flow.ts';
import { puzzleEndButton, puzzleUndoButton, undoAnswer } from './play/undo-flow.ts';

type Handler = (interaction: ButtonInteraction, id: CustomId, ctx: BotContext) => Promise<void>;

const gone = (i: ButtonInteraction) => answerPrivately(i, privateWords(i).t('error.staleButton'));

function preview(op: 'confirm' | 'cancel' | 'show' | PreviewTransform): Handler {
  return async (interaction, id, ctx) => {
    const state = decodePreview(id.extra);
    if (!state) return gone(interaction);
    await previewButton(interaction, ctx, id.gameId, id.version, state, op);
  };
}

/**
 * The lobby's buttons act on a lobby only. A lobby message can outlive its lobby (a game started with
 * `/blokus start` leaves it as it was): its Leave must not resign a running game's colours, nor its Cancel
 * end the game. Such a click redraws the old lobby without buttons and says why, privately. A click that
 * passes this check as the host starts the game is stopped by its reference (`lobby`): the service then
 * refuses it, and nothing changes.
 */
function lobbyOnly(handler: Handler, action?: 'leave' | 'cancel'): Handler {
  return async (interaction, id, ctx) => {
    const lobby = ctx.service.lobby({ gameId: id.gameId });
    if (!lobby.ok || lobby.value.status === 'lobby') return handler(interaction, id, ctx);
    const { gameId, status } = lobby.value;
    await interaction.update(lobbyMessage(lobby.value, ctx.now(), undefined, gameWords(ctx.service, gameId)));
    await answerPrivately(
      interaction,
      lobbyRefusal({ kind: 'not-in-lobby', gameId, status }, privateWords(interaction), action),
    );
  };
}

/** What a lobby's button acts on: its game while it is a lobby, and never the game once started. */
const lobbyRef = (id: CustomId) => ({ gameId: id.gameId, lobby: true as const });

const handlers: Record<string, Handler> = {
  [ACTIONS.join]: lobbyOnly((i, id, ctx) => joinGame(i, ctx, lobbyRef(id), null)),
  [ACTIONS.leave]: lobbyOnly((i, id, ctx) => leaveGame(i, ctx, lobbyRef(id)), 'leave'),
  [ACTIONS.start]: lobbyOnly((i, id, ctx) => startGame(i, ctx, lobbyRef(id))),
  [ACTIONS.cancel]: lobbyOnly((i, id, ctx) => cancelGame(i, ctx, lobbyRef(id)), 'cancel'),
  [ACTIONS.colorBlind]: lobbyOnly(async (interaction, id, ctx) => {
    // The lobby message shows the new state (edited by the outbox); a mistake is answered privately.
    await interaction.deferUpdate();
    const toggled = ctx.service.toggleColorBlind(lobbyRef(id), interaction.user.id);
    if (!toggled.ok) return answerPrivately(interaction, errorText(toggled.error, privateWords(interaction)));
    await answerAfterChange(interaction, ctx, null);
  }),
  [ACTIONS.previewConfirm]: preview('confirm'),
  [ACTIONS.previewRotate]: preview('rotate'),
  [ACTIONS.previewFlip]: preview('flip'),
  [ACTIONS.previewCancel]: preview('cancel'),
  [ACTIONS.previewLeft]: preview('left'),
  [ACTIONS.previewRight]: preview('right'),
  [ACTIONS.previewUp]: preview('up'),
  [ACTIONS.previewDown]: preview('down'),
  [ACTIONS.previewNearby]: preview('show'),
  ...TAP_BUTTONS,
  [ACTIONS.resignConfirm]: async (interaction, id, ctx) => {
    const result = ctx.service.pass(
      { gameId: id.gameId, version: id.version },
      interaction.user.id,
      interaction.id,
    );
    if (!result.ok) {
      await interaction.update({
        content: errorText(result.error, privateWords(interaction)),
        components: [],
      });
      return;
    }
    const passed = result.value.events.find((e) => e.kind === 'passed');
    const tr = privateWords(interaction);
    await interaction.update({
      content: passed
        ? tr.t('view.resignDone', { color: colorName(passed.color, tr) })
        : tr.t('view.resignDoneYours'),
      components: [],
    });
    await answerAfterChange(interaction, ctx, null);
  },
  // Discord opens the Activity in the channel; its page shows this channel's game.
  [ACTIONS.board]: async (interaction) => {
    await interaction.launchActivity();
  },
  [HINT_ACTIONS.preview]: (i, id, ctx) => hintPreviewButton(i, ctx, id),
  [HINT_ACTIONS.play]: (i, id, ctx) => hintPlayButton(i, ctx, id),
  [ACTIONS.resignCancel]: async (i) => {
    await i.update({ content: privateWords(i).t('view.keepPlaying'), components: [] });
  },
  [ACTIONS.cancelConfirm]: (i, id, ctx) => confirmCancel(i, ctx, id),
  [ACTIONS.cancelKeep]: async (i) => {
    await i.update({ content: privateWords(i).t('view.keepPlaying'), components: [] });
  },
  [ACTIONS.undoAccept]: (i, id, ctx) => undoAnswer(i, ctx, id, true),
  [ACTIONS.puzzleUndo]: (i, id, ctx) => puzzleUndoButton(i, ctx, id),
  [ACTIONS.puzzleEnd]: (i, id, ctx) => puzzleEndButton(i, ctx, id),
  [ACTIONS.undoDecline]: (i, id, ctx) => undoAnswer(i, ctx, id, false),
  [ACTIONS.seatTake]: (i, id, ctx) => takeSeatButton(i, ctx, id),
  [ACTIONS.seatWithdraw]: (i, id, ctx) => withdrawSeatButton(i, ctx, id),
  [ACTIONS.record]: async (interaction, id, ctx) => {
    const record = ctx.service.exportRecord({ gameId: id.gameId });
    if (!record.ok) return answerPrivately(interaction, errorText(record.error, privateWords(interaction)));
    const tr = privateWords(interaction);
    const file = recordFile(record.value, tr);
    await answerPrivately(interaction, {
      content: tr.t('view.record'),
      files: [file],
    });
  },
  [ACTIONS.rematch]: async (interaction, id, ctx) => {
    const old = ctx.service.rematchSettings(id.gameId, interaction.user.id);
    if (!old.ok) return answerPrivately(interaction, errorText(old.error, privateWords(interaction)));
    const s = old.value.settings;
    // The same players sit down again at once (each may leave); the new lobby's post calls them.
    const seated = old.value.players.filter((p) => p.id !== interaction.user.id);
    await newGame(
      interaction,
      ctx,
      {
        variant: s.variant,
        fastContact: s.fastContact,
        autoStart: s.autoStart,
        colorBlind: s.colorBlind,
        reminderHours: s.reminderHours,
        deadlineHours: s.deadlineHours,
        deadlineAction: s.deadlineAction,
        undoRule: s.undoRule,
        hints: s.hints,
        seated,
      },
      false,
    );
  },
};

/** Every select menu of the bot: the placement picker, and the steps of playing by taps. */
export const SELECTS: readonly SelectModule<BotContext>[] = [
  {
    action: ACTIONS.pickPlacement,
    execute: (interaction, id, ctx) => pickPlacement(interaction, ctx, id.gameId),
  },
  ...TAP_SELECTS,
  {
    action: COMPUTER_ACTION,
    execute: (interaction, id, ctx) => computerMenuPick(interaction, ctx, id.gameId),
  },
];

/** Every button of the bot, routed by the action of its custom_id; state always comes from the database. */
export const BUTTONS: readonly ButtonModule<BotContext>[] = Object.entries(handlers).map(
  ([action, execute]) => ({
    action,
    execute,
  }),
);
