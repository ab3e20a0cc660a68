import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectedScore, type RatedGame, rateGames, START_RATING } from '../../src/app/index.ts';

const game = (variant: RatedGame['variant'], ranks: readonly number[]): RatedGame => ({
  variant,
  seats: ranks.map((rank, seat) => ({ seat, userId: `u${seat}`, rank })),
});

describe('ratings', () => {
  it('moves two equal players by 16 for a win and not at all for a draw', () => {
    expect(Object.fromEntries(rateGames([game('duo', [1, 2])]))).toEqual({ u0: 1516, u1: 1484 });
    expect(Object.fromEntries(rateGames([game('duo', [1, 1])]))).toEqual({ u0: 1500, u1: 1500 });
  });

  it('scores a four-player game as duels with each opponent, K shared between them', () => {
    const after = rateGames([game('classic', [1, 2, 3, 4])]);
    expect(after.get('u0')).toBeCloseTo(1516, 10);
    expect(after.get('u1')).toBeCloseTo(1500 + 16 / 3, 10);
    expect(after.get('u2')).toBeCloseTo(1500 - 16 / 3, 10);
    expect(after.get('u3')).toBeCloseTo(1484, 10);
  });

  it('lets team-mates of teams share the result without meeting each other', () => {
    // Seats 0 and 2 (Blue and Red) against 1 and 3 (Yellow and Green); the winning team has rank 1.
    const after = rateGames([game('teams', [1, 2, 1, 2])]);
    expect([0, 1, 2, 3].map((s) => after.get(`u${s}`))).toEqual([1516, 1484, 1516, 1484]);
  });

  it('expects the stronger player to win more often, and rewards an upset more', () => {
    expect(expectedScore(1700, 1500)).toBeCloseTo(0.76, 2);
    expect(expectedScore(1500, 1500)).toBe(0.5);
    const favourite = rateGames([game('duo', [1, 2]), game('duo', [1, 2])]);
    const gainSecond = favourite.get('u0')! - 1516;
    expect(gainSecond).toBeGreaterThan(0);
    expect(gainSecond).toBeLessThan(16);
  });

  it('keeps the total of ratings, never punishes a clear win and never rewards a clear last place', () => {
    const variants = ['duo', 'classic', 'classic-3', 'teams', 'classic-2'] as const;
    const arbitraryGame = fc.constantFrom(...variants).chain((variant) => {
      const seats = variant === 'duo' || variant === 'classic-2' ? 2 : variant === 'classic-3' ? 3 : 4;
      const players = fc.uniqueArray(fc.integer({ min: 0, max: 7 }), { minLength: seats, maxLength: seats });
      const ranks = fc.array(fc.integer({ min: 1, max: seats }), { minLength: seats, maxLength: seats });
      return fc.tuple(fc.constant(variant), players, ranks);
    });
    fc.assert(
      fc.property(fc.array(arbitraryGame, { maxLength: 60 }), (games) => {
        const rated: RatedGame[] = games.map(([variant, players, ranks]) => {
          const fixed = variant === 'teams' ? [ranks[0]!, ranks[1]!, ranks[0]!, ranks[1]!] : ranks;
          return {
            variant,
            seats: players.map((p, seat) => ({ seat, userId: `p${p}`, rank: fixed[seat]! })),
          };
        });
        const before = rateGames(rated.slice(0, -1));
        const after = rateGames(rated);
        const total = [...after.values()].reduce((sum, r) => sum + r - START_RATING, 0);
        expect(Math.abs(total)).toBeLessThan(1e-6);
        const last = rated.at(-1);
        if (!last) return;
        const best = Math.min(...last.seats.map((s) => s.rank));
        const worst = Math.max(...last.seats.map((s) => s.rank));
        // A sole winner beats every opponent, a sole last place loses to every one: a tie can cost a
        // favourite points, but a clear result never goes the wrong way.
        const only = (rank: number) => last.seats.filter((s) => s.rank === rank).length === 1;
        for (const s of last.seats) {
          const change = after.get(s.userId)! - (before.get(s.userId) ?? START_RATING);
          if (s.rank === best && only(best)) expect(change).toBeGreaterThan(0);
          if (s.rank === worst && only(worst)) expect(change).toBeLessThan(0);
        }
      }),
    );
  });
});
