import { hintMoves, measureSearchSpeed, searchMove } from '../../src/ai/index.ts';
import {
  type Game,
  legalMoves,
  newGame,
  play,
  seededRandom,
  type VariantId,
} from '../../src/engine/index.ts';
import { formatCellList } from '../../src/notation/index.ts';
import { median, round } from './measure.ts';
import { hasPentobiGtp, type PentobiPlacement, pentobiSearch } from './pentobi.ts';

/** This process's CPU time in milliseconds (user and system). */
function cpuMs(): number {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1000;
}

/**
 * Simulations per CPU second of a search after `moves` (none: the first move, whose playouts are the
 * longest), the median of `runs`; CPU time, as Pentobi's figure beside it, so that the machine's load does
 * not change it.
 */
function simsPerSec(
  variant: VariantId,
  simulations: number,
  runs: number,
  moves: readonly number[] = [],
): number {
  measureSearchSpeed(variant, moves, 50, { seed: 0, clock: cpuMs });
  const rates = Array.from({ length: runs }, (_, r) => {
    const speed = measureSearchSpeed(variant, moves, simulations, { seed: r + 1, clock: cpuMs });
    return speed.simulations / speed.seconds;
  });
  return median(rates);
}

/** Pentobi's simulations per CPU second at its level 7 for the same move (after `game`'s placements), the median of `runs` seeds. */
function pentobiSimsPerSec(name: string, runs: number, game?: Game): number {
  const gtpColor = (c: number) => (name === 'duo' ? 'bw'[c]! : String(c + 1));
  const line: PentobiPlacement[] = [];
  for (const event of game?.events ?? []) {
    if (event.type === 'place')
      line.push({ color: gtpColor(event.color), cells: formatCellList(game!.layout, event.move) });
  }
  const rates = Array.from({ length: runs }, (_, r) => {
    const { simulations, cpuSeconds } = pentobiSearch(name, 7, r + 1, line, gtpColor(game?.toMove ?? 0));
    return simulations / cpuSeconds;
  });
  return median(rates);
}

/** The move ids of a game's placements, in order. */
function placements(game: Game): number[] {
  return game.events.flatMap((event) => (event.type === 'place' ? [event.move] : []));
}

/** Placements before the middle-game speed figures: five pieces a colour in Duo, six in classic-2. */
const MIDDLE_PLACEMENTS = { duo: 10, classic: 24 } as const;

/**
 * A middle game as a game is played: `count` placements, each the move of a short seeded search (random
 * moves would leave a board unlike a real game's, where the speed differs).
 */
function playedGame(variant: VariantId, count: number): Game {
  let game = newGame(variant);
  for (let i = 0; i < count && game.toMove !== null; i++) {
    const found = searchMove(game, { simulations: 300, seed: i + 1 });
    if (!found) break;
    const outcome = play(game, found.move);
    if (!outcome.ok) throw new Error(outcome.error.kind);
    game = outcome.value.game;
  }
  return game;
}

/** A middle game: random moves up to `events` entries (also the pool's bench positions). */
export function middleGame(variant: VariantId, seed: number, events: number): Game {
  const random = seededRandom(seed);
  let game = newGame(variant);
  while (game.toMove !== null && game.events.length < events) {
    const moves = legalMoves(game, game.toMove);
    const outcome = play(game, moves[Math.floor(random() * moves.length)]!);
    if (!outcome.ok) throw new Error(outcome.error.kind);
    game = outcome.value.game;
  }
  return game;
}

/**
 * The AI figures: search speed on the first move in Duo, classic-2 and Trigon for two and in a Duo and a
 * classic-2 middle game (Pentobi's beside them where it is built), and the median time to a hint in a
 * middle game.
 */
export function benchAi(): Record<string, number> {
  const duoSimsPerSec = simsPerSec('duo', 4000, 3);
  const classicSimsPerSec = simsPerSec('classic-2', 1500, 3);
  const trigonSimsPerSec = simsPerSec('trigon-2', 600, 3);
  // The middle game, where the playouts are short and the tree's share of the work grows.
  const duoMiddle = playedGame('duo', MIDDLE_PLACEMENTS.duo);
  const classicMiddle = playedGame('classic-2', MIDDLE_PLACEMENTS.classic);
  const duoMidSimsPerSec = simsPerSec('duo', 10000, 3, placements(duoMiddle));
  const classicMidSimsPerSec = simsPerSec('classic-2', 4000, 3, placements(classicMiddle));
  const pentobi: Record<string, number> = hasPentobiGtp()
    ? {
        pentobiDuoSimsPerSec: round(pentobiSimsPerSec('duo', 3), 0),
        pentobiClassicSimsPerSec: round(pentobiSimsPerSec('classic_2', 3), 0),
        pentobiTrigonSimsPerSec: round(pentobiSimsPerSec('trigon_2', 3), 0),
        pentobiDuoMidSimsPerSec: round(pentobiSimsPerSec('duo', 3, duoMiddle), 0),
        pentobiClassicMidSimsPerSec: round(pentobiSimsPerSec('classic_2', 3, classicMiddle), 0),
      }
    : {};
  const positions = [1, 2, 3].flatMap((seed) => [
    middleGame('duo', seed, 14),
    middleGame('classic-2', seed, 24),
  ]);
  const times = positions.map((game, i) => {
    const start = performance.now();
    hintMoves(game, i, () => performance.now());
    return performance.now() - start;
  });
  return {
    duoSimsPerSec: round(duoSimsPerSec, 0),
    classicSimsPerSec: round(classicSimsPerSec, 0),
    trigonSimsPerSec: round(trigonSimsPerSec, 0),
    duoMidSimsPerSec: round(duoMidSimsPerSec, 0),
    classicMidSimsPerSec: round(classicMidSimsPerSec, 0),
    ...pentobi,
    hintMs: round(median(times), 1),
  };
}
