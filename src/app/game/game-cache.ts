import type { Game } from '../../engine/index.ts';

/**
 * An in-process LRU cache of engine games keyed by (game id, version). A game's version grows on every
 * write, so an entry can never be out of date: a lookup at another version is simply a miss (and the game
 * is replayed from its log, about a millisecond). Engine games are immutable, so sharing them is safe.
 */
export class GameCache {
  private readonly entries = new Map<number, { version: number; game: Game }>();

  constructor(private readonly capacity = 256) {}

  /** The cached game at exactly this version. */
  get(gameId: number, version: number): Game | undefined {
    const entry = this.entries.get(gameId);
    if (!entry || entry.version !== version) return undefined;
    this.entries.delete(gameId);
    this.entries.set(gameId, entry);
    return entry.game;
  }

  set(gameId: number, version: number, game: Game): void {
    if (this.capacity <= 0) return;
    this.entries.delete(gameId);
    this.entries.set(gameId, { version, game });
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}
