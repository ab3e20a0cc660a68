import { describe, expect, it } from 'vitest';
import { GameCache } from '../../src/app/game/game-cache.ts';
import { newGame } from '../../src/engine/index.ts';

describe('game cache', () => {
  it('hits only at the exact version and evicts the least recently used', () => {
    const cache = new GameCache(2);
    const a = newGame('duo');
    const b = newGame('classic');
    const c = newGame('junior');
    cache.set(1, 5, a);
    expect(cache.get(1, 5)).toBe(a);
    expect(cache.get(1, 6)).toBeUndefined();
    cache.set(2, 1, b);
    cache.get(1, 5);
    cache.set(3, 1, c);
    expect(cache.size).toBe(2);
    expect(cache.get(2, 1)).toBeUndefined();
    expect(cache.get(1, 5)).toBe(a);
    expect(cache.get(3, 1)).toBe(c);
    const off = new GameCache(0);
    off.set(1, 1, a);
    expect(off.get(1, 1)).toBeUndefined();
  });
});
