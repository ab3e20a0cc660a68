import { ChannelType, PermissionFlagsBits as P } from 'discord-api-types/v10';
import type { DiscordState } from '../discord-state.ts';
import { badLength, DiscordHttpError, discordErrors, fieldError, invalidFormBody } from '../errors.ts';
import { guildCreatePayload } from '../guilds/guild-payload.ts';
import { type ChannelState, isThreadType } from '../guilds/guild-state.ts';
import { type MessageBody, validateMessageBody } from '../messages/message-validation.ts';
import { findByNonce, type NonceFields, nonceOf, validateNonce } from '../messages/nonces.ts';
import type { StoredMessage } from '../stored-records.ts';
import { noContent, ok, type RestRequest, type RestResult, type Router } from './router.ts';

const ARCHIVE_DURATIONS = [60, 1440, 4320, 10080];
const HAS_THREAD_FLAG = 1 << 5;

/** Gateway discovery, users, commands, guilds, channels, messages, threads and DMs. */
export function addRestRoutes(core: DiscordState, router: Router): void {
  const { world, store } = core;
  router.add('GET', '/gateway', () => ok({ url: core.gatewayUrl }), { auth: false });
  router.add('GET', '/gateway/bot', () =>
    ok({
      url: core.gatewayUrl,
      shards: core.shardsToRecommend,
      session_start_limit: {
        total: 1000,
        remaining: 1000,
        reset_after: 86_400_000,
        max_concurrency: core.maxConcurrency,
      },
    }),
  );
  router.add('POST', '/users/@me/channels', (r) => openDm(core, r));
  router.add('GET', '/users/:userId', (r) => {
    const user = world.users.get(r.params.userId ?? '');
    if (!user) throw discordErrors.unknownUser();
    return ok(user);
  });
  router.add('GET', '/applications/@me', () =>
    ok({
      id: core.applicationId,
      name: world.botUser.username,
      description: '',
      icon: null,
      bot_public: true,
      bot_require_code_grant: false,
      flags: 0,
      bot: world.botUser,
      verify_key: '',
      team: null,
    }),
  );
  router.add('GET', '/applications/:applicationId/commands', (r) => {
    checkApplication(core, r);
    return ok(core.commands.list());
  });
  router.add('PUT', '/applications/:applicationId/commands', (r) => {
    checkApplication(core, r);
    return ok(core.commands.overwrite(undefined, r.json));
  });
  router.add('GET', '/applications/:applicationId/guilds/:guildId/commands', (r) =>
    ok(core.commands.list(appGuild(core, r))),
  );
  router.add('PUT', '/applications/:applicationId/guilds/:guildId/commands', (r) =>
    ok(core.commands.overwrite(appGuild(core, r), r.json)),
  );
  router.add('GET', '/guilds/:guildId', (r) => {
    if (!world.guilds.has(r.params.guildId ?? '')) throw discordErrors.unknownGuild();
    return ok(guildCreatePayload(world, r.params.guildId!));
  });
  router.add('GET', '/guilds/:guildId/members/:userId', (r) => {
    const { guildId = '', userId = '' } = r.params;
    if (!world.guilds.has(guildId)) throw discordErrors.unknownGuild();
    if (!world.isMember(guildId, userId)) throw discordErrors.unknownMember();
    return ok(world.apiMember(guildId, userId));
  });
  router.add('GET', '/channels/:channelId', (r) => ok(world.apiChannel(channel(core, r).id)));
  router.add('PATCH', '/channels/:channelId', (r) => editChannel(core, r));
  router.add('DELETE', '/channels/:channelId', (r) => deleteChannel(core, r));
  router.add('POST', '/channels/:channelId/messages', (r) => postChannelMessage(core, r));
  router.add('GET', '/channels/:channelId/messages/:messageId', (r) =>
    ok(store.toApi(channelMessage(core, r))),
  );
  router.add('PATCH', '/channels/:channelId/messages/:messageId', (r) => {
    const message = channelMessage(core, r);
    const body = (r.json ?? {}) as MessageBody;
    rejectInvalid(validateMessageBody(body, []));
    const filling = message.loading;
    store.edit(message, body, r.files);
    const interaction = message.interactionId ? core.interactions.get(message.interactionId) : undefined;
    if (filling && interaction?.originalMessageId === message.id) {
      interaction.deferredPending = false;
      interaction.note('deferred reply filled through the channel API (an edit: pings nobody)');
    }
    return ok(store.toApi(message));
  });
  router.add('GET', '/channels/:channelId/messages', (r) => ok(listMessages(core, r)));
  router.add('POST', '/channels/:channelId/typing', (r) => {
    channel(core, r);
    return noContent();
  });
  router.add('DELETE', '/channels/:channelId/messages/:messageId', (r) => {
    store.delete(channelMessage(core, r));
    return noContent();
  });
  router.add('POST', '/channels/:channelId/threads', (r) => createThread(core, r, undefined));
  router.add('POST', '/channels/:channelId/messages/:messageId/threads', (r) =>
    createThread(core, r, channelMessage(core, r)),
  );
}

