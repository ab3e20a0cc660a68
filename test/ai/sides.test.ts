import { describe, expect, it } from 'vitest';
import { newPlayoutStats, sideResults, sidesOf } from '../../src/ai/index.ts';
import { variantOf } from '../../src/engine/index.ts';

const NONE = [-1, -1, -1, -1];

function results(variant: Parameters<typeof variantOf>[0], left: number[], last = NONE): number[] {
  const sides = sidesOf(variantOf(variant));
  const out = new Float64Array(sides.count);
  sideResults(sides, left, last, out);
  return [...out];
}

describe('who the search plays for', () => {
  it('ranks every colour on its own in classic, with a small margin part', () => {
    const [first, second, third, fourth] = results('classic', [5, 10, 20, 40]);
    expect(first).toBeGreaterThan(second!);
    expect(second).toBeGreaterThan(third!);
    expect(third).toBeGreaterThan(fourth!);
    expect(first).toBeGreaterThan(0.9);
    expect(fourth).toBeLessThan(0.1);
  });

  it('adds up the two colours of a seat in classic-2 and the teams in teams', () => {
    // Seat (team) 0: +15 - 40 = -25; seat (team) 1: -20.
    expect(results('classic-2', [0, 10, 40, 10]).map((r) => r > 0.5)).toEqual([false, true]);
    const teams = results('teams', [0, 10, 40, 10]);
    expect(teams).toHaveLength(2);
    expect(teams[0]).toBeLessThan(0.5);
  });

  it("plays classic-3's shared colour for the seat whose turn it is with it, and scores it for nobody", () => {
    const sides = sidesOf(variantOf('classic-3'));
    expect([0, 1, 2, 3, 4].map((placed) => sides.sideOf(3, placed))).toEqual([0, 1, 2, 0, 1]);
    expect(sides.sideOf(1, 7)).toBe(1);
    const [a, b, c] = results('classic-3', [10, 10, 10, 89]);
    expect(a).toBeCloseTo(b!);
    expect(b).toBeCloseTo(c!);
  });

  it('counts the monomino-last bonus, and a draw as half', () => {
    const [withBonus] = results('duo', [0, 0], [0, 5]);
    expect(withBonus).toBeGreaterThan(0.9);
    const [even, other] = results('duo', [7, 7]);
    expect(even).toBe(0.5);
    expect(other).toBe(0.5);
  });

  it('maps a solo total onto 0..1, higher for a better total', () => {
    const [worse] = results('solo', [10, 10, 10, 10]);
    const [better] = results('solo', [0, 10, 10, 10], [0, -1, -1, -1]);
    expect(better).toBeGreaterThan(worse!);
    expect(worse).toBeGreaterThan(0);
    expect(better).toBeLessThan(1);
  });

  describe("with a search's playout statistics (two sides)", () => {
    /** Side 0's result of a Duo game with these squares left, after the given earlier playouts. */
    function duo(stats: Float64Array, left: [number, number], placements = 30): number {
      const sides = sidesOf(variantOf('duo'));
      const out = new Float64Array(2);
      sideResults(sides, left, [-1, -1], out, stats, placements);
      expect(out[0]! + out[1]!).toBeCloseTo(1, 12);
      return out[0]!;
    }

    it('is the plain win, draw or loss until the margins spread', () => {
      expect(duo(newPlayoutStats(), [0, 10])).toBe(1);
      expect(duo(newPlayoutStats(), [10, 10])).toBe(0.5);
      const stats = newPlayoutStats();
      expect(duo(stats, [12, 10])).toBe(0);
      expect(duo(stats, [12, 10])).toBe(0);
    });

    it('rewards a bigger margin than the mean, up to 0.3 either way, without turning a loss into a win', () => {
      const stats = newPlayoutStats();
      for (const left of [10, 12, 14, 16, 18]) duo(stats, [left, 14]);
      const narrow = duo(stats, [13, 14]);
      const wide = duo(stats, [0, 14]);
      const heavyLoss = duo(stats, [40, 14]);
      expect(wide).toBeGreaterThan(narrow);
      expect(wide).toBeLessThanOrEqual(1.3);
      expect(narrow).toBeGreaterThan(0.7);
      expect(heavyLoss).toBeGreaterThanOrEqual(-0.3);
      expect(heavyLoss).toBeLessThan(0.3);
    });

    it('prefers a shorter win and a longer loss', () => {
      const stats = newPlayoutStats();
      for (const placements of [26, 30, 34]) duo(stats, [10, 14], placements);
      const [short, long] = [duo(stats, [10, 14], 20), duo(stats, [10, 14], 40)];
      expect(short).toBeGreaterThan(long);
      const [shortLoss, longLoss] = [duo(stats, [18, 14], 20), duo(stats, [18, 14], 40)];
      expect(longLoss).toBeGreaterThan(shortLoss);
    });

    it('leaves games of more than two sides in 0..1 as before', () => {
      const sides = sidesOf(variantOf('classic'));
      const plain = new Float64Array(4);
      const withStats = new Float64Array(4);
      sideResults(sides, [5, 10, 20, 40], NONE, plain);
      sideResults(sides, [5, 10, 20, 40], NONE, withStats, newPlayoutStats(), 60);
      expect([...withStats]).toEqual([...plain]);
    });
  });
});
