import { describe, expect, it } from 'vitest';
import type { Delivery, GameService } from '../../src/app/index.ts';
import { COMPUTER_RUN_WAIT_MS } from '../../src/app/outbox/turn-runs.ts';
import { legalMoves, moveCellList } from '../../src/engine/index.ts';
import { formatMove } from '../../src/notation/index.ts';
import { describeBackends } from '../support/backends.ts';
import { ANN, BOB, CY, failure, HOUR, playRandom, startedGame, T0, testService, unwrap } from './helpers.ts';

/**
 * The outbox seen from the game service: each change writes its announcements in its own transaction,
 * and a delivery is read against the game as it is when it goes out (stale pings dropped).
 */

const PLACE = 'chan-1';
/** `Position.board` holds this for a free cell. */
const EMPTY = 0;

/** Delivers what is pending in a place as the bot's loop does, marking each one; returns them in order. */
function drain(service: GameService, place = PLACE): Delivery[] {
  const out: Delivery[] = [];
  for (
    let delivery = service.outbox.nextDelivery(place);
    delivery;
    delivery = service.outbox.nextDelivery(place)
  ) {
    out.push(delivery);
    service.outbox.markDelivered(delivery, delivery.content ? `msg-${delivery.id}` : null);
  }
  return out;
}

const kinds = (deliveries: readonly Delivery[]) => deliveries.map((d) => d.content?.kind ?? 'dropped');

/** The first legal placement of the colour to move, and who plays it. */
function firstMove(service: GameService, ref: { gameId: number }) {
  const board = unwrap(service.board(ref));
  const move = legalMoves(board.game, board.toMove!.colorIndex)[0]!;
  return { userId: board.toMove!.userId, text: formatMove(board.game.layout, move), move };
}

