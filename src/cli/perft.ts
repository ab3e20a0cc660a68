import { type Game, perft } from '../engine/index.ts';

/** Deepest perft the CLI accepts (depth 4 from the empty classic board is already 11 million). */
export const MAX_PERFT_DEPTH = 8;

/** Perft counts for depths 1..depth from a game's current position, in its turn order. */
export function perftOf(game: Game, depth: number): number[] {
  return perft(
    game.position.clone(),
    game.toMove,
    game.out.map((o) => o !== null),
    depth,
  );
}