function checkApplication(core: DiscordState, request: RestRequest): void {
  if (request.params.applicationId !== core.applicationId) throw discordErrors.missingAccess();
}

function appGuild(core: DiscordState, request: RestRequest): string {
  checkApplication(core, request);
  const guildId = request.params.guildId ?? '';
  if (!core.world.guilds.has(guildId)) throw discordErrors.missingAccess();
  return guildId;
}

function channel(core: DiscordState, request: RestRequest): ChannelState {
  const found = core.world.channels.get(request.params.channelId ?? '');
  if (!found) throw discordErrors.unknownChannel();
  return found;
}

/** A message in the channel that the bot can see through the channel API (not ephemeral, not deleted). */
function channelMessage(core: DiscordState, request: RestRequest): StoredMessage {
  const found = channel(core, request);
  const message = core.store.get(request.params.messageId ?? '');
  if (!message || message.channelId !== found.id || message.deleted || message.ephemeral) {
    throw discordErrors.unknownMessage();
  }
  return message;
}

/** GET /channels/{id}/messages: newest first, `limit` (≤ 100, default 50), `before`/`after`/`around` ids. */
function listMessages(core: DiscordState, request: RestRequest): unknown[] {
  const found = channel(core, request);
  const limit = Number(request.query.get('limit') ?? 50);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    throw invalidFormBody([
      fieldError(['limit'], 'NUMBER_TYPE_MAX', 'int value should be between 1 and 100.'),
    ]);
  }
  const id = (m: StoredMessage) => BigInt(m.id);
  const before = request.query.get('before');
  const after = request.query.get('after');
  const around = request.query.get('around');
  let visible = core.store.inChannel(found.id).filter((m) => !m.deleted && !m.ephemeral);
  if (before) visible = visible.filter((m) => id(m) < BigInt(before));
  if (after) visible = visible.filter((m) => id(m) > BigInt(after));
  let picked: StoredMessage[];
  if (after && !before) {
    picked = visible.slice(0, limit);
  } else if (around) {
    const centre = visible.findIndex((m) => id(m) >= BigInt(around));
    const start = Math.max(0, (centre < 0 ? visible.length : centre) - Math.floor(limit / 2));
    picked = visible.slice(start, start + limit);
  } else {
    picked = visible.slice(-limit);
  }
  return picked.reverse().map((m) => core.store.toApi(m));
}

function hasPermission(core: DiscordState, bit: bigint): boolean {
  return (core.world.botPermissions & bit) === bit;
}

function postChannelMessage(core: DiscordState, request: RestRequest): RestResult {
  const target = channel(core, request);
  if (!core.world.isTextBased(target)) throw discordErrors.nonTextChannel();
  if (target.type === ChannelType.DM) {
    if (core.world.dmsClosedFor(target.recipientId!)) throw discordErrors.cannotSendToUser();
  } else {
    const send = target.thread ? P.SendMessagesInThreads : P.SendMessages;
    if (!hasPermission(core, P.ViewChannel | send)) throw discordErrors.missingPermissions();
  }
  if (target.thread?.archived) {
    if (target.thread.locked) throw discordErrors.threadArchived();
    setArchived(core, target, false);
  }
  const body = (request.json ?? {}) as MessageBody & NonceFields;
  rejectInvalid([...validateMessageBody(body, []), ...validateNonce(body)]);
  const since = Date.now() - core.nonceWindowMs;
  const earlier = findByNonce(core.store.inChannel(target.id), core.world.botUser.id, body, since);
  // A create answered with an earlier message: it pings nobody again.
  if (earlier) return ok({ ...core.store.toApi(earlier), nonce: earlier.nonce });
  const nonce = nonceOf(body);
  const message = core.store.create({
    channelId: target.id,
    body,
    files: request.files,
    ephemeral: false,
    notifies: true,
    ...(nonce !== undefined ? { nonce } : {}),
  });
  return ok({ ...core.store.toApi(message), ...(nonce !== undefined ? { nonce } : {}) });
}

function openDm(core: DiscordState, request: RestRequest): RestResult {
  const recipientId = String((request.json as { recipient_id?: unknown } | undefined)?.recipient_id ?? '');
  if (!core.world.users.has(recipientId)) throw new DiscordHttpError(400, 50033, 'Invalid Recipient(s)');
  return ok(core.world.apiChannel(core.world.openDm(recipientId).id));
}

