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
  return warmUpIds(ctx, ctx.store.openGameIds());
}

function warmUpIds(ctx: Context, ids: readonly number[]): WarmUpReport {
  let loaded = 0;
  const broken: { gameId: number; error: string }[] = [];
  for (const gameId of ids) {
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

/** Games checked between two pauses of `warmUpInSteps` (about 50–100 ms of replaying). */
const STEP = 200;

/**
 * `warmUp` in steps, pausing (`pause`, e.g. `setImmediate`) every few hundred games, so a bot can connect
 * first and check its stored games in the background while it answers players: its start does not grow
 * with the number of open games. Games are loaded when first needed anyway; this only reports a corrupt
 * one early.
 */
export async function warmUpInSteps(ctx: Context, pause: () => Promise<void>): Promise<WarmUpReport> {
  let loaded = 0;
  const broken: { gameId: number; error: string }[] = [];
  const ids = ctx.store.openGameIds();
  for (let i = 0; i < ids.length; i += STEP) {
    const part = warmUpIds(ctx, ids.slice(i, i + STEP));
    loaded += part.loaded;
    broken.push(...part.broken);
    await pause();
  }
  return { loaded, broken };
}
