import { describe, expect, it } from 'vitest';
import type { StoredMessage } from '../../src/local/discord/index.ts';
import { PingBook } from '../../src/local/table/ping-book.ts';

const message = (id: string, channelId: string, pinged: string[]) =>
  ({ id, channelId, pinged }) as StoredMessage;
const nobodyLooks = () => false;

describe('PingBook', () => {
  it('counts pings per person and channel until they look there', () => {
    const book = new PingBook();
    book.record(message('m1', 'c1', ['bob']), nobodyLooks);
    book.record(message('m2', 'c1', ['bob', 'alice']), nobodyLooks);
    book.record(message('m3', 'c2', ['bob']), nobodyLooks);
    expect(book.counts()).toEqual({ bob: { c1: 2, c2: 1 }, alice: { c1: 1 } });
    expect(book.seen('bob', 'c1')).toBe(true);
    expect(book.seen('bob', 'c1')).toBe(false);
    expect(book.counts()).toEqual({ bob: { c2: 1 }, alice: { c1: 1 } });
  });

  it('does not count a ping its person is looking at, and forgets deleted messages', () => {
    const book = new PingBook();
    book.record(
      message('m1', 'c1', ['alice', 'bob']),
      (userId, channelId) => userId === 'alice' && channelId === 'c1',
    );
    expect(book.counts()).toEqual({ bob: { c1: 1 } });
    expect(book.forget('m1')).toBe(true);
    expect(book.forget('m1')).toBe(false);
    expect(book.counts()).toEqual({});
  });
});
