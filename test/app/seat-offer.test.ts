import { describe, expect, it } from 'vitest';
import { Store } from '../../src/store/index.ts';
import { ANN, BOB, CY, DI, failure, HOUR, startedGame, tempDb, testService, unwrap } from './helpers.ts';

const ERIN = { id: '500', displayName: 'Erin' };
const FINN = { id: '600', displayName: 'Finn' };
const host = { userId: ANN.id, isModerator: false };

describe('seat offers', () => {
  it('hands a vanished player’s seat to a newcomer, who plays on with its colours', () => {
    const path = tempDb();
    const { service, clock } = testService({ path });
    const { ref } = startedGame(service, 'duo');
    unwrap(service.place(ref, ANN.id, 'P5-L e10', 'r1'));
    // Bob (Orange) is to move and has vanished; the host offers his seat.
    const offer = unwrap(service.offerSeat(ref, host, BOB.id));
    expect(offer).toMatchObject({ holder: BOB, colors: ['orange'], offeredBy: ANN.id });
    expect(offer.pin).toEqual({ userId: BOB.id, at: clock.now() });

    clock.advance(HOUR);
    // Players of the game cannot take it; a newcomer can, once.
    expect(failure(service.takeSeat(ref.gameId, ANN, offer.pin))).toEqual({
      kind: 'already-playing',
      gameId: ref.gameId,
    });
    const taken = unwrap(service.takeSeat(ref.gameId, ERIN, offer.pin));
    expect(taken.events).toEqual([{ kind: 'seat-taken', userId: ERIN.id, from: BOB, colors: ['orange'] }]);
    expect(taken.text).toBe("Erin took over Bob's seat (Orange). Orange to move: Erin.");
    expect(taken.next).toMatchObject({ userId: ERIN.id, color: 'orange', since: clock.now() });
    expect(taken.ping).toEqual([ERIN.id]);
    expect(failure(service.takeSeat(ref.gameId, FINN, offer.pin))).toEqual({
      kind: 'no-seat-offer',
      gameId: ref.gameId,
    });

    // Bob is out; Erin plays Orange; the log still says Bob made no move and Ann made hers.
    expect(failure(service.place(ref, BOB.id, 'P5-L j5', 'r2')).kind).toBe('not-in-game');
    unwrap(service.place(ref, ERIN.id, 'P5-L j5', 'r2'));
    const store = Store.open(path);
    const stored = store.loadGame(ref.gameId)!;
    store.close();
    expect(stored.seats.map((s) => s.userId)).toEqual([ANN.id, ERIN.id]);
    expect(stored.moves.map((m) => m.userId)).toEqual([ANN.id, ERIN.id]);
    expect(stored.offer).toBeNull();
  });

  it('does not ping anyone new when the seat taken is not to move', () => {
    const { service } = testService();
    const { ref } = startedGame(service, 'classic');
    const offer = unwrap(service.offerSeat(ref, { userId: CY.id, isModerator: false }, CY.id));
    expect(offer.offeredBy).toBe(CY.id);
    const taken = unwrap(service.takeSeat(ref.gameId, ERIN, offer.pin));
    expect(taken.next?.userId).toBe(ANN.id);
    expect(unwrap(service.board(ref)).seats.map((s) => s.displayName)).toEqual(['Ann', 'Bob', 'Erin', 'Di']);
  });

  it('lets only the player, the host or a moderator offer a seat, and only one in play', () => {
    const { service } = testService();
    const { ref } = startedGame(service, 'classic');
    expect(failure(service.offerSeat(ref, { userId: BOB.id, isModerator: false }, CY.id))).toEqual({
      kind: 'not-allowed',
      action: 'offer-seat',
      creatorId: ANN.id,
    });
    expect(unwrap(service.offerSeat(ref, { userId: ERIN.id, isModerator: true }, CY.id)).holder).toEqual({
      ...CY,
      computerLevel: null,
    });
    expect(failure(service.offerSeat(ref, host, ERIN.id))).toEqual({
      kind: 'not-a-player',
      gameId: ref.gameId,
    });
    unwrap(service.leave(ref, DI.id));
    expect(failure(service.offerSeat(ref, host, DI.id))).toEqual({
      kind: 'not-a-player',
      gameId: ref.gameId,
    });
    unwrap(service.resign(ref, BOB.id));
    expect(failure(service.offerSeat(ref, host, BOB.id))).toEqual({
      kind: 'seat-finished',
      gameId: ref.gameId,
    });
  });

  it('keeps one offer open at a time, and lets it be withdrawn', () => {
    const { service, clock } = testService();
    const { ref } = startedGame(service, 'classic');
    const first = unwrap(service.offerSeat(ref, host, BOB.id));
    clock.advance(1000);
    const second = unwrap(service.offerSeat(ref, host, CY.id));
    // The newer offer replaced the first.
    expect(failure(service.takeSeat(ref.gameId, ERIN, first.pin)).kind).toBe('no-seat-offer');
    expect(
      failure(service.withdrawSeatOffer(ref.gameId, { userId: DI.id, isModerator: false }, second.pin)),
    ).toMatchObject({ kind: 'not-allowed', action: 'withdraw-offer' });
    expect(
      unwrap(service.withdrawSeatOffer(ref.gameId, { userId: CY.id, isModerator: false }, second.pin)),
    ).toEqual({ holder: { ...CY, computerLevel: null } });
    expect(failure(service.takeSeat(ref.gameId, ERIN, second.pin)).kind).toBe('no-seat-offer');
  });

  it('closes the offer when its player leaves, or the game ends', () => {
    const { service } = testService();
    const { ref } = startedGame(service, 'duo');
    const offer = unwrap(service.offerSeat(ref, host, BOB.id));
    unwrap(service.leave(ref, BOB.id));
    expect(failure(service.takeSeat(ref.gameId, ERIN, offer.pin)).kind).toBe('no-seat-offer');
    const again = unwrap(service.offerSeat(ref, host, ANN.id));
    unwrap(service.leave(ref, ANN.id));
    expect(failure(service.takeSeat(ref.gameId, ERIN, again.pin)).kind).toBe('game-over');
  });

  it('lists lobbies with free seats and seats on offer to those who could take them', () => {
    const { service } = testService();
    const { ref } = startedGame(service, 'duo', { channelId: 'running' });
    const lobby = unwrap(
      service.createGame({ guildId: 'guild-1', channelId: 'lobby', creator: CY, variant: 'duo' }),
    );
    const full = unwrap(
      service.createGame({ guildId: 'guild-1', channelId: 'full', creator: DI, variant: 'duo' }),
    );
    unwrap(service.join({ gameId: full.gameId }, FINN));
    expect(service.joinableGames('guild-1', ERIN.id)).toEqual([
      {
        gameId: lobby.gameId,
        channelId: 'lobby',
        threadId: null,
        variant: 'duo',
        kind: 'lobby',
        free: 1,
        seats: 2,
      },
    ]);
    unwrap(service.offerSeat(ref, host, BOB.id));
    expect(service.joinableGames('guild-1', ERIN.id).map((g) => g.kind)).toEqual(['lobby', 'seat']);
    expect(service.joinableGames('guild-1', ERIN.id)[1]).toMatchObject({
      gameId: ref.gameId,
      colors: ['orange'],
    });
    // Not to the players of that game, not in another server, and not once its player left.
    expect(service.joinableGames('guild-1', ANN.id).map((g) => g.kind)).toEqual(['lobby']);
    expect(service.joinableGames('guild-2', ERIN.id)).toEqual([]);
    unwrap(service.leave(ref, BOB.id));
    expect(service.joinableGames('guild-1', ERIN.id).map((g) => g.kind)).toEqual(['lobby']);
  });
});
