import {
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type InteractionEditReplyOptions,
  type InteractionReplyOptions,
  MessageFlags,
  PermissionFlagsBits,
  type RepliableInteraction,
  type StringSelectMenuInteraction,
  type UserContextMenuCommandInteraction,
} from 'discord.js';
import type { Actor, GameRef, Player } from '../../app/index.ts';

/** A command or a button: the interactions that answer with messages. */
export type Repliable =
  | ChatInputCommandInteraction
  | ButtonInteraction
  | StringSelectMenuInteraction
  | UserContextMenuCommandInteraction;

/** The person behind an interaction, with the name the server shows for them. */
export function playerOf(interaction: Repliable): Player {
  const member = interaction.member;
  const nick = member && 'displayName' in member ? member.displayName : null;
  return {
    id: interaction.user.id,
    displayName: nick ?? interaction.user.displayName ?? interaction.user.username,
  };
}

/** Whether the user may moderate games here (Manage Channels, as docs/design.md section 6 says). */
export function isModerator(interaction: Repliable): boolean {
  return interaction.memberPermissions?.has(PermissionFlagsBits.ManageChannels) ?? false;
}

/** The person behind an interaction as one who acts on a game: their id, name, and whether they moderate. */
export function actorOf(interaction: Repliable): Actor {
  return {
    userId: interaction.user.id,
    isModerator: isModerator(interaction),
    displayName: playerOf(interaction).displayName,
  };
}

/** The game of the channel or thread the interaction came from. */
export function hereRef(interaction: Repliable): GameRef {
  return { channelId: interaction.channelId };
}

/**
 * A private answer: a reply, or the edit of a private deferred reply, or a follow-up after a reply, an
 * update or a deferred update. A public "thinking…" still waiting would be filled by the follow-up,
 * publicly (Discord ignores the flag then): it is removed first, so the answer stays private and no empty
 * public reply is left. (A deferred update leaves `ephemeral` null: its message is the button's own,
 * which must stay.)
 */
export async function answerPrivately(
  interaction: RepliableInteraction,
  message: string | (InteractionReplyOptions & InteractionEditReplyOptions),
): Promise<void> {
  const body = typeof message === 'string' ? { content: message } : message;
  const flags = MessageFlags.Ephemeral;
  if (interaction.deferred && !interaction.replied) {
    if (interaction.ephemeral === true) {
      await interaction.editReply(body);
      return;
    }
    if (interaction.ephemeral === false) await interaction.deleteReply();
  }
  if (interaction.deferred || interaction.replied) await interaction.followUp({ ...body, flags });
  else await interaction.reply({ ...body, flags });
}
