import { describe, expect, it } from 'vitest';
import { importSgf } from '../../src/notation/index.ts';
import { ANN, BOB, CY, failure, playRandom, startedGame, testService, unwrap } from './helpers.ts';

describe('board', () => {
  it('shows a lobby, a running game and a finished one', () => {
    const { service } = testService();
    const lobby = unwrap(
      service.createGame({ guildId: 'guild-1', channelId: 'chan-1', creator: ANN, variant: 'duo' }),
    );
    const inLobby = unwrap(service.board({ channelId: 'chan-1' }));
    expect(inLobby.status).toBe('lobby');
    expect(inLobby.toMove).toBeNull();
    expect(inLobby.text).toBe(lobby.text);
    unwrap(service.join({ gameId: lobby.gameId }, BOB, 'orange'));
    unwrap(service.start({ gameId: lobby.gameId }, ANN.id));
    unwrap(service.place({ gameId: lobby.gameId }, ANN.id, 'P5-X e10', 'r1'));
    const running = unwrap(service.board({ gameId: lobby.gameId }));
    expect(running.toMove).toMatchObject({ userId: BOB.id, color: 'orange' });
    expect(running.lastPlacement).toMatchObject({ color: 0, text: 'P5-X e10' });
    expect(running.moveCount).toBe(1);
    expect(running.scores.squaresLeft).toEqual([84, 89]);
    expect(running.text).toBe('Move 2. Orange to move: Bob.');
    expect(running.end).toBeNull();
    playRandom(service, { gameId: lobby.gameId }, 200);
    const over = unwrap(service.board({ gameId: lobby.gameId }));
    expect(over.status).toBe('finished');
    expect(over.end!.standings).toHaveLength(2);
    expect(over.text).toMatch(/^The game is over\. 1st /);
    // With no open game left in the channel, its board shows the latest game: the finished one.
    expect(unwrap(service.board({ channelId: 'chan-1' }))).toMatchObject({
      gameId: lobby.gameId,
      status: 'finished',
    });
    expect(failure(service.board({ channelId: 'chan-never' }))).toEqual({
      kind: 'no-game-here',
      channelId: 'chan-never',
    });
    // Moves still need an open game.
    expect(failure(service.place({ channelId: 'chan-1' }, ANN.id, 'P1 a1', 'r-late'))).toMatchObject({
      kind: 'no-game-here',
    });
  });
});

describe('pieces', () => {
  it('lists a player’s colours with the pieces left', () => {
    const { service } = testService();
    const { ref } = startedGame(service, 'classic-2');
    unwrap(service.place(ref, ANN.id, 'P5-L a18', 'r1'));
    const view = unwrap(service.pieces(ref, ANN.id));
    expect(view.colors.map((c) => c.color)).toEqual(['blue', 'red']);
    expect(view.colors[0]!.pieces.map((p) => p.name)).not.toContain('P5-L');
    expect(view.colors[0]!.pieces).toHaveLength(20);
    expect(view.colors[0]!.squaresLeft).toBe(84);
    expect(view.colors[1]!.pieces).toHaveLength(21);
    expect(failure(service.pieces(ref, CY.id))).toEqual({ kind: 'not-in-game', gameId: ref.gameId });
  });

  it('includes classic-3’s shared colour, and refuses lobbies', () => {
    const { service } = testService();
    const { ref } = startedGame(service, 'classic-3');
    expect(unwrap(service.pieces(ref, BOB.id)).colors.map((c) => c.color)).toEqual(['yellow', 'green']);
    const lobby = unwrap(service.createGame({ guildId: 'g', channelId: 'c2', creator: ANN }));
    expect(failure(service.pieces({ gameId: lobby.gameId }, ANN.id))).toEqual({
      kind: 'not-started',
      gameId: lobby.gameId,
    });
  });
});

describe('waiting games', () => {
  it('lists the games of a guild where it is the user’s turn', () => {
    const { service } = testService();
    const a = startedGame(service, 'duo', { channelId: 'c-a' });
    const b = startedGame(service, 'duo', { channelId: 'c-b' });
    unwrap(service.place(b.ref, ANN.id, 'P5-X e10', 'r'));
    expect(service.waitingGames('guild-1', ANN.id).map((g) => g.gameId)).toEqual([a.ref.gameId]);
    expect(service.waitingGames('guild-1', BOB.id)).toEqual([
      expect.objectContaining({ gameId: b.ref.gameId, channelId: 'c-b', color: 'orange', variant: 'duo' }),
    ]);
    expect(service.waitingGames('other-guild', ANN.id)).toEqual([]);
  });
});

