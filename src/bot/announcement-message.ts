import type { MessageCreateOptions } from 'discord.js';
import { type DeliveryContent, LOBBY_EXPIRY_MS } from '../app/index.ts';
import { seatOfferButtons, undoButtons } from './components.ts';
import type { BotContext } from './context.ts';
import { lobbyMessage } from './lobby-message.ts';
import { replayAttachment, wantsColorBlind } from './pictures.ts';
import { turnMessage } from './turn-message.ts';
import { colorsText, colorText, durationText, mention, nameText, timestamp } from './words.ts';

/**
 * The Discord message of an announcement the outbox delivers (one builder per kind). Pings are listed
 * exactly: the client default mentions nobody.
 */
export async function announcementMessage(
  ctx: Pick<BotContext, 'service' | 'now' | 'logger'>,
  gameId: number,
  content: DeliveryContent,
): Promise<MessageCreateOptions | null> {
  switch (content.kind) {
    case 'play': {
      const { result } = content;
      const colorBlind = wantsColorBlind(
        ctx,
        result.gameId,
        result.seats.map((s) => s.userId),
      );
      return turnMessage(result, colorBlind, content.turn === 'current');
    }
    case 'lobby':
      // Only its first post may call anyone: an edit notifies nobody, whatever it lists.
      return lobbyMessage(content.lobby, ctx.now(), content.messageId === null ? content : undefined);
    case 'cancelled': {
      const by = content.byName
        ? ` by ${nameText(content.byName)}`
        : content.byModerator
          ? ' by a moderator'
          : '';
      return { content: `🛑 Game #${gameId} was cancelled${by}.`, allowedMentions: { parse: [] } };
    }
    case 'offer-replaced':
      return {
        content: '🔁 This seat offer was replaced by a newer one (below).',
        components: [],
        allowedMentions: { parse: [] },
      };
    case 'replay':
      // A replay that cannot be drawn is left out (logged): it must never hold the channel's queue.
      try {
        return {
          content: '🎞️ The whole game, move by move:',
          files: [await replayAttachment(content.game, gameId)],
          allowedMentions: { parse: [] },
        };
      } catch (error) {
        ctx.logger.error('the replay could not be drawn', { game: gameId, error });
        return null;
      }
    case 'undo-update':
      return { ...undoUpdateMessage(gameId, content), allowedMentions: { parse: [] } };
    case 'lobby-full':
      return {
        content: `✅ Game #${gameId} is full: ${mention(content.hostId)}, press **Start** on the lobby (or \`/blokus start\`) when everyone is ready.`,
        allowedMentions: { users: [content.hostId] },
      };
    case 'removed': {
      const by = content.byName ? nameText(content.byName) : 'a moderator';
      return {
        content: `🚪 ${nameText(content.name)} was removed from the game by ${by}.`,
        allowedMentions: { parse: [] },
      };
    }
    case 'expired': {
      const days = Math.round(LOBBY_EXPIRY_MS / 86_400_000);
      return {
        content: `⌛ Game #${gameId} expired: nobody started it within ${days} days, so this channel is free again. \`/blokus new\` opens a new game.`,
        allowedMentions: { parse: [] },
      };
    }
    case 'reminder':
      return reminderMessage(content, false);
    case 'undo-request': {
      return {
        content: undoRequestText(content),
        components: undoButtons(gameId, content.version, content.request),
        allowedMentions: { users: [...content.waitingFor] },
      };
    }
    case 'seat-offer': {
      const { offer } = content;
      const seat = `seat (${colorsText(offer.colors)})`;
      const who =
        offer.offeredBy === offer.holder.id
          ? `${mention(offer.holder.id)} has to go and offers their ${seat}`
          : `${nameText(content.byName)} offers ${mention(offer.holder.id)}'s ${seat}`;
      return {
        content: `🔁 ${who} to a new player. Anyone not in this game can take it over and play on from here.`,
        components: seatOfferButtons(gameId, offer.version, offer.pin),
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
): { content: string; components: ReturnType<typeof undoButtons> } {
  const { requestedBy, move, state } = update;
  const asked = `${mention(requestedBy)} asked to take back **${move}**`;
  switch (state.is) {
    case 'waiting':
      return {
        content: undoRequestText({ requestedBy, move, waitingFor: state.waitingFor }),
        components: undoButtons(gameId, state.version, update.request),
      };
    case 'declined':
      return { content: `✋ ${asked}; ${nameText(state.byName)} declined, so it stays.`, components: [] };
    case 'accepted':
      return {
        content: `↩️ ${asked}; ${state.acceptedBy.map(mention).join(', ')} accepted, so it is taken back.`,
        components: [],
      };
    case 'lapsed':
      return { content: `↩️ ${asked}; a move was made since, so the request lapsed.`, components: [] };
    default: {
      const never: never = state;
      return never;
    }
  }
}

/** An undo request: who asks to take back which placement, mentioning those who must answer. */
export function undoRequestText(request: {
  readonly requestedBy: string;
  readonly move: string;
  readonly waitingFor: readonly string[];
}): string {
  const waiting = request.waitingFor.map(mention).join(' ');
  return `↩️ ${mention(request.requestedBy)} asks to take back **${request.move}**. ${waiting}: accept or decline?`;
}

/**
 * A reminder: by DM (no mention needed, the DM notifies) or in the game's channel (mentioning the player).
 * When the turn began is a Discord timestamp, so each reader sees it in their own time.
 */
export function reminderMessage(
  reminder: Extract<DeliveryContent, { kind: 'reminder' }>,
  dm: boolean,
): MessageCreateOptions {
  const since =
    reminder.since === undefined
      ? `for ${durationText(reminder.idleMs)}`
      : `since ${timestamp(reminder.since, 'R')}`;
  const late = reminder.reason === 'deadline' ? ' The turn deadline has passed.' : '';
  if (dm) {
    return {
      content: `⏰ It has been your turn with ${colorText(reminder.color)} ${since} in the Blokus game in <#${reminder.gamePlaceId}>.${late} Use /place there.`,
    };
  }
  return {
    content: `⏰ ${mention(reminder.userId)}, it has been your turn with ${colorText(reminder.color)} ${since}.${late} Use \`/place\`; \`/board\` shows the board.`,
    allowedMentions: { users: [reminder.userId] },
  };
}