describeBackends('outbox', () => {
  describe('each change writes what the channel must hear', () => {
    it('in commit order, from the lobby to the cancellation', () => {
      const { service } = testService();
      const lobby = unwrap(
        service.createGame({ guildId: 'g', channelId: PLACE, creator: ANN, variant: 'duo' }),
      );
      const ref = { gameId: lobby.gameId };
      const [posted] = drain(service);
      expect(posted?.content).toMatchObject({ kind: 'lobby', messageId: null });
      unwrap(service.join(ref, BOB));
      // The lobby is edited from now on (its message was remembered when it was posted); full, it calls its host.
      expect(drain(service).map((d) => d.content)).toEqual([
        expect.objectContaining({ kind: 'lobby', messageId: `msg-${posted!.id}` }),
        { kind: 'lobby-full', hostId: ANN.id },
      ]);
      unwrap(service.start(ref, ANN.id));
      const started = drain(service);
      expect(kinds(started)).toEqual(['lobby', 'play']);
      const first = started[1]!.content;
      if (first?.kind !== 'play') throw new Error('not a play');
      expect(first.turn).toBe('current');
      expect([...first.result.ping].sort()).toEqual([ANN.id, BOB.id].sort());
      expect(first.result.events).toEqual([{ kind: 'started' }]);

      const move = firstMove(service, ref);
      unwrap(service.place(ref, move.userId, move.text, 'r1'));
      expect(kinds(drain(service))).toEqual(['play']);
      unwrap(service.requestUndo(ref, move.userId));
      expect(drain(service).map((d) => d.content)).toEqual([
        expect.objectContaining({ kind: 'undo-request', requestedBy: move.userId, move: move.text }),
      ]);
      const other = move.userId === ANN.id ? BOB : ANN;
      unwrap(service.answerUndo(ref, other.id, true));
      // The request's message says it was accepted, then the board shows the move taken back.
      expect(kinds(drain(service))).toEqual(['undo-update', 'play']);

      unwrap(service.offerSeat(ref, { userId: ANN.id, isModerator: false, displayName: 'Ann' }, BOB.id));
      expect(kinds(drain(service))).toEqual(['seat-offer']);
      unwrap(service.cancel(ref, ANN.id, false));
      expect(drain(service).map((d) => d.content)).toEqual([
        { kind: 'cancelled', byName: 'Ann', byModerator: false },
      ]);
      expect(service.outbox.undeliveredCount()).toBe(0);
    });

    it('a removal is told before the board that shows it', () => {
      const { service } = testService();
      const { ref } = startedGame(service, 'classic');
      drain(service);
      unwrap(service.removePlayer(ref, { userId: ANN.id, isModerator: false, displayName: 'Ann' }, CY.id));
      const [removed, play] = drain(service).map((d) => d.content);
      expect(removed).toEqual({ kind: 'removed', name: 'Cy', byName: 'Ann' });
      expect(play?.kind).toBe('play');
    });

    it('a change that loses a race writes nothing', () => {
      const { service } = testService();
      const { ref, started } = startedGame(service, 'duo');
      drain(service);
      const move = firstMove(service, ref);
      unwrap(service.place(ref, move.userId, move.text, 'r1'));
      const pending = service.outbox.undeliveredCount();
      expect(failure(service.pass({ gameId: ref.gameId, version: started.version }, move.userId)).kind).toBe(
        'stale',
      );
      expect(service.outbox.undeliveredCount()).toBe(pending);
    });
  });

  describe('a delivery read when it goes out', () => {
    it('pings nobody for a turn that has passed, and the current turn once', () => {
      const { service } = testService();
      const { ref } = startedGame(service, 'duo');
      for (let i = 0; i < 2; i++) {
        const move = firstMove(service, ref);
        unwrap(service.place(ref, move.userId, move.text, `r${i}`));
      }
      const plays = drain(service).filter((d) => d.content?.kind === 'play');
      const turns = plays.map((d) =>
        d.content?.kind === 'play' ? [d.content.turn, d.content.result.ping] : [],
      );
      const toMove = unwrap(service.board(ref)).toMove!.userId;
      expect(turns).toEqual([
        ['moved-on', []],
        ['moved-on', []],
        ['current', [toMove]],
      ]);
    });

    it('pings nobody for a game cancelled since, and keeps what was played', () => {
      const { service } = testService();
      const { ref } = startedGame(service, 'duo');
      drain(service);
      const move = firstMove(service, ref);
      unwrap(service.place(ref, move.userId, move.text, 'r1'));
      unwrap(service.cancel(ref, ANN.id, false));
      const [play, cancelled] = drain(service).map((d) => d.content);
      if (play?.kind !== 'play') throw new Error('not a play');
      expect(play.turn).toBe('closed');
      expect(play.result.ping).toEqual([]);
      expect(play.result.events[0]).toMatchObject({ kind: 'placed', text: move.text });
      expect(cancelled?.kind).toBe('cancelled');
    });

    it('announces the end to everyone, however late', () => {
      const { service } = testService();
      const { ref } = startedGame(service, 'duo');
      playRandom(service, ref, 200);
      expect(unwrap(service.board(ref)).status).toBe('finished');
      const end = drain(service).at(-1)!;
      // The scoreboard with the whole game's replay: one delivery of the end's two rows.
      expect(end.rows).toHaveLength(2);
      const last = end.content;
      if (last?.kind !== 'play') throw new Error('not a play');
      expect(last.replay?.kind).toBe('replay');
      expect(last.replay?.game.events).toEqual(last.result.game.events);
      expect(last.turn).toBe('current');
      expect([...last.result.ping].sort()).toEqual([ANN.id, BOB.id]);
      expect(last.result.picture).toBe('scoreboard');
    });

    it('shows the position it announced, even after an undo rewrote the log', () => {
      const { service } = testService({ cacheSize: 0 });
      const { ref } = startedGame(service, 'duo', { undoRule: 'mover' });
      drain(service);
      // A pentomino (a first placement always covers the start square, so a monomino would hide in any other).
      const start = unwrap(service.board(ref));
      const five = legalMoves(start.game, start.toMove!.colorIndex).find(
        (m) => moveCellList(start.game.layout, m).length === 5,
      )!;
      const taken = { userId: start.toMove!.userId, move: five, text: formatMove(start.game.layout, five) };
      unwrap(service.place(ref, taken.userId, taken.text, 'r1'));
      unwrap(service.requestUndo(ref, taken.userId));
      const board = unwrap(service.board(ref));
      const moves = legalMoves(board.game, board.toMove!.colorIndex);
      // Another first placement that leaves some square of the one taken back free.
      const takenCells = moveCellList(board.game.layout, taken.move);
      const instead = moves.find((m) => {
        const cells = moveCellList(board.game.layout, m);
        return takenCells.some((c) => !cells.includes(c));
      })!;
      unwrap(service.place(ref, taken.userId, formatMove(board.game.layout, instead), 'r2'));
      const [placed, undone, replaced] = drain(service).map((d) =>
        d.content?.kind === 'play' ? d.content : null,
      );
      const covers = (play: typeof placed, move: number) => {
        const { layout, position } = play!.result.game;
        return moveCellList(layout, move).every((c) => position.board[c] !== EMPTY);
      };
      expect(covers(placed, taken.move)).toBe(true);
      expect(covers(undone, taken.move)).toBe(false);
      expect(covers(replaced, instead)).toBe(true);
      expect(covers(replaced, taken.move)).toBe(false);
    });

    it('drops a reminder whose turn moved on, and writes a claimed reminder once', () => {
      const { service, clock } = testService();
      const { ref } = startedGame(service, 'duo');
      drain(service);
      clock.set(T0 + 25 * HOUR);
      const [due] = service.dueReminders();
      expect(service.claimReminder(due!)).toBe(true);
      expect(service.claimReminder(due!)).toBe(false);
      expect(service.outbox.undeliveredCount()).toBe(1);
      const move = firstMove(service, ref);
      unwrap(service.place(ref, move.userId, move.text, 'r1'));
      expect(kinds(drain(service))).toEqual(['dropped', 'play']);
    });

    it('drops an undo request answered, and a seat offer withdrawn, before they went out', () => {
      const { service } = testService();
      const { ref } = startedGame(service, 'duo');
      drain(service);
      const move = firstMove(service, ref);
      unwrap(service.place(ref, move.userId, move.text, 'r1'));
      drain(service);
      unwrap(service.requestUndo(ref, move.userId));
      unwrap(service.answerUndo(ref, move.userId === ANN.id ? BOB.id : ANN.id, false));
      const offer = unwrap(service.offerSeat(ref, { userId: ANN.id, isModerator: false }, BOB.id));
      unwrap(service.withdrawSeatOffer(ref.gameId, { userId: ANN.id, isModerator: false }, offer.pin));
      // The request (never posted) and its outcome (nothing to edit), then the offer: nothing goes out.
      expect(kinds(drain(service))).toEqual(['dropped', 'dropped', 'dropped']);
    });

    it('skips a lobby update that a later one of the same lobby supersedes', () => {
      const { service } = testService();
      const lobby = unwrap(
        service.createGame({ guildId: 'g', channelId: PLACE, creator: ANN, variant: 'classic' }),
      );
      unwrap(service.join({ gameId: lobby.gameId }, BOB));
      unwrap(service.join({ gameId: lobby.gameId }, CY));
      const [only] = drain(service);
      expect(kinds([only!])).toEqual(['lobby']);
      expect(service.outbox.undeliveredCount()).toBe(0);
      if (only?.content?.kind !== 'lobby') throw new Error('not a lobby');
      expect(only.content.lobby.seats.map((s) => s.userId)).toEqual([ANN.id, BOB.id, CY.id]);
    });
  });

  describe('computer turns in a row', () => {
    /** A classic game of Ann against three computers, played until it is Ann's turn and all is posted. */
    function againstComputers() {
      const made = testService();
      const { service } = made;
      const game = unwrap(
        service.createGame({
          guildId: 'g',
          channelId: PLACE,
          creator: ANN,
          variant: 'classic',
          computerLevel: 2,
        }),
      );
      const ref = { gameId: game.gameId };
      /** Plays the computers' turns (their first legal placement), at most `count`. */
      const computersPlay = (count = 4) => {
        for (let turn = service.computer.turn(ref.gameId); turn && count > 0; count--) {
          const board = unwrap(service.board(ref));
          unwrap(service.computer.play(turn, legalMoves(board.game, board.toMove!.colorIndex)[0]!));
          turn = service.computer.turn(ref.gameId);
        }
      };
      computersPlay();
      drain(service);
      return { ...made, ref, computersPlay };
    }

    it('wait for the computers, then go out as one message, the same after a crash, marked together', () => {
      const { service, ref, computersPlay } = againstComputers();
      const move = firstMove(service, ref);
      expect(move.userId).toBe(ANN.id);
      unwrap(service.place(ref, ANN.id, move.text, 'r1'));
      // Ann's move hands the turn to a computer: nothing goes out yet.
      expect(service.outbox.nextDelivery(PLACE)).toBeNull();
      computersPlay(2);
      expect(service.outbox.nextDelivery(PLACE)).toBeNull();
      expect(service.outbox.undeliveredCount()).toBe(3);
      computersPlay();
      const joined = service.outbox.nextDelivery(PLACE)!;
      expect(joined.rows).toHaveLength(4);
      if (joined.content?.kind !== 'play') throw new Error('not a play');
      expect(joined.content.turn).toBe('current');
      expect(joined.content.result.events.map((e) => e.kind)).toEqual([
        'placed',
        'placed',
        'placed',
        'placed',
      ]);
      expect(joined.content.result.events[0]).toMatchObject({ userId: ANN.id, text: move.text });
      expect(joined.content.result.ping).toEqual([ANN.id]);
      expect(joined.content.result.version).toBe(unwrap(service.board(ref)).version);
      // Posted, then the process dies before marking it: read again, it is the same message, same nonce.
      const again = service.outbox.nextDelivery(PLACE)!;
      expect(again.rows).toEqual(joined.rows);
      expect(again.nonce).toBe(joined.nonce);
      expect(service.outbox.claim(again, 'one', T0, T0 + 60_000)).toBe(true);
      expect(service.outbox.claim(again, 'other', T0, T0 + 60_000)).toBe(false);
      expect(service.outbox.markDelivered(again, 'msg')).toBe(true);
      expect(service.outbox.markDelivered(joined, 'msg')).toBe(false);
      expect(service.outbox.undeliveredCount()).toBe(0);
      expect(service.outbox.nextDelivery(PLACE)).toBeNull();
    });

    it('go out as far as they came when the computers take too long, or something else is queued', () => {
      const { service, clock, ref, computersPlay } = againstComputers();
      unwrap(service.place(ref, ANN.id, firstMove(service, ref).text, 'r1'));
      computersPlay(1);
      expect(service.outbox.nextDelivery(PLACE)).toBeNull();
      clock.advance(COMPUTER_RUN_WAIT_MS);
      const late = service.outbox.nextDelivery(PLACE)!;
      expect(late.rows).toHaveLength(2);
      if (late.content?.kind !== 'play') throw new Error('not a play');
      // A computer is to move: nobody is called.
      expect(late.content.result.ping).toEqual([]);
      service.outbox.markDelivered(late, 'msg');
      computersPlay(1);
      expect(service.outbox.nextDelivery(PLACE)).toBeNull();
      unwrap(service.cancel(ref, ANN.id, false));
      expect(kinds(drain(service))).toEqual(['play', 'cancelled']);
    });
  });

  describe('retries and held places', () => {
    it('a transient failure waits for its time; a permanent one holds the place until unblocked', () => {
      const { service } = testService();
      startedGame(service, 'duo');
      const head = service.outbox.nextDelivery(PLACE)!;
      const now = Date.UTC(2027, 0, 1);
      expect(service.outbox.placesToDeliver(now)).toEqual([PLACE]);
      service.outbox.markDeliveryRetry(head, '503 Service Unavailable', now + 1000);
      expect(service.outbox.placesToDeliver(now)).toEqual([]);
      expect(service.outbox.nextDeliveryAt()).toBe(now + 1000);
      expect(service.outbox.placesToDeliver(now + 1000)).toEqual([PLACE]);
      const again = service.outbox.nextDelivery(PLACE)!;
      expect(again.id).toBe(head.id);
      expect(again.attempts).toBe(1);
      expect(again.nonce).toBe(head.nonce);

      service.outbox.markDeliveryBlocked(again, '403 50013 Missing Permissions');
      expect(service.outbox.placesToDeliver(now + 10_000)).toEqual([]);
      expect(service.outbox.blockedPlaces()).toEqual([PLACE]);
      expect(service.outbox.nextDelivery(PLACE)?.blocked).toBe('403 50013 Missing Permissions');
      expect(service.outbox.unblockPlace(PLACE, now + 20_000)).toBeGreaterThan(0);
      expect(service.outbox.placesToDeliver(now + 20_000)).toEqual([PLACE]);
      expect(service.outbox.blockedPlaces()).toEqual([]);
    });

    it('nonces are unique, at most 25 characters, and the same on every read', () => {
      const { service } = testService();
      const { ref } = startedGame(service, 'classic');
      playRandom(service, ref, 30);
      const nonces: string[] = [];
      for (let d = service.outbox.nextDelivery(PLACE); d; d = service.outbox.nextDelivery(PLACE)) {
        expect(service.outbox.nextDelivery(PLACE)?.nonce).toBe(d.nonce);
        nonces.push(d.nonce);
        service.outbox.markDelivered(d, 'm');
      }
      expect(nonces.length).toBeGreaterThan(30);
      expect(new Set(nonces).size).toBe(nonces.length);
      for (const nonce of nonces) expect(nonce.length).toBeLessThanOrEqual(25);
    });
  });
});
