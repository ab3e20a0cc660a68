import type { MessageCreateOptions } from 'discord.js';
import { type DeliveryContent, LOBBY_EXPIRY_MS } from '../../app/index.ts';
import { ENGLISH, type Translator } from '../../i18n/index.ts';
import type { BotContext } from '../bot-context.ts';
import { seatOfferButtons, undoButtons } from '../discord/components.ts';
import { lobbyMessage } from '../lobby/lobby-message.ts';
import { gameWords, userWords } from './locale.ts';
import { replayAttachment, wantsColorBlind } from './pictures.ts';
import { colorsText, colorText, durationText, mention, nameText, timestamp } from './text-format.ts';
import { turnMessage } from './turn-message.ts';

/**
 * The Discord message of an announcement the outbox delivers (one builder per kind). Pings are listed
 * exactly: the client default mentions nobody.
 */
export async function announcementMessage(
  ctx: Pick<BotContext, 'service' | 'now' | 'logger' | 'activity'>,
  gameId: number,
  content: DeliveryContent,
  dmUser: string | null = null,
): Promise<MessageCreateOptions | null> {
  // A DM speaks its reader's language; the game's channel, its server's.
  const tr = dmUser ? userWords(ctx.service, dmUser) : gameWords(ctx.service, gameId);
  switch (content.kind) {
    case 'play': {
      const { result } = content;
      const colorBlind = wantsColorBlind(
        ctx,
        result.gameId,
        result.seats.map((s) => s.userId),
      );
      const message = await turnMessage(result, colorBlind, content.turn === 'current', tr, ctx.activity);
      // The end of a game carries its replay: the scoreboard and the animation are one message.
      const replay = content.replay && (await replayFile(ctx, gameId, content.replay, tr));
      return replay ? { ...message, files: [...(message.files ?? []), replay] } : message;
    }
    case 'lobby':
      // Only its first post may call anyone: an edit notifies nobody, whatever it lists.
      return lobbyMessage(content.lobby, ctx.now(), content.messageId === null ? content : undefined, tr);
    case 'cancelled': {
      const text = content.byName
        ? tr.t('turn.cancelledBy', { id: gameId, name: nameText(content.byName) })
        : tr.t(content.byModerator ? 'turn.cancelledByModerator' : 'turn.cancelled', { id: gameId });
      return { content: text, allowedMentions: { parse: [] } };
    }
    case 'offer-replaced':
      return {
        content: tr.t('turn.offerReplaced'),
        components: [],
        allowedMentions: { parse: [] },
      };
    case 'replay': {
      const replay = await replayFile(ctx, gameId, content, tr);
      return replay && { content: tr.t('turn.replay'), files: [replay], allowedMentions: { parse: [] } };
    }
    case 'undo-update':
      return { ...undoUpdateMessage(gameId, content, tr), allowedMentions: { parse: [] } };
    case 'lobby-full':
      return {
        content: tr.t('announce.lobbyFull', { id: gameId, host: mention(content.hostId) }),
        allowedMentions: { users: [content.hostId] },
      };
    case 'removed': {
      const name = nameText(content.name);
      return {
        content: content.byName
          ? tr.t('announce.removed', { name, by: nameText(content.byName) })
          : tr.t('announce.removedByModerator', { name }),
        allowedMentions: { parse: [] },
      };
    }
    case 'expired':
      return {
        content: tr.t('announce.expired', { id: gameId, days: Math.round(LOBBY_EXPIRY_MS / 86_400_000) }),
        allowedMentions: { parse: [] },
      };
    case 'reminder':
      return reminderMessage(content, false, tr);
    case 'undo-request': {
      return {
        content: undoRequestText(content, tr),
        components: undoButtons(gameId, content.version, content.request, tr),
        allowedMentions: { users: [...content.waitingFor] },
      };
    }
    case 'seat-offer': {
      const { offer } = content;
      const holder = { userId: offer.holder.id, computerLevel: offer.holder.computerLevel ?? null };
      const values = { holder: mention(holder), colors: colorsText(offer.colors, tr) };
      return {
        content:
          offer.offeredBy === offer.holder.id
            ? tr.t('announce.seatOfferSelf', values)
            : tr.t('announce.seatOfferBy', { ...values, name: nameText(content.byName) }),
        components: seatOfferButtons(gameId, offer.version, offer.pin, tr),
        // The holder hears of it (they may still be around and want to keep their seat); nobody else.
        allowedMentions: { users: offer.offeredBy === offer.holder.id ? [] : [offer.holder.id] },
      };
    }
    default: {
      const never: never = content;
      return never;
    }
  }
}

