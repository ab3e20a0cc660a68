import { describe, expect, it } from 'vitest';
import { measureSearchSpeed, searchMove } from '../../src/ai/index.ts';
import { newGame, play } from '../../src/engine/index.ts';

describe('measureSearchSpeed', () => {
  it('runs the seeded search of the position after the moves and times it with the clock', () => {
    let now = 0;
    const clock = () => {
      now += 400;
      return now;
    };
    const first = measureSearchSpeed('duo', [], 30, { clock });
    const after = play(newGame('duo'), first.move);
    if (!after.ok) throw new Error(after.error.kind);
    const speed = measureSearchSpeed('duo', [first.move], 40, { seed: 3, clock });
    expect(speed).toEqual({
      simulations: 40,
      seconds: 0.4,
      move: searchMove(after.value.game, { simulations: 40, seed: 3 })!.move,
    });
    expect(first.move).toBe(searchMove(newGame('duo'), { simulations: 30, seed: 1 })!.move);
  });
});
