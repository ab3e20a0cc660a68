import { describe, expect, it } from 'vitest';
import { ANN, BOB, CY, DI, failure, playRandom, startedGame, testService, unwrap } from './helpers.ts';

describe('pass', () => {
  it('gives up the colour to move; the turn goes on', () => {
    const { service, store } = testService();
    const { ref } = startedGame(service, 'classic');
    const result = unwrap(service.pass(ref, ANN.id, 'p1'));
    expect(result.events).toEqual([{ kind: 'passed', color: 'blue', userId: ANN.id }]);
    expect(result.text).toBe('Blue passed and is out for the rest of the game. Yellow to move: Bob.');
    expect(result.game.out[0]).toBe('resigned');
    expect(store.loadGame(ref.gameId)!.moves[0]).toMatchObject({
      kind: 'pass',
      color: 0,
      move: null,
      requestId: 'p1',
    });
    expect(unwrap(service.pass(ref, ANN.id, 'p1'))).toMatchObject({ replayed: true, text: result.text });
    expect(failure(service.pass(ref, ANN.id))).toMatchObject({ kind: 'not-your-turn' });
    expect(store.loadGame(ref.gameId)!.moves).toHaveLength(1);
  });
});

describe('resign', () => {
  it('resigns one named colour of a two-colour player; the game goes on', () => {
    const { service } = testService();
    const { ref } = startedGame(service, 'classic-2');
    const result = unwrap(service.resign(ref, ANN.id, 'Red'));
    expect(result.events).toEqual([{ kind: 'resigned', color: 'red', userId: ANN.id, reason: 'resign' }]);
    expect(result.next).toMatchObject({ userId: ANN.id, color: 'blue' });
    expect(failure(service.resign(ref, ANN.id, 'red'))).toEqual({
      kind: 'color-out',
      color: 'red',
      reason: 'resigned',
    });
    expect(failure(service.resign(ref, ANN.id, 'yellow'))).toEqual({
      kind: 'not-your-color',
      color: 'yellow',
      yours: ['blue', 'red'],
    });
    expect(failure(service.resign(ref, ANN.id, 'mauve'))).toMatchObject({
      kind: 'unknown-color',
      text: 'mauve',
    });
  });

  it('resigns all of a player’s colours; if they were to move, the turn passes on', () => {
    const { service } = testService();
    const { ref } = startedGame(service, 'classic-2');
    const result = unwrap(service.resign(ref, ANN.id));
    expect(result.events.map((e) => e.kind === 'resigned' && e.color)).toEqual(['blue', 'red']);
    expect(result.next).toMatchObject({ userId: BOB.id, color: 'yellow' });
    expect(failure(service.resign(ref, ANN.id))).toEqual({ kind: 'nothing-to-resign', gameId: ref.gameId });
  });

  it('ends the game when the last colour resigns, with scores', () => {
    const { service } = testService();
    const { ref } = startedGame(service, 'duo');
    playRandom(service, ref, 4);
    unwrap(service.resign(ref, ANN.id));
    const end = unwrap(service.resign(ref, BOB.id));
    expect(end.status).toBe('finished');
    expect(end.end!.standings).toHaveLength(2);
  });

  it('ends a teams game with the winning team as winners', () => {
    const { service } = testService();
    const { ref } = startedGame(service, 'teams');
    unwrap(service.place(ref, ANN.id, 'P5-L a18', 'r'));
    for (const p of [BOB, CY, DI]) unwrap(service.resign(ref, p.id));
    const end = unwrap(service.resign(ref, ANN.id)).end!;
    expect(end.scores.teams!.map((t) => t.rank)).toEqual([1, 2]);
    expect([...end.winners].sort()).toEqual([ANN.id, CY.id].sort());
  });

  it('lets the player on turn for classic-3’s Green resign it, and nobody else', () => {
    const { service } = testService();
    const { ref } = startedGame(service, 'classic-3');
    expect(failure(service.resign(ref, BOB.id, 'green'))).toMatchObject({
      kind: 'not-your-color',
      color: 'green',
    });
    const result = unwrap(service.resign(ref, ANN.id, 'green'));
    expect(result.game.out[3]).toBe('resigned');
  });

  it('is refused to strangers and outside running games', () => {
    const { service } = testService();
    const { ref } = startedGame(service, 'duo');
    expect(failure(service.resign(ref, CY.id))).toEqual({ kind: 'not-in-game', gameId: ref.gameId });
    unwrap(service.cancel(ref, ANN.id, false));
    expect(failure(service.resign(ref, ANN.id))).toMatchObject({ kind: 'game-over', status: 'cancelled' });
  });
});

