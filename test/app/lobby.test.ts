import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../src/engine/index.ts';
import { describeBackends } from '../support/backends.ts';
import { ANN, BOB, CY, DI, failure, HOUR, startedGame, T0, testService, unwrap } from './helpers.ts';

const place = { guildId: 'guild-1', channelId: 'chan-1' };

describeBackends('lobby', () => {
  describe('createGame', () => {
    it('opens a lobby with the creator seated and the defaults', () => {
      const { service } = testService();
      const lobby = unwrap(service.createGame({ ...place, creator: ANN }));
      expect(lobby.status).toBe('lobby');
      expect(lobby.seats.map((s) => s.userId)).toEqual([ANN.id]);
      expect(lobby.settings).toEqual({
        variant: 'classic',
        variantTitle: 'Classic',
        fastContact: false,
        autoStart: false,
        colorBlind: false,
        undoRule: 'agree',
        reminderHours: 24,
        deadlineHours: null,
        deadlineAction: 'remind',
        hints: true,
      });
      expect(lobby.seatsNeeded).toBe(4);
      expect(lobby.canStart).toBe(false);
      expect(lobby.text).toContain('3 more players needed');
    });

    it('keeps every option it is given', () => {
      const { service } = testService();
      const lobby = unwrap(
        service.createGame({
          ...place,
          threadId: 'thread-9',
          creator: ANN,
          variant: 'classic-2',
          fastContact: true,
          reminderHours: 0,
          deadlineHours: 48,
          deadlineAction: 'pass',
          undoRule: 'mover',
          color: 'red',
        }),
      );
      expect(lobby.threadId).toBe('thread-9');
      expect(lobby.settings).toMatchObject({
        variant: 'classic-2',
        fastContact: true,
        reminderHours: 0,
        deadlineHours: 48,
        deadlineAction: 'pass',
        undoRule: 'mover',
      });
      expect(lobby.seats[0]!.wantedColor).toBe('red');
    });

    it('refuses bad options, each with what would work', () => {
      const { service } = testService();
      const bad = (input: object) => failure(service.createGame({ ...place, creator: ANN, ...input }));
      expect(bad({ variant: 'chess' })).toMatchObject({ kind: 'bad-option', option: 'variant' });
      expect(bad({ variant: 'duo', fastContact: true })).toEqual({
        kind: 'fast-contact-variant',
        variant: 'duo',
        valid: ['classic', 'classic-2', 'classic-3', 'teams', 'solo', 'one-colour', 'solo-one-colour'],
      });
      expect(bad({ undoRule: 'sometimes' })).toMatchObject({ kind: 'bad-option', option: 'undo' });
      expect(bad({ deadlineAction: 'explode' })).toMatchObject({
        kind: 'bad-option',
        option: 'deadline action',
      });
      expect(bad({ reminderHours: -1 })).toMatchObject({ kind: 'bad-option', option: 'reminder hours' });
      expect(bad({ reminderHours: Number.NaN })).toMatchObject({
        kind: 'bad-option',
        option: 'reminder hours',
      });
      expect(bad({ deadlineHours: 0 })).toMatchObject({ kind: 'bad-option', option: 'deadline hours' });
      expect(bad({ deadlineHours: 10_000 })).toMatchObject({ kind: 'bad-option', option: 'deadline hours' });
      expect(bad({ color: 'pink' })).toMatchObject({ kind: 'unknown-color', text: 'pink' });
      expect(bad({ variant: 'classic-3', color: 'green' })).toMatchObject({
        kind: 'shared-color',
        color: 'green',
      });
    });

    it('allows one open game per channel or thread, naming the existing one', () => {
      const { service } = testService();
      const first = unwrap(service.createGame({ ...place, creator: ANN }));
      expect(failure(service.createGame({ ...place, creator: BOB }))).toEqual({
        kind: 'channel-busy',
        gameId: first.gameId,
        status: 'lobby',
        creatorId: ANN.id,
      });
      unwrap(service.createGame({ ...place, threadId: 'thread-1', creator: BOB }));
      unwrap(service.createGame({ ...place, channelId: 'chan-2', creator: BOB }));
      unwrap(service.cancel({ gameId: first.gameId }, ANN.id, false));
      unwrap(service.createGame({ ...place, creator: CY }));
    });

    it('cuts long display names', () => {
      const { service } = testService();
      const lobby = unwrap(
        service.createGame({ ...place, creator: { id: '1', displayName: 'x'.repeat(500) } }),
      );
      expect(lobby.seats[0]!.displayName.length).toBe(64);
    });
  });

  describe('join and leave', () => {
    it('joins by channel or by id, with a colour wish; a second colour of the same seat is that seat', () => {
      const { service } = testService();
      unwrap(service.createGame({ ...place, creator: ANN, variant: 'classic-2' }));
      const lobby = unwrap(service.join({ channelId: 'chan-1' }, BOB, 'Red'));
      expect(lobby.seats.map((s) => [s.displayName, s.wantedColor])).toEqual([
        ['Ann', null],
        ['Bob', 'red'],
      ]);
      expect(failure(service.join({ channelId: 'chan-1' }, ANN, 'blue'))).toEqual({
        kind: 'color-taken',
        color: 'blue',
        byName: 'Bob',
      });
      expect(lobby.canStart).toBe(true);
      const started = unwrap(service.start({ gameId: lobby.gameId }, ANN.id));
      expect(started.seats.find((s) => s.userId === BOB.id)!.colors).toEqual(['blue', 'red']);
      expect(started.seats.find((s) => s.userId === ANN.id)!.colors).toEqual(['yellow', 'green']);
    });

    it('changes a wish when someone seated joins again with a colour', () => {
      const { service } = testService();
      const { gameId } = unwrap(service.createGame({ ...place, creator: ANN }));
      unwrap(service.join({ gameId }, BOB));
      expect(failure(service.join({ gameId }, BOB))).toEqual({ kind: 'already-seated', gameId });
      const lobby = unwrap(service.join({ gameId }, BOB, 'green'));
      expect(lobby.seats.find((s) => s.userId === BOB.id)!.wantedColor).toBe('green');
    });

    it('refuses a full lobby, an unknown channel, a missing game and a started game', () => {
      const { service } = testService();
      const { gameId } = unwrap(service.createGame({ ...place, creator: ANN, variant: 'duo' }));
      unwrap(service.join({ gameId }, BOB));
      expect(failure(service.join({ gameId }, CY))).toEqual({ kind: 'game-full', gameId, seats: 2 });
      expect(failure(service.join({ channelId: 'elsewhere' }, CY))).toEqual({
        kind: 'no-game-here',
        channelId: 'elsewhere',
      });
      expect(failure(service.join({ gameId: 999 }, CY))).toEqual({ kind: 'game-not-found', gameId: 999 });
      unwrap(service.start({ gameId }, ANN.id));
      expect(failure(service.join({ gameId }, CY))).toEqual({
        kind: 'not-in-lobby',
        gameId,
        status: 'active',
      });
    });

    it('leaves a lobby; the creator cancels instead; strangers are told they are not in it', () => {
      const { service } = testService();
      const { gameId } = unwrap(service.createGame({ ...place, creator: ANN }));
      unwrap(service.join({ gameId }, BOB));
      const left = unwrap(service.leave({ gameId }, BOB.id));
      expect(left.kind === 'lobby' && left.lobby.seats.map((s) => s.userId)).toEqual([ANN.id]);
      expect(failure(service.leave({ gameId }, BOB.id))).toEqual({ kind: 'not-in-game', gameId });
      expect(failure(service.leave({ gameId }, ANN.id))).toEqual({ kind: 'creator-cannot-leave', gameId });
    });

    it("a lobby's button that arrives after the start changes nothing in the running game", () => {
      const { service } = testService();
      const { gameId } = unwrap(service.createGame({ ...place, creator: ANN, variant: 'duo' }));
      unwrap(service.join({ gameId }, BOB));
      unwrap(service.start({ gameId }, ANN.id));
      const before = unwrap(service.board({ gameId }));
      const refused = { kind: 'not-in-lobby', gameId, status: 'active' };
      expect(failure(service.leave({ gameId, lobby: true }, BOB.id))).toEqual(refused);
      expect(failure(service.cancel({ gameId, lobby: true }, ANN.id, false))).toEqual(refused);
      const after = unwrap(service.board({ gameId }));
      expect(after.version).toBe(before.version);
      expect(after.status).toBe('active');
      expect(after.seats.every((s) => !s.left)).toBe(true);
      // Without the lobby's mark, leaving a running game resigns the player's colours, as `/blokus leave` does.
      expect(unwrap(service.leave({ gameId }, BOB.id)).kind).toBe('game');
    });

    it('checks a button version: an outdated one is told the board changed', () => {
      const { service } = testService();
      const lobby = unwrap(service.createGame({ ...place, creator: ANN }));
      unwrap(service.join({ gameId: lobby.gameId, version: lobby.version }, BOB));
      expect(failure(service.join({ gameId: lobby.gameId, version: lobby.version }, CY))).toEqual({
        kind: 'stale',
        gameId: lobby.gameId,
      });
    });
  });

  describe('start', () => {
    it('needs the creator and exactly the variant’s number of players', () => {
      const { service } = testService();
      const { gameId } = unwrap(service.createGame({ ...place, creator: ANN, variant: 'classic-3' }));
      unwrap(service.join({ gameId }, BOB));
      expect(failure(service.start({ gameId }, ANN.id))).toEqual({
        kind: 'player-count',
        variant: 'classic-3',
        have: 2,
        need: 3,
      });
      unwrap(service.join({ gameId }, CY));
      expect(failure(service.start({ gameId }, BOB.id))).toEqual({
        kind: 'not-allowed',
        action: 'start',
        creatorId: ANN.id,
      });
      const started = unwrap(service.start({ gameId }, ANN.id));
      expect(started.status).toBe('active');
      expect(started.text).toContain('Green is played in turn by everyone');
      expect(started.next).toMatchObject({ color: 'blue', colorIndex: 0 });
      // The start calls every player (it says who plays which colour).
      expect([...started.ping].sort()).toEqual([ANN.id, BOB.id, CY.id].sort());
      expect(failure(service.start({ gameId }, ANN.id))).toEqual({
        kind: 'not-in-lobby',
        gameId,
        status: 'active',
      });
    });

    it('starts solo with one player holding all four colours', () => {
      const { service } = testService();
      const { gameId } = unwrap(service.createGame({ ...place, creator: ANN, variant: 'solo' }));
      const started = unwrap(service.start({ gameId }, ANN.id));
      expect(started.seats).toEqual([
        expect.objectContaining({ userId: ANN.id, colors: ['blue', 'yellow', 'red', 'green'] }),
      ]);
    });

    it('seats players without a wish at random, with the injected randomness (reproducible)', () => {
      const seatings = [1, 2, 3, 4, 5, 6].map((seed) => {
        const { service } = testService({ random: seededRandom(seed) });
        const { gameId } = unwrap(service.createGame({ ...place, creator: ANN }));
        for (const p of [BOB, CY, DI]) unwrap(service.join({ gameId }, p));
        return unwrap(service.start({ gameId }, ANN.id))
          .seats.map((s) => s.userId)
          .join();
      });
      const again = (() => {
        const { service } = testService({ random: seededRandom(1) });
        const { gameId } = unwrap(service.createGame({ ...place, creator: ANN }));
        for (const p of [BOB, CY, DI]) unwrap(service.join({ gameId }, p));
        return unwrap(service.start({ gameId }, ANN.id))
          .seats.map((s) => s.userId)
          .join();
      })();
      expect(again).toBe(seatings[0]);
      expect(new Set(seatings).size).toBeGreaterThan(1);
    });

    it('honours wishes and shuffles the rest around them', () => {
      const { service } = testService({ random: seededRandom(3) });
      const { gameId } = unwrap(service.createGame({ ...place, creator: ANN, color: 'green' }));
      unwrap(service.join({ gameId }, BOB));
      unwrap(service.join({ gameId }, CY, 'yellow'));
      unwrap(service.join({ gameId }, DI));
      const started = unwrap(service.start({ gameId }, ANN.id));
      const colorOf = (id: string) => started.seats.find((s) => s.userId === id)!.colors;
      expect(colorOf(ANN.id)).toEqual(['green']);
      expect(colorOf(CY.id)).toEqual(['yellow']);
      expect(started.seats.map((s) => s.seat)).toEqual([0, 1, 2, 3]);
    });
  });

  describe('cancel', () => {
    it('lets the creator or a moderator cancel, nobody else, and frees the channel', () => {
      const { service } = testService();
      const { ref } = startedGame(service, 'duo', { reminderHours: 1 });
      expect(failure(service.cancel(ref, BOB.id, false))).toEqual({
        kind: 'not-allowed',
        action: 'cancel',
        creatorId: ANN.id,
      });
      const cancelled = unwrap(service.cancel(ref, BOB.id, true));
      expect(cancelled.byModerator).toBe(true);
      expect(cancelled.text).toBe(`Game #${ref.gameId} was cancelled by Bob.`);
      expect(failure(service.cancel(ref, ANN.id, false))).toEqual({
        kind: 'game-over',
        gameId: ref.gameId,
        status: 'cancelled',
      });
      expect(service.dueReminders(T0 + 1000 * HOUR)).toEqual([]);
      unwrap(service.createGame({ ...place, creator: CY }));
    });
  });

  describe('lobby expiry', () => {
    it('cancels lobbies left unchanged for a week, and nothing else', () => {
      const { service, clock } = testService();
      const idle = unwrap(
        service.createGame({ guildId: 'g', channelId: 'idle', creator: ANN, variant: 'duo' }),
      );
      const busy = unwrap(
        service.createGame({ guildId: 'g', channelId: 'busy', creator: BOB, variant: 'classic' }),
      );
      const { ref: running } = startedGame(service, 'duo', { channelId: 'running' });
      clock.advance(3 * 24 * HOUR);
      unwrap(service.join({ gameId: busy.gameId }, CY));
      clock.advance(4 * 24 * HOUR - 1);
      expect(service.expireLobbies()).toEqual([]);
      clock.advance(1);
      expect(service.expireLobbies()).toEqual([
        { gameId: idle.gameId, channelId: 'idle', threadId: null, idleMs: 7 * 24 * HOUR },
      ]);
      expect(unwrap(service.board({ gameId: idle.gameId })).status).toBe('cancelled');
      expect(service.expireLobbies()).toEqual([]);
      // The channel is free again; the lobby with a recent join and the running game are untouched.
      unwrap(service.createGame({ guildId: 'g', channelId: 'idle', creator: DI, variant: 'duo' }));
      expect(unwrap(service.lobby({ gameId: busy.gameId })).status).toBe('lobby');
      clock.advance(30 * 24 * HOUR);
      expect(
        service
          .expireLobbies()
          .map((l) => l.channelId)
          .sort(),
      ).toEqual(['busy', 'idle']);
      expect(unwrap(service.board(running)).status).toBe('active');
    });
  });

  describe('colour-blind pictures', () => {
    it('are a lobby toggle for its players, kept by a rematch, and a server default', () => {
      const { service } = testService();
      const lobby = unwrap(
        service.createGame({ guildId: 'g', channelId: 'c', creator: ANN, variant: 'duo' }),
      );
      const ref = { gameId: lobby.gameId };
      expect(failure(service.toggleColorBlind(ref, BOB.id))).toEqual({
        kind: 'not-in-game',
        gameId: lobby.gameId,
      });
      expect(unwrap(service.toggleColorBlind(ref, ANN.id)).settings.colorBlind).toBe(true);
      expect(service.colorBlindPictures(lobby.gameId, [])).toBe(true);
      unwrap(service.join(ref, BOB));
      unwrap(service.start(ref, ANN.id));
      const again = unwrap(service.rematchSettings(lobby.gameId, BOB.id));
      expect(again.settings.colorBlind).toBe(true);
      unwrap(service.cancel(ref, ANN.id, false));
      const rematch = unwrap(
        service.createGame({ guildId: 'g', channelId: 'c', creator: BOB, variant: 'duo', colorBlind: true }),
      );
      expect(rematch.settings.colorBlind).toBe(true);

      const other = unwrap(
        service.createGame({ guildId: 'g', channelId: 'c2', creator: CY, variant: 'duo' }),
      );
      expect(service.colorBlindPictures(other.gameId, [])).toBe(false);
      expect(failure(service.server.setColorBlind('g', true, false))).toEqual({ kind: 'not-admin' });
      unwrap(service.server.setColorBlind('g', true, true));
      expect(service.colorBlindPictures(other.gameId, [])).toBe(true);
    });
  });
});
