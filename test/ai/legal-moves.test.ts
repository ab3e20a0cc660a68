import { describe, expect, it } from 'vitest';
import { computerMove, PLAYED_VARIANT_IDS, parseTuning, Searcher, searchMove } from '../../src/ai/index.ts';
import { WEIGHTS } from '../../src/ai/policy.ts';
import { searchFrom } from '../../src/ai/search.ts';
import { TREE } from '../../src/ai/tree.ts';
import { play, type VariantId } from '../../src/engine/index.ts';
import { randomGame, statesOf } from '../engine/random-games.ts';

/** Positions along a random game: the start and a few later states, some after resignations. */
function samplePositions(variant: VariantId, seed: number) {
  const states = statesOf(randomGame(variant, seed, { resignChance: seed % 2 === 0 ? 0.02 : 0 }));
  const live = states.filter((g) => g.toMove !== null);
  const picks = [0, 0.3, 0.6, 0.85, 1].map(
    (f) => live[Math.min(live.length - 1, Math.floor(f * live.length))]!,
  );
  return [...new Set(picks)];
}

describe('the computer player', () => {
  // Every variant the bot offers a computer in, Trigon's included.
  for (const variant of PLAYED_VARIANT_IDS) {
    it(`plays only legal moves in ${variant}`, () => {
      for (const seed of [1, 2]) {
        for (const game of samplePositions(variant, seed)) {
          const result = searchMove(game, { simulations: 12, seed });
          expect(result).not.toBeNull();
          const outcome = play(game, result!.move);
          expect(outcome.ok).toBe(true);
          expect(result!.top.map((t) => t.move)).toContain(result!.move);
        }
      }
    });
  }

  it('plays legal moves, reproducibly, with tuned settings (no replies, hand-set priors, negative weights)', () => {
    for (const tune of ['replies=off', 'priors=key,puct=0', 'local=-1,noise=1']) {
      const tuning = parseTuning(tune);
      if ('error' in tuning) throw new Error(tuning.error);
      for (const game of [...samplePositions('classic-2', 4), ...samplePositions('duo', 4)]) {
        const result = searchMove(game, { simulations: 30, seed: 3, ...tuning });
        expect(play(game, result!.move).ok).toBe(true);
        expect(searchMove(game, { simulations: 30, seed: 3, ...tuning })).toEqual(result);
      }
    }
  });

  it('reads tuning by name: numbers for numbers, names for modes', () => {
    const tuned = parseTuning('noise=3,explore=0.2,replies=off,priors=key');
    expect(tuned).toEqual({
      weights: { ...WEIGHTS, noise: 3, replies: 'off' },
      tree: { ...TREE, explore: 0.2, priors: 'key' },
    });
    expect(parseTuning('')).toEqual({ weights: WEIGHTS, tree: TREE });
    expect(parseTuning('replies=1')).toEqual({ error: 'bad value in replies=1 (one of off, search)' });
    // Removed by record 0045: replies kept from one move of a game to the next gained nothing.
    expect(parseTuning('replies=game')).toEqual({ error: 'bad value in replies=game (one of off, search)' });
    expect(parseTuning('priors=model')).toEqual({ error: 'bad value in priors=model (one of learned, key)' });
    expect(parseTuning('noise=lots')).toEqual({ error: 'bad value in noise=lots' });
    expect(parseTuning('noise=')).toEqual({ error: 'bad value in noise=' });
    // Settings that were removed are unknown, not silently ignored.
    expect(parseTuning('tiers=1')).toEqual({ error: 'unknown name tiers' });
  });

  it('returns null once the game is over', () => {
    const over = randomGame('duo', 5);
    expect(over.toMove).toBeNull();
    expect(searchMove(over, { simulations: 10, seed: 1 })).toBeNull();
  });

  it('gives the same move for the same seed and budget', () => {
    const game = samplePositions('classic-2', 3)[2]!;
    const a = searchMove(game, { simulations: 60, seed: 42 });
    const b = searchMove(game, { simulations: 60, seed: 42 });
    expect(a).toEqual(b);
    const duo = samplePositions('duo', 4)[1]!;
    expect(computerMove(duo, { level: 1, seed: 7 })).toEqual(computerMove(duo, { level: 1, seed: 7 }));
  });

  it('stops at the time cap only when a clock is given', () => {
    const game = samplePositions('duo', 6)[1]!;
    let now = 0;
    const clock = () => {
      now += 10;
      return now;
    };
    const capped = searchMove(game, { simulations: 5000, seed: 1, clock, maxMs: 50 });
    expect(capped!.simulations).toBeLessThan(100);
    const budget = searchMove(game, { simulations: 40, seed: 1, maxMs: 0, stopWhenDecided: false });
    expect(budget!.simulations).toBe(40);
  });

  it('weighs a RAVE sample by how soon after the node its move was played (tree.raveDecay)', () => {
    const game = samplePositions('duo', 2)[1]!;
    const raveOf = (raveDecay: number) => {
      const { root } = searchFrom(game, { simulations: 1, seed: 4, tree: { ...TREE, raveDecay } })!;
      return [...root.rn].filter((rn) => rn > 0);
    };
    // One simulation: the move taken (ply 0) counts 1, the colour's later moves less, the later the less.
    const plain = raveOf(0);
    const weighted = raveOf(1);
    expect(plain.length).toBeGreaterThan(3);
    expect(plain.every((rn) => rn === 1)).toBe(true);
    expect(weighted).toHaveLength(plain.length);
    expect(weighted.filter((rn) => rn === 1)).toHaveLength(1);
    expect(weighted.every((rn) => rn > 0 && rn <= 1)).toBe(true);
    expect(new Set(weighted).size).toBe(weighted.length);
  });

  it('stops once the move cannot change, with the move the whole budget chooses', () => {
    let stopped = 0;
    for (const seed of [1, 2, 3]) {
      for (const game of [...samplePositions('duo', seed), ...samplePositions('classic-2', seed)]) {
        const whole = searchMove(game, { simulations: 240, seed, stopWhenDecided: false })!;
        const early = searchMove(game, { simulations: 240, seed })!;
        expect(early.move).toBe(whole.move);
        if (whole.top.length < 2) continue; // one move: nothing to search
        expect(whole.simulations).toBe(240);
        if (early.simulations === 240) continue;
        stopped++;
        // Out of reach: the runner-up could not catch up even with every simulation left.
        const [first, second] = early.top;
        expect(first!.visits - (second?.visits ?? 0)).toBeGreaterThan(240 - early.simulations);
      }
    }
    expect(stopped).toBeGreaterThan(3);
  });

  it('with a clock, stops once the rest of its time at the rate so far cannot change the move', () => {
    let stopped = 0;
    for (const game of [...samplePositions('duo', 5), ...samplePositions('classic-2', 5)]) {
      // One millisecond a reading, one reading per four simulations: the rate the search sees is exact.
      const run = (stopWhenDecided: boolean) => {
        let now = 0;
        const clock = () => ++now;
        return searchMove(game, { simulations: 100_000, seed: 3, clock, maxMs: 120, stopWhenDecided })!;
      };
      const whole = run(false);
      const early = run(true);
      expect(early.move).toBe(whole.move);
      if (early.simulations < whole.simulations) stopped++;
    }
    expect(stopped).toBeGreaterThan(1);
  });

  it('counts the root against the cap and overruns it by four simulations at most', () => {
    const game = samplePositions('classic-2', 6)[1]!;
    let readings = 0;
    // Each reading of the clock is 10 ms later: the first is taken before the root's priors, so the
    // cap of 10 ms is up at the first check, after four simulations.
    const clock = () => ++readings * 10;
    const capped = searchMove(game, { simulations: 5000, seed: 1, clock, maxMs: 10 });
    expect(capped!.simulations).toBe(4);
    expect(readings).toBe(2);
  });

  it('keeps its tree between the moves of a game, reproducibly', () => {
    const line = (searcher: Searcher) => {
      let game = samplePositions('duo', 8)[1]!;
      const moves: number[] = [];
      for (let turn = 0; turn < 4 && game.toMove !== null; turn++) {
        const result = searcher.search(game, { simulations: 150, seed: turn })!;
        moves.push(result.move, result.simulations);
        const outcome = play(game, result.move);
        expect(outcome.ok).toBe(true);
        if (outcome.ok) game = outcome.value.game;
      }
      return moves;
    };
    expect(line(new Searcher())).toEqual(line(new Searcher()));
  });

  it('starts from the subtree of the move it chose, and afresh after any other move', () => {
    const start = samplePositions('duo', 8)[1]!;
    const searcher = new Searcher();
    const first = searcher.search(start, { simulations: 400, seed: 1 })!;
    expect(first.kept).toBe(0);
    const chosen = play(start, first.move);
    if (!chosen.ok) throw new Error('setup');
    // The other colour's search goes on from the chosen move's node: what the first search ran through it.
    const through = first.top.find((t) => t.move === first.move)!.visits;
    const second = new Searcher();
    second.search(start, { simulations: 400, seed: 1 });
    const reused = second.search(chosen.value.game, { simulations: 100, seed: 2 })!;
    expect(reused.kept).toBeGreaterThan(0);
    expect(reused.kept).toBeLessThanOrEqual(through);
    // Another first move than the one chosen: nothing to reuse.
    const other = first.top.find((t) => t.move !== first.move)!.move;
    const elsewhere = play(start, other);
    if (!elsewhere.ok) throw new Error('setup');
    expect(searcher.search(elsewhere.value.game, { simulations: 100, seed: 2 })!.kept).toBe(0);
    // The same position again (a repeated search): afresh too, with the same answer as a new searcher's.
    const again = new Searcher();
    const once = again.search(start, { simulations: 200, seed: 3 })!;
    expect(again.search(start, { simulations: 200, seed: 3 })).toEqual(once);
  });

  it('draws level 1 among its ten best candidates, and plays the best from level 2', () => {
    const game = samplePositions('duo', 9)[1]!;
    const moves = (level: number) =>
      Array.from({ length: 12 }, (_, seed) => computerMove(game, { level, seed })!);
    const beginner = moves(1);
    for (const r of beginner) expect(r.top.slice(0, 10).map((t) => t.move)).toContain(r.move);
    expect(beginner.filter((r) => r.move !== r.top[0]!.move).length).toBeGreaterThan(6);
    for (const r of moves(2)) expect(r.move).toBe(r.top[0]!.move);
  });
});
