import {
  type APIChannel,
  type APIGuildMember,
  type APIRole,
  type APIUser,
  ChannelType,
  PermissionFlagsBits as P,
  type RoleFlags,
} from 'discord-api-types/v10';
import { UsageError } from '../errors.ts';
import type { ChannelSpec, GuildSpec, MemberSpec } from '../setup-specs.ts';
import { nextSnowflake } from '../snowflake.ts';
import { ALL_PERMISSIONS, DEFAULT_EVERYONE_PERMISSIONS } from './permissions.ts';

/** Thread-only state of a channel. */
export interface ThreadState {
  ownerId: string;
  archived: boolean;
  locked: boolean;
  autoArchiveDuration: number;
  archiveTimestamp: Date;
  createdAt: Date;
  invitable?: boolean;
}

/** A channel of any kind: guild channel, thread, or DM (which has `recipientId`). */
export interface ChannelState {
  id: string;
  type: ChannelType;
  name: string;
  guildId?: string;
  parentId?: string;
  topic?: string;
  position: number;
  recipientId?: string;
  thread?: ThreadState;
  lastMessageId?: string;
  messageCount: number;
}

interface MemberState {
  userId: string;
  nick?: string;
  roles: string[];
  joinedAt: Date;
}

/** A guild: its roles (the first is @everyone) and members. */
export interface GuildState {
  id: string;
  name: string;
  ownerId: string;
  roles: APIRole[];
  members: Map<string, MemberState>;
  joinedAt: Date;
  /** The server's language (Discord's `preferred_locale`). */
  preferredLocale: string;
}

const TEXT_LIKE = new Set<ChannelType>([
  ChannelType.GuildText,
  ChannelType.GuildAnnouncement,
  ChannelType.GuildVoice,
  ChannelType.DM,
  ChannelType.PublicThread,
  ChannelType.PrivateThread,
  ChannelType.AnnouncementThread,
]);

/** Whether a channel type is a thread. */
export function isThreadType(type: ChannelType): boolean {
  return (
    type === ChannelType.PublicThread ||
    type === ChannelType.PrivateThread ||
    type === ChannelType.AnnouncementThread
  );
}

/** The guilds, channels, users and DMs the fake knows, and their Discord API shapes. */
export class World {
  readonly users = new Map<string, APIUser>();
  readonly guilds = new Map<string, GuildState>();
  readonly channels = new Map<string, ChannelState>();
  readonly botUser: APIUser;
  /** The bot's permissions in every channel (tests may take some away). */
  botPermissions: bigint;
  private readonly dmByUser = new Map<string, string>();
  /** Each user's client language, as interactions carry it. */
  private readonly locales = new Map<string, string>();
  private readonly dmsClosed = new Set<string>();

  constructor(options: {
    botUserId: string;
    botUsername: string;
    botPermissions: bigint;
    guilds: GuildSpec[];
  }) {
    this.botUser = {
      id: options.botUserId,
      username: options.botUsername,
      discriminator: '0',
      global_name: null,
      avatar: null,
      bot: true,
    };
    this.botPermissions = options.botPermissions;
    this.users.set(this.botUser.id, this.botUser);
    for (const guild of options.guilds) this.addGuild(guild);
  }

  private addGuild(spec: GuildSpec): void {
    const everyone = spec.everyonePermissions ?? DEFAULT_EVERYONE_PERMISSIONS;
    const roles: APIRole[] = [role(spec.id, '@everyone', 0, everyone, false)];
    (spec.roles ?? []).forEach((r, index) => {
      roles.push(role(r.id, r.name, index + 1, r.permissions ?? 0n, r.mentionable ?? false));
    });
    const guild: GuildState = {
      id: spec.id,
      name: spec.name,
      ownerId: spec.ownerId ?? spec.members[0]?.id ?? this.botUser.id,
      roles,
      members: new Map(),
      joinedAt: new Date(),
      preferredLocale: spec.preferredLocale ?? 'en-US',
    };
    this.guilds.set(spec.id, guild);
    guild.members.set(this.botUser.id, { userId: this.botUser.id, roles: [], joinedAt: guild.joinedAt });
    for (const member of spec.members) this.addMember(spec.id, member);
    for (const [index, channel] of spec.channels.entries()) this.addGuildChannel(spec.id, channel, index);
  }

