/**
 * `node --import tsx scripts/solo-one-colour.ts`: finds a `solo-one-colour` game that places all 21 pieces
 * of Blue, the monomino last (89 squares, +20), and prints each placement as the squares it covers, for
 * test/support/one-colour-solo.ts. A depth-first search with the engine's own move generator: at each step
 * the biggest pieces first, among them the placements that leave the most moves, a few of each tried
 * before going back.
 */
import { type Game, legalMoves, newGame, PIECES, play } from '../src/engine/index.ts';
import { formatCellList } from '../src/notation/index.ts';

/** Placements tried at each step before going back. */
const BRANCHING = 6;
const MONOMINO = PIECES.findIndex((p) => p.name === 'P1');

function after(game: Game, move: number): Game {
  const result = play(game, move);
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value.game;
}

/** The placements from `game` that place every piece left, the monomino last; null if none is found. */
function search(game: Game): number[] | null {
  if (game.position.piecesLeft.every((n) => n === 0)) return [];
  const onlyMonomino = game.position.piecesLeft.every((n, p) => n === 0 || p === MONOMINO);
  const moves = legalMoves(game, 0).filter((m) => onlyMonomino || game.layout.movePiece[m] !== MONOMINO);
  const size = (m: number) => game.layout.pieceSizes[game.layout.movePiece[m]!]!;
  const ranked = moves
    .map((move) => {
      const next = after(game, move);
      return { move, next, size: size(move), room: next.toMove === null ? 0 : legalMoves(next, 0).length };
    })
    .sort((a, b) => b.size - a.size || b.room - a.room)
    .slice(0, BRANCHING);
  for (const { move, next } of ranked) {
    const rest = search(next);
    if (rest) return [move, ...rest];
  }
  return null;
}

const start = newGame('solo-one-colour');
const found = search(start);
if (!found) throw new Error('no full placement found');
for (const move of found) console.log(`  '${formatCellList(start.layout, move)}',`);
