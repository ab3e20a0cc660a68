import type { PuzzleHintMove } from '../../ai/index.ts';
import type { Result } from '../../engine/result.ts';
import type { AppError } from '../errors.ts';
import type { GameRef, Player } from '../game/game-ref.ts';
import type { Context } from '../game/load-and-commit.ts';
import type { LobbyView, PlayResult } from '../views/view-shapes.ts';
import type { HintMove } from './ai-job.ts';
import {
  addComputer,
  type ComputerTurn,
  computerPlayers,
  computerTurn,
  computerTurns,
  playComputerMove,
  removeComputer,
} from './computer-seats.ts';
import {
  countHint,
  countPuzzleHint,
  type HintRequest,
  type HintView,
  hintRequest,
  hintsUsed,
  type PuzzleHintView,
} from './hints.ts';

/**
 * The game service's computer players and hints (`service.computer`): plain ids in, data out. The
 * searches themselves run in an `AiPool`, outside the service; these calls check, and write what they find.
 */
export class ComputerService {
  constructor(private readonly ctx: Context) {}

  /** The lobby's "Add computer" (host only): a computer seat at a level. */
  add(ref: GameRef, userId: string, level: number): Result<LobbyView, AppError> {
    return addComputer(this.ctx, ref, userId, level);
  }

  /** Removes the computer seat added last to a lobby (host only). */
  remove(ref: GameRef, userId: string): Result<LobbyView, AppError> {
    return removeComputer(this.ctx, ref, userId);
  }

  /** Players for the computer seats of a game against the computer. */
  players(guildId: string, level: number, count: number): Player[] {
    return computerPlayers(this.ctx, guildId, level, count);
  }

  /** The computer's turn in a game (its search), or null when a person is to move. */
  turn(gameId: number): ComputerTurn | null {
    return computerTurn(this.ctx, gameId);
  }

  /** Plays a computer's move found for `turn` (compare-and-set on the version searched). */
  play(turn: ComputerTurn, move: number): Result<PlayResult, AppError> {
    return playComputerMove(this.ctx, turn, move);
  }

  /** Running games whose colour to move is a computer's. */
  waitingGames(): number[] {
    return computerTurns(this.ctx);
  }

  /** Checks a `/hint` and gives the search to run. */
  hintRequest(ref: GameRef, userId: string): Result<HintRequest, AppError> {
    return hintRequest(this.ctx, ref, userId);
  }

  /** Counts a hint shown and names its moves. */
  countHint(request: HintRequest, userId: string, moves: readonly HintMove[]): Result<HintView[], AppError> {
    return countHint(this.ctx, request, userId, moves);
  }

  /** Counts a puzzle hint shown and names its placements. */
  countPuzzleHint(
    request: HintRequest,
    userId: string,
    moves: readonly PuzzleHintMove[],
  ): Result<PuzzleHintView[], AppError> {
    return countPuzzleHint(this.ctx, request, userId, moves);
  }

  /** Hints used per player of a game. */
  hintsUsed(gameId: number): ReadonlyMap<string, number> {
    return hintsUsed(this.ctx, gameId);
  }
}
