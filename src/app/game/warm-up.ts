import { type Context, replayLog } from './load-and-commit.ts';

/** What a check of the stored games found: open games that replay, and any whose log would not load. */
export interface WarmUpReport {
  readonly loaded: number;
  readonly broken: readonly { readonly gameId: number; readonly error: string }[];
}

/**
 * Loads every open game and replays its log, so a corrupt one is reported now rather than at a player's
 * next move. It does not fill the game cache: games load when first needed, and a check of thousands of
 * games would only push out the ones being played.
 */
export function warmUp(ctx: Context): WarmUpReport {
  const report = { loaded: 0, broken: [] as { gameId: number; error: string }[] };
  for (const gameId of ctx.store.openGameIds()) checkGame(ctx, gameId, report);
  return report;
}

function checkGame(
  ctx: Context,
  gameId: number,
  report: { loaded: number; broken: { gameId: number; error: string }[] },
): void {
  try {
    const stored = ctx.store.loadGame(gameId);
    if (!stored) return;
    replayLog(stored.game, stored.moves);
    report.loaded++;
  } catch (error) {
    report.broken.push({ gameId, error: error instanceof Error ? error.message : String(error) });
  }
}

/** How long `warmUpInSteps` works before it pauses (a game takes about 0.5 ms). */
export const WARM_UP_SLICE_MS = 10;

/**
 * `warmUp` in slices of at most `WARM_UP_SLICE_MS`, pausing (`pause`, e.g. a short timer) between them,
 * so a bot can connect first and check its stored games in the background while it answers players: its
 * start does not grow with the number of open games, and no answer waits more than a slice for it. At
 * 100,000 open games the check takes a minute or two of background time; the ids are read up front (a
 * game opened meanwhile is new, hence sound). An aborted `signal` ends it at the next pause (a stop
 * does not wait for the rest).
 */
export async function warmUpInSteps(
  ctx: Context,
  pause: () => Promise<void>,
  signal?: AbortSignal,
  sliceMs = WARM_UP_SLICE_MS,
): Promise<WarmUpReport> {
  const report = { loaded: 0, broken: [] as { gameId: number; error: string }[] };
  const ids = ctx.store.openGameIds();
  let sliceStart = performance.now();
  for (const gameId of ids) {
    checkGame(ctx, gameId, report);
    if (performance.now() - sliceStart >= sliceMs) {
      await pause();
      if (signal?.aborted) break;
      sliceStart = performance.now();
    }
  }
  return report;
}
