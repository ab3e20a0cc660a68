import type { Game, PieceIndex, Point, Random } from '../engine/index.ts';
import type { Result } from '../engine/result.ts';
import type { GameRecord, ShardScope, Store, UserSettingsRecord } from '../store/index.ts';
import { createComputerGame } from './computer/computer-seats.ts';
import { ComputerService } from './computer/computer-service.ts';
import type { AppError } from './errors.ts';
import { GameCache } from './game/game-cache.ts';
import type { GameRef, Player } from './game/game-ref.ts';
import type { Context } from './game/load-and-commit.ts';
import { PlaceWatch } from './game/place-watch.ts';
import { type WarmUpReport, warmUp, warmUpInSteps } from './game/warm-up.ts';
import { type CreateGameInput, createGame } from './lobby/create-game.ts';
import type { CancelResult, ExpiredLobby } from './lobby/lobby.ts';
import { cancel, expireLobbies, join, start } from './lobby/lobby.ts';
import { type Actor, offerSeat, takeSeat, withdrawSeatOffer } from './lobby/seat-offer.ts';
import { OutboxService } from './outbox/outbox-service.ts';
import { confirmPreview, place } from './play/place.ts';
import { type LeaveResult, leave, pass, removePlayer, resign } from './play/resign.ts';
import { answerUndo, requestUndo, type UndoOutcome, type UndoRequestPin } from './play/undo.ts';
import type { Suggestion } from './preview/nearby.ts';
import { nearbyPlacements } from './preview/nearby.ts';
import type { PreviewResult } from './preview/preview.ts';
import { preview, previewState, transformPreview } from './preview/preview.ts';
import type { PreviewState, PreviewTransform } from './preview/preview-state.ts';
import { type TapChoices, tapChoices } from './preview/tap.ts';
import {
  type NotificationChange,
  notificationSettings,
  setNotifications,
} from './reminders/notification-settings.ts';
import type { DueReminder } from './reminders/reminders.ts';
import { applyDeadline, claimReminder, dueReminders } from './reminders/reminders.ts';
import { colorBlindPictures, toggleColorBlind } from './settings/color-blind.ts';
import { ServerSettings } from './settings/server-settings.ts';
import {
  board,
  joinableGames,
  lobby,
  openGames,
  pieces,
  rematchSettings,
  waitingGames,
} from './views/game-views.ts';
import { type LeaderboardEntry, leaderboard } from './views/leaderboard.ts';
import { exportRecord, type GameRecordFile } from './views/sgf-record.ts';
import type {
  BoardView,
  GameSettingsView,
  JoinableView,
  LobbyView,
  OpenGame,
  PiecesView,
  PlayResult,
  SeatOfferPin,
  SeatOfferView,
  WaitingGame,
} from './views/view-shapes.ts';

/** What the service is built from. The clock and randomness are injected so tests control them. */
export interface GameServiceOptions {
  readonly store: Store;
  /** Milliseconds since the epoch (default `Date.now`). */
  readonly now?: () => number;
  /** Uniform numbers in [0, 1) for seat assignment (default `Math.random`). */
  readonly random?: Random;
  /** Engine games kept in memory, keyed by (game, version); 0 disables the cache. Default 256. */
  readonly cacheSize?: number;
}

/**
 * The game service: every use case of the bot, with plain ids and strings in and data out, never Discord
 * objects. Each call that changes a game reads it, checks everything, and writes one compare-and-set
 * transaction before returning; an error (`AppError`, see `describeAppError`) means nothing changed.
 *
 * It is the one object the bot holds: built once over the store, the clock, randomness and the game cache,
 * it hands that context to the feature functions (lobby/, play/, preview/, views/, reminders/, settings/),
 * which take it as their first argument and can be tested alone. Each method says what the call does; its
 * body only names the function that does it, so this class doubles as the table of contents of the app.
 */
