import {
  type Client,
  type Message,
  type MessageCreateOptions,
  RESTJSONErrorCodes,
  type SendableChannels,
} from 'discord.js';
import type { Delivery, GameService } from '../../app/index.ts';
import type { BotContext, Outbox, PlaceOutcome } from '../bot-context.ts';
import { postNeeds, postNeedsText } from '../discord/permissions.ts';
import { announcementMessage, reminderMessage } from '../messages/announcement-message.ts';
import { gameWords, publicWords, userWords } from '../messages/locale.ts';
import type { Logger } from '../ops/logger.ts';
import { classifyFailure, type DeliveryFailure, isCode } from './delivery-errors.ts';
import { isDeadLocalOwner, leaseOwnerName } from './lease-owner.ts';

/** Tuning of the loop; tests shorten the waits. */
export interface DeliveryOptions {
  /** First wait after a transient failure; it doubles with each failure of the same announcement. */
  readonly retryBaseMs?: number;
  /** Longest wait between two tries. */
  readonly retryMaxMs?: number;
  /** How often every place is looked at, for retries that fell due and work another process left. */
  readonly sweepMs?: number;
  /** Discord's clock, for retry times and leases (the game clock is the service's). */
  readonly now?: () => number;
  /**
   * How long a claimed announcement stays this process's to post (default a minute, four times
   * discord.js's request timeout): another process sharing the database takes it over only after that.
   */
  readonly leaseMs?: number;
}

/** Delivered announcements are kept this long (for diagnosis), then pruned. */
const KEEP_DELIVERED_MS = 7 * 24 * 3_600_000;

class PostFailed extends Error {
  constructor(readonly failure: DeliveryFailure) {
    super(failure.description);
  }
}

/**
 * The outbox's delivery loop: one queue per place (thread, channel or a user's DMs), delivered strictly
 * in commit order, one message at a time. A create carries the announcement's nonce with
 * `enforce_nonce`, so a retry after a timeout or a lost answer posts once. A transient failure waits
 * (doubling back-off) and holds the rest of that place's queue, so nothing overtakes it; a permanent one
 * holds the queue until someone acts in the place or its permissions change. On start, whatever was
 * pending is delivered first.
 */
export class DeliveryLoop implements Outbox {
  private readonly tails = new Map<string, Promise<PlaceOutcome>>();
  private readonly blocked = new Set<string>();
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly sweepMs: number;
  private readonly now: () => number;
  private readonly leaseMs: number;
  /** This process, as the outbox's leases name it. */
  readonly owner = leaseOwnerName();
  private sweepTimer: NodeJS.Timeout | null = null;
  private wakeTimer: NodeJS.Timeout | null = null;
  private wakeAt = Number.POSITIVE_INFINITY;
  private stopped = false;
  private readonly service: GameService;
  private readonly logger: Logger;

  constructor(
    private readonly client: Client,
    private readonly ctx: Pick<BotContext, 'service' | 'logger' | 'now' | 'activity'>,
    options: DeliveryOptions = {},
  ) {
    this.service = ctx.service;
    this.logger = ctx.logger;
    this.retryBaseMs = options.retryBaseMs ?? 1000;
    this.retryMaxMs = options.retryMaxMs ?? 5 * 60_000;
    this.sweepMs = options.sweepMs ?? 30_000;
    this.now = options.now ?? Date.now;
    this.leaseMs = options.leaseMs ?? 60_000;
  }

  /** Delivers everything pending, then keeps looking every `sweepMs`. */
  start(): void {
    for (const place of this.service.outbox.blockedPlaces()) this.blocked.add(place);
    this.sweep();
    if (this.sweepMs > 0 && !this.sweepTimer) {
      this.sweepTimer = setInterval(() => this.sweep(), this.sweepMs);
      this.sweepTimer.unref();
    }
  }

  /** Stops the timers and waits for posts under way (what is left stays pending for the next start). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    if (this.wakeTimer) clearTimeout(this.wakeTimer);
    this.sweepTimer = null;
    this.wakeTimer = null;
    await Promise.allSettled([...this.tails.values()]);
  }

  flush(placeId: string): Promise<PlaceOutcome> {
    const previous = this.tails.get(placeId);
    const next = (previous ?? Promise.resolve()).then(
      () => this.drain(placeId),
      () => this.drain(placeId),
    );
    this.tails.set(placeId, next);
    void next.finally(() => {
      if (this.tails.get(placeId) === next) this.tails.delete(placeId);
    });
    return next;
  }

  nudge(placeId: string): void {
    if (!this.blocked.has(placeId)) return;
    this.blocked.delete(placeId);
    this.service.outbox.unblockPlace(placeId, this.now());
    void this.flush(placeId);
  }

  /** A channel's or role's permissions changed in a server: every held place is tried again. */
  retryBlocked(): void {
    for (const place of [...this.blocked]) this.nudge(place);
  }

