/**
 * The game service (DESIGN.md section 1, `src/app/`): the bot's use cases, with no Discord types.
 *
 * Build one `GameService` per process over a `Store` (`Store.open(DATABASE_PATH)`), with the clock and
 * randomness injected. Every call takes plain ids and strings and returns a `Result`: the data to show
 * (sentences without mentions, the engine game to draw, the user ids to ping) or an `AppError`, which
 * `describeAppError` turns into one clear sentence for an ephemeral reply. A call that changes a game
 * commits it (one transaction, compare-and-set on the game's version) before it returns, so the bot posts
 * only what is already saved; an error means nothing changed.
 *
 * Games are found by `GameRef`: `{ channelId }` (the channel or thread a command was typed in) or
 * `{ gameId, version? }` (buttons: an outdated version gives `stale`, "the board changed").
 */

export { computerLevelOf, isComputerId } from '../store/index.ts';
export type { AiAnswer, AiJob, AiLimits, HintMove } from './ai-job.ts';
export { AiPool, type AiPoolOptions, type AiTask } from './ai-pool.ts';
export type { Announcement, PlayRecord } from './announcements.ts';
export { dmPlace, placeOfGame } from './announcements.ts';
export { COMPUTER_LEVELS, type ComputerTurn, computerPlays } from './computer.ts';
export type { CreateGameInput } from './create.ts';
export { describeAppError, describeNotation, describePlacement } from './describe.ts';
export type { AppError, AppErrorKind } from './errors.ts';
export type { HintRequest, HintView, PuzzleHintView } from './hints.ts';
export { DEFAULTS, LIMITS } from './limits.ts';
export { LOBBY_EXPIRY_MS } from './lobby.ts';
export { locatePiece } from './move-input.ts';
export { nearbyPlacements } from './nearby.ts';
export type { Delivery, DeliveryContent } from './outbox.ts';
export { problemCells } from './preview.ts';
export {
  canStep,
  decodePreview,
  encodePreview,
  type PreviewStep,
  type PreviewTransform,
  previewText,
  transformState,
} from './preview-state.ts';
export { colorWord, type PuzzleOutcome, type PuzzleProgress } from './puzzle.ts';
export { type LeaderboardEntry, START_RATING } from './rating.ts';
export type { GameRecordFile } from './record.ts';
export { isQuiet, parseQuietHours } from './reminders.ts';
export type { LeaveResult } from './resign.ts';
export type { Actor, SeatOfferPin, SeatOfferView } from './seat-offer.ts';
export { GameService, type GameServiceOptions } from './service.ts';
export {
  type TapChoices,
  type TapCorner,
  type TapPiece,
  type TapPlacement,
  tapPieces,
  tapPlacements,
} from './tap.ts';
export type * from './types.ts';
export type { UndoOutcome, UndoRequestPin } from './undo.ts';
export { WARM_UP_SLICE_MS, type WarmUpReport } from './warm-up.ts';
