import { afterEach, describe, expect, it } from 'vitest';
import { type AiJob, AiPool } from '../../src/app/index.ts';
import { type Game, legalMoves, newGame, play } from '../../src/engine/index.ts';

/** A Duo game a few moves in (each colour's first legal placement). */
function middleGame(moves = 4): Game {
  let game = newGame('duo');
  for (let i = 0; i < moves; i++) {
    const played = play(game, legalMoves(game, game.toMove!)[0]!);
    if (!played.ok) throw new Error('setup');
    game = played.value.game;
  }
  return game;
}

function moveJob(game: Game, seed: number, level = 8, id = 1): AiJob {
  return {
    kind: 'move',
    game: id,
    variant: game.variant.id,
    fastContact: false,
    events: game.events,
    level,
    seed,
  };
}

const pools: AiPool[] = [];
afterEach(async () => {
  for (const pool of pools.splice(0)) await pool.close();
});

function pool(options: { size?: number; maxQueue?: number; maxSimulations?: number } = {}): AiPool {
  const made = new AiPool({
    size: options.size ?? 1,
    maxQueue: options.maxQueue ?? 8,
    limits: { timed: false, maxSimulations: options.maxSimulations ?? 300, hintSimulations: 300 },
  });
  pools.push(made);
  return made;
}

describe('the computer players’ worker pool', () => {
  it('answers a legal move, the same for the same seed and budget', async () => {
    const workers = pool({ size: 2 });
    await workers.start();
    const game = middleGame();
    const jobs = [moveJob(game, 11), moveJob(game, 11), moveJob(game, 11)];
    const answers = await Promise.all(
      jobs.map((job) => {
        const run = workers.run(job);
        if (!run.ok) throw new Error('busy');
        return run.task.answer;
      }),
    );
    const moves = answers.map((a) => (a?.kind === 'move' ? a.move : -1));
    expect(new Set(moves).size).toBe(1);
    expect(legalMoves(game, game.toMove!)).toContain(moves[0]);
  });

  it('refuses a search beyond its queue bound, and takes one again once there is room', async () => {
    const workers = pool({ size: 1, maxQueue: 2, maxSimulations: 2000 });
    await workers.start();
    const game = middleGame();
    const running = workers.run(moveJob(game, 1));
    const queued = [workers.run(moveJob(game, 2)), workers.run(moveJob(game, 3))];
    expect(running.ok && queued.every((q) => q.ok)).toBe(true);
    expect(workers.waiting).toBe(2);
    expect(workers.run(moveJob(game, 4))).toEqual({ ok: false, error: 'busy' });
    if (!running.ok) return;
    await running.task.answer;
    // The running search done, one waiting search started: there is room again.
    expect(workers.waiting).toBe(1);
    const again = workers.run(moveJob(game, 5));
    expect(again.ok).toBe(true);
    for (const q of [...queued, again]) if (q.ok) await q.task.answer;
  });

  it('cancels a waiting search by its key (it answers null and never runs) and drops a running one', async () => {
    const workers = pool({ size: 1, maxQueue: 4, maxSimulations: 3000 });
    await workers.start();
    const game = middleGame();
    const running = workers.run(moveJob(game, 1), 'move:1');
    const waiting = workers.run(moveJob(game, 2), 'move:2');
    const other = workers.run(moveJob(game, 3), 'move:3');
    if (!running.ok || !waiting.ok || !other.ok) throw new Error('busy');
    workers.cancel('move:2');
    expect(workers.waiting).toBe(1);
    expect(await waiting.task.answer).toBeNull();
    running.task.cancel();
    expect(await running.task.answer).toBeNull();
    // The worker carries on with the next search.
    const answer = await other.task.answer;
    expect(answer?.kind).toBe('move');
  });

  it('sends a game’s next computer move to the worker that keeps its tree', async () => {
    const workers = pool({ size: 2, maxSimulations: 400 });
    await workers.start();
    const ask = async (jobs: AiJob[]) =>
      Promise.all(
        jobs.map(async (job) => {
          const run = workers.run(job);
          if (!run.ok) throw new Error('busy');
          const answer = await run.task.answer;
          if (answer?.kind !== 'move' || answer.move === null) throw new Error('no move');
          return answer;
        }),
      );
    const games = [middleGame(4), middleGame(6)];
    // Game 7 on the first worker, game 8 on the second.
    const first = await ask([moveJob(games[0]!, 1, 8, 7), moveJob(games[1]!, 1, 8, 8)]);
    expect(first.map((a) => a.kept)).toEqual([0, 0]);
    const next = games.map((game, i) => {
      const played = play(game, first[i]!.move!);
      if (!played.ok) throw new Error('setup');
      return played.value.game;
    });
    // Asked in the other order: each still goes to its own worker (the first free one would swap them)
    // and starts from the subtree its last search chose.
    const second = await ask([moveJob(next[1]!, 2, 8, 8), moveJob(next[0]!, 2, 8, 7)]);
    expect(second.every((a) => a.kept > 0)).toBe(true);
  });

  it('gives hints: up to three legal placements with win rates and margins', async () => {
    const workers = pool();
    const game = middleGame(6);
    const run = workers.run({
      kind: 'hint',
      variant: 'duo',
      fastContact: false,
      events: game.events,
      seed: 5,
    });
    if (!run.ok) throw new Error('busy');
    const answer = await run.task.answer;
    if (answer?.kind !== 'hint') throw new Error('no hint');
    expect(answer.moves.length).toBe(3);
    const legal = legalMoves(game, game.toMove!);
    for (const m of answer.moves) {
      expect(legal).toContain(m.move);
      expect(m.winRate).toBeGreaterThanOrEqual(0);
      expect(m.winRate).toBeLessThanOrEqual(1);
      expect(Math.abs(m.margin)).toBeLessThan(120);
    }
  });

  it('the first search after a warm start is not much slower than the next ones', async () => {
    const workers = pool({ size: 1, maxSimulations: 400 });
    await workers.start();
    const game = middleGame();
    const time = async (seed: number) => {
      const started = performance.now();
      const run = workers.run(moveJob(game, seed));
      if (!run.ok) throw new Error('busy');
      await run.task.answer;
      return performance.now() - started;
    };
    const first = await time(1);
    const later = Math.min(await time(2), await time(3), await time(4));
    // Warm: no tsx start-up or table building left for the first one (which costs far more than this slack).
    expect(first).toBeLessThan(later * 3 + 150);
  });

  it('a move that waited for a busy worker still comes within its level’s time, as a shorter search', async () => {
    // Timed as in production, one worker, three games asking level 6 (a 2 s cap) at the same moment: the
    // last waits for two searches. Were the wait not counted, it would answer after some 6 s.
    const workers = new AiPool({ size: 1, maxQueue: 8, limits: { timed: true } });
    pools.push(workers);
    await workers.start();
    const game = middleGame();
    const started = performance.now();
    const answered = await Promise.all(
      [1, 2, 3].map(async (id) => {
        const run = workers.run(moveJob(game, id, 6, id));
        if (!run.ok) throw new Error('busy');
        const answer = await run.task.answer;
        expect(answer?.kind === 'move' && legalMoves(game, game.toMove!).includes(answer.move!)).toBe(true);
        return performance.now() - started;
      }),
    );
    // 2 s, then a fifth of the cap each for the two that waited, plus the pool's own time.
    expect(Math.max(...answered)).toBeLessThan(2_000 + 2 * 400 + 1_200);
  });
});