describe('open games', () => {
  it('lists the lobbies and running games a user sits in, and whose turn it is', () => {
    const { service } = testService();
    const running = startedGame(service, 'duo', { channelId: 'c-a' });
    const lobby = unwrap(
      service.createGame({ guildId: 'guild-1', channelId: 'c-b', creator: BOB, variant: 'duo' }),
    );
    expect(service.openGames('guild-1', BOB.id)).toEqual([
      {
        gameId: running.ref.gameId,
        channelId: 'c-a',
        threadId: null,
        variant: 'duo',
        status: 'active',
        yourTurn: false,
        opponents: ['Ann'],
      },
      {
        gameId: lobby.gameId,
        channelId: 'c-b',
        threadId: null,
        variant: 'duo',
        status: 'lobby',
        yourTurn: false,
        opponents: [],
      },
    ]);
    expect(service.openGames('guild-1', ANN.id)).toEqual([expect.objectContaining({ yourTurn: true })]);
  });
});

describe('lobby view', () => {
  it('shows seats, options and creator', () => {
    const { service } = testService();
    const created = unwrap(
      service.createGame({ guildId: 'g', channelId: 'c', creator: ANN, variant: 'classic-2', color: 'red' }),
    );
    const view = unwrap(service.lobby({ gameId: created.gameId }));
    expect(view).toEqual(created);
    expect(view.text).toBe(`Classic for two game #${created.gameId}: Ann (Red). 1 more player needed.`);
  });
});

describe('game record', () => {
  it('exports the game as Pentobi SGF that imports back to the same moves', () => {
    const { service } = testService();
    const { ref } = startedGame(service, 'classic-2');
    playRandom(service, ref, 12);
    const file = unwrap(service.exportRecord(ref));
    expect(file.filename).toBe(`blokus-${ref.gameId}.blksgf`);
    expect(file.text).toContain('GM[Blokus Two-Player]');
    const imported = importSgf(file.text);
    if (!imported.ok) throw new Error(imported.error.kind);
    expect(imported.value.game.events).toEqual(unwrap(service.board(ref)).game.events);
  });

  it('has nothing to export before the start', () => {
    const { service } = testService();
    const lobby = unwrap(service.createGame({ guildId: 'g', channelId: 'c', creator: ANN }));
    expect(failure(service.exportRecord({ gameId: lobby.gameId }))).toEqual({
      kind: 'not-started',
      gameId: lobby.gameId,
    });
  });
});

describe('warm-up', () => {
  it('loads every open game and reports one whose stored log is corrupt', () => {
    const { service, store } = testService();
    const { ref } = startedGame(service, 'duo', { channelId: 'x' });
    unwrap(service.createGame({ guildId: 'g', channelId: 'y', creator: ANN }));
    expect(service.warmUp()).toEqual({ loaded: 2, broken: [] });
    unwrap(service.place(ref, ANN.id, 'P5-X e10', 'r'));
    store.db.prepare("UPDATE moves SET cells = 'a1,a2,a3,a4,b4,c4'").run();
    const report = service.warmUp();
    expect(report.loaded).toBe(1);
    expect(report.broken).toEqual([
      { gameId: ref.gameId, error: expect.stringContaining('corrupt stored cells') },
    ]);
    // Corruption is a bug, not a user mistake: it throws to the bot's error boundary.
    expect(() => service.board(ref)).toThrow(/corrupt/);
  });

  it('in slices: pauses between them, and stops at the next pause once its signal is aborted', async () => {
    const { service } = testService();
    for (const channelId of ['a', 'b', 'c', 'd']) startedGame(service, 'duo', { channelId });
    let pauses = 0;
    const all = await service.warmUpInSteps(
      async () => {
        pauses++;
      },
      undefined,
      0,
    );
    expect(all).toEqual({ loaded: 4, broken: [] });
    expect(pauses).toBe(4);
    const stop = new AbortController();
    const part = await service.warmUpInSteps(async () => stop.abort(), stop.signal, 0);
    expect(part).toEqual({ loaded: 1, broken: [] });
  });
});
