import { playsVariant } from '../../ai/index.ts';
import { type Game, isVariantId, VARIANTS, type VariantId } from '../../engine/index.ts';
import { err, ok, type Result } from '../../engine/result.ts';
import { translator } from '../../i18n/index.ts';
import { computerId, freeComputerId, type SeatRecord } from '../../store/index.ts';
import type { AppError } from '../errors.ts';
import type { GameRef, Player } from '../game/game-ref.ts';
import { type Context, loadActive } from '../game/load-and-commit.ts';
import { turnOf } from '../game/turns.ts';
import { DEFAULTS } from '../limits.ts';
import { type CreateGameInput, createGame } from '../lobby/create-game.ts';
import { loadLobby, saveSeats, start, startWith } from '../lobby/lobby.ts';
import { commitSteps } from '../play/log-steps.ts';
import { ServerSettings } from '../settings/server-settings.ts';
import { lobby as lobbyOfGame } from '../views/game-views.ts';
import type { LobbyView, PlayResult } from '../views/view-shapes.ts';
import type { AiJob } from './ai-job.ts';

/** The computer's levels (src/ai's LEVELS): 1 a beginner who errs on purpose, 8 the strongest. */
export const COMPUTER_LEVELS = { min: 1, max: 8, default: 4 } as const;

/** Whether the computer plays a variant (every game of turns; not a puzzle, which has no opponent). */
export function computerPlays(variant: VariantId): boolean {
  return playsVariant(variant);
}

/** A search's seed: fixed by the game and its version, so a search asked again (after a restart) is the same. */
export function searchSeed(gameId: number, version: number): number {
  return (Math.imul(gameId, 0x9e3779b1) ^ Math.imul(version, 0x85ebca6b)) >>> 0;
}

/** A computer seat's name, in the server's language (names are stored, as people's are). */
function computerName(ctx: Context, guildId: string, level: number): string {
  return translator(new ServerSettings(ctx).language(guildId)).t('computer.name', { level });
}

/** Players for the computer seats of a new game (`/blokus new opponent:computer`): `count` at one level. */
export function computerPlayers(ctx: Context, guildId: string, level: number, count: number): Player[] {
  return Array.from({ length: count }, (_, i) => ({
    id: computerId(level, i + 1),
    displayName: computerName(ctx, guildId, level),
    computerLevel: level,
  }));
}

/**
 * `/blokus new opponent:computer level:N`: the creator against computers in every other seat (one in Duo,
 * three in a four-player classic game), started at once.
 */
export function createComputerGame(ctx: Context, input: CreateGameInput): Result<LobbyView, AppError> {
  const level = checkLevel(input.computerLevel ?? COMPUTER_LEVELS.default);
  if (!level.ok) return level;
  if ((input.invited ?? []).length > 0 || (input.seated ?? []).length > 0) {
    return err({
      kind: 'bad-option',
      option: 'opponent',
      value: 'computer',
      expected: 'no challenged players',
    });
  }
  const variant = input.variant ?? DEFAULTS.variant;
  if (isVariantId(variant) && !computerPlays(variant)) return err({ kind: 'computer-unsupported', variant });
  const seats = isVariantId(variant) ? VARIANTS[variant].seats : 1;
  const seated = computerPlayers(ctx, input.guildId, level.value, seats - 1);
  const created = createGame(ctx, { ...input, variant, seated, autoStart: false });
  if (!created.ok) return created;
  const started = start(ctx, { gameId: created.value.gameId }, input.creator.id);
  return started.ok ? lobbyOfGame(ctx, { gameId: created.value.gameId }) : started;
}

/** Checks a level number. */
export function checkLevel(level: number): Result<number, AppError> {
  if (!Number.isInteger(level) || level < COMPUTER_LEVELS.min || level > COMPUTER_LEVELS.max) {
    return err({
      kind: 'bad-option',
      option: 'level',
      value: String(level),
      expected: `${COMPUTER_LEVELS.min} to ${COMPUTER_LEVELS.max}`,
    });
  }
  return ok(level);
}

/**
 * The lobby's "Add computer" (the host only): a computer seat at a level takes the next free seat. The
 * last seat taken starts the game by itself when its host chose so, as a person joining would; else the
 * lobby waits for her Start, without the "lobby full" call a person filling it sends (she filled it).
 */
