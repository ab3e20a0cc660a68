import {
  type ButtonInteraction,
  ChannelType,
  type ChatInputCommandInteraction,
  MessageFlags,
  PermissionFlagsBits,
  type UserContextMenuCommandInteraction,
} from 'discord.js';
import type { CreateGameInput } from '../../app/index.ts';
import { ALL_VARIANT_IDS, isVariantId, supportsFastContact } from '../../engine/index.ts';
import { ENGLISH, type Translator } from '../../i18n/index.ts';
import { fitText } from '../../notation/index.ts';
import type { BotContext } from '../bot-context.ts';
import { answerAfterChange, settle } from '../discord/answer-after-change.ts';
import { permissionList } from '../discord/permissions.ts';
import { answerPrivately, playerOf } from '../discord/replies.ts';
import { privateWords, publicWords } from '../messages/locale.ts';
import { bareName, errorText, nameText } from '../messages/text-format.ts';

/** What the bot needs to open a game thread and play in it. */
const THREAD_PERMISSIONS = [
  PermissionFlagsBits.CreatePublicThreads,
  PermissionFlagsBits.SendMessagesInThreads,
];

/** The settings of a new game, as the command (or a rematch) gives them. */
export type NewGameSettings = Omit<CreateGameInput, 'guildId' | 'channelId' | 'threadId' | 'creator'>;

/**
 * A mistake in the options that must be caught before a thread is made for the game: the service checks
 * them too, but only once the thread exists, and the answer to a mistake must be private and leave no
 * thread behind.
 */
function optionProblem(settings: NewGameSettings, tr: Translator): string | null {
  const variant = settings.variant ?? 'classic';
  if (settings.fastContact && isVariantId(variant) && !supportsFastContact(variant)) {
    return errorText(
      { kind: 'fast-contact-variant', variant, valid: ALL_VARIANT_IDS.filter(supportsFastContact) },
      tr,
    );
  }
  return null;
}

/** Why a member cannot be challenged: oneself, or a bot (bots do not play). Null: they can. */
export function challengeRefusal(
  target: { readonly id: string; readonly bot: boolean; readonly displayName: string },
  challengerId: string,
  tr: Translator = ENGLISH,
): string | null {
  if (target.id === challengerId) return tr.t('reply.challengeSelf');
  if (target.bot) return tr.t('reply.challengeBot', { name: nameText(target.displayName) });
  return null;
}

/**
 * Opens a lobby here, or in a new thread of this channel (`thread`): the game then lives in the thread,
 * and the channel gets one line pointing to it. The creator is seated.
 */
export async function newGame(
  interaction: ChatInputCommandInteraction | ButtonInteraction | UserContextMenuCommandInteraction,
  ctx: BotContext,
  settings: NewGameSettings,
  thread: boolean,
): Promise<void> {
  const tr = privateWords(interaction);
  if (!interaction.inGuild()) {
    await answerPrivately(interaction, tr.t('reply.notInDm'));
    return;
  }
  const creator = playerOf(interaction);
  const channel = interaction.channel;
  if (thread && channel && !channel.isThread() && channel.type === ChannelType.GuildText) {
    const problem = optionProblem(settings, tr);
    if (problem) {
      await answerPrivately(interaction, `❌ ${problem}`);
      return;
    }
    const missing = interaction.appPermissions.missing(THREAD_PERMISSIONS);
    if (missing.length > 0) {
      await answerPrivately(
        interaction,
        tr.t('reply.threadPermission', { names: permissionList(missing, tr), count: missing.length }),
      );
      return;
    }
    await interaction.deferReply();
    // Named in the server's language, like everything the channel reads.
    const words = publicWords(ctx.service, interaction.guildId);
    const id = settings.variant ?? 'classic';
    const variant = isVariantId(id) ? words.t(`variant.${id}`) : id;
    const title = fitText(words.t('lobby.threadName', { variant, name: bareName(creator.displayName) }), 100);
    const created = await channel.threads.create({
      name: title,
      type: ChannelType.PublicThread,
      autoArchiveDuration: 10080,
      reason: words.t('lobby.threadReason'),
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
      await created.delete(words.t('audit.gameNotCreated')).catch(() => undefined);
      await answerPrivately(interaction, errorText(lobby.error, privateWords(interaction)));
      return;
    }
    const settled = await settle(ctx, created.id);
    if (settled.state === 'blocked') {
      // A lobby nobody can see is a game nobody can join: take it back, with its thread, and say so.
      ctx.logger.warn('could not post the lobby in the new thread', {
        thread: created.id,
        reason: settled.reason,
      });
      ctx.service.cancel({ gameId: lobby.value.gameId }, creator.id, false);
      await created.delete(words.t('audit.lobbyNotPosted')).catch(() => undefined);
      await answerPrivately(interaction, tr.t('reply.threadLobbyFailed'));
      return;
    }
    await interaction.editReply({
      // Said in the channel, for everyone: the server's language.
      content: publicWords(ctx.service, interaction.guildId).t('reply.threadOpened', {
        name: nameText(creator.displayName),
        variant: publicWords(ctx.service, interaction.guildId).t(`variant.${lobby.value.settings.variant}`),
        thread: `<#${created.id}>`,
      }),
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
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const lobby = ctx.service.createGame(input);
  if (!lobby.ok) {
    await answerPrivately(interaction, errorText(lobby.error, privateWords(interaction)));
    return;
  }
  // The lobby itself is posted for everyone by the outbox; the creator hears privately that it is open
  // (or, against the computer, that it has started).
  const values = { id: lobby.value.gameId, variant: tr.t(`variant.${lobby.value.settings.variant}`) };
  // Alone (a puzzle), or with every seat taken (a rematch), nobody else has to press Join.
  const { seatsNeeded, seats } = lobby.value;
  const open =
    seatsNeeded === 1
      ? 'reply.gameOpenSolo'
      : seats.length >= seatsNeeded
        ? 'reply.gameOpenFull'
        : 'reply.gameOpen';
  await answerAfterChange(
    interaction,
    ctx,
    settings.computerLevel === undefined
      ? tr.t(open, values)
      : tr.t('computer.gameStarted', { ...values, level: settings.computerLevel }),
  );
}
