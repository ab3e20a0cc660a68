import type { StoredMessage } from '../stored-records.ts';
import type { MessageStore } from './message-store.ts';

/** Everyone-visible messages of a channel, in order (not ephemeral, not deleted). */
export function publicMessages(store: MessageStore, channelId: string): StoredMessage[] {
  return store.inChannel(channelId).filter((m) => !m.ephemeral && !m.deleted);
}

/**
 * Resolves with the first public message of the channel matching `predicate`, now or after a later
 * create/edit; rejects after `timeoutMs` with the messages it saw, for the failing test's log.
 */
export function waitForMessage(
  store: MessageStore,
  channelId: string,
  predicate: (m: StoredMessage) => boolean,
  timeoutMs: number,
): Promise<StoredMessage> {
  const existing = publicMessages(store, channelId).find(predicate);
  if (existing) return Promise.resolve(existing);
  return new Promise((resolve, reject) => {
    const unsubscribe = store.subscribe((message) => {
      if (message.channelId !== channelId || message.ephemeral || message.deleted || !predicate(message))
        return;
      clearTimeout(timer);
      unsubscribe();
      resolve(message);
    });
    const timer = setTimeout(() => {
      unsubscribe();
      const seen = publicMessages(store, channelId).map(
        (m) => `  ${m.id}: ${JSON.stringify(m.content.slice(0, 80))}`,
      );
      reject(
        new Error(
          `local-discord: no matching message in ${channelId} within ${timeoutMs} ms; messages:\n${seen.join('\n')}`,
        ),
      );
    }, timeoutMs);
  });
}
