import type { NewGameRecord } from './games/game-table.ts';
import type {
  GameFields,
  GameRecord,
  GameSettingsRecord,
  MoveRecord,
  ResultRecord,
  SeatOfferRecord,
  SeatRecord,
  UndoRequestRecord,
} from './records.ts';

/** A new game: its row, its settings and the creator's seat, written together. */
export interface NewGame extends NewGameRecord {
  readonly creatorName: string;
  /** The colour the creator asked for, if any. */
  readonly creatorColor: number | null;
  /** Players seated with the creator from the start (a rematch, or computers), in seat order. */
  readonly others?: readonly {
    readonly userId: string;
    readonly displayName: string;
    /** A computer's level (absent or null: a person). */
    readonly computerLevel?: number | null;
  }[];
  readonly settings: Pick<GameSettingsRecord, 'reminderMs' | 'deadlineMs'> &
    Partial<Pick<GameSettingsRecord, 'colorBlind'>>;
}

/**
 * Everything one use case changes in a game, written in one transaction guarded by the game's version.
 * Absent parts stay as they are.
 */
export interface GameChange {
  /** The game row's mutable fields after the change. */
  readonly fields: GameFields;
  /** A new turn begins: `turn` grows by one and `turnStartedAt` becomes now (reminders start over). */
  readonly newTurn?: boolean;
  /** All seats after the change. */
  readonly seats?: readonly SeatRecord[];
  /** Deletes the log from this ply on (an undo), before appending. */
  readonly dropMovesFrom?: number;
  /** Log entries to append, plies continuing the log. */
  readonly appendMoves?: readonly MoveRecord[];
  /** The pending undo request after the change (null: none). */
  readonly undo?: UndoRequestRecord | null;
  /** The open seat offer after the change (null: none). */
  readonly offer?: SeatOfferRecord | null;
  /** The final results (an empty list clears them). */
  readonly results?: readonly ResultRecord[];
  /** The game's pictures carry the colour-blind marks, or not. */
  readonly colorBlind?: boolean;
}

/** Why a commit wrote nothing. */
export type CommitError =
  /** The game changed (or vanished) since it was read: its version is no longer the one expected. */
  | { readonly kind: 'stale'; readonly gameId: number; readonly version: number | null }
  /** The request id is already in the log (the request was applied before). */
  | { readonly kind: 'duplicate-request'; readonly gameId: number; readonly requestId: string };

/** Why a game could not be created. */
export interface PlaceBusy {
  readonly kind: 'place-busy';
  /** The open game already in that channel or thread. */
  readonly game: GameRecord;
}

/** Thrown inside a commit's transaction to roll it back when a request was applied before. */
export class DuplicateRequest extends Error {
  constructor(readonly requestId: string) {
    super('duplicate request');
  }
}
