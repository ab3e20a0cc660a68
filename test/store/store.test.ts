import { expect, it } from 'vitest';
import { layoutFor, moveFromCells } from '../../src/engine/index.ts';
import { type MoveRecord, type NewGame, Store } from '../../src/store/index.ts';
import { ANN, BOB, T0 } from '../app/helpers.ts';
import { closeAfterTest, describeBackends, memoryDatabase } from '../support/backends.ts';

const options = {
  fastContact: false,
  autoStart: false,
  invited: [],
  undoRule: 'agree',
  deadlineAction: 'remind',
} as const;

function newGame(channelId: string, threadId: string | null = null): NewGame {
  return {
    guildId: 'g',
    channelId,
    threadId,
    variant: 'duo',
    options,
    creatorId: ANN.id,
    creatorName: 'Ann',
    creatorColor: null,
    createdAt: T0,
    settings: { reminderMs: 0, deadlineMs: null },
  };
}

function created(store: Store, channelId: string, threadId: string | null = null) {
  const result = store.createGame(newGame(channelId, threadId));
  if (!result.ok) throw new Error(result.error.kind);
  return result.value;
}

/** e10,d11,e11,f11,e12: the X pentomino around e11 on the 14 × 14 board. */
const X_AT_E11 = moveFromCells(
  layoutFor(14),
  [
    [4, 9],
    [3, 10],
    [4, 10],
    [5, 10],
    [4, 11],
  ].map(([x, y]) => y! * 14 + x!),
)!;

function placement(ply: number, requestId: string | null): MoveRecord {
  return { ply, color: 0, kind: 'place', move: X_AT_E11, userId: ANN.id, at: T0, requestId };
}

/** A throwaway store of the suite's backend, closed after the test. */
const openStore = () => closeAfterTest(Store.open(memoryDatabase()));

