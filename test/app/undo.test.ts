import { describe, expect, it } from 'vitest';
import { describeBackends } from '../support/backends.ts';
import { ANN, BOB, CY, DI, failure, startedGame, testService, unwrap } from './helpers.ts';

describeBackends('undo', () => {
  describe('undo, rule agree', () => {
    it('takes the move back once every other player accepts', () => {
      const { service, store } = testService();
      const { ref } = startedGame(service, 'classic-3');
      unwrap(service.place(ref, ANN.id, 'P5-L a18', 'r1'));
      const asked = unwrap(service.requestUndo(ref, ANN.id));
      if (asked.kind !== 'pending') throw new Error(asked.kind);
      expect(asked.waitingFor).toEqual([BOB.id, CY.id]);
      expect(asked.ping).toEqual([BOB.id, CY.id]);
      expect(asked.text).toBe("Ann asks to take back Blue's P5-L a18. Waiting for Bob, Cy to accept.");
      expect(failure(service.requestUndo(ref, BOB.id))).toEqual({
        kind: 'undo-pending',
        requestedBy: ANN.id,
      });
      expect(failure(service.answerUndo(ref, ANN.id, true))).toEqual({ kind: 'own-undo-request' });
      expect(unwrap(service.board(ref)).pendingUndo).toEqual({
        requestedBy: ANN.id,
        waitingFor: [BOB.id, CY.id],
      });
      const half = unwrap(service.answerUndo(ref, BOB.id, true));
      expect(half.kind === 'pending' && half.waitingFor).toEqual([CY.id]);
      expect(unwrap(service.answerUndo(ref, BOB.id, true)).kind).toBe('pending');
      const done = unwrap(service.answerUndo(ref, CY.id, true));
      if (done.kind !== 'undone') throw new Error(done.kind);
      expect(done.result.events).toEqual([
        { kind: 'undone', color: 'blue', userId: ANN.id, move: expect.any(Number), text: 'P5-L a18' },
      ]);
      expect(done.result.text).toBe("Blue's P5-L a18 was taken back. Blue to move: Ann.");
      expect(done.result.game.events).toEqual([]);
      expect(store.loadGame(ref.gameId)!.moves).toEqual([]);
      expect(store.loadGame(ref.gameId)!.undo).toBeNull();
      expect(failure(service.answerUndo(ref, CY.id, true))).toEqual({ kind: 'no-undo-request' });
    });

    it('drops the request when anyone declines, or when a new move is made', () => {
      const { service } = testService();
      const { ref } = startedGame(service, 'classic');
      unwrap(service.place(ref, ANN.id, 'P5-L a18', 'r1'));
      unwrap(service.requestUndo(ref, ANN.id));
      const declined = unwrap(service.answerUndo(ref, DI.id, false));
      expect(declined).toMatchObject({
        kind: 'declined',
        by: DI.id,
        text: 'Di declined to take back the last move.',
      });
      expect(unwrap(service.board(ref)).pendingUndo).toBeNull();
      unwrap(service.requestUndo(ref, ANN.id));
      unwrap(service.place(ref, BOB.id, 'P1 t20', 'r2'));
      expect(failure(service.answerUndo(ref, CY.id, true))).toEqual({ kind: 'no-undo-request' });
      expect(unwrap(service.board(ref)).pendingUndo).toBeNull();
    });

    it('counts an answer only for the request it names', () => {
      const { service, clock } = testService();
      const { ref } = startedGame(service, 'classic');
      unwrap(service.place(ref, ANN.id, 'P5-L a18', 'r1'));
      const first = unwrap(service.requestUndo(ref, ANN.id));
      if (first.kind !== 'pending') throw new Error(first.kind);
      unwrap(service.answerUndo(ref, DI.id, false));
      clock.advance(1000);
      const second = unwrap(service.requestUndo(ref, ANN.id));
      if (second.kind !== 'pending') throw new Error(second.kind);
      expect(second.request).toEqual({ ply: first.request.ply, at: first.request.at + 1000 });
      // A late Accept under the declined request does not count for the new one on the same move.
      expect(failure(service.answerUndo(ref, BOB.id, true, first.request))).toEqual({
        kind: 'no-undo-request',
      });
      expect(unwrap(service.board(ref)).pendingUndo?.waitingFor).toEqual([BOB.id, CY.id, DI.id]);
      // Answers pinned to the open request count, whatever the game's version meanwhile.
      expect(unwrap(service.answerUndo(ref, BOB.id, true, second.request)).kind).toBe('pending');
      expect(unwrap(service.answerUndo(ref, CY.id, true, second.request)).kind).toBe('pending');
      expect(unwrap(service.answerUndo(ref, DI.id, true, second.request)).kind).toBe('undone');
    });

    it('undoes at once when nobody else is left to ask (solo)', () => {
      const { service } = testService();
      const { ref } = startedGame(service, 'solo');
      unwrap(service.place(ref, ANN.id, 'P5-L a18', 'r1'));
      const done = unwrap(service.requestUndo(ref, ANN.id));
      expect(done.kind).toBe('undone');
    });

    it('refuses with nothing to take back, after a pass, and to strangers', () => {
      const { service } = testService();
      const { ref } = startedGame(service, 'duo');
      expect(failure(service.requestUndo(ref, ANN.id))).toEqual({
        kind: 'nothing-to-undo',
        reason: 'no-moves',
      });
      unwrap(service.pass(ref, ANN.id));
      expect(failure(service.requestUndo(ref, ANN.id))).toEqual({
        kind: 'nothing-to-undo',
        reason: 'not-a-placement',
      });
      expect(failure(service.requestUndo(ref, CY.id))).toEqual({ kind: 'not-in-game', gameId: ref.gameId });
      expect(failure(service.answerUndo(ref, BOB.id, true))).toEqual({ kind: 'no-undo-request' });
    });

    it('does not wait for players who are out of the game', () => {
      const { service } = testService();
      const { ref } = startedGame(service, 'duo');
      unwrap(service.pass(ref, ANN.id));
      const placed = unwrap(service.place(ref, BOB.id, 'P5-X j5', 'r'));
      expect(placed.next).toMatchObject({ userId: BOB.id });
      const asked = unwrap(service.requestUndo(ref, BOB.id));
      expect(asked.kind).toBe('undone');
    });

    it('tells a player whose colours are out that the request is not theirs to answer', () => {
      const { service } = testService();
      const { ref } = startedGame(service, 'classic');
      unwrap(service.resign(ref, CY.id));
      unwrap(service.place(ref, ANN.id, 'P5-L a18', 'r1'));
      const asked = unwrap(service.requestUndo(ref, ANN.id));
      expect(asked.kind === 'pending' && asked.waitingFor).toEqual([BOB.id, DI.id]);
      expect(failure(service.answerUndo(ref, CY.id, true))).toEqual({
        kind: 'undo-not-yours',
        gameId: ref.gameId,
      });
      expect(failure(service.answerUndo(ref, '999', true))).toEqual({
        kind: 'not-in-game',
        gameId: ref.gameId,
      });
    });
  });

  describe('undo, rule mover', () => {
    it('lets the mover alone take back the last move, before the next one', () => {
      const { service } = testService();
      const { ref } = startedGame(service, 'duo', { undoRule: 'mover' });
      unwrap(service.place(ref, ANN.id, 'P5-X e10', 'r1'));
      expect(failure(service.requestUndo(ref, BOB.id))).toEqual({ kind: 'undo-not-mover', moverId: ANN.id });
      const done = unwrap(service.requestUndo(ref, ANN.id));
      if (done.kind !== 'undone') throw new Error(done.kind);
      expect(done.result.next).toMatchObject({ userId: ANN.id });
      unwrap(service.place(ref, ANN.id, 'P5-X e10', 'r2'));
      unwrap(service.place(ref, BOB.id, 'P5-X j5', 'r3'));
      expect(failure(service.requestUndo(ref, ANN.id))).toEqual({ kind: 'undo-not-mover', moverId: BOB.id });
    });
  });

  describe('undo, rule off', () => {
    it('refuses', () => {
      const { service } = testService();
      const { ref } = startedGame(service, 'duo', { undoRule: 'off' });
      unwrap(service.place(ref, ANN.id, 'P5-X e10', 'r1'));
      expect(failure(service.requestUndo(ref, ANN.id))).toEqual({ kind: 'undo-off', gameId: ref.gameId });
    });
  });
});
