import type { DiscordState } from '../discord-state.ts';
import { discordErrors, fieldError, invalidFormBody } from '../errors.ts';
import { Callback, type InteractionKind, type InteractionState } from '../interactions/interaction.ts';
import { MessageFlag } from '../messages/message-store.ts';
import {
  type MessageBody,
  validateChoices,
  validateMessageBody,
  validateModal,
} from '../messages/message-validation.ts';
import type { StoredMessage } from '../stored-records.ts';
import { noContent, ok, type RestRequest, type RestResult, type Router } from './router.ts';

/** Callback types Discord accepts for each kind of interaction. */
const ALLOWED_CALLBACKS: Record<InteractionKind, number[]> = {
  command: [
    Callback.ChannelMessageWithSource,
    Callback.DeferredChannelMessageWithSource,
    Callback.Modal,
    Callback.LaunchActivity,
  ],
  autocomplete: [Callback.AutocompleteResult],
  component: [
    Callback.ChannelMessageWithSource,
    Callback.DeferredChannelMessageWithSource,
    Callback.DeferredMessageUpdate,
    Callback.UpdateMessage,
    Callback.Modal,
    Callback.LaunchActivity,
  ],
};

/** Interaction tokens (and so follow-ups and edits) stay valid for 15 minutes. */
const TOKEN_LIFETIME_MS = 15 * 60 * 1000;

/** Interaction callbacks and the interaction webhook (follow-ups, @original). */
export function addInteractionRoutes(core: DiscordState, router: Router): void {
  const byToken = (params: Record<string, string>) => core.interactionByToken(params.token ?? '')?.id;
  router.add('POST', '/interactions/:interactionId/:token/callback', (r) => callback(core, r), {
    auth: false,
    interactionOf: (params) => params.interactionId,
  });
  router.add('POST', '/webhooks/:applicationId/:token', (r) => followUp(core, r), {
    auth: false,
    interactionOf: byToken,
  });
  router.add(
    'GET',
    '/webhooks/:applicationId/:token/messages/:messageId',
    (r) => getWebhookMessage(core, r),
    {
      auth: false,
      interactionOf: byToken,
    },
  );
  router.add(
    'PATCH',
    '/webhooks/:applicationId/:token/messages/:messageId',
    (r) => editWebhookMessage(core, r),
    {
      auth: false,
      interactionOf: byToken,
    },
  );
  router.add(
    'DELETE',
    '/webhooks/:applicationId/:token/messages/:messageId',
    (r) => deleteWebhookMessage(core, r),
    {
      auth: false,
      interactionOf: byToken,
    },
  );
}

interface CallbackBody {
  type?: number;
  data?: MessageBody & { choices?: unknown; custom_id?: string; title?: string };
}

function callback(core: DiscordState, request: RestRequest): RestResult {
  const { interactionId = '', token = '' } = request.params;
  const ix = core.interactions.get(interactionId);
  if (!ix || ix.token !== token) throw discordErrors.unknownInteraction();
  const body = (request.json ?? {}) as CallbackBody;
  const type = body.type ?? -1;
  if (ix.acknowledged) {
    ix.note(`second callback (type ${type}) rejected: already acknowledged with type ${ix.callbackType}`);
    throw discordErrors.alreadyAcknowledged();
  }
  if (ix.expired || Date.now() - ix.dispatchedAt > core.ackDeadlineMs) {
    ix.expired = true;
    ix.note(`callback type ${type} arrived after the ${core.ackDeadlineMs} ms deadline`);
    throw discordErrors.unknownInteraction();
  }
  if (!ALLOWED_CALLBACKS[ix.kind].includes(type)) {
    throw invalidFormBody([
      fieldError(
        ['type'],
        'INTERACTION_CALLBACK_TYPE_INVALID',
        `Callback type ${type} is not valid for a ${ix.kind} interaction`,
      ),
    ]);
  }
  const data = body.data ?? {};
  let message: StoredMessage | undefined;
  switch (type) {
    case Callback.ChannelMessageWithSource: {
      rejectInvalid(validateMessageBody(data, ['data']));
      const ephemeral = ((data.flags ?? 0) & MessageFlag.Ephemeral) !== 0;
      message = core.store.create({
        channelId: ix.channelId,
        body: data,
        files: request.files,
        interactionId: ix.id,
        ephemeral,
        ...(ephemeral ? { visibleTo: ix.userId } : {}),
        notifies: true,
      });
      ix.originalMessageId = message.id;
      break;
    }
    case Callback.DeferredChannelMessageWithSource: {
      const ephemeral = ((data.flags ?? 0) & MessageFlag.Ephemeral) !== 0;
      message = core.store.create({
        channelId: ix.channelId,
        body: {},
        files: [],
        interactionId: ix.id,
        ephemeral,
        ...(ephemeral ? { visibleTo: ix.userId } : {}),
        loading: true,
        notifies: false,
      });
      ix.originalMessageId = message.id;
      ix.deferredPending = true;
      break;
    }
    case Callback.DeferredMessageUpdate:
      ix.originalMessageId = ix.componentMessageId;
      break;
    case Callback.UpdateMessage: {
      rejectInvalid(validateMessageBody(data, ['data']));
      message = core.store.get(ix.componentMessageId ?? '');
      if (!message || message.deleted) throw discordErrors.unknownMessage();
      core.store.edit(message, data, request.files);
      ix.originalMessageId = message.id;
      break;
    }
    case Callback.AutocompleteResult:
      rejectInvalid(validateChoices(data.choices));
      ix.choices = data.choices as InteractionState['choices'];
      break;
    case Callback.Modal:
      rejectInvalid(validateModal(data));
      ix.modal = data as Record<string, unknown>;
      break;
  }
  ix.callbackType = type;
  ix.acknowledgedAt = Date.now();
  ix.note(`acknowledged with callback type ${type}${message?.ephemeral ? ' (ephemeral)' : ''}`);
  if (request.query.get('with_response') !== 'true') return noContent();
  return ok({
    interaction: {
      id: ix.id,
      type: ix.payload.type,
      ...(message
        ? {
            response_message_id: message.id,
            response_message_loading: message.loading,
            response_message_ephemeral: message.ephemeral,
          }
        : {}),
    },
    resource: { type, ...(message ? { message: core.store.toApi(message) } : {}) },
  });
}

