/**
 * The game service (docs/design.md, `src/app/`): the bot's use cases, with no Discord types.
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
 *
 * This file lists what the bot, the commands and the tests may use; each feature lives in its folder:
 * game/ (loading and committing games, seats and turns), lobby/, play/, preview/ (previews and taps),
 * views/, computer/ (computer seats, hints, the worker pool), outbox/, reminders/, settings/.
 */

export { isComputerId } from '../store/index.ts';
export type { AiAnswer, AiJob, AiLimits, HintMove } from './computer/ai-job.ts';
export { AiPool, type AiPoolOptions, type AiTask } from './computer/ai-pool.ts';
export { COMPUTER_LEVELS, type ComputerTurn, computerPlays } from './computer/computer-seats.ts';
export type { HintRequest, HintView, PuzzleHintView } from './computer/hints.ts';
export { describeAppError, describeNotation, describePlacement } from './describe.ts';
export type { AppError, AppErrorKind } from './errors.ts';
export type { GameRef, Player } from './game/game-ref.ts';
export { colorWord, type PuzzleOutcome, type PuzzleProgress } from './game/puzzle.ts';
export { WARM_UP_SLICE_MS, type WarmUpReport } from './game/warm-up.ts';
export { GameService, type GameServiceOptions } from './game-service.ts';
export { DEFAULTS, LIMITS } from './limits.ts';
export type { CreateGameInput } from './lobby/create-game.ts';
export { type CancelResult, type ExpiredLobby, LOBBY_EXPIRY_MS } from './lobby/lobby.ts';
export type { Actor } from './lobby/seat-offer.ts';
export { type Announcement, dmPlace, type PlayRecord, placeOfGame } from './outbox/announcements.ts';
export type { Delivery, DeliveryContent } from './outbox/delivery.ts';
export { locatePiece } from './play/move-input.ts';
export type { LeaveResult } from './play/resign.ts';
export type { UndoOutcome, UndoRequestPin } from './play/undo.ts';
export { nearbyPlacements, type Suggestion } from './preview/nearby.ts';
export { type PreviewResult, problemCells } from './preview/preview.ts';
export {
  canStep,
  decodePreview,
  encodePreview,
  type PreviewState,
  type PreviewStep,
  type PreviewTransform,
  previewText,
  transformState,
} from './preview/preview-state.ts';
export {
  type Direction,
  isTapRange,
  OPTIONS_PER_STEP,
  type TapChoices,
  type TapCorner,
  type TapGroup,
  type TapPlacement,
  type TapRange,
  type TapStep,
  tapStep,
} from './preview/tap.ts';
export { isQuiet, parseQuietHours } from './reminders/notification-settings.ts';
export type { DueReminder } from './reminders/reminders.ts';
export { type LeaderboardEntry, START_RATING } from './views/leaderboard.ts';
export type { GameRecordFile } from './views/sgf-record.ts';
export type {
  BoardView,
  ColorPieces,
  GameEnd,
  GameSettingsView,
  JoinableView,
  LobbyView,
  OpenGame,
  PiecesView,
  PlayEvent,
  PlayResult,
  SeatOfferPin,
  SeatOfferView,
  SeatView,
  Standing,
  TurnView,
  WaitingGame,
} from './views/view-shapes.ts';
