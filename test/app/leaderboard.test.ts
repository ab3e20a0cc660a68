import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/index.ts';
import { checkRatings } from '../store/check-games.ts';
import { describeBackends } from '../support/backends.ts';
import { ANN, BOB, PLAYERS, playRandom, startedGame, testService, unwrap } from './helpers.ts';

describeBackends('leaderboard', (backend) => {
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

    it('keeps a ratings table equal to a recomputation from scratch, whatever games end in which order', () => {
      const variants = ['duo', 'classic-3', 'classic', 'teams', 'classic-2', 'solo'] as const;
      fc.assert(
        fc.property(
          fc.array(
            fc.record({
              variant: fc.constantFrom(...variants),
              guild: fc.constantFrom('guild-a', 'guild-b'),
              shift: fc.integer({ min: 0, max: 3 }),
              resignAfter: fc.option(fc.integer({ min: 0, max: 12 }), { nil: null }),
            }),
            { minLength: 1, maxLength: 5 },
          ),
          fc.integer(),
          (games, seed) => {
            const { service, store, clock } = testService({ random: seededRandom(seed) });
            const random = seededRandom(seed);
            for (const [i, g] of games.entries()) {
              clock.advance(1000);
              const lobby = unwrap(
                service.createGame({
                  guildId: g.guild,
                  channelId: `c${i}`,
                  creator: PLAYERS[g.shift]!,
                  variant: g.variant,
                }),
              );
              const ref = { gameId: lobby.gameId };
              for (let k = 1; k < lobby.seatsNeeded; k++)
                unwrap(service.join(ref, PLAYERS[(g.shift + k) % 4]!));
              unwrap(service.start(ref, PLAYERS[g.shift]!.id));
              // Some games end by resignations (the players give up), the others are played to the end.
              if (g.resignAfter !== null) {
                playRandom(service, ref, g.resignAfter, random);
                for (const p of PLAYERS)
                  if (unwrap(service.board(ref)).status === 'active') service.resign(ref, p.id);
              }
              playRandom(service, ref, 500, random);
              expect(unwrap(service.board(ref)).status).toBe('finished');
            }
            checkRatings(store);
            for (const guild of ['guild-a', 'guild-b']) {
              const board = service.leaderboard(guild, 25);
              const sorted = [...board].sort((a, b) => b.rating - a.rating);
              expect(board.map((e) => e.rating)).toEqual(sorted.map((e) => e.rating));
            }
            store.close();
          },
        ),
        // Whole games over PostgreSQL's round trips cost ten times more: fewer runs there.
        { numRuns: backend === 'postgres' ? 5 : 15 },
      );
    });
  });
});
