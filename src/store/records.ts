import type { VariantId } from '../engine/index.ts';

/**
 * The stored domain: what the database keeps, in TypeScript shape (camelCase, colour indexes, engine move
 * ids). Each table has one mapper (`*-table.ts`) between its SQL row and one of these records. Times are
 * milliseconds since the Unix epoch. Colours are indexes into the game's `variant.colors` (playing order).
 */

/** Where a game is in its life. `lobby` and `active` games are *open*: at most one per channel or thread. */
export const GAME_STATUSES = ['lobby', 'active', 'finished', 'cancelled'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

/** Who may take back the last placement: nobody, its mover alone (before the next move), or all by agreement. */
export const UNDO_RULES = ['off', 'mover', 'agree'] as const;
export type UndoRule = (typeof UNDO_RULES)[number];

/** What happens when a turn outlives the game's deadline: a reminder only, or the late colour passes (resigns). */
export const DEADLINE_ACTIONS = ['remind', 'pass'] as const;
export type DeadlineAction = (typeof DEADLINE_ACTIONS)[number];

/** The rule options chosen at creation, stored as JSON in `games.options`. */
export interface StoredOptions {
  readonly fastContact: boolean;
  /** Start by itself when the last seat of the lobby is taken (else the host is called to start). */
  readonly autoStart: boolean;
  /** Players challenged to this game: their seats are held for them for a while (see `LIMITS.inviteHoldHours`). */
  readonly invited: readonly string[];
  readonly undoRule: UndoRule;
  readonly deadlineAction: DeadlineAction;
  /** Whether players may ask for hints (`/hint`); the host may turn them off. Absent: on. */
  readonly hints?: boolean;
}

/** One row of `games`. `toMove*`, `turn` and `turnStartedAt` are caches derived from the move log. */
export interface GameRecord {
  readonly id: number;
  readonly guildId: string;
  readonly channelId: string;
  /** The thread the game is played in, or null when it is played in the channel itself. */
  readonly threadId: string | null;
  readonly variant: VariantId;
  readonly options: StoredOptions;
  readonly status: GameStatus;
  readonly creatorId: string;
  readonly createdAt: number;
  readonly startedAt: number | null;
  readonly finishedAt: number | null;
  readonly updatedAt: number;
  /** Turn counter: grows by one whenever a new turn begins (also after an undo); the reminders' marker. */
  readonly turn: number;
  readonly turnStartedAt: number | null;
  /** The colour to move (active games), else null. */
  readonly toMoveColor: number | null;
  /** The user who must play `toMoveColor`. */
  readonly toMoveUserId: string | null;
  /** Grows by one on every change of the game; every write is `… WHERE version = ?` (compare-and-set). */
  readonly version: number;
}

/** The mutable part of a game row, as a commit changes it. */
export type GameFields = Pick<
  GameRecord,
  'status' | 'startedAt' | 'finishedAt' | 'toMoveColor' | 'toMoveUserId'
>;

/**
 * One row of `seats`. In the lobby, `seat` is the join order and `colors` is empty; `start` renumbers the
 * seats 0..n−1 (the engine's seat indexes) and fills in the colours.
 */
export interface SeatRecord {
  readonly seat: number;
  readonly userId: string;
  readonly displayName: string;
  /** The colours this seat holds (colour indexes), filled at start; the shared colour of classic-3 is not listed. */
  readonly colors: readonly number[];
  /** A colour asked for when joining (lobby only). */
  readonly wantedColor: number | null;
  readonly joinedAt: number;
  /** When the player left a running game (their colours were resigned), else null. */
  readonly leftAt: number | null;
  /** The level a computer seat plays at (`computer-id.ts` names its user); null for a person. */
  readonly computerLevel: number | null;
}

/** How a log entry came about. `pass` and `resign` both take the colour out (the engine's resign). */
export type MoveKind = 'place' | 'pass' | 'resign';

/** One row of `moves`, the game's log (automatic passes are not stored: they follow from the position). */
export interface MoveRecord {
  /** 1-based position in the log. */
  readonly ply: number;
  readonly color: number;
  readonly kind: MoveKind;
  /** The engine move id of a placement (stored as the canonical cell list), null otherwise. */
  readonly move: number | null;
  /** Who did it; null when the bot did (a missed deadline). */
  readonly userId: string | null;
  readonly at: number;
  /** The id of the request that made it (e.g. the interaction id), so a retried request is not applied twice. */
  readonly requestId: string | null;
}

/** One row of `game_settings`: reminder and deadline settings and what has been sent for which turn. */
export interface GameSettingsRecord {
  /** Remind the player to move after this long, and again after each further interval; 0 = never. */
  readonly reminderMs: number;
  /** A turn longer than this triggers the game's deadline action; null = no deadline. */
  readonly deadlineMs: number | null;
  /** The `turn` the last reminder was sent for, and when. */
  readonly remindedTurn: number | null;
  readonly remindedAt: number | null;
  /** How many reminders went out for `remindedTurn`. */
  readonly remindersSent: number;
  /** The last `turn` whose deadline was handled. */
  readonly deadlineTurn: number | null;
  /** The game's pictures carry the colour-blind marks (its lobby's toggle). */
  readonly colorBlind: boolean;
}

/** A server's own settings (an admin's), defaults when never set. */
export interface GuildSettingsRecord {
  /** Pictures of every game of the server carry the colour-blind marks. */
  readonly colorBlind: boolean;
  /** The language of the server's public messages, as an admin chose it; null = its Discord locale. */
  readonly language: string | null;
  /** The server's Discord locale (`preferred_locale`) as last seen in an interaction; null if never. */
  readonly discordLocale: string | null;
}

/** A pending request to take back the last placement (undo rule `agree`). */
export interface UndoRequestRecord {
  /** The ply of the placement to take back (the last entry of the log when asked). */
  readonly ply: number;
  readonly requestedBy: string;
  readonly acceptedBy: readonly string[];
  readonly at: number;
}

/** One row of `results`: a seat's final score and rank (1 = best; equal scores share a rank). */
export interface ResultRecord {
  readonly seat: number;
  readonly userId: string;
  readonly score: number;
  readonly rank: number;
}

/** Where a user wants their turn reminders. */
export const NOTIFY_PREFERENCES = ['channel', 'dm'] as const;
export type NotifyPreference = (typeof NOTIFY_PREFERENCES)[number];

/** Quiet hours in the user's local time, minutes from midnight; `start > end` wraps past midnight. */
export interface QuietHours {
  readonly start: number;
  readonly end: number;
  /** The user's offset from UTC in minutes (e.g. 60 for UTC+1). */
  readonly utcOffset: number;
}

/** One row of `user_settings`; users without a row get `DEFAULT_USER_SETTINGS`. */
export interface UserSettingsRecord {
  readonly userId: string;
  readonly notify: NotifyPreference;
  readonly quietHours: QuietHours | null;
  /** Pictures with a shape on every square of each colour, not hue alone. */
  readonly colorBlind: boolean;
}

/**
 * An open offer of a running game's seat to a new player (a player who vanished, or who has to go):
 * whoever takes it plays on with the seat's colours.
 */
export interface SeatOfferRecord {
  /** The user holding the seat when it was offered. */
  readonly userId: string;
  readonly offeredBy: string;
  readonly at: number;
}

/** A game with everything stored about it. */
export interface StoredGame {
  readonly game: GameRecord;
  readonly seats: readonly SeatRecord[];
  readonly moves: readonly MoveRecord[];
  readonly settings: GameSettingsRecord;
  readonly undo: UndoRequestRecord | null;
  readonly offer: SeatOfferRecord | null;
}
