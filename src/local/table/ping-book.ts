import type { StoredMessage } from '../discord/index.ts';

/** Unseen pings: for each person, for each channel, how many messages pinged them there. */
export type PingCounts = Record<string, Record<string, number>>;

/**
 * Who was pinged where and has not looked yet: the badges of the page's person switcher and channel
 * list. A ping is seen once someone looks at its channel as that person; a deleted message's ping goes.
 */
export class PingBook {
  /** person → channel → ids of the messages that pinged them there. */
  private readonly unseen = new Map<string, Map<string, Set<string>>>();

  /** Counts a new message's pings, except for people who are looking at its channel right now. */
  record(message: StoredMessage, isLooking: (userId: string, channelId: string) => boolean): void {
    for (const userId of message.pinged) {
      if (isLooking(userId, message.channelId)) continue;
      const channels = this.unseen.get(userId) ?? new Map<string, Set<string>>();
      const ids = channels.get(message.channelId) ?? new Set<string>();
      ids.add(message.id);
      channels.set(message.channelId, ids);
      this.unseen.set(userId, channels);
    }
  }

  /** The person looked at the channel: its pings are seen. Returns whether anything changed. */
  seen(userId: string, channelId: string): boolean {
    return this.unseen.get(userId)?.delete(channelId) ?? false;
  }

  /** A message was deleted: its pings go with it. Returns whether anything changed. */
  forget(messageId: string): boolean {
    let changed = false;
    for (const channels of this.unseen.values()) {
      for (const ids of channels.values()) changed = ids.delete(messageId) || changed;
    }
    return changed;
  }

  /** The counts, without empty entries. */
  counts(): PingCounts {
    const counts: PingCounts = {};
    for (const [userId, channels] of this.unseen) {
      for (const [channelId, ids] of channels) {
        if (ids.size === 0) continue;
        counts[userId] ??= {};
        counts[userId][channelId] = ids.size;
      }
    }
    return counts;
  }
}
