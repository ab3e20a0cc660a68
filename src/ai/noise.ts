import type { Random } from '../engine/index.ts';

/** The first state of a playout step's noise stream (`nextNoise`), drawn from the search's random numbers. */
export function noiseSeed(random: Random): number {
  return (random() * 4294967296) | 1;
}

/**
 * The next state of a noise stream (xorshift32; never 0 after a state that is not). A playout step needs one
 * number per legal move: a stream of its own, inline, costs a fraction of a call to `random`. A state over
 * 2^32 (unsigned) is the move's uniform noise.
 */
export function nextNoise(x: number): number {
  let y = x ^ (x << 13);
  y ^= y >>> 17;
  return y ^ (y << 5);
}