interface ThreadBody {
  name?: string;
  type?: number;
  auto_archive_duration?: number;
  invitable?: boolean;
  archived?: boolean;
  locked?: boolean;
  topic?: string;
}

function createThread(
  core: DiscordState,
  request: RestRequest,
  start: StoredMessage | undefined,
): RestResult {
  const parent = channel(core, request);
  const body = (request.json ?? {}) as ThreadBody;
  if (parent.type !== ChannelType.GuildText && parent.type !== ChannelType.GuildAnnouncement) {
    throw discordErrors.invalidChannelType();
  }
  if (start?.threadId) throw discordErrors.threadAlreadyCreated();
  const name = body.name ?? '';
  const errors = [];
  if (name.length < 1 || name.length > 100) errors.push(badLength(['name'], 1, 100));
  if (body.auto_archive_duration !== undefined && !ARCHIVE_DURATIONS.includes(body.auto_archive_duration)) {
    errors.push(
      fieldError(
        ['auto_archive_duration'],
        'BASE_TYPE_CHOICES',
        `Value must be one of {${ARCHIVE_DURATIONS.join(', ')}}.`,
      ),
    );
  }
  rejectInvalid(errors);
  // From a message: public (announcement) thread. Without: `type` decides, private by default.
  const announcement = parent.type === ChannelType.GuildAnnouncement;
  const type = start
    ? announcement
      ? ChannelType.AnnouncementThread
      : ChannelType.PublicThread
    : ((body.type as ChannelType | undefined) ?? ChannelType.PrivateThread);
  if (!isThreadType(type))
    throw invalidFormBody([fieldError(['type'], 'BASE_TYPE_CHOICES', 'Value must be one of {10, 11, 12}.')]);
  const needed = type === ChannelType.PrivateThread ? P.CreatePrivateThreads : P.CreatePublicThreads;
  if (!hasPermission(core, P.ViewChannel | needed)) throw discordErrors.missingPermissions();
  const thread = core.world.createThread({
    ...(start ? { id: start.id } : {}),
    parent,
    name,
    type,
    ownerId: core.world.botUser.id,
    autoArchiveDuration: body.auto_archive_duration ?? 1440,
    ...(body.invitable !== undefined && type === ChannelType.PrivateThread
      ? { invitable: body.invitable }
      : {}),
  });
  if (start) {
    start.threadId = thread.id;
    start.flags |= HAS_THREAD_FLAG;
  }
  const api = core.world.apiChannel(thread.id);
  core.dispatch('THREAD_CREATE', { ...api, newly_created: true });
  return ok(api, 201);
}

/** Deletes a thread (Manage Threads) or a channel (Manage Channels), with its messages. */
function deleteChannel(core: DiscordState, request: RestRequest): RestResult {
  const target = channel(core, request);
  const api = core.world.apiChannel(target.id);
  if (!hasPermission(core, P.ViewChannel | (target.thread ? P.ManageThreads : P.ManageChannels)))
    throw discordErrors.missingPermissions();
  core.world.channels.delete(target.id);
  core.dispatch(target.thread ? 'THREAD_DELETE' : 'CHANNEL_DELETE', api);
  return ok(api);
}

function editChannel(core: DiscordState, request: RestRequest): RestResult {
  const target = channel(core, request);
  const body = (request.json ?? {}) as ThreadBody;
  if (body.name !== undefined) {
    if (body.name.length < 1 || body.name.length > 100) rejectInvalid([badLength(['name'], 1, 100)]);
    target.name = body.name;
  }
  if (target.thread) {
    if (body.locked !== undefined) target.thread.locked = body.locked;
    if (body.auto_archive_duration !== undefined)
      target.thread.autoArchiveDuration = body.auto_archive_duration;
    if (body.archived !== undefined && body.archived !== target.thread.archived) {
      setArchived(core, target, body.archived);
    } else {
      core.dispatch('THREAD_UPDATE', core.world.apiChannel(target.id));
    }
  } else {
    if (body.topic !== undefined) target.topic = body.topic;
    core.dispatch('CHANNEL_UPDATE', core.world.apiChannel(target.id));
  }
  return ok(core.world.apiChannel(target.id));
}

/** Archives or unarchives a thread and tells the bot (THREAD_UPDATE). */
export function setArchived(core: DiscordState, thread: ChannelState, archived: boolean): void {
  if (!thread.thread) return;
  thread.thread.archived = archived;
  thread.thread.archiveTimestamp = new Date();
  core.dispatch('THREAD_UPDATE', core.world.apiChannel(thread.id));
}

function rejectInvalid(errors: ReturnType<typeof validateMessageBody>): void {
  if (errors.length > 0) throw invalidFormBody(errors);
}