export function addComputer(
  ctx: Context,
  ref: GameRef,
  userId: string,
  level: number,
): Result<LobbyView, AppError> {
  const checked = checkLevel(level);
  if (!checked.ok) return checked;
  const loaded = loadLobby(ctx, ref);
  if (!loaded.ok) return loaded;
  const { stored, game } = loaded.value;
  const record = stored.game;
  if (record.creatorId !== userId) {
    return err({ kind: 'not-allowed', action: 'add-computer', creatorId: record.creatorId });
  }
  if (!computerPlays(record.variant)) return err({ kind: 'computer-unsupported', variant: record.variant });
  if (stored.seats.length >= game.variant.seats) {
    return err({ kind: 'game-full', gameId: record.id, seats: game.variant.seats });
  }
  const seat: SeatRecord = {
    seat: Math.max(-1, ...stored.seats.map((s) => s.seat)) + 1,
    userId: freeComputerId(
      level,
      stored.seats.map((s) => s.userId),
    ),
    displayName: computerName(ctx, record.guildId, level),
    colors: [],
    wantedColor: null,
    joinedAt: ctx.now(),
    leftAt: null,
    computerLevel: level,
  };
  const seats = [...stored.seats, seat];
  if (seats.length === game.variant.seats && record.options.autoStart) {
    const started = startWith(ctx, loaded.value, seats);
    return started.ok ? lobbyOfGame(ctx, { gameId: record.id }) : started;
  }
  // The host filled it herself: she knows it is full, and is not called to start it.
  return saveSeats(ctx, loaded.value, seats);
}

/** The lobby's "Remove a computer" (the host only): the computer seat added last leaves. */
export function removeComputer(ctx: Context, ref: GameRef, userId: string): Result<LobbyView, AppError> {
  const loaded = loadLobby(ctx, ref);
  if (!loaded.ok) return loaded;
  const { stored } = loaded.value;
  if (stored.game.creatorId !== userId) {
    return err({ kind: 'not-allowed', action: 'add-computer', creatorId: stored.game.creatorId });
  }
  const last = [...stored.seats].reverse().find((s) => s.computerLevel !== null);
  if (!last) return err({ kind: 'no-computer-seat', gameId: stored.game.id });
  return saveSeats(
    ctx,
    loaded.value,
    stored.seats.filter((s) => s !== last),
  );
}

/** A running game waiting for a computer's move: where it is, and the search to run. */
export interface ComputerTurn {
  readonly gameId: number;
  readonly version: number;
  readonly channelId: string;
  readonly threadId: string | null;
  readonly userId: string;
  readonly job: AiJob;
}

/** The computer's turn in a game, if the colour to move is a computer's; null otherwise. */
export function computerTurn(ctx: Context, gameId: number): ComputerTurn | null {
  const loaded = loadActive(ctx, { gameId });
  if (!loaded.ok) return null;
  const { stored, game } = loaded.value;
  const turn = turnOf(game, stored.seats, 0);
  const level = turn?.computerLevel ?? null;
  if (!turn || level === null || !computerPlays(stored.game.variant)) return null;
  const { id, version, channelId, threadId } = stored.game;
  return {
    gameId: id,
    version,
    channelId,
    threadId,
    userId: turn.userId,
    job: { kind: 'move', game: id, ...gameData(game), level, seed: searchSeed(id, version) },
  };
}

/** A game as plain data for a worker thread. */
export function gameData(game: Game) {
  return { variant: game.variant.id, fastContact: game.fastContact, events: game.events };
}

/**
 * Plays the computer's move found for `turn`: through the same compare-and-set as a person's placement,
 * at the version the search was asked at, with a request id of its own, so a move found twice (a search
 * repeated after a restart, two bots on one database) is written once; `stale` if the game moved on.
 */
export function playComputerMove(
  ctx: Context,
  turn: ComputerTurn,
  move: number,
): Result<PlayResult, AppError> {
  const loaded = loadActive(ctx, { gameId: turn.gameId, version: turn.version });
  if (!loaded.ok) return loaded;
  const { game } = loaded.value;
  const color = game.toMove;
  if (color === null || !game.position.isLegal(color, move))
    return err({ kind: 'stale', gameId: turn.gameId });
  return commitSteps(ctx, loaded.value, [
    { kind: 'place', color, move, userId: turn.userId, requestId: `computer-${turn.version}` },
  ]);
}

/** Ids of the running games whose colour to move is a computer's (at start-up, and as a sweep). */
export function computerTurns(ctx: Context): number[] {
  return ctx.store.computers.computerTurns().map((g) => g.id);
}
