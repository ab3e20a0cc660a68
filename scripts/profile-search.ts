/**
 * `node --import tsx scripts/profile-search.ts [runs] [position…]`: simulations per second of the search at
 * its default settings, a fixed seed and simulation count, on a few positions (Duo from the empty board and
 * after 10 moves, classic-2 after 10 moves, Trigon for two from the empty board). Prints each run's rate,
 * the median, and the move chosen with a hash of the root's visits (a pure speed-up keeps both). Add
 * `node --cpu-prof` to see where the time goes. Time is the process's CPU time, so that a busy machine
 * changes the figures less than it would wall-clock ones.
 */
import { measureSearchSpeed, searchMove } from '../src/ai/index.ts';
import { legalMoves, newGame, play, seededRandom, type VariantId } from '../src/engine/index.ts';

interface Case {
  readonly name: string;
  readonly variant: VariantId;
  readonly moves: number;
  readonly simulations: number;
}

const CASES: readonly Case[] = [
  { name: 'duo-empty', variant: 'duo', moves: 0, simulations: 3000 },
  { name: 'duo-10', variant: 'duo', moves: 10, simulations: 4000 },
  { name: 'classic2-10', variant: 'classic-2', moves: 10, simulations: 1500 },
  { name: 'trigon2-empty', variant: 'trigon-2', moves: 0, simulations: 600 },
];

/** Moves of a seeded random game (uniform legal moves), as move ids. */
function randomLine(variant: VariantId, count: number, seed: number): number[] {
  const random = seededRandom(seed);
  let game = newGame(variant);
  const line: number[] = [];
  while (game.toMove !== null && line.length < count) {
    const moves = legalMoves(game, game.toMove);
    const move = moves[Math.floor(random() * moves.length)]!;
    const next = play(game, move);
    if (!next.ok) throw new Error(next.error.kind);
    game = next.value.game;
    line.push(move);
  }
  return line;
}

/** The move and a hash of the root's top visits, to check that a change leaves play alone. */
function fingerprint(variant: VariantId, line: readonly number[], simulations: number): string {
  let game = newGame(variant);
  for (const move of line) {
    const next = play(game, move);
    if (!next.ok) throw new Error(next.error.kind);
    game = next.value.game;
  }
  const result = searchMove(game, { simulations, seed: 1 })!;
  let hash = 0;
  for (const s of result.top) hash = (Math.imul(hash, 31) + s.move * 7919 + s.visits) | 0;
  return `${result.move} #${(hash >>> 0).toString(16)}`;
}

/** CPU milliseconds used by this process. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

const runs = Number(process.argv[2] ?? 3);
const only = process.argv.slice(3);
for (const c of CASES) {
  if (only.length > 0 && !only.includes(c.name)) continue;
  const line = randomLine(c.variant, c.moves, 42);
  measureSearchSpeed(c.variant, line, Math.min(200, c.simulations), { clock: cpuMs });
  const rates: number[] = [];
  for (let r = 0; r < runs; r++) {
    const { simulations, seconds } = measureSearchSpeed(c.variant, line, c.simulations, { clock: cpuMs });
    rates.push(simulations / seconds);
  }
  const sorted = [...rates].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  console.log(
    `${c.name.padEnd(14)} ${String(Math.round(median)).padStart(6)} sim/s  (${rates.map((x) => Math.round(x)).join(' ')})  ${fingerprint(c.variant, line, c.simulations)}`,
  );
}