describeBackends('store', () => {
  it('creates a lobby with its settings and creator seat, and loads it back', () => {
    const store = openStore();
    const game = created(store, 'c1');
    expect(store.loadGame(game.game.id)).toEqual(game);
    expect(game.game).toMatchObject({
      status: 'lobby',
      version: 1,
      turn: 0,
      toMoveColor: null,
      threadId: null,
    });
    expect(store.findOpenGame('c1')!.id).toBe(game.game.id);
    expect(store.loadGame(999)).toBeUndefined();
  });

  it('keeps one open game per channel or thread, enforced by the database itself', () => {
    const store = openStore();
    const first = created(store, 'c1');
    const busy = store.createGame(newGame('c1'));
    expect(!busy.ok && busy.error).toEqual({ kind: 'place-busy', game: first.game });
    created(store, 'c1', 'thread-1');
    expect(store.findOpenGame('thread-1')!.threadId).toBe('thread-1');
    const sneak = () =>
      store.db
        .prepare(
          "INSERT INTO games (guild_id, channel_id, variant, options, status, creator_id, created_at, updated_at) VALUES ('g', 'c1', 'duo', '{}', 'active', 'x', 0, 0)",
        )
        .run();
    expect(sneak).toThrow(/UNIQUE constraint failed|duplicate key value violates unique constraint/);
    const closed = store.commit(first.game, { fields: { ...first.game, status: 'finished' } }, T0);
    expect(closed.ok).toBe(true);
    expect(sneak).not.toThrow();
  });

  it('writes only at the version read; a stale write changes nothing and says so', () => {
    const store = openStore();
    const { game } = created(store, 'c1');
    const first = store.commit(game, { fields: game, appendMoves: [placement(1, 'a')] }, T0 + 1);
    expect(first.ok && first.value.version).toBe(2);
    const second = store.commit(game, { fields: game, appendMoves: [placement(1, 'b')] }, T0 + 2);
    expect(second).toEqual({ ok: false, error: { kind: 'stale', gameId: game.id, version: 2 } });
    expect(store.loadGame(game.id)!.moves.map((m) => m.requestId)).toEqual(['a']);
    expect(store.loadGame(game.id)!.game.updatedAt).toBe(T0 + 1);
  });

  it('reports a request id already in the log and rolls the whole change back', () => {
    const store = openStore();
    const { game } = created(store, 'c1');
    const first = store.commit(game, { fields: game, appendMoves: [placement(1, 'same')] }, T0);
    if (!first.ok) throw new Error('first');
    const again = store.commit(
      first.value,
      { fields: { ...first.value, status: 'active' }, appendMoves: [placement(2, 'same')] },
      T0,
    );
    expect(again).toEqual({
      ok: false,
      error: { kind: 'duplicate-request', gameId: game.id, requestId: 'same' },
    });
    expect(store.loadGame(game.id)!.game).toEqual(first.value);
    expect(store.plyOfRequest(game.id, 'same')).toBe(1);
  });

  it('rolls back a change that fails half-way', () => {
    const store = openStore();
    const { game } = created(store, 'c1');
    expect(() =>
      store.commit(
        game,
        { fields: { ...game, status: 'active' }, appendMoves: [placement(1, null), placement(1, null)] },
        T0,
      ),
    ).toThrow(/UNIQUE|PRIMARY KEY|duplicate key/);
    expect(store.loadGame(game.id)!.game.version).toBe(1);
    expect(store.loadGame(game.id)!.moves).toEqual([]);
  });

  it('stores a placement as its canonical cell list and colours by name', () => {
    const store = openStore();
    const { game } = created(store, 'c1');
    store.commit(game, { fields: game, appendMoves: [placement(1, null)] }, T0);
    expect(store.db.prepare('SELECT color, kind, cells FROM moves').get()).toEqual({
      color: 'purple',
      kind: 'place',
      cells: 'e10,d11,e11,f11,e12',
    });
    expect(store.loadGame(game.id)!.moves[0]!.move).toBe(X_AT_E11);
  });

  it('round-trips seats, undo requests and results', () => {
    const store = openStore();
    const { game } = created(store, 'c1');
    const seats = [
      {
        seat: 0,
        userId: ANN.id,
        displayName: 'Ann',
        colors: [0],
        wantedColor: 1,
        joinedAt: T0,
        leftAt: null,
        computerLevel: null,
      },
      {
        seat: 1,
        userId: BOB.id,
        displayName: 'Bob',
        colors: [1],
        wantedColor: null,
        joinedAt: T0,
        leftAt: T0 + 5,
        computerLevel: null,
      },
      {
        seat: 2,
        userId: 'computer:3:1',
        displayName: 'Computer (level 3)',
        colors: [],
        wantedColor: null,
        joinedAt: T0,
        leftAt: null,
        computerLevel: 3,
      },
    ];
    const undo = { ply: 1, requestedBy: ANN.id, acceptedBy: [BOB.id], at: T0 };
    const results = [
      { seat: 0, userId: ANN.id, score: 10, rank: 1 },
      { seat: 1, userId: BOB.id, score: -3, rank: 2 },
    ];
    store.commit(game, { fields: game, seats, undo, results }, T0);
    const loaded = store.loadGame(game.id)!;
    expect(loaded.seats).toEqual(seats);
    expect(loaded.undo).toEqual(undo);
    expect(store.resultsOf(game.id)).toEqual(results);
    expect(store.db.prepare('SELECT colors, wanted_color FROM seats WHERE seat = 0').get()).toEqual({
      colors: 'purple',
      wanted_color: 'orange',
    });
  });

  it('enforces foreign keys', () => {
    const store = openStore();
    expect(() =>
      store.db
        .prepare(
          "INSERT INTO seats (game_id, seat, user_id, display_name, joined_at) VALUES (42, 0, 'u', 'U', 0)",
        )
        .run(),
    ).toThrow(/FOREIGN KEY|violates foreign key constraint/);
  });

  it('gives defaults for users who never chose settings, and saves them whole', () => {
    const store = openStore();
    expect(store.preferences.userSettings('u1')).toEqual({
      userId: 'u1',
      notify: 'channel',
      quietHours: null,
      colorBlind: false,
    });
    const settings = {
      userId: 'u1',
      notify: 'dm',
      quietHours: { start: 60, end: 120, utcOffset: -60 },
      colorBlind: true,
    } as const;
    store.preferences.saveUserSettings(settings, T0);
    expect(store.preferences.userSettings('u1')).toEqual(settings);
  });
});
