import type { Color, Game, OutReason, PieceIndex, PieceName, Scores, VariantId } from '../../engine/index.ts';
import type { DeadlineAction, GameStatus, UndoRule } from '../../store/index.ts';
import type { Player } from '../game/game-ref.ts';
import type { PuzzleOutcome, PuzzleProgress } from '../game/puzzle.ts';

/**
 * What the game service gives back for the bot to show: seats, turns, lobbies, boards, play results and
 * seat offers, as plain data (sentences without mentions, which picture to draw, whom to ping). No
 * Discord types. Kept apart from the code that builds them, so every feature can name them without an
 * import circle.
 */

/** A seat at the table. */
export interface SeatView {
  readonly seat: number;
  readonly userId: string;
  readonly displayName: string;
  /** The colours this seat holds (empty in the lobby; classic-3's shared colour is listed for nobody). */
  readonly colors: readonly Color[];
  /** The colour asked for when joining (lobby). */
  readonly wantedColor: Color | null;
  /** Whether the player left the running game (their colours were resigned). */
  readonly left: boolean;
  /** The level of a computer seat; null for a person. */
  readonly computerLevel: number | null;
}

/** Whose turn it is. */
export interface TurnView {
  readonly seat: number;
  readonly userId: string;
  readonly displayName: string;
  readonly color: Color;
  /** The colour's index in the variant's playing order (what the engine and the renderer use). */
  readonly colorIndex: number;
  /** When this turn began (ms since the epoch). */
  readonly since: number;
  /** The level of a computer seat; null for a person. */
  readonly computerLevel: number | null;
}

/** The options a game was created with. */
export interface GameSettingsView {
  readonly variant: VariantId;
  readonly variantTitle: string;
  readonly fastContact: boolean;
  /** The game starts by itself when its last seat is taken. */
  readonly autoStart: boolean;
  /** Its pictures carry the colour-blind marks (the lobby's toggle). */
  readonly colorBlind: boolean;
  readonly undoRule: UndoRule;
  /** 0 = no reminders. */
  readonly reminderHours: number;
  readonly deadlineHours: number | null;
  readonly deadlineAction: DeadlineAction;
  /** Whether players may ask for hints. */
  readonly hints: boolean;
}

/** A lobby, as the join/leave/create messages show it. */
export interface LobbyView {
  readonly gameId: number;
  readonly version: number;
  readonly status: GameStatus;
  readonly guildId: string;
  readonly channelId: string;
  readonly threadId: string | null;
  readonly creatorId: string;
  readonly settings: GameSettingsView;
  readonly seats: readonly SeatView[];
  /** Players needed to start (exactly this many). */
  readonly seatsNeeded: number;
  readonly canStart: boolean;
  /** Players challenged to the game who have not joined yet. */
  readonly invited: readonly string[];
  /** Until when their seats are held for them (ms since the epoch); anyone may take them after. */
  readonly invitesHeldUntil: number;
  /** One or two sentences: who is in, what is missing. */
  readonly text: string;
}

/** Something that happened in a play call, in order. */
export type PlayEvent =
  | { readonly kind: 'started' }
  | {
      readonly kind: 'placed';
      readonly color: Color;
      readonly userId: string;
      readonly move: number;
      readonly text: string;
    }
  /** The player resigned the colour to move (`/resign`; stored as a `pass` entry of the log). */
  | { readonly kind: 'passed'; readonly color: Color; readonly userId: string }
  /** A colour was resigned: by its player, because they left, or by the bot at a missed deadline. */
  | {
      readonly kind: 'resigned';
      readonly color: Color;
      readonly userId: string | null;
      readonly reason: 'resign' | 'leave' | 'deadline' | 'abandoned';
    }
  /** A colour with no legal placement left passed automatically (it never moves again). */
  | { readonly kind: 'blocked'; readonly color: Color }
  | {
      readonly kind: 'undone';
      readonly color: Color;
      readonly userId: string | null;
      readonly move: number;
      readonly text: string;
    }
  /** A new player took over a seat that was offered (`userId`), from `from`. */
  | {
      readonly kind: 'seat-taken';
      readonly userId: string;
      readonly from: Player;
      readonly colors: readonly Color[];
    };

/** A seat's final standing. */
export interface Standing {
  readonly seat: number;
  readonly userId: string;
  readonly displayName: string;
  readonly colors: readonly Color[];
  readonly score: number;
  readonly rank: number;
  /** The level of a computer seat; null for a person. */
  readonly computerLevel: number | null;
}

