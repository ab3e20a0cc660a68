import { describe, expect, it } from 'vitest';
import { isOver, legalMoves, replay, seededRandom } from '../../src/engine/index.ts';
import { formatMove } from '../../src/notation/index.ts';
import { eventsOf } from '../../src/store/index.ts';
import { describeBackends } from '../support/backends.ts';
import {
  ANN,
  BOB,
  CY,
  DI,
  failure,
  playRandom,
  randomMoveText,
  startedGame,
  testService,
  unwrap,
} from './helpers.ts';

describeBackends('place', () => {
  describe('place', () => {
    it('places a piece in either notation and says who is next', () => {
      const { service } = testService();
      const { ref, started } = startedGame(service, 'classic');
      const first = unwrap(service.place({ channelId: 'chan-1' }, ANN.id, 'a20,a19,a18,a17,a16', 'r1'));
      expect(first.text).toBe('Blue played P5-I a18. Yellow to move: Bob.');
      expect(first.events).toEqual([
        { kind: 'placed', color: 'blue', userId: ANN.id, move: first.lastPlacement!.move, text: 'P5-I a18' },
      ]);
      expect(first.next).toMatchObject({ userId: BOB.id, color: 'yellow', colorIndex: 1, seat: 1 });
      expect(first.ping).toEqual([BOB.id]);
      expect(first.picture).toBe('board');
      expect(first.replayed).toBe(false);
      expect(first.version).toBe(started.version + 1);
      const second = unwrap(service.place(ref, BOB.id, 'P5-L t19 rot180', 'r2'));
      expect(second.text).toBe('Yellow played P5-L t19 rot180. Red to move: Cy.');
      expect(second.game.events).toHaveLength(2);
    });

    it('refuses players who are not to move, naming whose turn it is', () => {
      const { service } = testService();
      const { ref } = startedGame(service, 'classic');
      expect(failure(service.place(ref, BOB.id, 'P1 t20', 'r1'))).toMatchObject({
        kind: 'not-your-turn',
        toMove: { userId: ANN.id, displayName: 'Ann', color: 'blue' },
      });
      expect(failure(service.place(ref, 'stranger', 'P1 a20', 'r1'))).toEqual({
        kind: 'not-in-game',
        gameId: ref.gameId,
      });
    });

    it('reports notation mistakes as typed errors', () => {
      const { service } = testService();
      const { ref } = startedGame(service, 'classic');
      expect(failure(service.place(ref, ANN.id, 'Pl5 a20', 'r'))).toMatchObject({
        kind: 'unknown-piece',
        text: 'Pl5',
        suggestion: 'P5-L',
      });
      expect(failure(service.place(ref, ANN.id, 'hello there', 'r'))).toMatchObject({ kind: 'bad-notation' });
      expect(failure(service.place(ref, ANN.id, 'x'.repeat(5000), 'r'))).toMatchObject({
        kind: 'bad-notation',
        error: { kind: 'too-long' },
      });
      const junior = testService();
      const game = startedGame(junior.service, 'junior');
      expect(failure(junior.service.place(game.ref, ANN.id, 'P5-X e10', 'r'))).toMatchObject({
        kind: 'piece-not-in-set',
        variant: 'junior',
      });
    });

    it('explains an illegal placement and suggests legal ones of that piece nearby', () => {
      const { service } = testService();
      const { ref } = startedGame(service, 'classic');
      const error = failure(service.place(ref, ANN.id, 'P5-X c18', 'r'));
      if (error.kind !== 'illegal-placement') throw new Error(error.kind);
      expect(error.error).toEqual({ kind: 'missing-start', start: { x: 0, y: 19 }, color: 'blue' });
      expect(error.color).toBe('blue');
      expect(error.squares).toHaveLength(5);
      // The X pentomino cannot cover a corner: no suggestions, but an L can.
      expect(error.nearby).toEqual([]);
      const l = failure(service.place(ref, ANN.id, 'P5-L c18', 'r'));
      if (l.kind !== 'illegal-placement') throw new Error(l.kind);
      expect(l.nearby.length).toBe(3);
      const distances = l.nearby.map((s) => s.distance);
      expect([...distances].sort((a, b) => a - b)).toEqual(distances);
      for (const s of l.nearby) unwrap(service.preview(ref, ANN.id, s.text));
      expect(unwrap(service.board(ref)).moveCount).toBe(0);
    });

    it('refuses lobbies and finished games', () => {
      const { service } = testService();
      const lobby = unwrap(
        service.createGame({ guildId: 'g', channelId: 'c', creator: ANN, variant: 'duo' }),
      );
      expect(failure(service.place({ gameId: lobby.gameId }, ANN.id, 'P1 e10', 'r'))).toEqual({
        kind: 'not-started',
        gameId: lobby.gameId,
      });
      const { ref } = startedGame(service, 'duo', { channelId: 'chan-2' });
      playRandom(service, ref, 200);
      expect(failure(service.place(ref, ANN.id, 'P1 e10', 'r'))).toMatchObject({
        kind: 'game-over',
        status: 'finished',
      });
    });

    it('answers a retried request with the same result and applies nothing twice', () => {
      const { service, store } = testService();
      const { ref } = startedGame(service, 'duo');
      const first = unwrap(service.place(ref, ANN.id, 'P5-X e10', 'interaction-1'));
      const again = unwrap(service.place(ref, ANN.id, 'P5-X e10', 'interaction-1'));
      expect(again.replayed).toBe(true);
      expect(again.text).toBe(first.text);
      expect(again.version).toBe(first.version);
      expect(store.loadGame(ref.gameId)!.moves).toHaveLength(1);
      unwrap(service.place(ref, BOB.id, 'P5-X j5', 'interaction-2'));
      expect(failure(service.place(ref, ANN.id, 'P5-X e10', 'interaction-1'))).toEqual({
        kind: 'already-applied',
        ply: 1,
      });
      expect(store.loadGame(ref.gameId)!.moves).toHaveLength(2);
    });

    it('refuses an outdated button version', () => {
      const { service } = testService();
      const { ref, started } = startedGame(service, 'duo');
      unwrap(service.place({ ...ref, version: started.version }, ANN.id, 'P5-X e10', 'a'));
      expect(failure(service.place({ ...ref, version: started.version }, BOB.id, 'P5-X j5', 'b'))).toEqual({
        kind: 'stale',
        gameId: ref.gameId,
      });
    });

    it('plays a game to the end: automatic passes, final scores and ranks, results stored', () => {
      const { service, store } = testService();
      const { ref } = startedGame(service, 'duo');
      const last = playRandom(service, ref, 500, seededRandom(11))!;
      expect(last.status).toBe('finished');
      expect(isOver(last.game)).toBe(true);
      expect(last.next).toBeNull();
      expect(last.picture).toBe('scoreboard');
      expect([...last.ping].sort()).toEqual([ANN.id, BOB.id].sort());
      expect(last.events.filter((e) => e.kind === 'blocked').length).toBeGreaterThan(0);
      expect(last.text).toContain('The game is over.');
      const end = last.end!;
      expect(end.standings.map((s) => s.rank)).toEqual([...end.standings.map((s) => s.rank)].sort());
      expect(end.standings.map((s) => s.score)).toEqual([...end.scores.playerScores].sort((a, b) => b - a));
      expect(store.resultsOf(ref.gameId)).toEqual(
        end.standings
          .map((s) => ({ seat: s.seat, userId: s.userId, score: s.score, rank: s.rank }))
          .sort((a, b) => a.seat - b.seat),
      );
      const stored = store.loadGame(ref.gameId)!;
      expect(stored.game.finishedAt).not.toBeNull();
      expect(stored.game.toMoveUserId).toBeNull();
      const replayed = replay('duo', {}, eventsOf(stored.moves));
      expect(replayed.ok && isOver(replayed.value)).toBe(true);
    });

    it('in classic-3 the shared Green is played in rotation', () => {
      const { service } = testService();
      const { ref } = startedGame(service, 'classic-3');
      const random = seededRandom(5);
      const greenPlayers: string[] = [];
      for (let i = 0; i < 12; i++) {
        const board = unwrap(service.board(ref));
        const turn = board.toMove!;
        if (turn.color === 'green') {
          greenPlayers.push(turn.userId);
          const other = [ANN, BOB, CY].find((p) => p.id !== turn.userId)!;
          expect(
            failure(service.place(ref, other.id, randomMoveText(board.game, random), 'x')),
          ).toMatchObject({
            kind: 'not-your-turn',
            toMove: { color: 'green', userId: turn.userId },
          });
        }
        unwrap(service.place(ref, turn.userId, randomMoveText(board.game, random), `r${i}`));
      }
      expect(greenPlayers).toEqual([ANN.id, BOB.id, CY.id]);
    });

    it('plays every variant with the cache off as with it on', () => {
      for (const variant of ['classic', 'classic-2', 'teams', 'solo', 'junior']) {
        const results = [0, 256].map((cacheSize) => {
          const { service } = testService({ cacheSize });
          const { ref } = startedGame(service, variant);
          return playRandom(service, ref, 30, seededRandom(1))!.text;
        });
        expect(results[0]).toBe(results[1]);
      }
    });

    it('places a legal move typed as cells, found through the engine', () => {
      const { service } = testService();
      const { ref } = startedGame(service, 'teams');
      const board = unwrap(service.board(ref));
      const move = legalMoves(board.game, 0)[0]!;
      const result = unwrap(service.place(ref, ANN.id, formatMove(board.game.layout, move), 'r'));
      expect(result.next).toMatchObject({ userId: BOB.id });
      expect([CY, DI].map((p) => p.id)).not.toContain(result.next!.userId);
    });
  });
});
