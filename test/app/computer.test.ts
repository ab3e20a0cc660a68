import { describe, expect, it } from 'vitest';
import { AiPool, GameService, isComputerId } from '../../src/app/index.ts';
import { type Game, legalMoves, replay } from '../../src/engine/index.ts';
import { formatMove } from '../../src/notation/index.ts';
import { LATEST_VERSION, openDatabase, Store, schemaVersion } from '../../src/store/index.ts';
import { ANN, BOB, failure, T0, tempDb, testClock, testService, unwrap } from './helpers.ts';

/** Computer seats and hints in the service: who may add them, their turns, a move written once, hints. */

function computerGame(service: GameService, variant = 'duo', level = 3) {
  return unwrap(
    service.createGame({ guildId: 'g', channelId: 'c', creator: ANN, variant, computerLevel: level }),
  );
}

describe('computer seats', () => {
  it('a game against the computer starts at once with every other seat a computer (1 vs 3 in classic)', () => {
    const { service } = testService();
    const view = computerGame(service, 'classic', 5);
    expect(view.status).toBe('active');
    expect(
      view.seats
        .map((s) => s.userId)
        .filter(isComputerId)
        .sort(),
    ).toEqual(['computer:5:1', 'computer:5:2', 'computer:5:3']);
    expect(view.seats.find((s) => s.userId === 'computer:5:1')!.displayName).toBe('Computer (level 5)');
  });

  it('only the host adds a computer, to a lobby with a free seat, at a level from 1 to 8, in every game but the puzzle', () => {
    const { service } = testService();
    const lobby = unwrap(service.createGame({ guildId: 'g', channelId: 'c', creator: ANN, variant: 'duo' }));
    const ref = { gameId: lobby.gameId };
    unwrap(service.join(ref, BOB));
    expect(failure(service.computer.add(ref, BOB.id, 3))).toMatchObject({ kind: 'not-allowed' });
    expect(failure(service.computer.add(ref, ANN.id, 9))).toMatchObject({
      kind: 'bad-option',
      option: 'level',
    });
    expect(failure(service.computer.add(ref, ANN.id, 3))).toMatchObject({ kind: 'game-full' });
    unwrap(service.leave(ref, BOB.id));
    const added = unwrap(service.computer.add(ref, ANN.id, 3));
    expect(added.seats.map((s) => s.userId)).toEqual([ANN.id, 'computer:3:1']);
    expect(added.canStart).toBe(true);
    const removed = unwrap(service.computer.remove(ref, ANN.id));
    expect(removed.seats.map((s) => s.userId)).toEqual([ANN.id]);
    expect(failure(service.computer.remove(ref, ANN.id))).toMatchObject({ kind: 'no-computer-seat' });
    // Trigon too; not the puzzle, which has no opponent.
    const trigon = unwrap(
      service.createGame({ guildId: 'g', channelId: 'c2', creator: ANN, variant: 'trigon' }),
    );
    expect(unwrap(service.computer.add({ gameId: trigon.gameId }, ANN.id, 3)).seats).toHaveLength(2);
    const puzzle = unwrap(
      service.createGame({ guildId: 'g', channelId: 'c3', creator: ANN, variant: 'puzzle-tetrominoes' }),
    );
    expect(failure(service.computer.add({ gameId: puzzle.gameId }, ANN.id, 3))).toEqual({
      kind: 'computer-unsupported',
      variant: 'puzzle-tetrominoes',
    });
    expect(
      failure(
        service.createGame({
          guildId: 'g',
          channelId: 'c4',
          creator: ANN,
          variant: 'puzzle-tetrominoes',
          computerLevel: 2,
        }),
      ),
    ).toMatchObject({ kind: 'computer-unsupported' });
  });

  it('plays a three-player Trigon game to the end against two computers, through the pool', async () => {
    const { service } = testService();
    const { gameId } = computerGame(service, 'trigon-3', 2);
    const pool = new AiPool({ size: 1, maxQueue: 4, limits: { timed: false, maxSimulations: 30 } });
    let computerMoves = 0;
    try {
      for (let step = 0; step < 200; step++) {
        const board = unwrap(service.board({ gameId }));
        if (board.status !== 'active') break;
        const turn = service.computer.turn(gameId);
        if (turn) {
          const run = pool.run(turn.job);
          if (!run.ok) throw new Error('busy');
          const answer = await run.task.answer;
          if (answer?.kind !== 'move' || answer.move === null) throw new Error('no move');
          unwrap(service.computer.play(turn, answer.move));
          computerMoves++;
        } else {
          const color = board.toMove!.colorIndex;
          const move = formatFirst(board.game, legalMoves(board.game, color)[0]!);
          unwrap(service.place({ gameId }, ANN.id, move, `r${step}`));
        }
      }
    } finally {
      await pool.close();
    }
    const end = unwrap(service.board({ gameId }));
    expect(end.status).toBe('finished');
    expect(computerMoves).toBeGreaterThan(20);
    expect(end.end!.standings).toHaveLength(3);
  });

  it('writes a computer move once, whoever finds it twice (a repeated search, a second bot on the database)', () => {
    const path = tempDb();
    const clock = testClock();
    const a = testService({ path, clock }).service;
    const b = testService({ path, clock }).service;
    const { gameId } = computerGame(a);
    let turn = a.computer.turn(gameId);
    if (!turn) {
      // Ann moves first: she plays, and then it is the computer's turn.
      const board = unwrap(a.board({ gameId }));
      const move = legalMoves(board.game, board.toMove!.colorIndex)[0]!;
      unwrap(a.place({ gameId }, ANN.id, formatFirst(board.game, move), 'r1'));
      turn = a.computer.turn(gameId)!;
    }
    const twin = b.computer.turn(gameId)!;
    expect(twin).toEqual(turn);
    const game = replay(
      turn.job.kind === 'move' ? turn.job.variant : 'duo',
      {},
      turn.job.kind === 'move' ? turn.job.events : [],
    );
    if (!game.ok) throw new Error('replay');
    const move = legalMoves(game.value, game.value.toMove!)[0]!;
    unwrap(a.computer.play(turn, move));
    expect(failure(b.computer.play(twin, move))).toMatchObject({ kind: 'stale' });
    expect(failure(a.computer.play(turn, move))).toMatchObject({ kind: 'stale' });
    expect(unwrap(a.board({ gameId })).moveCount).toBe(
      turn.job.kind === 'move' ? turn.job.events.length + 1 : 0,
    );
    expect(a.computer.turn(gameId)).toBeNull();
  });

  it('same game, same version: the same search job, and the pool gives the same move', async () => {
    const { service } = testService();
    const { gameId } = computerGame(service, 'classic', 8);
    let turn = service.computer.turn(gameId);
    if (!turn) {
      const board = unwrap(service.board({ gameId }));
      unwrap(
        service.place(
          { gameId },
          ANN.id,
          formatFirst(board.game, legalMoves(board.game, board.toMove!.colorIndex)[0]!),
          'r',
        ),
      );
      turn = service.computer.turn(gameId)!;
    }
    expect(service.computer.turn(gameId)).toEqual(turn);
    const pool = new AiPool({ size: 1, maxQueue: 4, limits: { timed: false, maxSimulations: 250 } });
    try {
      const moves = [];
      for (let i = 0; i < 2; i++) {
        const run = pool.run(turn.job);
        if (!run.ok) throw new Error('busy');
        const answer = await run.task.answer;
        moves.push(answer?.kind === 'move' ? answer.move : null);
      }
      expect(moves[0]).not.toBeNull();
      expect(moves[1]).toBe(moves[0]);
    } finally {
      await pool.close();
    }
  });

  it('never reminds a computer, nor applies its deadline', () => {
    const { service, clock } = testService();
    const { gameId } = unwrap(
      service.createGame({
        guildId: 'g',
        channelId: 'c',
        creator: ANN,
        variant: 'duo',
        computerLevel: 2,
        reminderHours: 1,
        deadlineHours: 2,
        deadlineAction: 'pass',
      }),
    );
    if (!service.computer.turn(gameId)) {
      const board = unwrap(service.board({ gameId }));
      const move = legalMoves(board.game, board.toMove!.colorIndex)[0]!;
      unwrap(service.place({ gameId }, ANN.id, formatFirst(board.game, move), 'r'));
    }
    expect(service.computer.turn(gameId)).not.toBeNull();
    clock.advance(10 * 3_600_000);
    expect(service.dueReminders()).toEqual([]);
  });
});