/** The interaction behind a webhook URL, once it may be used (acknowledged, token not expired). */
function webhookInteraction(core: DiscordState, request: RestRequest): InteractionState {
  const { applicationId, token = '' } = request.params;
  const ix = core.interactionByToken(token);
  if (!ix || applicationId !== core.applicationId) throw discordErrors.unknownWebhook();
  if (Date.now() - ix.dispatchedAt > TOKEN_LIFETIME_MS) throw discordErrors.invalidWebhookToken();
  if (!ix.acknowledged) {
    ix.note(`${request.method} on the interaction webhook before any callback`);
    throw discordErrors.unknownWebhook();
  }
  return ix;
}

/** `@original` or a follow-up of this interaction. */
function webhookMessage(core: DiscordState, ix: InteractionState, messageId: string): StoredMessage {
  const id = messageId === '@original' ? ix.originalMessageId : messageId;
  const message = id ? core.store.get(id) : undefined;
  if (!message || message.deleted || (id !== ix.originalMessageId && !ix.followUpIds.includes(message.id))) {
    throw discordErrors.unknownMessage();
  }
  return message;
}

/*
 * A follow-up normally creates a new message (which pings). But while a deferred reply (type 5) is
 * still "thinking", Discord takes the first follow-up as resolving that placeholder: it fills the
 * original message, keeps the deferral's ephemerality and notifies nobody, like an edit.
 */
function followUp(core: DiscordState, request: RestRequest): RestResult {
  const ix = webhookInteraction(core, request);
  if (ix.callbackType === Callback.AutocompleteResult || ix.callbackType === Callback.Modal) {
    throw discordErrors.unknownWebhook();
  }
  const body = (request.json ?? {}) as MessageBody;
  rejectInvalid(validateMessageBody(body, []));
  let message: StoredMessage;
  if (ix.deferredPending) {
    message = core.store.get(ix.originalMessageId!)!;
    core.store.edit(message, body, request.files);
    ix.deferredPending = false;
    ix.note(
      'first follow-up filled the deferred reply (Discord treats it as an edit: no ping, deferral decides ephemeral)',
    );
  } else {
    const ephemeral = ((body.flags ?? 0) & MessageFlag.Ephemeral) !== 0;
    message = core.store.create({
      channelId: ix.channelId,
      body,
      files: request.files,
      interactionId: ix.id,
      ephemeral,
      ...(ephemeral ? { visibleTo: ix.userId } : {}),
      notifies: true,
    });
    ix.followUpIds.push(message.id);
    ix.note(
      `follow-up ${message.id}${ephemeral ? ' (ephemeral)' : ''}${message.pinged.length ? ` pinging ${message.pinged.join(',')}` : ''}`,
    );
  }
  return request.query.get('wait') === 'true' ? ok(core.store.toApi(message)) : noContent();
}

function getWebhookMessage(core: DiscordState, request: RestRequest): RestResult {
  const ix = webhookInteraction(core, request);
  return ok(core.store.toApi(webhookMessage(core, ix, request.params.messageId ?? '')));
}

function editWebhookMessage(core: DiscordState, request: RestRequest): RestResult {
  const ix = webhookInteraction(core, request);
  const message = webhookMessage(core, ix, request.params.messageId ?? '');
  const body = (request.json ?? {}) as MessageBody;
  rejectInvalid(validateMessageBody(body, []));
  const filling = message.loading;
  core.store.edit(message, body, request.files);
  if (filling && message.id === ix.originalMessageId) {
    ix.deferredPending = false;
    ix.note('deferred reply filled by PATCH @original (an edit: pings nobody)');
  } else {
    ix.note(`edited message ${message.id}`);
  }
  return ok(core.store.toApi(message));
}

function deleteWebhookMessage(core: DiscordState, request: RestRequest): RestResult {
  const ix = webhookInteraction(core, request);
  const message = webhookMessage(core, ix, request.params.messageId ?? '');
  core.store.delete(message);
  if (message.id === ix.originalMessageId) ix.deferredPending = false;
  ix.note(`deleted message ${message.id}`);
  return noContent();
}

function rejectInvalid(errors: ReturnType<typeof validateMessageBody>): void {
  if (errors.length > 0) throw invalidFormBody(errors);
}
