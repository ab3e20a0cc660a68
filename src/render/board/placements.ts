import { describeMove, type Game, type Point } from '../../engine/index.ts';

/** One placement of the game, for drawing. */
export interface Placement {
  /**
   * The move number of the placement (glossary): 1-based among the game's log entries (placements and
   * resignations, a `/resign` included; automatic passes are not entries), so the last piece of a game
   * shows the count the panel's "N moves played" gives.
   */
  readonly number: number;
  readonly color: number;
  readonly move: number;
  readonly piece: number;
  readonly cells: readonly Point[];
  readonly pivot: Point;
}

/**
 * Which placement covers each board cell: `owner[cell]` is the index into `placements` plus one, 0 for an
 * empty cell (cells numbered `y * size + x`, as in the engine). Derived from `game.events`, the truth.
 */
export interface PlacementMap {
  readonly placements: readonly Placement[];
  readonly owner: Int16Array;
}

/** The placements of a game and the cells they cover. */
export function placementMap(game: Game): PlacementMap {
  const { layout } = game;
  const owner = new Int16Array(layout.cellCount);
  const placements: Placement[] = [];
  for (const [index, event] of game.events.entries()) {
    if (event.type !== 'place') continue;
    const d = describeMove(layout, event.move);
    placements.push({
      number: index + 1,
      color: event.color,
      move: event.move,
      piece: d.piece,
      cells: d.cells,
      pivot: d.pivot,
    });
    for (const p of d.cells) owner[p.y * layout.size + p.x] = placements.length;
  }
  return { placements, owner };
}
