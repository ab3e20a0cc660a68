import type { PuzzleHint } from '../../ai/index.ts';
import type { GameEvent, VariantId } from '../../engine/index.ts';

/**
 * What the main thread asks of the computer players' worker threads, as plain data (a game crosses
 * threads as its variant, options and log, as the replay worker's does), and what comes back.
 */
export type AiJob =
  | {
      readonly kind: 'move';
      /**
       * The stored game's id: a worker keeps the search trees of the games it last played in
       * (`Searcher`), and the pool sends a game's searches to the worker that has its tree.
       */
      readonly game: number;
      readonly variant: VariantId;
      readonly fastContact: boolean;
      readonly events: readonly GameEvent[];
      readonly level: number;
      readonly seed: number;
    }
  | {
      readonly kind: 'hint';
      readonly variant: VariantId;
      readonly fastContact: boolean;
      readonly events: readonly GameEvent[];
      readonly seed: number;
    }
  /** A puzzle's hint: whether a solution goes on from the position, and pieces of it that fit now. */
  | {
      readonly kind: 'puzzle';
      readonly variant: VariantId;
      readonly fastContact: boolean;
      readonly events: readonly GameEvent[];
    }
  /**
   * Builds the move tables of the boards of one shape (the square boards, then Trigon's), so the first real
   * search is as fast as the rest.
   */
  | { readonly kind: 'warm'; readonly boards: 'square' | 'trigon' };

/**
 * A job as posted to a worker: `waitedMs`, how long it waited in the pool's queue, comes off its time cap
 * when the pool is timed (`capAfterWait`), so a busy pool does not make a computer's move slower than its
 * level promises.
 */
export interface AiRequest {
  readonly id: number;
  readonly job: AiJob;
  readonly waitedMs: number;
}

/** One placement a hint proposes. */
export interface HintMove {
  readonly move: number;
  /** The search's estimate of the result, 0..1 (about the chance to win). */
  readonly winRate: number;
  /** Expected score margin over the best other side (points; a rough figure). */
  readonly margin: number;
}

/** A worker's answer. */
export type AiAnswer =
  /** `kept`: simulations through the position that the worker had kept from the game's last search. */
  | { readonly kind: 'move'; readonly move: number | null; readonly kept: number }
  | { readonly kind: 'hint'; readonly moves: readonly HintMove[] }
  | ({ readonly kind: 'puzzle' } & PuzzleHint)
  | { readonly kind: 'warm' };

/**
 * How searches are bounded. `timed`: production, each search also stops at its time cap (the level's, or
 * the hint's ~2.5 s). Untimed (tests): only the simulation budgets count, so a seed gives the same move.
 */
export interface AiLimits {
  readonly timed: boolean;
  /** Simulations of a hint's search (default the src/ai default). */
  readonly hintSimulations?: number;
  /** Nodes of a puzzle hint's search (default the src/ai default). */
  readonly puzzleNodes?: number;
  /** Caps every level's simulations (tests keep the computer quick); undefined: the level's own. */
  readonly maxSimulations?: number;
}