  /** Adds (or replaces) a guild member. */
  addMember(guildId: string, spec: MemberSpec): void {
    const guild = this.requireGuild(guildId);
    this.users.set(spec.id, {
      id: spec.id,
      username: spec.username,
      discriminator: '0',
      global_name: spec.globalName ?? null,
      avatar: null,
      ...(spec.bot ? { bot: true } : {}),
    });
    const member: MemberState = { userId: spec.id, roles: spec.roles ?? [], joinedAt: new Date() };
    if (spec.nick !== undefined) member.nick = spec.nick;
    if (spec.locale !== undefined) this.locales.set(spec.id, spec.locale);
    guild.members.set(spec.id, member);
  }

  /** A user's client language (`en-US` unless the test chose one). */
  localeOf(userId: string): string {
    return this.locales.get(userId) ?? 'en-US';
  }

  private addGuildChannel(guildId: string, spec: ChannelSpec, position: number): void {
    const channel: ChannelState = {
      id: spec.id,
      type: spec.type ?? ChannelType.GuildText,
      name: spec.name,
      guildId,
      position,
      messageCount: 0,
    };
    if (spec.parentId !== undefined) channel.parentId = spec.parentId;
    if (spec.topic !== undefined) channel.topic = spec.topic;
    this.channels.set(spec.id, channel);
  }

  requireGuild(guildId: string): GuildState {
    const guild = this.guilds.get(guildId);
    if (!guild)
      throw new UsageError(`unknown guild ${guildId} (known: ${[...this.guilds.keys()].join(', ')})`);
    return guild;
  }

  isMember(guildId: string, userId: string): boolean {
    return this.guilds.get(guildId)?.members.has(userId) ?? false;
  }

  /** Whether messages can be posted in channels of this kind. */
  isTextBased(channel: ChannelState): boolean {
    return TEXT_LIKE.has(channel.type);
  }

  /** The ids of members that hold a role (all members for @everyone). */
  membersWithRole(guildId: string, roleId: string): string[] {
    const guild = this.guilds.get(guildId);
    if (!guild) return [];
    return [...guild.members.values()]
      .filter((m) => roleId === guildId || m.roles.includes(roleId))
      .map((m) => m.userId);
  }

  /** A member's guild-wide permissions: @everyone, plus their roles; everything for the owner or admins. */
  memberPermissions(guildId: string, userId: string): bigint {
    const guild = this.requireGuild(guildId);
    if (userId === this.botUser.id) return this.botPermissions;
    if (guild.ownerId === userId) return ALL_PERMISSIONS;
    const member = guild.members.get(userId);
    let bits = 0n;
    for (const r of guild.roles) {
      if (r.id === guildId || member?.roles.includes(r.id)) bits |= BigInt(r.permissions);
    }
    return bits & P.Administrator ? ALL_PERMISSIONS : bits;
  }

  // ── DMs ────────────────────────────────────────────────────────────────────────────────────

  /** Opens (or returns) the DM channel with a user. */
  openDm(userId: string): ChannelState {
    const existing = this.dmByUser.get(userId);
    if (existing) return this.channels.get(existing)!;
    const channel: ChannelState = {
      id: nextSnowflake(),
      type: ChannelType.DM,
      name: '',
      position: 0,
      recipientId: userId,
      messageCount: 0,
    };
    this.channels.set(channel.id, channel);
    this.dmByUser.set(userId, channel.id);
    return channel;
  }

  /** Puts back a DM or thread kept from an earlier run; a channel already known is left as it is. */
  restoreChannel(channel: ChannelState): void {
    if (this.channels.has(channel.id)) return;
    this.channels.set(channel.id, { ...channel, messageCount: 0 });
    if (channel.type === ChannelType.DM && channel.recipientId)
      this.dmByUser.set(channel.recipientId, channel.id);
  }

  dmChannelOf(userId: string): string | undefined {
    return this.dmByUser.get(userId);
  }

