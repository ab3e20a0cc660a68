import type { Game, GameEvent } from '../engine/index.ts';
import { type SearchOptions, type SearchResult, searchFrom } from './search.ts';
import type { Node } from './tree.ts';

/**
 * A search that keeps its tree between the moves of one game (subtree reuse): when asked about a later
 * position of the same game, it starts from the node the earlier search had grown for it, so the
 * simulations already spent below that node count (a node cut to its best moves gets the others back).
 * Only the subtree of the move the search chose is kept: the rest can never be reached again, and a bot
 * keeping trees of several games holds a fraction of the memory. Anything else (another game, an undo, a
 * resignation, another move played than the one chosen, a position the tree never reached) starts afresh.
 * Results depend only on the seeds and budgets of the searches asked for, in order.
 */
export class Searcher {
  private root: Node | undefined;
  /** The events that lead to `root`: the last game searched, and the move chosen there. */
  private line: readonly GameEvent[] = [];
  private game: Game | undefined;

  /** Forgets the tree (a new game). */
  reset(): void {
    this.root = undefined;
    this.line = [];
    this.game = undefined;
  }

  search(game: Game, options: SearchOptions): SearchResult | null {
    const continues = this.continues(game);
    const reused = continues ? this.reusable(game) : undefined;
    const found = searchFrom(game, options, reused);
    this.game = game;
    if (!found || game.toMove === null) {
      this.root = undefined;
      this.line = game.events;
      return null;
    }
    const { root, result } = found;
    this.root = root.children[root.moves.indexOf(result.move)];
    this.line = [...game.events, { type: 'place', color: game.toMove, move: result.move }];
    return result;
  }

  /** Whether `game` is the last game searched, the same or some moves later. */
  private continues(game: Game): boolean {
    const before = this.game;
    if (!before || before.variant !== game.variant || before.fastContact !== game.fastContact) return false;
    const old = before.events;
    if (game.events.length < old.length) return false;
    for (let i = 0; i < old.length; i++) if (!sameEvent(old[i]!, game.events[i]!)) return false;
    return true;
  }

  /** The node of `game`'s position in the kept tree, for a game that `continues` the last one. */
  private reusable(game: Game): Node | undefined {
    const line = this.line;
    if (!this.root || game.events.length < line.length) return undefined;
    if (!sameEvent(line[line.length - 1]!, game.events[line.length - 1]!)) return undefined;
    let node: Node | undefined = this.root;
    for (let i = line.length; i < game.events.length && node; i++) {
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