describe('hints', () => {
  it('are asked by the player to move, counted once shown, and refused when the host turned them off', () => {
    const { service } = testService();
    const on = unwrap(service.createGame({ guildId: 'g', channelId: 'c', creator: ANN, variant: 'duo' }));
    unwrap(service.join({ gameId: on.gameId }, BOB));
    unwrap(service.start({ gameId: on.gameId }, ANN.id));
    const board = unwrap(service.board({ gameId: on.gameId }));
    const mover = board.toMove!.userId;
    const other = mover === ANN.id ? BOB.id : ANN.id;
    expect(failure(service.computer.hintRequest({ gameId: on.gameId }, other))).toMatchObject({
      kind: 'not-your-turn',
    });
    const request = unwrap(service.computer.hintRequest({ gameId: on.gameId }, mover));
    const move = legalMoves(board.game, board.toMove!.colorIndex)[0]!;
    const shown = unwrap(service.computer.countHint(request, mover, [{ move, winRate: 0.5, margin: 3 }]));
    expect(shown[0]!.text).toMatch(/^[A-Z]\d/);
    expect(service.computer.hintsUsed(on.gameId).get(mover)).toBe(1);

    const off = unwrap(
      service.createGame({ guildId: 'g', channelId: 'c2', creator: ANN, variant: 'duo', hints: false }),
    );
    expect(off.settings.hints).toBe(false);
    unwrap(service.join({ gameId: off.gameId }, BOB));
    unwrap(service.start({ gameId: off.gameId }, ANN.id));
    const offMover = unwrap(service.board({ gameId: off.gameId })).toMove!.userId;
    expect(failure(service.computer.hintRequest({ gameId: off.gameId }, offMover))).toEqual({
      kind: 'hints-off',
      gameId: off.gameId,
    });
  });

  it('migration 10 adds the hint counts to a database of schema 9, its games keeping hints on', () => {
    const path = tempDb();
    const old = openDatabase(path, { schemaVersion: 9 });
    expect(schemaVersion(old)).toBe(9);
    old.close();
    const store = Store.open(path, { now: () => T0 });
    expect(schemaVersion(store.db)).toBe(LATEST_VERSION);
    const service = new GameService({ store, now: () => T0 });
    const lobby = unwrap(service.createGame({ guildId: 'g', channelId: 'c', creator: ANN }));
    store.computers.countHint(lobby.gameId, ANN.id);
    store.computers.countHint(lobby.gameId, ANN.id);
    expect(service.computer.hintsUsed(lobby.gameId)).toEqual(new Map([[ANN.id, 2]]));
    // Options written before migration 10 have no `hints`: they read as on.
    store.db.prepare('UPDATE games SET options = ? WHERE id = ?').run(
      JSON.stringify({
        fastContact: false,
        autoStart: false,
        invited: [],
        undoRule: 'agree',
        deadlineAction: 'remind',
      }),
      lobby.gameId,
    );
    expect(unwrap(service.lobby({ gameId: lobby.gameId })).settings.hints).toBe(true);
    store.close();
  });
});

function formatFirst(game: Game, move: number): string {
  return formatMove(game.layout, move);
}
