import { colorScore, type Game, seededRandom } from '../engine/index.ts';
import { playoutMove, WEIGHTS } from './policy.ts';
import { sidesOf } from './sides.ts';
import { cloneState, copyState, opponentMask, playMove, stateOfGame } from './state.ts';
import { moveTablesFor } from './tables.ts';

/** Playouts a hint spends per candidate on its score margin: a rough figure, said as such. */
export const MARGIN_PLAYOUTS = 32;

/**
 * The expected score margin of each candidate move for the side to move: the mean, over playouts of the
 * search's own policy after the move, of that side's total minus the best other side's (with one side,
 * as in `solo`, its total). A hint shows it beside the win rate, which alone says nothing of by how much.
 */
export function expectedMargins(
  game: Game,
  moves: readonly number[],
  seed: number,
  playouts = MARGIN_PLAYOUTS,
): number[] {
  const c0 = game.toMove;
  if (c0 === null) return moves.map(() => 0);
  const tables = moveTablesFor(game.layout);
  const sides = sidesOf(game.variant);
  const root = stateOfGame(game, tables);
  const mySide = sides.sideOf(c0, root.position.placed[c0]!);
  const random = seededRandom(seed);
  const totals = new Array<number>(sides.count);
  const state = cloneState(root);
  return moves.map((move) => {
    let sum = 0;
    for (let p = 0; p < playouts; p++) {
      copyState(state, root);
      playMove(state, tables, move);
      while (state.toMove >= 0) {
        const c = state.toMove;
        playMove(state, tables, playoutMove(state, tables, opponentMask(state, sides, c), WEIGHTS, random));
      }
      totals.fill(0);
      const { position } = state;
      for (let c = 0; c < position.colorCount; c++) {
        const side = sides.scoreSide[c]!;
        if (side < 0) continue;
        const last = position.lastPiece[c]!;
        totals[side]! +=
          sides.base + colorScore(position.squaresLeft(c), last < 0 ? null : last, sides.bonuses).score;
      }
      let best = Number.NEGATIVE_INFINITY;
      for (let s = 0; s < sides.count; s++) if (s !== mySide) best = Math.max(best, totals[s]!);
      sum += sides.count === 1 ? totals[mySide]! : totals[mySide]! - best;
    }
    return sum / playouts;
  });
}
