import { colorScore, scoreBase, setSquares, type Variant } from '../engine/index.ts';

/**
 * Who the search plays for. A *side* is what maximises one result: a seat (`classic`, `classic-2`, Duo…), a
 * team (`teams`), or the lone player of `solo`. Each colour moves for one side; `classic-3`'s shared colour
 * moves for the seat whose turn it is with it (its k-th piece: seat k mod 3) and scores for nobody.
 */
export interface Sides {
  readonly count: number;
  /** The side colour c moves for, given how many pieces it has placed. */
  sideOf(color: number, placed: number): number;
  /** The side each colour's score counts for (−1: nobody). */
  readonly scoreSide: readonly number[];
  readonly bonuses: boolean;
  /** What each colour's score starts from (`scoreBase`: the set's squares where squares placed count). */
  readonly base: number;
  /** The lowest and highest total of the lone side of a solo game, which its result maps onto 0..1. */
  readonly soloRange: readonly [number, number];
}

/** The sides of a variant. */
export function sidesOf(variant: Variant): Sides {
  const teamOf = (seat: number) => (variant.teams ? variant.teams.findIndex((t) => t.includes(seat)) : seat);
  const count = variant.teams ? variant.teams.length : variant.seats;
  const owners = variant.owners;
  const scoreSide = variant.scoreSeats.map((seat) => (seat === null ? -1 : teamOf(seat)));
  const base = scoreBase(variant);
  const counted = scoreSide.filter((side) => side >= 0).length;
  const worst = counted * (base - setSquares(variant));
  const best = counted * (base + (variant.bonuses ? MONOMINO_LAST_BONUS : 0));
  return {
    count,
    scoreSide,
    bonuses: variant.bonuses,
    base,
    soloRange: [worst, best],
    sideOf: (color, placed) => {
      const owner = owners[color]!;
      return owner === 'rotate' ? placed % variant.seats : teamOf(owner);
    },
  };
}

/** Weight of the score margin in a result; the rest is win, draw or loss. */
const MARGIN_WEIGHT = 0.1;
/** The margin (in points) that earns the whole margin part. */
const MARGIN_SCALE = 30;
/** The highest bonus a colour earns (docs/rules.md section 6). */
const MONOMINO_LAST_BONUS = 20;

/** `sideResults`' per-side totals, reused from one simulation to the next (searches run one at a time on a thread). */
let totalsScratch = new Float64Array(4);

/**
 * A search's running statistics of its finished playouts, for two-side results (`sideResults`): the count,
 * mean and sum of squared deviations of side 0's margin (indices 0–2), then of the game's length in
 * placements (3–5).
 */
export function newPlayoutStats(): Float64Array {
  return new Float64Array(6);
}

/**
 * Each side's result of a finished game (written into `out`). With more than two sides, or without `stats`,
 * in 0..1: the share of the other sides it beats (a draw counts half), plus a small part for the margin over
 * the best other side. With one side (solo), the total score mapped onto 0..1.
 *
 * With two sides and a search's `stats` (`newPlayoutStats`, updated here), the result rewards the quality of
 * the game too (record 0049): win 1, draw 0.5, loss 0, plus up to ±0.3 for a margin above or below the
 * search's mean margin so far, and up to ±0.06 for a win (loss) shorter (longer) than its mean length, both
 * through a sigmoid of the standardised value. So the search tells moves apart by how much they win or lose
 * by where nearly every playout ends the same way. Side 1 gets 1 minus side 0's result.
 */
export function sideResults(
  sides: Sides,
  squaresLeft: ArrayLike<number>,
  lastPiece: ArrayLike<number>,
  out: Float64Array,
  stats: Float64Array | null = null,
  placements = 0,
): void {
  if (totalsScratch.length < sides.count) totalsScratch = new Float64Array(sides.count);
  const totals = totalsScratch.fill(0, 0, sides.count);
  for (let c = 0; c < squaresLeft.length; c++) {
    const side = sides.scoreSide[c]!;
    if (side < 0) continue;
    const last = lastPiece[c]!;
    totals[side]! += sides.base + colorScore(squaresLeft[c]!, last < 0 ? null : last, sides.bonuses).score;
  }
  if (sides.count === 1) {
    const [worst, best] = sides.soloRange;
    out[0] = Math.min(1, Math.max(0, (totals[0]! - worst) / (best - worst)));
    return;
  }
  if (sides.count === 2 && stats) {
    const margin = totals[0]! - totals[1]!;
    const win = margin > 0 ? 1 : margin < 0 ? 0 : 0.5;
    const byMargin = standardised(stats, 0, margin);
    const byLength = standardised(stats, 3, placements);
    out[0] = win + MARGIN_BONUS * sigmoid(byMargin) - LENGTH_BONUS * (win - 0.5) * sigmoid(byLength);
    out[1] = 1 - out[0]!;
    return;
  }
  for (let s = 0; s < sides.count; s++) {
    let beaten = 0;
    let bestOther = Number.NEGATIVE_INFINITY;
    for (let o = 0; o < sides.count; o++) {
      if (o === s) continue;
      const diff = totals[s]! - totals[o]!;
      beaten += diff > 0 ? 1 : diff === 0 ? 0.5 : 0;
      bestOther = Math.max(bestOther, totals[o]!);
    }
    const margin = Math.max(-1, Math.min(1, (totals[s]! - bestOther) / MARGIN_SCALE));
    out[s] = (1 - MARGIN_WEIGHT) * (beaten / (sides.count - 1)) + MARGIN_WEIGHT * (0.5 + margin / 2);
  }
}

/** Most a two-side result gains (loses) for a margin far above (below) the search's mean. */
const MARGIN_BONUS = 0.3;
/** Most a two-side win gains for being short, or a loss for being long (times 0.5). */
const LENGTH_BONUS = 0.12;

/**
 * Adds x to the running (count, mean, squared deviations) at `stats[at..at+3)` (Welford's update) and returns
 * it standardised by them: 0 until they have a spread.
 */
function standardised(stats: Float64Array, at: number, x: number): number {
  const n = ++stats[at]!;
  const delta = x - stats[at + 1]!;
  stats[at + 1]! += delta / n;
  stats[at + 2]! += delta * (x - stats[at + 1]!);
  const variance = n > 1 ? stats[at + 2]! / (n - 1) : 0;
  return variance > 0 ? (x - stats[at + 1]!) / Math.sqrt(variance) : 0;
}

/** A sigmoid from −1 to 1, steepness 2. */
function sigmoid(x: number): number {
  return -1 + 2 / (1 + Math.exp(-2 * x));
}