  /** Flushes every place with something ready to try (and forgets long-delivered rows). */
  sweep(): void {
    if (this.stopped) return;
    try {
      const freed = this.service.outbox.releaseDeadLeases(this.now(), isDeadLocalOwner);
      if (freed > 0) this.logger.info('outbox leases of a dead process freed', { rows: freed });
      for (const place of this.service.outbox.placesToDeliver(this.now())) {
        if (!this.tails.has(place)) void this.flush(place);
      }
      this.service.outbox.pruneDelivered(KEEP_DELIVERED_MS);
    } catch (error) {
      this.logger.error('outbox sweep failed', { error });
    }
  }

  /** Posts a place's queue head after head until it is empty, must wait, or is held. */
  private async drain(placeId: string): Promise<PlaceOutcome> {
    for (;;) {
      if (this.stopped) return { state: 'retrying', error: 'the bot is stopping' };
      const delivery = this.service.outbox.nextDelivery(placeId);
      if (!delivery) return { state: 'delivered' };
      if (delivery.blocked) {
        this.blocked.add(placeId);
        return { state: 'blocked', reason: delivery.blocked, missing: await this.missingIn(placeId) };
      }
      const now = this.now();
      if (delivery.nextAttemptAt > now) {
        this.wakeUpAt(delivery.nextAttemptAt);
        return { state: 'retrying', error: delivery.lastError ?? 'waiting to retry' };
      }
      if (!delivery.content) {
        this.service.outbox.markDelivered(delivery, null);
        continue;
      }
      // Posted only by the process that holds it: several may share the database (shards, a deploy).
      if (!this.service.outbox.claim(delivery, this.owner, now, now + this.leaseMs)) {
        this.wakeUpAt(now + this.leaseMs);
        return { state: 'retrying', error: 'another process is posting here' };
      }
      try {
        const messageId = await this.post(delivery);
        this.service.outbox.markDelivered(delivery, messageId);
        this.logger.debug('announcement delivered', {
          announcement: delivery.id,
          game: delivery.gameId,
          place: delivery.placeId,
          message: messageId,
        });
      } catch (error) {
        return this.failed(delivery, error);
      }
    }
  }

  private async failed(delivery: Delivery, error: unknown): Promise<PlaceOutcome> {
    const failure = error instanceof PostFailed ? error.failure : classifyFailure(error);
    const where = { announcement: delivery.id, game: delivery.gameId, place: delivery.placeId };
    if (failure.kind === 'rejected') {
      // Discord refused the message itself: a bug of ours that no retry fixes. It must not hold the game.
      this.logger.error('Discord rejected an announcement; skipped', {
        ...where,
        error: failure.description,
      });
      this.service.outbox.markDelivered(delivery, null);
      return this.drain(delivery.placeId);
    }
    if (failure.kind === 'transient') {
      const wait = Math.min(this.retryMaxMs, this.retryBaseMs * 2 ** Math.min(delivery.attempts, 20));
      const at = this.now() + wait;
      this.service.outbox.markDeliveryRetry(delivery, failure.description, at);
      this.logger.warn('could not post an announcement; will retry', {
        ...where,
        error: failure.description,
        retryInMs: wait,
      });
      this.wakeUpAt(at);
      return { state: 'retrying', error: failure.description };
    }
    this.service.outbox.markDeliveryBlocked(delivery, failure.description);
    this.blocked.add(delivery.placeId);
    const missing = await this.missingIn(delivery.placeId);
    this.logger.warn('cannot post in this place; announcements wait until it is fixed', {
      ...where,
      error: failure.description,
      missingPermissions: missing,
    });
    if (delivery.attempts === 0) await this.tellHost(delivery, failure, missing);
    return { state: 'blocked', reason: failure.description, missing };
  }

