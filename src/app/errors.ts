import type {
  Color,
  OutReason,
  PieceIndex,
  PieceName,
  PlacementError,
  Point,
  VariantId,
} from '../engine/index.ts';
import type { MoveError } from '../notation/index.ts';
import type { GameStatus } from '../store/index.ts';
import type { Suggestion } from './preview/nearby.ts';
import type { TurnView } from './views/view-shapes.ts';

/**
 * Everything a use case can refuse, as data carrying the offending input and what would work.
 * `describeAppError` (describe.ts) is the one place that turns them into sentences.
 */
export type AppError =
  | { readonly kind: 'game-not-found'; readonly gameId: number }
  /** No open game in the channel or thread the command came from. */
  | { readonly kind: 'no-game-here'; readonly channelId: string }
  /** The channel or thread already has an open game. */
  | {
      readonly kind: 'channel-busy';
      readonly gameId: number;
      readonly status: GameStatus;
      readonly creatorId: string;
    }
  | {
      readonly kind: 'bad-option';
      readonly option: string;
      readonly value: string;
      readonly expected: string;
    }
  /** Fast contact asked for a variant not played on the classic board: `valid` are those that are. */
  | {
      readonly kind: 'fast-contact-variant';
      readonly variant: VariantId;
      readonly valid: readonly VariantId[];
    }
  /** Joining, leaving the lobby or starting needs a lobby. */
  | { readonly kind: 'not-in-lobby'; readonly gameId: number; readonly status: GameStatus }
  | { readonly kind: 'not-started'; readonly gameId: number }
  | { readonly kind: 'game-over'; readonly gameId: number; readonly status: GameStatus }
  | { readonly kind: 'already-seated'; readonly gameId: number }
  | { readonly kind: 'game-full'; readonly gameId: number; readonly seats: number }
  | { readonly kind: 'unknown-color'; readonly text: string; readonly valid: readonly Color[] }
  /** classic-3's Green is played in rotation and belongs to nobody. */
  | { readonly kind: 'shared-color'; readonly color: Color; readonly valid: readonly Color[] }
  | { readonly kind: 'color-taken'; readonly color: Color; readonly byName: string }
  | { readonly kind: 'not-in-game'; readonly gameId: number }
  /** The user left the running game (or was removed): their colours stopped. */
  | { readonly kind: 'left-game'; readonly gameId: number }
  | { readonly kind: 'creator-cannot-leave'; readonly gameId: number }
  /** Only the creator (or, to cancel, a moderator) may do this. */
  | {
      readonly kind: 'not-allowed';
      readonly action: 'start' | 'cancel' | 'remove' | 'offer-seat' | 'withdraw-offer' | 'add-computer';
      readonly creatorId: string;
    }
  /** Removing oneself: that is leaving. */
  | { readonly kind: 'remove-self'; readonly gameId: number }
  /** The host of a lobby cannot be removed: the lobby is cancelled instead. */
  | { readonly kind: 'host-in-lobby'; readonly gameId: number }
  /** The user named is not playing the game (never sat, or left). */
  | { readonly kind: 'not-a-player'; readonly gameId: number }
  /** More players challenged or seated than the variant has seats. */
  | {
      readonly kind: 'too-many-players';
      readonly variant: VariantId;
      readonly seats: number;
      readonly players: number;
    }
  /** The free seats of the lobby are held for the players challenged to it. */
  | { readonly kind: 'seat-reserved'; readonly gameId: number }
  /** Answering an undo request with every colour out: it is for the players still in the game. */
  | { readonly kind: 'undo-not-yours'; readonly gameId: number }
  /** A server's settings are changed by its admins (Manage Server). */
  | { readonly kind: 'not-admin' }
  /** A rematch is opened by a player of the finished game, not by someone who watched it. */
  | { readonly kind: 'rematch-not-player'; readonly gameId: number }
  /** Every colour of that seat is out: there is nothing left to hand over. */
  | { readonly kind: 'seat-finished'; readonly gameId: number }
  /** The seat offer a button was drawn for was taken or withdrawn, or its player left. */
  | { readonly kind: 'no-seat-offer'; readonly gameId: number }
  /** Taking a seat: the user already holds one in this game. */
  | { readonly kind: 'already-playing'; readonly gameId: number }
  | {
      readonly kind: 'player-count';
      readonly variant: VariantId;
      readonly have: number;
      readonly need: number;
    }
  | { readonly kind: 'not-your-turn'; readonly toMove: TurnView }
  | {
      readonly kind: 'unknown-piece';
      readonly text: string;
      readonly suggestion: PieceName | null;
      readonly valid: readonly PieceName[];
    }
  | {
      readonly kind: 'piece-not-in-set';
      readonly piece: PieceIndex;
      readonly variant: VariantId;
      readonly valid: readonly PieceName[];
    }
  /** Trigon: the words read as two legal placements (docs/trigon.md section 9); the player picks one by typing it. */
  | { readonly kind: 'ambiguous-move'; readonly text: string; readonly readings: readonly string[] }
  /** The text is not a move in either notation. */
  | { readonly kind: 'bad-notation'; readonly text: string; readonly error: MoveError }
  /** A well-formed placement the rules forbid; `nearby` lists legal placements of that piece close by. */
  | {
      readonly kind: 'illegal-placement';
      readonly color: Color;
      readonly piece: PieceIndex;
      readonly squares: readonly Point[];
      readonly boardSize: number;
      readonly error: PlacementError;
      readonly nearby: readonly Suggestion[];
    }
  /** The request was applied already and other moves followed (a retry of the latest move gets its result). */
  | { readonly kind: 'already-applied'; readonly ply: number }
  | { readonly kind: 'not-your-color'; readonly color: Color; readonly yours: readonly Color[] }
  | { readonly kind: 'color-out'; readonly color: Color; readonly reason: OutReason }
  | { readonly kind: 'nothing-to-resign'; readonly gameId: number }
  | { readonly kind: 'undo-off'; readonly gameId: number }
  | { readonly kind: 'nothing-to-undo'; readonly reason: 'no-moves' | 'not-a-placement' }
  /** Undo rule `mover`: only the player who made the last placement may take it back. */
  | { readonly kind: 'undo-not-mover'; readonly moverId: string | null }
  | { readonly kind: 'undo-pending'; readonly requestedBy: string }
  | { readonly kind: 'no-undo-request' }
  | { readonly kind: 'own-undo-request' }
  /** The game changed since it was read or since the button was drawn: nothing was written. */
  | { readonly kind: 'stale'; readonly gameId: number }
  /** A preview button's state could not be read. */
  | { readonly kind: 'bad-preview'; readonly text: string }
  /** A deadline that is not (or no longer) due. */
  | { readonly kind: 'deadline-not-due'; readonly gameId: number }
  | { readonly kind: 'bad-quiet-hours'; readonly text: string }
  /** A puzzle no colour can go on with: take pieces back, or end it. */
  | {
      readonly kind: 'puzzle-stuck';
      readonly gameId: number;
      readonly placed: number;
      readonly pieces: number;
    }
  /** The host turned hints off for this game. */
  | { readonly kind: 'hints-off'; readonly gameId: number }
  /** The computer player does not play this variant yet (Trigon). */
  | { readonly kind: 'computer-unsupported'; readonly variant: VariantId }
  /** Every computer worker is busy and the queue is full: try again in a moment. */
  | { readonly kind: 'computer-busy' }
  /** A computer seat cannot take this action (e.g. removing the host's seat). */
  | { readonly kind: 'no-computer-seat'; readonly gameId: number };

/** The kinds of `AppError`. */
export type AppErrorKind = AppError['kind'];
