import type { Game, GameEvent } from '../engine/index.ts';
import { WEIGHTS } from './policy.ts';
import type { Replies } from './replies.ts';
import { type SearchOptions, type SearchResult, searchFrom } from './search.ts';
import type { Node } from './tree.ts';

/**
 * A search that keeps its tree between the moves of one game (subtree reuse): when asked about a later
 * position of the same game, it starts from the node the earlier search had grown for it, so the
 * simulations already spent below that node count (a node cut to its best moves gets the others back).
 * Anything else (another game, an undo, a resignation,
 * a position the tree never reached) starts afresh. With `Weights.replies` 2 the last good replies carry on
 * with the tree. Results depend only on the seeds and budgets of the searches asked for, in order.
 */
export class Searcher {
  private root: Node | undefined;
  private replies: Replies | null = null;
  private events: readonly GameEvent[] = [];
  private game: Game | undefined;

  /** Forgets the tree (a new game). */
  reset(): void {
    this.root = undefined;
    this.replies = null;
    this.events = [];
    this.game = undefined;
  }

  search(game: Game, options: SearchOptions): SearchResult | null {
    const continues = this.continues(game);
    const reused = continues ? this.reusable(game) : undefined;
    const kept = continues && (options.weights ?? WEIGHTS).replies === 2 ? this.replies : null;
    const found = searchFrom(game, options, reused, kept);
    this.root = found?.root;
    this.replies = found?.replies ?? null;
    this.events = game.events;
    this.game = game;
    return found?.result ?? null;
  }

  /** Whether `game` is the last game searched, the same or some moves later. */
  private continues(game: Game): boolean {
    const before = this.game;
    if (!before || before.variant !== game.variant || before.fastContact !== game.fastContact) return false;
    const old = this.events;
    if (game.events.length < old.length) return false;
    for (let i = 0; i < old.length; i++) if (!sameEvent(old[i]!, game.events[i]!)) return false;
    return true;
  }

  /** The node of `game`'s position in the kept tree, for a game that `continues` the last one. */
  private reusable(game: Game): Node | undefined {
    if (!this.root) return undefined;
    const old = this.events;
    let node: Node | undefined = this.root;
    for (let i = old.length; i < game.events.length && node; i++) {
      const event = game.events[i]!;
      if (event.type !== 'place' || node.color !== event.color) return undefined;
      const k = node.moves.indexOf(event.move);
      node = k < 0 ? undefined : node.children[k];
    }
    return node && node.color === game.toMove ? node : undefined;
  }
}

function sameEvent(a: GameEvent, b: GameEvent): boolean {
  return (
    a.type === b.type &&
    a.color === b.color &&
    (a.type !== 'place' || (b.type === 'place' && a.move === b.move))
  );
}
