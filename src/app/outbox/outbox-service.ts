import type { Context } from '../game/load-and-commit.ts';
import { type Delivery, markDelivered, nextDelivery } from './delivery.ts';

/**
 * The outbox as the bot's delivery loop uses it (`service.outbox`): the announcements written with each
 * change, read against the game as it is now, and their delivery marked done, retried or held.
 */
export class OutboxService {
  constructor(private readonly ctx: Context) {}

  /** The next announcement to deliver in a place (thread, channel or `dm:<user>`), read against the game now. */
  nextDelivery(placeId: string): Delivery | null {
    return nextDelivery(this.ctx, placeId);
  }

  /**
   * Places with an announcement ready to try at `now` (retries whose time has come included), oldest
   * first. Delivery runs on Discord's time (the loop's clock), not the game clock.
   */
  placesToDeliver(now: number, limit = 100): string[] {
    return this.ctx.store.outbox.duePlaces(now, limit);
  }

  /** Places whose queue is held by a permanent failure. */
  blockedPlaces(): string[] {
    return this.ctx.store.outbox.blockedPlaces();
  }

  /** When the earliest waiting retry falls due (ms since the epoch; null: none waits). */
  nextDeliveryAt(): number | null {
    return this.ctx.store.outbox.nextDueAt();
  }

  /** How many announcements are not delivered yet. */
  undeliveredCount(): number {
    return this.ctx.store.outbox.pendingCount();
  }

  /** Marks a delivery done, with the message it made or edited; false if it already was. */
  markDelivered(delivery: Delivery, messageId: string | null): boolean {
    return markDelivered(this.ctx, delivery, messageId);
  }

  /**
   * Takes a delivery for `owner` (a process) until `until` (ms, on the loop's clock) before posting it:
   * false when another process holds it (it is posting it) or it was delivered meanwhile. Whoever wins
   * posts; a process that dies mid-post leaves a lease that runs out.
   */
  claim(delivery: Delivery, owner: string, now: number, until: number): boolean {
    return this.ctx.store.outbox.claim(delivery.id, owner, now, until);
  }

  /**
   * Frees the leases of the holders `isDead` says are gone (a process killed mid-post, restarted on the same
   * machine): their rows are free at once instead of when the lease runs out. Returns the rows freed.
   */
  releaseDeadLeases(now: number, isDead: (owner: string) => boolean): number {
    const outbox = this.ctx.store.outbox;
    return outbox
      .leaseHolders(now)
      .filter(isDead)
      .reduce((freed, owner) => freed + outbox.releaseLeases(owner), 0);
  }

  /** A transient failure (5xx, timeout, rate limit): the place's queue waits until `retryAt`. */
  markDeliveryRetry(delivery: Delivery, error: string, retryAt: number): void {
    this.ctx.store.outbox.markRetry(delivery.id, error, retryAt);
  }

  /** A permanent failure (missing permissions, channel gone): the queue holds until `unblockPlace`. */
  markDeliveryBlocked(delivery: Delivery, reason: string): void {
    this.ctx.store.outbox.markBlocked(delivery.id, reason);
  }

  /** Lets a held place be tried again at `now` (someone may have fixed it); returns how many were held. */
  unblockPlace(placeId: string, now: number): number {
    return this.ctx.store.outbox.unblock(placeId, now);
  }

  /** Forgets announcements delivered more than `ageMs` ago (by the game clock, which stamps deliveries). */
  pruneDelivered(ageMs: number): number {
    return this.ctx.store.outbox.prune(this.ctx.now() - ageMs);
  }
}
