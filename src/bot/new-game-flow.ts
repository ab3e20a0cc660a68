import { type ButtonInteraction, ChannelType, type ChatInputCommandInteraction } from 'discord.js';
import { type CreateGameInput, describeAppError } from '../app/index.ts';
import type { BotContext } from './context.ts';
import { lobbyMessage } from './lobby-message.ts';
import { answerPrivately, playerOf } from './replies.ts';

/** The settings of a new game, as the command (or a rematch) gives them. */
export type NewGameSettings = Omit<CreateGameInput, 'guildId' | 'channelId' | 'threadId' | 'creator'>;

/**
 * Opens a lobby here, or in a new thread of this channel (`thread`): the game then lives in the thread,
 * and the channel gets one line pointing to it. The creator is seated.
 */
export async function newGame(
  interaction: ChatInputCommandInteraction | ButtonInteraction,
  ctx: BotContext,
  settings: NewGameSettings,
  thread: boolean,
): Promise<void> {
  if (!interaction.inGuild()) {
    await answerPrivately(
      interaction,
      'Blokus games are played in a server channel, not in direct messages.',
    );
    return;
  }
  const creator = playerOf(interaction);
  const channel = interaction.channel;
  if (thread && channel && !channel.isThread() && channel.type === ChannelType.GuildText) {
    await interaction.deferReply();
    const title = `Blokus · ${settings.variant ?? 'classic'} · ${creator.displayName}`.slice(0, 100);
    const created = await channel.threads.create({
      name: title,
      type: ChannelType.PublicThread,
      autoArchiveDuration: 10080,
      reason: 'A Blokus game',
    });
    const input = {
      ...settings,
      guildId: interaction.guildId,
      channelId: channel.id,
      threadId: created.id,
      creator,
    };
    const lobby = ctx.service.createGame(input);
    if (!lobby.ok) {
      await created.delete('The game could not be created').catch(() => undefined);
      await interaction.editReply(`❌ ${describeAppError(lobby.error)}`);
      return;
    }
    await created.send(lobbyMessage(lobby.value));
    await interaction.editReply({
      content: `🎲 ${creator.displayName} opened a Blokus game (${lobby.value.settings.variantTitle}) in <#${created.id}>. Join it there!`,
      allowedMentions: { parse: [] },
    });
    return;
  }
  const inThread = channel?.isThread() ?? false;
  const input = {
    ...settings,
    guildId: interaction.guildId,
    channelId:
      inThread && channel?.isThread() ? (channel.parentId ?? interaction.channelId) : interaction.channelId,
    threadId: inThread ? interaction.channelId : null,
    creator,
  };
  const lobby = ctx.service.createGame(input);
  if (!lobby.ok) {
    await answerPrivately(interaction, `❌ ${describeAppError(lobby.error)}`);
    return;
  }
  await interaction.reply(lobbyMessage(lobby.value));
}
