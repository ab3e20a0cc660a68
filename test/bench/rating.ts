/**
 * The rating section of `npm run bench`: which rating ranks players better, the hand-made Elo by pairs
 * the bot used first, or openskill (Weng-Lin, Plackett-Luce)? Simulated players of known strength play
 * seeded games of the bot's variants (Duo, classic-3, classic, teams); a player's performance in a game
 * is their strength plus noise, and the seats rank by performance (near-equal performances tie, as equal
 * Blokus scores do). Players come and go at different rates, so many have few games, as on a server.
 *
 * - `…PairAccuracy`: before each game is rated, for every pair of opponents with different ranks, does
 *   the rating say who finishes ahead (online prediction, the standard test of a rating system)?
 * - `…Spearman`: after all games, the rank correlation between the leaderboard's order and the true
 *   strengths, over players with at least 5 games.
 * - `…Top10`: how many of the 10 truly strongest (of those players) the leaderboard's top 10 holds.
 */
import { ordinal } from 'openskill';
import { type Random, seededRandom, type VariantId, variantOf } from '../../src/engine/index.ts';
import { type RatingRecord, rateGame } from '../../src/store/index.ts';
import { round } from './measure.ts';

const PLAYERS = 300;
const NOISE = 1.2;
const TIE_WITHIN = 0.05;
const VARIANTS: readonly VariantId[] = ['duo', 'classic-3', 'classic', 'teams'];

/** A simulated finished game: seat order, each seat's user index and rank (1 = best). */
interface SimGame {
  readonly variant: VariantId;
  readonly users: readonly number[];
  readonly ranks: readonly number[];
}

