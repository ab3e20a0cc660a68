import { type ButtonInteraction, type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import type { AppError, GameRef, PlayResult } from '../app/index.ts';
import type { BotContext } from './context.ts';
import { lobbyMessage } from './lobby-message.ts';
import { publish } from './publish.ts';
import { answerPrivately, hereRef, isModerator, playerOf } from './replies.ts';
import { errorText, nameText, plainText } from './words.ts';

type From = ChatInputCommandInteraction | ButtonInteraction;

async function fail(interaction: From, error: AppError): Promise<void> {
  await answerPrivately(interaction, errorText(error));
}

/** Shows a lobby after a change: the button's own message is updated; a command posts the lobby anew. */
async function showLobby(interaction: From, message: ReturnType<typeof lobbyMessage>): Promise<void> {
  if (interaction.isButton()) await interaction.update(message);
  else await interaction.reply(message);
}

/** Join (button or `/blokus join colour:…`). Joining is always the player's own act. */
export async function joinGame(interaction: From, ctx: BotContext, ref: GameRef, color: string | null) {
  const result = ctx.service.join(ref, playerOf(interaction), color);
  if (!result.ok) return fail(interaction, result.error);
  await showLobby(interaction, lobbyMessage(result.value));
}

/** Leave the lobby, or leave a running game (the player's colours stop; the game goes on). */
export async function leaveGame(interaction: From, ctx: BotContext, ref: GameRef) {
  const result = ctx.service.leave(ref, interaction.user.id);
  if (!result.ok) return fail(interaction, result.error);
  if (result.value.kind === 'lobby') return showLobby(interaction, lobbyMessage(result.value.lobby));
  await afterChange(interaction, ctx, result.value.result, 'You left the game; your colours stop here.');
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
  const ref = hereRef(interaction);
  const before = ctx.service.lobby(ref);
  const actor = { userId: interaction.user.id, isModerator: isModerator(interaction) };
  const result = ctx.service.removePlayer(ref, actor, targetId);
  if (!result.ok) return fail(interaction, result.error);
  const target = before.ok ? before.value.seats.find((s) => s.userId === targetId) : undefined;
  const name = target?.displayName ?? 'A player';
  const note = `${nameText(name)} was removed from the game by ${nameText(playerOf(interaction).displayName)}.`;
  if (result.value.kind === 'lobby') {
    const message = lobbyMessage(result.value.lobby);
    await interaction.reply({ ...message, content: `🚪 ${note}\n${message.content}` });
    return;
  }
  await afterChange(interaction, ctx, result.value.result, note);
}

/** Start (creator only): seats and colours are dealt, and the first player is pinged. */
export async function startGame(interaction: From, ctx: BotContext, ref: GameRef) {
  const result = ctx.service.start(ref, interaction.user.id);
  if (!result.ok) return fail(interaction, result.error);
  const lobby = ctx.service.lobby({ gameId: result.value.gameId });
  if (interaction.isButton() && lobby.ok) await interaction.update(lobbyMessage(lobby.value));
  await afterChange(interaction, ctx, result.value, 'The game has started.');
}

/** Cancel (the creator, or anyone with Manage Channels). */
export async function cancelGame(interaction: From, ctx: BotContext, ref: GameRef) {
  const result = ctx.service.cancel(ref, interaction.user.id, isModerator(interaction));
  if (!result.ok) return fail(interaction, result.error);
  const lobby = ctx.service.lobby({ gameId: result.value.gameId });
  const content = `🛑 ${plainText(result.value.text)}`;
  if (interaction.isButton() && lobby.ok) {
    await interaction.update({ ...lobbyMessage(lobby.value), content });
  } else {
    await interaction.reply({ content, allowedMentions: { parse: [] } });
  }
}

/**
 * After a saved change that moves the game on: post it publicly (with the ping), and acknowledge the
 * interaction privately if it has not been answered yet.
 */
export async function afterChange(interaction: From, ctx: BotContext, result: PlayResult, note: string) {
  const answered = interaction.deferred || interaction.replied;
  if (!answered) await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const posted = await publish(interaction, result, ctx);
  // The private "thinking…" deferred here is filled, whether a command or a button asked.
  if (posted && !answered) await interaction.editReply(`✅ ${note}`);
}
