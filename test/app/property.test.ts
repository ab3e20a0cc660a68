import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AppError, describeAppError, type GameService } from '../../src/app/index.ts';
import { legalMoves, seededRandom, TRANSFORMS } from '../../src/engine/index.ts';
import type { Result } from '../../src/engine/result.ts';
import { formatMove } from '../../src/notation/index.ts';
import { checkRatings, checkReminderIndex, checkStoredGames } from '../store/check-games.ts';
import { HOUR, PLAYERS, testClock, testService } from './helpers.ts';

const CHANNELS = ['c-1', 'c-2'];
const user = fc.integer({ min: 0, max: 3 });
const channel = fc.constantFrom(...CHANNELS);
const moveText = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom(
    'P5-X e10',
    'P1 a20',
    'e10,f10',
    'P5-L j5 rot90 flip',
    'a1',
    '',
    'Pl5 e5',
    'P5-I t20',
    'x'.repeat(300),
  ),
);

/** One service call, with arbitrary (often wrong) arguments. */
const command = fc.oneof(
  { arbitrary: fc.constant({ kind: 'noop' as const }), weight: 1 },
  fc.record({
    kind: fc.constant('create' as const),
    channel,
    user,
    variant: fc.constantFrom('duo', 'junior', 'classic-2', 'classic-3', 'solo', 'classic', 'nope'),
    undoRule: fc.constantFrom('agree', 'mover', 'off'),
    deadline: fc.constantFrom(null, 1, 5),
  }),
  fc.record({
    kind: fc.constant('table' as const),
    channel,
    variant: fc.constantFrom('duo', 'classic-3', 'solo', 'classic-2'),
  }),
  fc.record({
    kind: fc.constant('join' as const),
    channel,
    user,
    color: fc.constantFrom(null, 'blue', 'orange', 'green', 'x'),
  }),
  fc.record({ kind: fc.constant('leave' as const), channel, user }),
  fc.record({ kind: fc.constant('start' as const), channel, user }),
  fc.record({ kind: fc.constant('cancel' as const), channel, user, moderator: fc.boolean() }),
  fc.record({
    kind: fc.constant('place' as const),
    channel,
    user,
    text: moveText,
    request: fc.integer({ min: 0, max: 5 }),
  }),
  {
    arbitrary: fc.record({
      kind: fc.constant('legal' as const),
      channel,
      pick: fc.nat(),
      request: fc.integer({ min: 0, max: 1e6 }),
    }),
    weight: 6,
  },
  fc.record({ kind: fc.constant('pass' as const), channel, user }),
  fc.record({
    kind: fc.constant('resign' as const),
    channel,
    user,
    color: fc.constantFrom(null, 'blue', 'purple', 'green'),
  }),
  fc.record({ kind: fc.constant('undo' as const), channel, user }),
  fc.record({ kind: fc.constant('answer' as const), channel, user, accept: fc.boolean() }),
  fc.record({ kind: fc.constant('preview' as const), channel, user, text: moveText, turn: fc.boolean() }),
  fc.record({ kind: fc.constant('time' as const), hours: fc.integer({ min: 0, max: 30 }) }),
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

function run(
  service: GameService,
  cmd: Command,
  clock: ReturnType<typeof testClock>,
): Result<unknown, AppError> | null {
  if (cmd.kind === 'time') {
    clock.advance(cmd.hours * HOUR);
    for (const due of service.dueReminders()) {
      if (due.action === 'pass') service.applyDeadline(due.gameId, due.turn);
      else service.claimReminder(due);
    }
    return null;
  }
  if (cmd.kind === 'noop') return null;
  const ref = { channelId: cmd.channel };
  if (cmd.kind === 'table') {
    // A whole table at once (create, everyone joins, start), so that sequences reach real play often.
    const created = service.createGame({
      guildId: 'g',
      channelId: cmd.channel,
      creator: PLAYERS[0]!,
      variant: cmd.variant,
    });
    if (!created.ok) return created;
    for (const p of PLAYERS.slice(1, created.value.seatsNeeded)) service.join(ref, p);
    return service.start(ref, PLAYERS[0]!.id);
  }
  if (cmd.kind === 'legal') {
    const board = service.board(ref);
    if (!board.ok || !board.value.toMove) return board;
    const { game, toMove } = board.value;
    const moves = legalMoves(game, game.toMove!);
    const text = formatMove(game.layout, moves[cmd.pick % moves.length]!);
    return service.place(ref, toMove.userId, text, `legal-${cmd.request}`);
  }
  const player = PLAYERS[cmd.user]!;
  switch (cmd.kind) {
    case 'create':
      return service.createGame({
        guildId: 'g',
        channelId: cmd.channel,
        creator: player,
        variant: cmd.variant,
        undoRule: cmd.undoRule,
        deadlineHours: cmd.deadline,
        deadlineAction: cmd.deadline === 5 ? 'pass' : 'remind',
      });
    case 'join':
      return service.join(ref, player, cmd.color);
    case 'leave':
      return service.leave(ref, player.id);
    case 'start':
      return service.start(ref, player.id);
    case 'cancel':
      return service.cancel(ref, player.id, cmd.moderator);
    case 'place':
      return service.place(ref, player.id, cmd.text, `text-${cmd.request}`);
    case 'pass':
      return service.pass(ref, player.id);
    case 'resign':
      return service.resign(ref, player.id, cmd.color);
    case 'undo':
      return service.requestUndo(ref, player.id);
    case 'answer':
      return service.answerUndo(ref, player.id, cmd.accept);
    case 'preview': {
      const shown = service.preview(ref, player.id, cmd.text);
      if (!shown.ok || !cmd.turn) return shown;
      const turned = service.transformPreview(ref, player.id, shown.value.state, 'rotate');
      return turned.ok
        ? service.confirmPreview(ref, player.id, { ...turned.value.state, transform: TRANSFORMS[5]! }, 'p')
        : turned;
    }
  }
}

describe('random sequences of service calls', () => {
  it('never throw, never leave a stored game that does not replay, keep the reminder index and ratings right', () => {
    let moves = 0;
    let rated = 0;
    fc.assert(
      fc.property(fc.array(command, { minLength: 30, maxLength: 100 }), fc.integer(), (commands, seed) => {
        const clock = testClock();
        const { service, store } = testService({ clock, random: seededRandom(seed) });
        for (const cmd of commands) {
          const result = run(service, cmd, clock);
          if (result && !result.ok) expect(describeAppError(result.error).length).toBeGreaterThan(10);
          // Whatever changed, the reminder index still says exactly which turns need attention when.
          checkReminderIndex(store, clock.now());
        }
        moves += checkStoredGames(store).moves;
        // The ratings, updated as each game finished, are what a recomputation from scratch gives.
        rated += checkRatings(store);
        store.close();
      }),
      { numRuns: 120 },
    );
    expect(moves).toBeGreaterThan(0);
    expect(rated).toBeGreaterThan(0);
  });
});
