import { OAuth2Scopes, PermissionFlagsBits, PermissionsBitField } from 'discord.js';

/**
 * The permissions the bot asks for when invited, and why (the table in docs/hosting.md lists the same):
 * it posts each turn as a new message with a picture, in channels and in game threads it may create.
 */
export const REQUIRED_PERMISSIONS = new PermissionsBitField([
  PermissionFlagsBits.ViewChannel,
  PermissionFlagsBits.SendMessages,
  PermissionFlagsBits.SendMessagesInThreads,
  PermissionFlagsBits.CreatePublicThreads,
  PermissionFlagsBits.AttachFiles,
  PermissionFlagsBits.EmbedLinks,
]);

/** The link that adds the bot to a server, with its slash commands and the permissions above. */
export function inviteUrl(applicationId: string): string {
  const scopes = [OAuth2Scopes.Bot, OAuth2Scopes.ApplicationsCommands].join('+');
  return `https://discord.com/oauth2/authorize?client_id=${applicationId}&scope=${scopes}&permissions=${REQUIRED_PERMISSIONS.bitfield}`;
}
