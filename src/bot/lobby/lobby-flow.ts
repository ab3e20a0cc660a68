import { type ButtonInteraction, type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import type { AppError, GameRef } from '../../app/index.ts';
import type { Translator } from '../../i18n/index.ts';
import type { BotContext } from '../bot-context.ts';
import { answerAfterChange } from '../discord/answer-after-change.ts';
import { cancelButtons } from '../discord/components.ts';
import type { CustomId } from '../discord/custom-id.ts';
import { actorOf, answerPrivately, hereRef, isModerator, playerOf } from '../discord/replies.ts';
import { privateWords } from '../messages/locale.ts';
import { colorText, errorText, nameText } from '../messages/text-format.ts';

type From = ChatInputCommandInteraction | ButtonInteraction;

async function fail(interaction: From, error: AppError, action?: 'leave' | 'cancel'): Promise<void> {
  await answerPrivately(interaction, lobbyRefusal(error, privateWords(interaction), action));
}

/**
 * Why a lobby action did nothing. A lobby's Leave or Cancel that reached a game already started (pressed
 * as the host started it, or on an old lobby message) changed nothing: it says what does that now.
 */
export function lobbyRefusal(error: AppError, tr: Translator, action?: 'leave' | 'cancel'): string {
  if (error.kind === 'not-in-lobby' && error.status === 'active' && action) {
    return tr.t(action === 'leave' ? 'reply.leaveAfterStart' : 'reply.cancelAfterStart', {
      id: error.gameId,
    });
  }
  return errorText(error, tr);
}

/**
 * Acknowledges at once, before the change is written: a button's message (the lobby) is updated by the
 * outbox, so the click only defers; a command gets a private "thinking…" that the answer fills.
 */
async function acknowledge(interaction: From): Promise<void> {
  if (interaction.isButton()) await interaction.deferUpdate();
  else await interaction.deferReply({ flags: MessageFlags.Ephemeral });
}

/** What to say privately once done: a command says what happened; a click on the lobby shows it there. */
function doneText(interaction: From, text: string): string | null {
  return interaction.isButton() ? null : text;
}

/** Join (button or `/blokus join colour:…`). Joining is always the player's own act. */
export async function joinGame(interaction: From, ctx: BotContext, ref: GameRef, color: string | null) {
  await acknowledge(interaction);
  const result = ctx.service.join(ref, playerOf(interaction), color);
  if (!result.ok) return fail(interaction, result.error);
  const seat = result.value.seats.find((s) => s.userId === interaction.user.id);
  const tr = privateWords(interaction);
  const id = result.value.gameId;
  const done =
    color && seat?.wantedColor
      ? tr.t('reply.joinedWish', { color: colorText(seat.wantedColor, tr), id })
      : tr.t('reply.joined', { id });
  // Joining (or a wish) is answered privately, button or command: the lobby's edit shows it to everyone.
  await answerAfterChange(interaction, ctx, done);
}

/** Leave the lobby, or leave a running game (the player's colours stop; the game goes on). */
export async function leaveGame(interaction: From, ctx: BotContext, ref: GameRef) {
  await acknowledge(interaction);
  const result = ctx.service.leave(ref, interaction.user.id);
  if (!result.ok) return fail(interaction, result.error, 'leave');
  const tr = privateWords(interaction);
  const done =
    result.value.kind === 'lobby'
      ? tr.t('reply.leftLobby', { id: result.value.lobby.gameId })
      : tr.t('reply.leftGame');
  await answerAfterChange(interaction, ctx, done);
}

/**
 * `/blokus remove player:…`: the host or a moderator (Manage Channels) takes a player who vanished out of
 * the game. In a lobby the seat is freed; in a running game the player's colours stop and the game goes on.
 */
export async function removePlayer(
  interaction: ChatInputCommandInteraction,
  ctx: BotContext,
  targetId: string,
) {
  await acknowledge(interaction);
  const ref = hereRef(interaction);
  const before = ctx.service.lobby(ref);
  const actor = actorOf(interaction);
  const result = ctx.service.removePlayer(ref, actor, targetId);
  if (!result.ok) return fail(interaction, result.error);
  const target = before.ok ? before.value.seats.find((s) => s.userId === targetId) : undefined;
  const tr = privateWords(interaction);
  const name = nameText(target?.displayName ?? tr.t('reply.thePlayer'));
  await answerAfterChange(interaction, ctx, tr.t('reply.removed', { name }));
}

/** Start (creator only): seats and colours are dealt, and the first player is pinged. */
export async function startGame(interaction: From, ctx: BotContext, ref: GameRef) {
  await acknowledge(interaction);
  const result = ctx.service.start(ref, interaction.user.id);
  if (!result.ok) return fail(interaction, result.error);
  await answerAfterChange(
    interaction,
    ctx,
    doneText(interaction, privateWords(interaction).t('reply.started')),
  );
}

/**
 * Cancel (the creator, or anyone with Manage Channels). A lobby goes at once; a running game is only ended
 * once its canceller confirms with a button (`confirmCancel`), as ending it cannot be undone.
 */
export async function cancelGame(interaction: From, ctx: BotContext, ref: GameRef) {
  const game = ctx.service.lobby(ref);
  const mayCancel = (creatorId: string) => creatorId === interaction.user.id || isModerator(interaction);
  if (game.ok && game.value.status === 'active' && mayCancel(game.value.creatorId)) {
    const tr = privateWords(interaction);
    const { gameId, version } = game.value;
    await interaction.reply({
      content: tr.t('reply.cancelAsk', { id: gameId }),
      components: cancelButtons(gameId, version, tr),
      flags: MessageFlags.Ephemeral,
    });
    return;
  }
  await acknowledge(interaction);
  // Seen as a lobby, it cancels the lobby only: a start that lands meanwhile is not ended unasked.
  const target =
    game.ok && game.value.status === 'lobby' ? { gameId: game.value.gameId, lobby: true as const } : ref;
  const result = ctx.service.cancel(target, interaction.user.id, isModerator(interaction));
  if (!result.ok) return fail(interaction, result.error, 'cancel');
  await answerAfterChange(
    interaction,
    ctx,
    doneText(interaction, privateWords(interaction).t('reply.cancelled', { id: result.value.gameId })),
  );
}

/**
 * The confirmation of `/blokus cancel` in a running game: ends the game as it was when asked (its
 * version), so a click after the game changed, or a second click, changes nothing and says why.
 */
export async function confirmCancel(interaction: ButtonInteraction, ctx: BotContext, id: CustomId) {
  const tr = privateWords(interaction);
  const ref = { gameId: id.gameId, version: id.version };
  const result = ctx.service.cancel(ref, interaction.user.id, isModerator(interaction));
  if (!result.ok) {
    const now = ctx.service.lobby({ gameId: id.gameId });
    const over = now.ok && now.value.status !== 'active' && now.value.status !== 'lobby';
    const content =
      result.error.kind === 'stale' && !over
        ? tr.t('reply.cancelStale', { id: id.gameId })
        : result.error.kind === 'stale' && now.ok
          ? errorText({ kind: 'game-over', gameId: id.gameId, status: now.value.status }, tr)
          : errorText(result.error, tr);
    await interaction.update({ content, components: [] });
    return;
  }
  await interaction.update({ content: tr.t('reply.cancelled', { id: result.value.gameId }), components: [] });
  await answerAfterChange(interaction, ctx, null);
}
