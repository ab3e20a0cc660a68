import { PermissionFlagsBits as P } from 'discord-api-types/v10';

/** What @everyone may do by default: talk, read, use commands, start public threads. Nothing moderating. */
export const DEFAULT_EVERYONE_PERMISSIONS =
  P.ViewChannel |
  P.SendMessages |
  P.SendMessagesInThreads |
  P.CreatePublicThreads |
  P.EmbedLinks |
  P.AttachFiles |
  P.AddReactions |
  P.UseExternalEmojis |
  P.UseExternalStickers |
  P.ReadMessageHistory |
  P.UseApplicationCommands |
  P.Connect |
  P.Speak |
  P.ChangeNickname |
  P.CreateInstantInvite;

/** The bot's default permissions: a member's plus what a game bot is usually granted. */
export const DEFAULT_BOT_PERMISSIONS =
  DEFAULT_EVERYONE_PERMISSIONS | P.MentionEveryone | P.ManageThreads | P.ManageMessages;

/** Every permission bit, what the guild owner and administrators have. */
export const ALL_PERMISSIONS = Object.values(P).reduce((all, bit) => all | bit, 0n);