  setDmsClosed(userId: string, closed: boolean): void {
    if (closed) this.dmsClosed.add(userId);
    else this.dmsClosed.delete(userId);
  }

  dmsClosedFor(userId: string): boolean {
    return this.dmsClosed.has(userId);
  }

  // ── threads ────────────────────────────────────────────────────────────────────────────────

  /** Creates a thread under a guild text channel. */
  createThread(options: {
    id?: string;
    parent: ChannelState;
    name: string;
    type: ChannelType;
    ownerId: string;
    autoArchiveDuration: number;
    invitable?: boolean;
  }): ChannelState {
    const now = new Date();
    const thread: ThreadState = {
      ownerId: options.ownerId,
      archived: false,
      locked: false,
      autoArchiveDuration: options.autoArchiveDuration,
      archiveTimestamp: now,
      createdAt: now,
    };
    if (options.invitable !== undefined) thread.invitable = options.invitable;
    const channel: ChannelState = {
      id: options.id ?? nextSnowflake(),
      type: options.type,
      name: options.name,
      position: 0,
      parentId: options.parent.id,
      thread,
      messageCount: 0,
    };
    if (options.parent.guildId !== undefined) channel.guildId = options.parent.guildId;
    this.channels.set(channel.id, channel);
    return channel;
  }

  // ── API shapes ─────────────────────────────────────────────────────────────────────────────

  apiUser(userId: string): APIUser {
    const user = this.users.get(userId);
    if (!user) throw new UsageError(`unknown user ${userId}`);
    return user;
  }

  apiMember(guildId: string, userId: string, withUser = true): APIGuildMember {
    const member = this.requireGuild(guildId).members.get(userId);
    if (!member) throw new UsageError(`user ${userId} is not a member of guild ${guildId}`);
    const shaped = {
      nick: member.nick ?? null,
      avatar: null,
      banner: null,
      roles: member.roles,
      joined_at: member.joinedAt.toISOString(),
      premium_since: null,
      deaf: false,
      mute: false,
      flags: 0,
      pending: false,
      communication_disabled_until: null,
    };
    return (withUser ? { ...shaped, user: this.apiUser(userId) } : shaped) as APIGuildMember;
  }

  apiChannel(channelId: string): APIChannel {
    const channel = this.channels.get(channelId);
    if (!channel) throw new UsageError(`unknown channel ${channelId}`);
    if (channel.type === ChannelType.DM) {
      return {
        id: channel.id,
        type: ChannelType.DM,
        name: null,
        last_message_id: channel.lastMessageId ?? null,
        recipients: [this.apiUser(channel.recipientId!)],
        flags: 0,
      } as unknown as APIChannel;
    }
    const base = {
      id: channel.id,
      type: channel.type,
      guild_id: channel.guildId,
      name: channel.name,
      parent_id: channel.parentId ?? null,
      last_message_id: channel.lastMessageId ?? null,
      rate_limit_per_user: 0,
      flags: 0,
      nsfw: false,
    };
    if (channel.thread) {
      const t = channel.thread;
      return {
        ...base,
        owner_id: t.ownerId,
        message_count: channel.messageCount,
        total_message_sent: channel.messageCount,
        member_count: 1,
        thread_metadata: {
          archived: t.archived,
          locked: t.locked,
          auto_archive_duration: t.autoArchiveDuration,
          archive_timestamp: t.archiveTimestamp.toISOString(),
          create_timestamp: t.createdAt.toISOString(),
          ...(t.invitable === undefined ? {} : { invitable: t.invitable }),
        },
      } as APIChannel;
    }
    return {
      ...base,
      position: channel.position,
      permission_overwrites: [],
      topic: channel.topic ?? null,
    } as APIChannel;
  }
}

function role(
  id: string,
  name: string,
  position: number,
  permissions: bigint | string,
  mentionable: boolean,
): APIRole {
  return {
    id,
    name,
    color: 0,
    colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
    hoist: false,
    icon: null,
    unicode_emoji: null,
    position,
    permissions: BigInt(permissions).toString(),
    managed: false,
    mentionable,
    flags: 0 as RoleFlags,
  };
}