  /** Posts (or, for a posted lobby, edits) one announcement; returns the message id. */
  private async post(delivery: Delivery): Promise<string | null> {
    const content = delivery.content!;
    if (delivery.dmUser !== null && content.kind === 'reminder') {
      try {
        const dm = await this.client.users.createDM(delivery.dmUser);
        return (
          await dm.send({
            ...reminderMessage(content, true, userWords(this.ctx.service, delivery.dmUser)),
            nonce: delivery.nonce,
            enforceNonce: true,
          })
        ).id;
      } catch (error) {
        if (!isCode(error, RESTJSONErrorCodes.CannotSendMessagesToThisUser)) throw error;
        this.logger.info('DM refused, reminding in the channel instead', { user: delivery.dmUser });
        const channel = await this.channel(content.gamePlaceId);
        return (
          await this.send(channel, {
            ...reminderMessage(content, false, gameWords(this.ctx.service, delivery.gameId)),
            nonce: delivery.nonce,
            enforceNonce: true,
          })
        ).id;
      }
    }
    const body = await announcementMessage(this.ctx, delivery.gameId, content);
    if (body === null) return null;
    const channel = await this.channel(delivery.placeId);
    if (content.kind === 'undo-update' || content.kind === 'offer-replaced') {
      const { content: text, components, allowedMentions } = body;
      try {
        await channel.messages.edit(content.messageId, {
          content: text ?? null,
          components: components ?? [],
          allowedMentions: allowedMentions ?? { parse: [] },
        });
        return content.messageId;
      } catch (error) {
        // A request message someone deleted has nothing left to update.
        if (isCode(error, RESTJSONErrorCodes.UnknownMessage)) return null;
        throw error;
      }
    }
    if (content.kind === 'lobby' && content.messageId !== null) {
      try {
        const { content: text, embeds, components, allowedMentions } = body;
        await channel.messages.edit(content.messageId, {
          content: text ?? null,
          embeds: embeds ?? [],
          components: components ?? [],
          allowedMentions: allowedMentions ?? { parse: [] },
        });
        return content.messageId;
      } catch (error) {
        // A lobby message someone deleted is posted anew.
        if (!isCode(error, RESTJSONErrorCodes.UnknownMessage)) throw error;
      }
    }
    return (await this.send(channel, { ...body, nonce: delivery.nonce, enforceNonce: true })).id;
  }

  /** Sends in a channel; an archived thread is woken up (unarchived) and the post tried again. */
  private async send(channel: SendableChannels, message: MessageCreateOptions): Promise<Message> {
    try {
      return await channel.send(message);
    } catch (error) {
      if (!(isCode(error, RESTJSONErrorCodes.InvalidActionOnArchivedThread) && channel.isThread()))
        throw error;
      // The reason shows in the server's audit log: the server's language.
      await channel.setArchived(false, publicWords(this.service, channel.guildId).t('audit.threadWoken'));
      return await channel.send(message);
    }
  }

  /** The channel or thread by id, if the bot can send there. */
  private async channel(placeId: string): Promise<SendableChannels> {
    const channel = this.client.channels.cache.get(placeId) ?? (await this.client.channels.fetch(placeId));
    if (!channel?.isSendable()) {
      throw new PostFailed({ kind: 'forbidden', description: `cannot send in ${placeId}`, code: null });
    }
    return channel;
  }

  /** The permissions the bot lacks to post in a place (flags), as far as its cache knows. */
  private async missingIn(placeId: string): Promise<string[]> {
    const channel = this.client.channels.cache.get(placeId);
    if (!channel || channel.isDMBased() || !this.client.user) return [];
    const permissions = channel.permissionsFor(this.client.user);
    if (!permissions) return [];
    return permissions.missing(postNeeds(channel.isThread()));
  }

  /**
   * The first time a place refuses an announcement nobody is waiting on (a reminder, a move whose player
   * has gone), the game's host hears of it by DM: they can ask a moderator to fix it.
   */
  private async tellHost(
    delivery: Delivery,
    failure: DeliveryFailure,
    missing: readonly string[],
  ): Promise<void> {
    if (delivery.hostId === null || delivery.dmUser !== null) return;
    // A DM: the host's own language, permission names included.
    const tr = userWords(this.ctx.service, delivery.hostId);
    try {
      await this.client.users.send(delivery.hostId, {
        content: tr.t('announce.hostCannotPost', {
          id: delivery.gameId,
          place: `<#${delivery.placeId}>`,
          gone: failure.kind === 'gone' ? 'yes' : 'no',
          need: postNeedsText(tr, missing),
        }),
      });
    } catch (error) {
      this.logger.info('could not tell the host either', { game: delivery.gameId, error });
    }
  }

  /** Makes sure the loop wakes up at `at` to retry. */
  private wakeUpAt(at: number): void {
    if (this.stopped || at >= this.wakeAt) return;
    if (this.wakeTimer) clearTimeout(this.wakeTimer);
    this.wakeAt = at;
    this.wakeTimer = setTimeout(
      () => {
        this.wakeTimer = null;
        this.wakeAt = Number.POSITIVE_INFINITY;
        this.sweep();
      },
      Math.max(0, at - this.now()),
    );
    this.wakeTimer.unref();
  }
}