export class GameService {
  private readonly ctx: Context;
  /** The announcements written with each change, for the bot's delivery loop. */
  readonly outbox: OutboxService;
  /** A server's settings and the languages of its public messages and members. */
  readonly server: ServerSettings;
  /** Computer seats and hints (their searches run in an `AiPool`, outside the service). */
  readonly computer: ComputerService;
  private readonly watchers = new Set<(game: GameRecord) => void>();

  constructor(options: GameServiceOptions) {
    this.ctx = {
      store: options.store,
      now: options.now ?? Date.now,
      random: options.random ?? Math.random,
      cache: new GameCache(options.cacheSize ?? 256),
      changed: (game) => {
        for (const watcher of this.watchers) watcher(game);
      },
    };
    this.outbox = new OutboxService(this.ctx);
    this.server = new ServerSettings(this.ctx);
    this.computer = new ComputerService(this.ctx);
  }

  /** The store this service writes to. */
  get store(): Store {
    return this.ctx.store;
  }

  /**
   * The Discord shards this process runs: from now on its delivery loop, reminders and lobby expiry take
   * only its servers' games (a DM reminder goes with its game's server). Other processes on the same
   * database run the other shards.
   */
  runShards(scope: ShardScope): void {
    this.ctx.store.setShardScope(scope);
  }

