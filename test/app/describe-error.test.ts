import { describe, expect, it } from 'vitest';
import { type AppError, type AppErrorKind, describeAppError } from '../../src/app/index.ts';

const turn = {
  seat: 1,
  userId: '200',
  displayName: 'Bob',
  color: 'yellow',
  colorIndex: 1,
  since: 0,
  computerLevel: null,
} as const;

/** One example of every error kind: a missing kind does not compile. */
const EXAMPLES: { [K in AppErrorKind]: Extract<AppError, { kind: K }> } = {
  'game-not-found': { kind: 'game-not-found', gameId: 12 },
  'no-game-here': { kind: 'no-game-here', channelId: '1' },
  'channel-busy': { kind: 'channel-busy', gameId: 3, status: 'active', creatorId: '1' },
  'bad-option': { kind: 'bad-option', option: 'variant', value: 'chess', expected: 'one of classic, duo' },
  'fast-contact-variant': { kind: 'fast-contact-variant', variant: 'duo', valid: ['classic', 'teams'] },
  'not-in-lobby': { kind: 'not-in-lobby', gameId: 3, status: 'active' },
  'not-started': { kind: 'not-started', gameId: 3 },
  'game-over': { kind: 'game-over', gameId: 3, status: 'finished' },
  'already-seated': { kind: 'already-seated', gameId: 3 },
  'game-full': { kind: 'game-full', gameId: 3, seats: 2 },
  'unknown-color': { kind: 'unknown-color', text: 'pink', valid: ['blue', 'red'] },
  'shared-color': { kind: 'shared-color', color: 'green', valid: ['blue', 'yellow', 'red'] },
  'color-taken': { kind: 'color-taken', color: 'blue', byName: 'Bob' },
  'not-in-game': { kind: 'not-in-game', gameId: 3 },
  'left-game': { kind: 'left-game', gameId: 3 },
  'not-a-player': { kind: 'not-a-player', gameId: 3 },
  'undo-not-yours': { kind: 'undo-not-yours', gameId: 3 },
  'rematch-not-player': { kind: 'rematch-not-player', gameId: 3 },
  'too-many-players': { kind: 'too-many-players', variant: 'duo', seats: 2, players: 3 },
  'seat-reserved': { kind: 'seat-reserved', gameId: 3 },
  'not-admin': { kind: 'not-admin' },
  'remove-self': { kind: 'remove-self', gameId: 3 },
  'host-in-lobby': { kind: 'host-in-lobby', gameId: 3 },
  'seat-finished': { kind: 'seat-finished', gameId: 3 },
  'no-seat-offer': { kind: 'no-seat-offer', gameId: 3 },
  'already-playing': { kind: 'already-playing', gameId: 3 },
  'creator-cannot-leave': { kind: 'creator-cannot-leave', gameId: 3 },
  'not-allowed': { kind: 'not-allowed', action: 'cancel', creatorId: '1' },
  'player-count': { kind: 'player-count', variant: 'classic-3', have: 2, need: 3 },
  'not-your-turn': { kind: 'not-your-turn', toMove: turn },
  'unknown-piece': { kind: 'unknown-piece', text: 'Pl5', suggestion: 'P5-L', valid: ['P1', 'P5-L'] },
  'piece-not-in-set': { kind: 'piece-not-in-set', piece: 18, variant: 'junior', valid: ['P1'] },
  'ambiguous-move': { kind: 'ambiguous-move', text: 'i5 j5', readings: ['I5 j5', '2 i5'] },
  'bad-notation': { kind: 'bad-notation', text: 'hello', error: { kind: 'unknown-word', text: 'hello' } },
  'illegal-placement': {
    kind: 'illegal-placement',
    color: 'blue',
    piece: 11,
    squares: [],
    boardSize: 20,
    error: { kind: 'missing-start', start: { x: 0, y: 19 }, color: 'blue' },
    nearby: [{ move: 1, text: 'P5-L a18', pivot: { x: 0, y: 17 }, squares: [], distance: 2 }],
  },
  'already-applied': { kind: 'already-applied', ply: 7 },
  'not-your-color': { kind: 'not-your-color', color: 'yellow', yours: ['blue', 'red'] },
  'color-out': { kind: 'color-out', color: 'red', reason: 'blocked' },
  'nothing-to-resign': { kind: 'nothing-to-resign', gameId: 3 },
  'undo-off': { kind: 'undo-off', gameId: 3 },
  'nothing-to-undo': { kind: 'nothing-to-undo', reason: 'not-a-placement' },
  'undo-not-mover': { kind: 'undo-not-mover', moverId: '1' },
  'undo-pending': { kind: 'undo-pending', requestedBy: '1' },
  'no-undo-request': { kind: 'no-undo-request' },
  'own-undo-request': { kind: 'own-undo-request' },
  stale: { kind: 'stale', gameId: 3 },
  'bad-preview': { kind: 'bad-preview', text: 'x' },
  'deadline-not-due': { kind: 'deadline-not-due', gameId: 3 },
  'bad-quiet-hours': { kind: 'bad-quiet-hours', text: 'night' },
  'hints-off': { kind: 'hints-off', gameId: 3 },
  'computer-unsupported': { kind: 'computer-unsupported', variant: 'classic' },
  'computer-busy': { kind: 'computer-busy' },
  'puzzle-stuck': { kind: 'puzzle-stuck', gameId: 3, placed: 18, pieces: 20 },
  'no-computer-seat': { kind: 'no-computer-seat', gameId: 3 },
};

describe('describeAppError', () => {
  for (const [kind, error] of Object.entries(EXAMPLES)) {
    it(`says what was wrong: ${kind}`, () => {
      const sentence = describeAppError(error);
      expect(sentence.length).toBeGreaterThan(20);
      expect(sentence).not.toMatch(/undefined|null|\[object/);
      expect(sentence).toMatch(/[.?]$/);
    });
  }

  it('names whose turn it is, the suggestion and the nearby placements', () => {
    expect(describeAppError(EXAMPLES['not-your-turn'])).toBe(
      'It is not your turn: Yellow is to move, played by Bob. You will be pinged when it is yours.',
    );
    expect(describeAppError(EXAMPLES['unknown-piece'])).toContain('Did you mean P5-L?');
    expect(describeAppError(EXAMPLES['illegal-placement'])).toBe(
      "Blue's first piece must cover a20. Legal nearby: P5-L a18.",
    );
    expect(describeAppError(EXAMPLES.stale)).toContain('The board changed');
  });
});
