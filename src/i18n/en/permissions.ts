/**
 * Discord's permissions by the names its own client shows in this language (channel settings →
 * Permissions), so a moderator can find the one the bot asks for.
 */
export const permissions = {
  'permission.ViewChannel': 'View Channel',
  'permission.SendMessages': 'Send Messages',
  'permission.SendMessagesInThreads': 'Send Messages in Threads',
  'permission.EmbedLinks': 'Embed Links',
  'permission.AttachFiles': 'Attach Files',
  'permission.CreatePublicThreads': 'Create Public Threads',
  'permission.ReadMessageHistory': 'Read Message History',
  'permission.ManageMessages': 'Manage Messages',
  'permission.ManageThreads': 'Manage Threads',
  'permission.ManageChannels': 'Manage Channels',
  'permission.ManageGuild': 'Manage Server',
} as const;