/**
 * An undo request's message after a change (an edit, which pings nobody): still waiting (who is left to
 * answer, with the buttons), or its outcome, which keeps who asked, who answered and what it was about.
 */
export function undoUpdateMessage(
  gameId: number,
  update: Extract<DeliveryContent, { kind: 'undo-update' }>,
  tr: Translator = ENGLISH,
): { content: string; components: ReturnType<typeof undoButtons> } {
  const { requestedBy, move, state } = update;
  const asked = { asker: mention(requestedBy), move };
  switch (state.is) {
    case 'waiting':
      return {
        content: undoRequestText({ requestedBy, move, waitingFor: state.waitingFor }, tr),
        components: undoButtons(gameId, state.version, update.request, tr),
      };
    case 'declined':
      return {
        content: tr.t('announce.undoDeclined', { ...asked, name: nameText(state.byName) }),
        components: [],
      };
    case 'accepted':
      return {
        content: tr.t('announce.undoAccepted', {
          ...asked,
          names: state.acceptedBy.map((id) => mention(id, tr)).join(', '),
        }),
        components: [],
      };
    case 'lapsed':
      return { content: tr.t('announce.undoLapsed', asked), components: [] };
    default: {
      const never: never = state;
      return never;
    }
  }
}

/** An undo request: who asks to take back which placement, mentioning those who must answer. */
export function undoRequestText(
  request: {
    readonly requestedBy: string;
    readonly move: string;
    readonly waitingFor: readonly string[];
  },
  tr: Translator = ENGLISH,
): string {
  return tr.t('announce.undoRequest', {
    asker: mention(request.requestedBy),
    move: request.move,
    waiting: request.waitingFor.map((id) => mention(id, tr)).join(' '),
  });
}

/**
 * A reminder: by DM (no mention needed, the DM notifies) or in the game's channel (mentioning the player).
 * When the turn began is a Discord timestamp, so each reader sees it in their own time.
 */
export function reminderMessage(
  reminder: Extract<DeliveryContent, { kind: 'reminder' }>,
  dm: boolean,
  tr: Translator = ENGLISH,
): MessageCreateOptions {
  const values = {
    mention: mention(reminder.userId),
    color: colorText(reminder.color, tr),
    channel: `<#${reminder.gamePlaceId}>`,
    late: reminder.reason === 'deadline' ? 'yes' : 'no',
    duration: durationText(reminder.idleMs, tr),
    time: reminder.since === undefined ? '' : timestamp(reminder.since, 'R'),
  };
  const since = reminder.since !== undefined;
  if (dm) {
    return { content: tr.t(since ? 'announce.reminderDmSince' : 'announce.reminderDmFor', values) };
  }
  return {
    content: tr.t(since ? 'announce.reminderSince' : 'announce.reminderFor', values),
    allowedMentions: { users: [reminder.userId] },
  };
}

/** A finished game's animated replay; null (logged) if it cannot be drawn: it must never hold the queue. */
async function replayFile(
  ctx: Pick<BotContext, 'logger'>,
  gameId: number,
  replay: Extract<DeliveryContent, { readonly kind: 'replay' }>,
  tr: Translator,
): Promise<Awaited<ReturnType<typeof replayAttachment>> | null> {
  try {
    return await replayAttachment(replay.game, gameId, tr, replay.seats);
  } catch (error) {
    ctx.logger.error('the replay could not be drawn', { game: gameId, error });
    return null;
  }
}