function gaussian(random: Random): number {
  const u = 1 - random();
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** Seats rank by performance; `teams` add their seats' performances (team-mates share a rank). */
function simulate(
  random: Random,
  count: number,
  strength: readonly number[],
  activity: readonly number[],
): SimGame[] {
  const total = activity.reduce((a, b) => a + b, 0);
  const pick = () => {
    let x = random() * total;
    for (const [i, a] of activity.entries()) {
      x -= a;
      if (x <= 0) return i;
    }
    return activity.length - 1;
  };
  const games: SimGame[] = [];
  for (let g = 0; g < count; g++) {
    const variant = VARIANTS[Math.floor(random() * VARIANTS.length)]!;
    const { seats: players, teams } = variantOf(variant) as {
      seats: number;
      teams?: readonly (readonly number[])[];
    };
    const users = new Set<number>();
    while (users.size < players) users.add(pick());
    const seats = [...users];
    const perf = seats.map((u) => strength[u]! + NOISE * gaussian(random));
    const sides = teams ? teams.map((t) => t.reduce((s, seat) => s + perf[seat]!, 0) / t.length) : perf;
    const sideRank = sides.map((p) => 1 + sides.filter((q) => q > p + TIE_WITHIN).length);
    const ranks = seats.map((_, seat) => {
      const side = teams ? teams.findIndex((t) => t.includes(seat)) : seat;
      return sideRank[side]!;
    });
    games.push({ variant, users: seats, ranks });
  }
  return games;
}

/** A rating system as the comparison sees it. */
interface System {
  /** What predicts a duel (higher: better). */
  strength(user: number): number;
  /** What the leaderboard sorts by. */
  board(user: number): number;
  /** Another order worth comparing (openskill's conservative ordinal, μ − 3σ). */
  alternative?(user: number): number;
  rate(game: SimGame): void;
}

/** The chance that a player rated `a` beats one rated `b` (Elo). */
function expectedScore(a: number, b: number): number {
  return 1 / (1 + 10 ** ((b - a) / 400));
}

/** The hand-made Elo by pairs the bot used first (K = 32 shared among a player's opponents). */
function elo(): System {
  const r = new Map<number, number>();
  const of = (u: number) => r.get(u) ?? 1500;
  return {
    strength: of,
    board: of,
    rate(game) {
      const teams = variantOf(game.variant).teams;
      const teamOf = (seat: number) => teams?.findIndex((t) => t.includes(seat)) ?? -1;
      const changes = game.users.map((me, i) => {
        const opponents = game.users
          .map((u, j) => ({ u, j }))
          .filter(({ j }) => j !== i && (teamOf(j) < 0 || teamOf(j) !== teamOf(i)));
        const sum = opponents.reduce((s, { u, j }) => {
          const result = game.ranks[i]! < game.ranks[j]! ? 1 : game.ranks[i] === game.ranks[j] ? 0.5 : 0;
          return s + result - expectedScore(of(me), of(u));
        }, 0);
        return (32 / opponents.length) * sum;
      });
      for (const [i, u] of game.users.entries()) r.set(u, of(u) + changes[i]!);
    },
  };
}

/** openskill as the bot uses it (src/store/ratings/rating-model.ts): the leaderboard by `mu`. */
function openskill(): System {
  const r = new Map<string, RatingRecord>();
  const of = (u: number) => r.get(String(u));
  return {
    strength: (u) => of(u)?.mu ?? 25,
    board: (u) => of(u)?.mu ?? 25,
    alternative: (u) => ordinal(of(u) ?? { mu: 25, sigma: 25 / 3 }),
    rate(game) {
      const seats = game.users.map((u, seat) => ({
        seat,
        userId: String(u),
        displayName: '',
        score: 0,
        rank: game.ranks[seat]!,
      }));
      for (const record of rateGame({ guildId: 'g', variant: game.variant, seats }, (id) => r.get(id))) {
        r.set(record.userId, record);
      }
    },
  };
}

function spearman(a: readonly number[], b: readonly number[]): number {
  const ranks = (xs: readonly number[]) => {
    const order = xs.map((x, i) => ({ x, i })).sort((p, q) => p.x - q.x);
    const out = new Array<number>(xs.length);
    for (const [k, { i }] of order.entries()) out[i] = k;
    return out;
  };
  const ra = ranks(a);
  const rb = ranks(b);
  const n = a.length;
  const d2 = ra.reduce((s, r, i) => s + (r - rb[i]!) ** 2, 0);
  return 1 - (6 * d2) / (n * (n * n - 1));
}

/** Runs one seeded world through a system: online pair accuracy, then the leaderboard against the truth. */
function score(system: System, games: readonly SimGame[], strength: readonly number[]) {
  let right = 0;
  let pairs = 0;
  const played = new Map<number, number>();
  for (const game of games) {
    const teams = variantOf(game.variant).teams;
    const teamOf = (seat: number) => teams?.findIndex((t) => t.includes(seat)) ?? seat;
    for (let i = 0; i < game.users.length; i++) {
      for (let j = i + 1; j < game.users.length; j++) {
        if (teamOf(i) === teamOf(j) || game.ranks[i] === game.ranks[j]) continue;
        const a = system.strength(game.users[i]!);
        const b = system.strength(game.users[j]!);
        if (a === b) {
          right += 0.5;
        } else if (a > b === game.ranks[i]! < game.ranks[j]!) {
          right++;
        }
        pairs++;
      }
    }
    system.rate(game);
    for (const u of game.users) played.set(u, (played.get(u) ?? 0) + 1);
  }
  const regulars = [...played].filter(([, n]) => n >= 5).map(([u]) => u);
  const truth = regulars.map((u) => strength[u]!);
  const board = (by: (u: number) => number) => regulars.map(by);
  const byTruth = [...regulars].sort((a, b) => strength[b]! - strength[a]!).slice(0, 10);
  const byBoard = [...regulars].sort((a, b) => system.board(b) - system.board(a)).slice(0, 10);
  return {
    accuracy: right / pairs,
    spearman: spearman(truth, board(system.board)),
    alternativeSpearman: system.alternative ? spearman(truth, board(system.alternative)) : 0,
    top10: byBoard.filter((u) => byTruth.includes(u)).length,
  };
}

/**
 * The rating section: both systems on the same seeded worlds (three busy ones, 6,000 games among 300
 * players, about 60 games each; three sparse ones, 1,000 games, about 10 each), averaged per kind.
 */
export function benchRating(): Record<string, number> {
  const figures: Record<string, number> = {};
  for (const [world, count] of [
    ['busy', 6000],
    ['sparse', 1000],
  ] as const) {
    const seeds = [1, 2, 3];
    const sums: Record<string, number> = {};
    const add = (key: string, value: number) => {
      sums[key] = (sums[key] ?? 0) + value / seeds.length;
    };
    for (const seed of seeds) {
      const random = seededRandom(seed);
      const strength = [...Array(PLAYERS)].map(() => gaussian(random));
      // Activity: a few regulars play a lot, most now and then (a long tail, as on a server).
      const activity = strength.map(() => 1 / (1 + Math.floor(random() * 20)));
      const games = simulate(random, count, strength, activity);
      for (const [name, make] of [
        ['elo', elo],
        ['openskill', openskill],
      ] as const) {
        const s = score(make(), games, strength);
        add(`${name}PairAccuracy`, s.accuracy);
        add(`${name}Spearman`, s.spearman);
        add(`${name}Top10`, s.top10);
        if (name === 'openskill') add('openskillOrdinalSpearman', s.alternativeSpearman);
      }
    }
    for (const [key, value] of Object.entries(sums)) {
      figures[`${world}.${key}`] = round(value, key.endsWith('Top10') ? 2 : 4);
    }
  }
  return figures;
}
