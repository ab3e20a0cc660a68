import { describeMove, type Game, type Point } from '../engine/index.ts';

/** One placement of the game, for drawing. */
export interface Placement {
  /** 1-based number of the placement in the game (resignations are not moves). */
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
  for (const event of game.events) {
    if (event.type !== 'place') continue;
    const d = describeMove(layout, event.move);
    placements.push({
      number: placements.length + 1,
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
