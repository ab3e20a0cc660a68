import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/index.ts';
import { ANN, BOB, playRandom, startedGame, testService, unwrap } from './helpers.ts';

describe('leaderboard', () => {
  it('counts the finished games of the server, best rating first; open and solo games aside', () => {
    const { service } = testService();
    expect(service.leaderboard('guild-1')).toEqual([]);

    const finished: { ann: number; bob: number }[] = [];
    for (const [i, channelId] of ['c1', 'c2', 'c3'].entries()) {
      const { ref } = startedGame(service, 'duo', { channelId });
      const end = playRandom(service, ref, 200, seededRandom(10 + i))!.end!;
      const score = (id: string) => end.standings.find((s) => s.userId === id)!;
      finished.push({ ann: score(ANN.id).score, bob: score(BOB.id).score });
    }
    // An open game and a solo game do not count.
    const open = startedGame(service, 'duo', { channelId: 'c4' });
    playRandom(service, open.ref, 4);
    const solo = startedGame(service, 'solo', { channelId: 'c5' });
    playRandom(service, solo.ref, 400);
    expect(unwrap(service.board(solo.ref)).status).toBe('finished');

    const board = service.leaderboard('guild-1');
    const wins = (
      mine: (g: { ann: number; bob: number }) => number,
      theirs: (g: { ann: number; bob: number }) => number,
    ) => finished.filter((g) => mine(g) >= theirs(g)).length;
    const average = (pick: (g: { ann: number; bob: number }) => number) =>
      finished.reduce((sum, g) => sum + pick(g), 0) / finished.length;
    const ann = {
      userId: ANN.id,
      displayName: 'Ann',
      games: 3,
      wins: wins(
        (g) => g.ann,
        (g) => g.bob,
      ),
    };
    const bob = {
      userId: BOB.id,
      displayName: 'Bob',
      games: 3,
      wins: wins(
        (g) => g.bob,
        (g) => g.ann,
      ),
    };
    expect(board).toHaveLength(2);
    expect(board).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          ...ann,
          averageScore: average((g) => g.ann),
          bestScore: Math.max(...finished.map((g) => g.ann)),
        }),
        expect.objectContaining({
          ...bob,
          averageScore: average((g) => g.bob),
          bestScore: Math.max(...finished.map((g) => g.bob)),
        }),
      ]),
    );
    // Two players, three games: whoever won more is rated higher, and the ratings balance around 1500.
    const [first, second] = board;
    expect(first!.rating).toBeGreaterThanOrEqual(second!.rating);
    if (first!.wins !== second!.wins) expect(first!.wins).toBeGreaterThan(second!.wins);
    expect(Math.abs(first!.rating + second!.rating - 3000)).toBeLessThanOrEqual(1);
    expect(service.leaderboard('guild-2')).toEqual([]);
    expect(service.leaderboard('guild-1', 1)).toHaveLength(1);
  });
});