  /**
   * Calls `watcher` with a game's row each time this process writes it (created, or changed by any door:
   * commands, buttons, the Activity, the computer), after its transaction; returns the way to stop.
   * Writes by other processes on the same database are not seen here: `watchPlaces` sees them.
   */
  watchChanges(watcher: (game: GameRecord) => void): () => void {
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  /**
   * Calls `changed` with a channel or thread of `places()` (asked again each time) when the game it shows
   * changes or a new one starts there, written by this process (at once) or by another on the same
   * database, a shard's (within `PLACE_POLL_MS`: see `PlaceWatch`); returns the way to stop.
   */
  watchPlaces(places: () => Iterable<string>, changed: (placeId: string) => void): () => void {
    const watch = new PlaceWatch(this.ctx.store, places, changed);
    const stopLocal = this.watchChanges((game) => watch.local(game));
    watch.poll();
    return () => {
      stopLocal();
      watch.stop();
    };
  }

  /** Closes the database connection (at shutdown). */
  close(): void {
    this.ctx.store.close();
  }

  // Lobby

  /** Opens a lobby in a channel or thread with the creator seated (one open game per channel or thread). */
  createGame(input: CreateGameInput): Result<LobbyView, AppError> {
    return input.computerLevel === undefined
      ? createGame(this.ctx, input)
      : createComputerGame(this.ctx, input);
  }

  /** Joins a lobby, optionally asking for a colour by name; joining again with a colour changes the wish. */
  join(ref: GameRef, player: Player, color?: string | null): Result<LobbyView, AppError> {
    return join(this.ctx, ref, player, color);
  }

  /** Leaves a lobby, or a running game (the player's colours are resigned and the game goes on). */
  leave(ref: GameRef, userId: string): Result<LeaveResult, AppError> {
    return leave(this.ctx, ref, userId);
  }

  /** Takes a player out of a game (the host or a moderator), as if they left. */
  removePlayer(ref: GameRef, actor: Actor, targetId: string): Result<LeaveResult, AppError> {
    return removePlayer(this.ctx, ref, actor, targetId);
  }

  /** Starts a full lobby (creator only): seats and colours by wish, the rest at random. */
  start(ref: GameRef, userId: string): Result<PlayResult, AppError> {
    return start(this.ctx, ref, userId);
  }

  /** Cancels a lobby or running game: the creator, or a moderator (`isModerator`: Manage Channels). */
  cancel(ref: GameRef, userId: string, isModerator: boolean): Result<CancelResult, AppError> {
    return cancel(this.ctx, ref, userId, isModerator);
  }

  // Moves

  /** Places a piece for the player to move (`P5-L e5 rot90 flip` or `e5,f5,g5,g6,g7`); a retried `requestId` is harmless. */
  place(ref: GameRef, userId: string, moveText: string, requestId: string): Result<PlayResult, AppError> {
    return place(this.ctx, ref, userId, moveText, requestId);
  }

  /** Shows a move without saving it: squares, legality, problem cells, nearby legal placements. */
  preview(ref: GameRef, userId: string, moveText: string): Result<PreviewResult, AppError> {
    return preview(this.ctx, ref, userId, moveText);
  }

  /** Shows a placement given by piece, pivot and transform (a tap flow's pick) without saving it. */
  previewState(ref: GameRef, userId: string, state: PreviewState): Result<PreviewResult, AppError> {
    return previewState(this.ctx, ref, userId, state);
  }

  /** Turns (a quarter clockwise), mirrors or moves (one square) a previewed piece and shows it again. */
  transformPreview(
    ref: GameRef,
    userId: string,
    state: PreviewState,
    op: PreviewTransform,
  ): Result<PreviewResult, AppError> {
    return transformPreview(this.ctx, ref, userId, state, op);
  }

  /** The legal moves of the colour to move, ordered for playing by taps (`stale` if `ref`'s version moved on). */
  tapChoices(ref: GameRef, userId: string, color?: number): Result<TapChoices, AppError> {
    return tapChoices(this.ctx, ref, userId, color);
  }

  /** Places a previewed move (the preview's Confirm button). */
  confirmPreview(
    ref: GameRef,
    userId: string,
    state: PreviewState,
    requestId: string,
  ): Result<PlayResult, AppError> {
    return confirmPreview(this.ctx, ref, userId, state, requestId);
  }

  /** The player to move gives up the colour to move for the rest of the game; a retried `requestId` is harmless. */
  pass(ref: GameRef, userId: string, requestId?: string): Result<PlayResult, AppError> {
    return pass(this.ctx, ref, userId, requestId);
  }

  /** Resigns one of the player's colours (by name), or all of them; the game goes on. */
  resign(ref: GameRef, userId: string, colorName?: string | null): Result<PlayResult, AppError> {
    return resign(this.ctx, ref, userId, colorName);
  }

  /** Asks to take back the last placement (by the game's undo rule). */
  requestUndo(ref: GameRef, userId: string): Result<UndoOutcome, AppError> {
    return requestUndo(this.ctx, ref, userId);
  }

  /** Accepts or declines the pending undo request. */
  answerUndo(
    ref: GameRef,
    userId: string,
    accept: boolean,
    pin?: UndoRequestPin,
  ): Result<UndoOutcome, AppError> {
    return answerUndo(this.ctx, ref, userId, accept, pin);
  }

  // Seats changing hands

  /** Offers the seat of a player still in the game to whoever takes it (themselves, the host, a moderator). */
  offerSeat(ref: GameRef, actor: Actor, holderId: string): Result<SeatOfferView, AppError> {
    return offerSeat(this.ctx, ref, actor, holderId);
  }

  /** Takes the offered seat (someone not playing in the game) and plays on with its colours. */
  takeSeat(gameId: number, player: Player, pin: SeatOfferPin): Result<PlayResult, AppError> {
    return takeSeat(this.ctx, gameId, player, pin);
  }

  /** Withdraws an open seat offer. */
  withdrawSeatOffer(
    gameId: number,
    actor: Actor,
    pin: SeatOfferPin,
  ): Result<{ readonly holder: Player }, AppError> {
    return withdrawSeatOffer(this.ctx, gameId, actor, pin);
  }

  // Views

  /** The board and status of a game. */
  board(ref: GameRef): Result<BoardView, AppError> {
    return board(this.ctx, ref);
  }

  /** Seats, variant and options of a game (the lobby message). */
  lobby(ref: GameRef): Result<LobbyView, AppError> {
    return lobby(this.ctx, ref);
  }

  /** A player's colours and their remaining pieces. */
  pieces(ref: GameRef, userId: string): Result<PiecesView, AppError> {
    return pieces(this.ctx, ref, userId);
  }

  /** The games of a guild where it is this user's turn. */
  waitingGames(guildId: string, userId: string): WaitingGame[] {
    return waitingGames(this.ctx, guildId, userId);
  }

  /** Open games (lobbies and running games) of a guild where this user has a seat. */
  openGames(guildId: string, userId: string): OpenGame[] {
    return openGames(this.ctx, guildId, userId);
  }

  /** Games of a guild this user could join: lobbies with a free seat, running games with a seat on offer. */
  joinableGames(guildId: string, userId: string): JoinableView[] {
    return joinableGames(this.ctx, guildId, userId);
  }

  /** A server's leaderboard: the players of its finished games by rating (then wins, then average score). */
  leaderboard(guildId: string, limit = 10): LeaderboardEntry[] {
    return leaderboard(this.ctx.store, guildId, Math.max(1, Math.min(25, limit)));
  }

  /** Legal placements of one piece near a square, nearest first (for "try these instead"). */
  nearbyPlacements(game: Game, color: number, piece: PieceIndex, near: Point, limit = 3): Suggestion[] {
    return nearbyPlacements(game, color, piece, near, limit);
  }

  /** The game as a Pentobi SGF file. */
  exportRecord(ref: GameRef): Result<GameRecordFile, AppError> {
    return exportRecord(this.ctx, ref);
  }

  // Reminders, notifications and housekeeping

  /** Cancels the lobbies nobody touched for a week (see `LOBBY_EXPIRY_MS`) and returns them. */
  expireLobbies(now = this.ctx.now()): ExpiredLobby[] {
    return expireLobbies(this.ctx, now);
  }

  /** Reminders and deadlines due now, longest due first, at most `limit` (nothing is claimed: see `claimReminder`). */
  dueReminders(now?: number, limit?: number): DueReminder[] {
    return dueReminders(this.ctx, now, limit);
  }

  /** Claims a due reminder and puts it in the outbox; false: not due any more, or claimed already. */
  claimReminder(due: DueReminder, now?: number): boolean {
    return claimReminder(this.ctx, due, now);
  }

  /** Applies a `pass` deadline: the late colour resigns; the result is posted like a move. */
  applyDeadline(gameId: number, turn: number): Result<PlayResult, AppError> {
    return applyDeadline(this.ctx, gameId, turn);
  }

  /** The settings of a finished game for a rematch that `userId` opens (a player of that game only). */
  rematchSettings(
    gameId: number,
    userId: string,
  ): Result<{ readonly settings: GameSettingsView; readonly players: readonly Player[] }, AppError> {
    return rematchSettings(this.ctx, gameId, userId);
  }

  /** Whether pictures of this game, seen by these users, carry the colour-blind marks. */
  colorBlindPictures(gameId: number, userIds: readonly string[]): boolean {
    return colorBlindPictures(this.ctx, gameId, userIds);
  }

  /** The lobby's colour-blind toggle (any player seated in the lobby). */
  toggleColorBlind(ref: GameRef, userId: string): Result<LobbyView, AppError> {
    return toggleColorBlind(this.ctx, ref, userId);
  }

  /** A user's notification settings. */
  notificationSettings(userId: string): UserSettingsRecord {
    return notificationSettings(this.ctx, userId);
  }

  /** Changes a user's notification settings (channel or DM, quiet hours). */
  setNotifications(userId: string, change: NotificationChange): Result<UserSettingsRecord, AppError> {
    return setNotifications(this.ctx, userId, change);
  }

  /** Loads and replays every open game (at start-up): all of them continue; broken ones are reported. */
  warmUp(): WarmUpReport {
    return warmUp(this.ctx);
  }

  /** The same in short slices, pausing between them, so it can run in the background while the bot answers. */
  warmUpInSteps(pause: () => Promise<void>, signal?: AbortSignal, sliceMs?: number): Promise<WarmUpReport> {
    return warmUpInSteps(this.ctx, pause, signal, sliceMs);
  }
}
