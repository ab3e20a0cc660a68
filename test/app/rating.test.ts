import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { VariantId } from '../../src/engine/index.ts';
import {
  type FinishedGame,
  isRated,
  RATING_SCALE,
  type RatingRecord,
  rateGame,
  rateHistory,
} from '../../src/store/index.ts';

const game = (variant: VariantId, ranks: readonly number[], users?: readonly string[]): FinishedGame => ({
  guildId: 'g',
  variant,
  seats: ranks.map((rank, seat) => ({
    seat,
    userId: users?.[seat] ?? `u${seat}`,
    displayName: `U${seat}`,
    score: -10 * rank,
    rank,
  })),
});

/** Shown ratings after the games, by user. */
function shown(games: readonly FinishedGame[]): Record<string, number> {
  const players = rateHistory(games).get('g') ?? new Map<string, RatingRecord>();
  return Object.fromEntries([...players].map(([id, r]) => [id, r.mu * RATING_SCALE]));
}

describe('ratings (openskill)', () => {
  it('starts everyone at 1500, moves a duel’s players by the same amount, leaves a draw of equals alone', () => {
    const duel = shown([game('duo', [1, 2])]);
    expect(duel.u0! - 1500).toBeGreaterThan(0);
    expect(duel.u0! - 1500).toBeCloseTo(1500 - duel.u1!, 6);
    const draw = shown([game('duo', [1, 1])]);
    expect(draw.u0).toBeCloseTo(1500, 6);
    expect(draw.u1).toBeCloseTo(1500, 6);
  });

  it('orders a four-player game’s changes by rank, and counts games, wins and scores', () => {
    const after = shown([game('classic', [1, 2, 3, 4])]);
    expect(after.u0).toBeGreaterThan(after.u1!);
    expect(after.u1).toBeGreaterThan(after.u2!);
    expect(after.u2).toBeGreaterThan(after.u3!);
    const records = rateHistory([game('classic', [1, 2, 3, 4]), game('classic', [2, 1, 3, 4])]).get('g')!;
    expect(records.get('u0')).toMatchObject({ games: 2, wins: 1, scoreSum: -30, bestScore: -10 });
  });

  it('rates team-mates of teams as one side', () => {
    // Seats 0 and 2 (Blue and Red) against 1 and 3 (Yellow and Green); the winning team has rank 1.
    const after = shown([game('teams', [1, 2, 1, 2])]);
    expect(after.u0).toBeCloseTo(after.u2!, 6);
    expect(after.u1).toBeCloseTo(after.u3!, 6);
    expect(after.u0).toBeGreaterThan(1500);
  });

  it('is surer of a regular than of a newcomer: a newcomer’s first games move them more', () => {
    const history = [...Array(10)].map(() => game('duo', [1, 2], ['regular', 'other']));
    const records = rateHistory([...history, game('duo', [2, 1], ['regular', 'newcomer'])]).get('g')!;
    const regular = records.get('regular')!;
    const newcomer = records.get('newcomer')!;
    expect(regular.sigma).toBeLessThan(newcomer.sigma);
    expect(newcomer.mu - 25).toBeGreaterThan(rateHistory(history).get('g')!.get('regular')!.mu - regular.mu);
  });

  it('never punishes a sole winner nor rewards a sole last place; solo games do not count', () => {
    const variants = ['duo', 'classic', 'classic-3', 'teams', 'classic-2'] as const;
    const arbitraryGame = fc.constantFrom(...variants).chain((variant) => {
      const seats = variant === 'duo' || variant === 'classic-2' ? 2 : variant === 'classic-3' ? 3 : 4;
      const players = fc.uniqueArray(fc.integer({ min: 0, max: 7 }), { minLength: seats, maxLength: seats });
      const ranks = fc.array(fc.integer({ min: 1, max: seats }), { minLength: seats, maxLength: seats });
      return fc.tuple(fc.constant(variant), players, ranks);
    });
    fc.assert(
      fc.property(fc.array(arbitraryGame, { minLength: 1, maxLength: 40 }), (games) => {
        const rated = games.map(([variant, players, ranks]) => {
          const fixed = variant === 'teams' ? [ranks[0]!, ranks[1]!, ranks[0]!, ranks[1]!] : ranks;
          return game(
            variant,
            fixed,
            players.map((p) => `p${p}`),
          );
        });
        const last = rated.at(-1)!;
        const before = rateHistory(rated.slice(0, -1)).get('g') ?? new Map<string, RatingRecord>();
        const after = rateGame(last, (id) => before.get(id));
        const best = Math.min(...last.seats.map((s) => s.rank));
        const worst = Math.max(...last.seats.map((s) => s.rank));
        const only = (rank: number) => last.seats.filter((s) => s.rank === rank).length === 1;
        for (const s of last.seats) {
          const change = after.find((r) => r.userId === s.userId)!.mu - (before.get(s.userId)?.mu ?? 25);
          if (s.rank === best && only(best) && best !== worst) expect(change).toBeGreaterThan(0);
          if (s.rank === worst && only(worst) && best !== worst) expect(change).toBeLessThan(0);
        }
        expect(
          rateHistory([...rated, game('solo', [1])])
            .get('g')
            ?.has('u0') ?? false,
        ).toBe(rated.some((g) => g.seats.some((s) => s.userId === 'u0')));
      }),
    );
  });
});

describe('which games are rated', () => {
  it('every game of two or more seats; no game of one seat (a game against the board)', () => {
    expect(isRated('one-colour')).toBe(true);
    expect(isRated('duo')).toBe(true);
    for (const id of ['solo', 'solo-one-colour', 'trigon-solo', 'puzzle-tetrominoes'] as const) {
      expect(isRated(id)).toBe(false);
    }
    const history = rateHistory([game('one-colour', [1, 2]), game('solo-one-colour', [1], ['u9'])]);
    expect([...(history.get('g')?.keys() ?? [])].sort()).toEqual(['u0', 'u1']);
  });
});
