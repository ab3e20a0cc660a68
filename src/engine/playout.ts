import { Position, type PositionSetup } from './position.ts';

/** A source of uniform random numbers in [0, 1). The engine never creates randomness itself. */
export type Random = () => number;

/** A small, fast seeded generator (mulberry32), for reproducible playouts, tests and benchmarks. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A uniform random playout from the empty board: at every turn all legal placements of the colour to move
 * are generated and one is picked uniformly; colours rotate strictly and a colour without a move passes,
 * until nobody can move. Returns the number of pieces placed.
 */
export function randomPlayout(setup: PositionSetup, random: Random): number {
  const position = Position.initial(setup);
  const colors = setup.starts.length;
  let color = 0;
  let idle = 0;
  let placed = 0;
  while (idle < colors) {
    const count = position.legalMoveCount(color);
    if (count === 0) {
      idle++;
    } else {
      idle = 0;
      position.play(color, position.legalMoveAt(color, Math.floor(random() * count)));
      placed++;
    }
    color = (color + 1) % colors;
  }
  return placed;
}

/**
 * Perft counts for depths 1..depth from a game position: the number of move sequences of that length,
 * the colour to move following the game's turn order (blocked colours pass; a finished game counts 0).
 */
export function perft(
  position: Position,
  toMove: number | null,
  out: readonly boolean[],
  depth: number,
): number[] {
  const counts = new Array<number>(depth).fill(0);
  walk(position, toMove, [...out], 0);
  return counts;

  function walk(p: Position, color: number | null, blocked: boolean[], level: number): void {
    if (color === null || level >= depth) return;
    const moves = p.legalMoves(color);
    counts[level]! += moves.length;
    if (level + 1 >= depth) return;
    for (const m of moves) {
      const next = p.clone();
      next.play(color, m);
      const nextBlocked = [...blocked];
      walk(next, nextColor(next, color, nextBlocked), nextBlocked, level + 1);
    }
  }
}

/** The next colour after `from` with a legal move, marking blocked ones; null when none. */
function nextColor(p: Position, from: number, blocked: boolean[]): number | null {
  const n = blocked.length;
  for (let step = 1; step <= n; step++) {
    const c = (from + step) % n;
    if (blocked[c]) continue;
    if (p.legalMoveCount(c) > 0) return c;
    blocked[c] = true;
  }
  return null;
}