describe('leave a running game', () => {
  it('resigns the leaver’s colours and passes the turn on', () => {
    const { service } = testService();
    const { ref } = startedGame(service, 'classic');
    const left = unwrap(service.leave(ref, ANN.id));
    if (left.kind !== 'game') throw new Error(left.kind);
    expect(left.result.events).toEqual([
      { kind: 'resigned', color: 'blue', userId: ANN.id, reason: 'leave' },
    ]);
    expect(left.result.text).toContain('Ann left the game: Blue resigned.');
    expect(left.result.next).toMatchObject({ userId: BOB.id });
    expect(left.result.seats.find((s) => s.userId === ANN.id)!.left).toBe(true);
    expect(failure(service.leave(ref, ANN.id))).toEqual({ kind: 'left-game', gameId: ref.gameId });
  });

  it('classic-3: the shared colour skips a player who left', () => {
    const { service } = testService();
    const { ref } = startedGame(service, 'classic-3');
    unwrap(service.leave(ref, BOB.id));
    // Blue and Red move; then Green's first turn is Ann's, its second would be Bob's: it goes to Cy.
    playRandom(service, ref, 3);
    const board = unwrap(service.board(ref));
    expect(board.toMove).toMatchObject({ color: 'blue', userId: ANN.id });
    playRandom(service, ref, 2);
    expect(unwrap(service.board(ref)).toMove).toMatchObject({ color: 'green', userId: CY.id });
  });

  it('ends the game when everybody has left', () => {
    const { service } = testService();
    const { ref } = startedGame(service, 'classic-3');
    unwrap(service.leave(ref, ANN.id));
    unwrap(service.leave(ref, BOB.id));
    const last = unwrap(service.leave(ref, CY.id));
    if (last.kind !== 'game') throw new Error(last.kind);
    expect(last.result.status).toBe('finished');
    expect(last.result.events.at(-1)).toEqual({
      kind: 'resigned',
      color: 'green',
      userId: null,
      reason: 'abandoned',
    });
    expect(failure(service.leave(ref, DI.id))).toMatchObject({ kind: 'game-over' });
  });
});

describe('remove a player', () => {
  it('lets the host or a moderator take a player out, as if they left', () => {
    const { service } = testService();
    const { ref } = startedGame(service, 'classic');
    const as = (userId: string, isModerator = false) => ({ userId, isModerator });
    expect(failure(service.removePlayer(ref, as(BOB.id), CY.id))).toEqual({
      kind: 'not-allowed',
      action: 'remove',
      creatorId: ANN.id,
    });
    expect(failure(service.removePlayer(ref, as(ANN.id), ANN.id)).kind).toBe('remove-self');
    expect(failure(service.removePlayer(ref, as(ANN.id), 'stranger')).kind).toBe('not-a-player');
    const removed = unwrap(service.removePlayer(ref, as(BOB.id, true), CY.id));
    if (removed.kind !== 'game') throw new Error(removed.kind);
    expect(removed.result.seats.find((s) => s.userId === CY.id)?.left).toBe(true);
    expect(failure(service.removePlayer(ref, as(ANN.id), CY.id)).kind).toBe('not-a-player');
    // The moderator removes the host too: a running game has no host privileges left to protect.
    expect(unwrap(service.removePlayer(ref, as(DI.id, true), ANN.id)).kind).toBe('game');
  });

  it('frees a lobby seat, but never removes the host of a lobby', () => {
    const { service } = testService();
    const lobby = unwrap(service.createGame({ guildId: 'g', channelId: 'c', creator: ANN, variant: 'duo' }));
    const ref = { gameId: lobby.gameId };
    unwrap(service.join(ref, BOB));
    expect(failure(service.removePlayer(ref, { userId: CY.id, isModerator: true }, ANN.id)).kind).toBe(
      'host-in-lobby',
    );
    const freed = unwrap(service.removePlayer(ref, { userId: ANN.id, isModerator: false }, BOB.id));
    expect(freed.kind === 'lobby' && freed.lobby.seats.map((s) => s.userId)).toEqual([ANN.id]);
  });
});