/** How a game ended: the engine's scores and the standings sorted by rank. */
export interface GameEnd {
  readonly scores: Scores;
  readonly standings: readonly Standing[];
  /** User ids of the winners (rank 1; in `teams`, the winning team's players). */
  readonly winners: readonly string[];
  /** Hints each player used (by user id; absent: none), filled when the end is announced. */
  readonly hintsUsed?: Readonly<Record<string, number>>;
  /** A puzzle's outcome: solved or not, placements, time taken. */
  readonly puzzle?: PuzzleOutcome | null;
}

/** The result of a call that changed the game (start, place, pass, resign, leave, undo, deadline). */
export interface PlayResult {
  readonly gameId: number;
  /** The game's version after the change (for buttons). */
  readonly version: number;
  readonly status: GameStatus;
  /** The engine game after the change (board, pieces left, whose turn). */
  readonly game: Game;
  readonly seats: readonly SeatView[];
  readonly events: readonly PlayEvent[];
  /** The latest placement, to highlight on the board. */
  readonly lastPlacement: { readonly color: number; readonly move: number } | null;
  readonly next: TurnView | null;
  readonly end: GameEnd | null;
  /** A puzzle no colour can go on with (open for /undo, or /resign to end it): how far it got. */
  readonly stuck: PuzzleProgress | null;
  /** Sentences for the public message, without mentions: "Blue played P5-L e5 rot90 flip. Yellow to move: Bob." */
  readonly text: string;
  /** When the turn that begins runs out, if the game has a turn deadline (ms since the epoch). */
  readonly deadlineAt: number | null;
  /** User ids to mention in a new message: the next player, or everyone seated at the end. */
  readonly ping: readonly string[];
  /** The picture to post: the board, or the final scoreboard. */
  readonly picture: 'board' | 'scoreboard';
  /** True when this request had been applied before (a retry): nothing new was written. */
  readonly replayed: boolean;
}

/** The board and status of a game (`/board`). */
export interface BoardView {
  readonly gameId: number;
  readonly version: number;
  readonly status: GameStatus;
  readonly settings: GameSettingsView;
  readonly game: Game;
  readonly seats: readonly SeatView[];
  readonly toMove: TurnView | null;
  readonly lastPlacement: { readonly color: number; readonly move: number; readonly text: string } | null;
  /** Number of entries in the move log. */
  readonly moveCount: number;
  /** Current scores (final when the game is over). */
  readonly scores: Scores;
  readonly end: GameEnd | null;
  /** A puzzle no colour can go on with (open for /undo, or /resign to end it): how far it got. */
  readonly stuck: PuzzleProgress | null;
  readonly pendingUndo: { readonly requestedBy: string; readonly waitingFor: readonly string[] } | null;
  readonly text: string;
}

/** One colour's remaining pieces. */
export interface ColorPieces {
  readonly color: Color;
  readonly colorIndex: number;
  readonly out: OutReason | null;
  readonly squaresLeft: number;
  readonly pieces: readonly {
    readonly piece: PieceIndex;
    readonly name: PieceName;
    readonly count: number;
  }[];
}

/** A player's colours and their remaining pieces (`/pieces`). */
export interface PiecesView {
  readonly gameId: number;
  readonly version: number;
  readonly game: Game;
  readonly userId: string;
  readonly colors: readonly ColorPieces[];
}

/** A game where it is the user's turn. */
export interface WaitingGame {
  readonly gameId: number;
  readonly channelId: string;
  readonly threadId: string | null;
  readonly variant: VariantId;
  readonly color: Color;
  readonly since: number;
  /** The display names of the other players, in seat order. */
  readonly opponents: readonly string[];
}

/** An open game a user sits in. */
export interface OpenGame {
  readonly gameId: number;
  readonly channelId: string;
  readonly threadId: string | null;
  readonly variant: VariantId;
  readonly status: GameStatus;
  readonly yourTurn: boolean;
  /** The display names of the other players, in seat order. */
  readonly opponents: readonly string[];
}

/** A game of the server someone could join: a lobby with free seats, or a running game's seat on offer. */
export type JoinableView = {
  readonly gameId: number;
  readonly channelId: string;
  readonly threadId: string | null;
  readonly variant: VariantId;
} & (
  | { readonly kind: 'lobby'; readonly free: number; readonly seats: number }
  | { readonly kind: 'seat'; readonly colors: readonly Color[] }
);

/** Names one offer, so a click meant for it never acts on another. */
export interface SeatOfferPin {
  readonly userId: string;
  readonly at: number;
}

/** An open offer, for the message that shows it. */
export interface SeatOfferView {
  readonly gameId: number;
  readonly version: number;
  readonly pin: SeatOfferPin;
  readonly holder: Player;
  readonly colors: readonly Color[];
  readonly offeredBy: string;
}
