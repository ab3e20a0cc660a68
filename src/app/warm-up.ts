import { type Context, engineGame } from './context.ts';

/** What `warmUp` found: open games replayed into the cache, and any whose log would not load. */
export interface WarmUpReport {
  readonly loaded: number;
  readonly broken: readonly { readonly gameId: number; readonly error: string }[];
}

/**
 * Loads every open game and replays its log (filling the cache), so a restart picks all of them up and a
 * corrupt one is reported at start-up rather than at a player's next move.
 */
export function warmUp(ctx: Context): WarmUpReport {
  let loaded = 0;
  const broken: { gameId: number; error: string }[] = [];
  for (const gameId of ctx.store.openGameIds()) {
    try {
      const stored = ctx.store.loadGame(gameId);
      if (!stored) continue;
      engineGame(ctx, stored);
      loaded++;
    } catch (error) {
      broken.push({ gameId, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return { loaded, broken };
}
