import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { type AppError, describeAppError, GameService, type PlayResult } from '../../src/app/index.ts';
import { type Game, legalMoves, type Random, seededRandom } from '../../src/engine/index.ts';
import type { Result } from '../../src/engine/result.ts';
import { formatMove } from '../../src/notation/index.ts';
import { Store } from '../../src/store/index.ts';
import { closeAfterTest, currentBackend, freshPostgresUrl, memoryDatabase } from '../support/backends.ts';

/** A clock tests move by hand. */
export interface TestClock {
  now: () => number;
  advance(ms: number): void;
  set(ms: number): void;
}

export const HOUR = 3_600_000;

/** 2026-01-01T12:00:00Z. */
export const T0 = Date.UTC(2026, 0, 1, 12, 0, 0);

export function testClock(start = T0): TestClock {
  let t = start;
  return {
    now: () => t,
    advance: (ms) => {
      t += ms;
    },
    set: (ms) => {
      t = ms;
    },
  };
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A fresh temporary folder (removed after the test). */
export function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'blokus-test-'));
  dirs.push(dir);
  return dir;
}

/**
 * A database several stores (or processes) can open: a file path in a fresh temporary folder, or, in a
 * PostgreSQL run of the suite (test/support/backends.ts), the URL of a fresh PostgreSQL database.
 */
export function tempDb(): string {
  return currentBackend() === 'postgres' ? freshPostgresUrl() : join(tempDir(), 'blokus.sqlite');
}

/**
 * A service over a throwaway database of the suite's backend (default; SQLite: in memory) or the one at
 * `path`, with a test clock and seeded randomness.
 */
export function testService(
  options: { path?: string; clock?: TestClock; random?: Random; cacheSize?: number } = {},
) {
  const clock = options.clock ?? testClock();
  const store = closeAfterTest(Store.open(options.path ?? memoryDatabase(), { now: clock.now }));
  const service = new GameService({
    store,
    now: clock.now,
    random: options.random ?? seededRandom(7),
    ...(options.cacheSize === undefined ? {} : { cacheSize: options.cacheSize }),
  });
  return { service, store, clock };
}

/** The value of a result, or a test failure with the error's sentence. */
export function unwrap<T>(result: Result<T, AppError>): T {
  if (!result.ok) throw new Error(`${result.error.kind}: ${describeAppError(result.error)}`);
  return result.value;
}

/** The error of a result that should have failed. */
export function failure<T>(result: Result<T, AppError>): AppError {
  if (result.ok) throw new Error('expected an error, got a value');
  return result.error;
}

export const ANN = { id: '100', displayName: 'Ann' };
export const BOB = { id: '200', displayName: 'Bob' };
export const CY = { id: '300', displayName: 'Cy' };
export const DI = { id: '400', displayName: 'Di' };
export const PLAYERS = [ANN, BOB, CY, DI];

/**
 * A started game of a variant in channel `channelId`, players joined in order with colour wishes so that
 * player i plays seat i (Ann: first colour …).
 */
export function startedGame(
  service: GameService,
  variant: string,
  options: {
    channelId?: string;
    undoRule?: string;
    reminderHours?: number;
    deadlineHours?: number;
    deadlineAction?: string;
  } = {},
) {
  const { channelId = 'chan-1', ...rest } = options;
  const lobby = unwrap(service.createGame({ guildId: 'guild-1', channelId, creator: ANN, variant, ...rest }));
  const ref = { gameId: lobby.gameId };
  const seats = lobby.seatsNeeded;
  const colorNames = ['blue', 'yellow', 'red', 'green'];
  const wish = (i: number) =>
    variant === 'duo'
      ? ['purple', 'orange'][i]
      : variant === 'junior'
        ? ['green', 'orange'][i]
        : colorNames[i];
  if (seats > 1) unwrap(service.join(ref, ANN, wish(0)));
  for (let i = 1; i < seats; i++) unwrap(service.join(ref, PLAYERS[i]!, wish(i)));
  const started = unwrap(service.start(ref, ANN.id));
  return { ref, started };
}

/** The display text of a random legal move of the colour to move. */
export function randomMoveText(game: Game, random: Random): string {
  const moves = legalMoves(game, game.toMove!);
  return formatMove(game.layout, moves[Math.floor(random() * moves.length)]!);
}

/** Plays random legal moves until `count` moves are made or the game ends; returns the last result. */
export function playRandom(
  service: GameService,
  ref: { gameId: number },
  count: number,
  random: Random = seededRandom(3),
): PlayResult | null {
  let last: PlayResult | null = null;
  for (let i = 0; i < count; i++) {
    const board = unwrap(service.board(ref));
    if (!board.toMove) break;
    last = unwrap(
      service.place(
        ref,
        board.toMove.userId,
        randomMoveText(board.game, random),
        `req-${ref.gameId}-${board.moveCount}-${i}`,
      ),
    );
  }
  return last;
}
