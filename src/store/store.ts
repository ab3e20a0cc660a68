import { variantOf } from '../engine/index.ts';
import { err, ok, type Result } from '../engine/result.ts';
import { isComputerId } from './computers/computer-id.ts';
import { ComputerTable } from './computers/computer-table.ts';
import {
  type CommitError,
  DuplicateRequest,
  type GameChange,
  type NewGame,
  type PlaceBusy,
} from './game-change.ts';
import { type DueCursor, type DueTurn, prepareDueTurns } from './games/due-turns.ts';
import { prepareSettingsTable } from './games/game-settings-table.ts';
import { prepareGameTable } from './games/game-table.ts';
import { type JoinableGame, prepareJoinable } from './games/joinable-games.ts';
import { prepareMoveTable } from './games/move-table.ts';
import { prepareOfferTable } from './games/offer-table.ts';
import { prepareSeatTable } from './games/seat-table.ts';
import { prepareUndoTable } from './games/undo-table.ts';
import { type NewAnnouncement, type OutboxTable, prepareOutboxTable } from './outbox-table.ts';
import { isRated, type RatingRecord } from './ratings/rating-model.ts';
import { prepareRatingTable } from './ratings/rating-table.ts';
import { prepareResultTable } from './ratings/result-table.ts';
import type { GameRecord, ResultRecord, SeatRecord, StoredGame } from './records.ts';
import { Preferences } from './settings/preferences.ts';
import { type OpenOptions, openSql } from './sql/open-database.ts';
import { allShards, type ShardScope } from './sql/shard-scope.ts';
import type { SqlDatabase } from './sql/sql-database.ts';

export type { CommitError, GameChange, NewGame, PlaceBusy } from './game-change.ts';

/**
 * The store: one connection (SQLite, or PostgreSQL through its synchronous bridge: sql/sql-database.ts), its
 * statements prepared once, and the few operations the game service needs. Reads return domain records;
 * every write to a game goes through `commit`, a compare-and-set on the game's version inside one
 * transaction that holds the write lock (SQLite) or is serializable (PostgreSQL).
 */
export class Store {
  private readonly games;
  private readonly seats;
  private readonly moves;
  private readonly settings;
  private readonly undos;
  private readonly offers;
  private readonly results;
  private readonly ratings;
  private readonly due;
  private readonly joinable;
  /** Servers' and users' own settings and languages (see settings/preferences.ts). */
  readonly preferences: Preferences;
  /** The outbox and the messages games edit later (see outbox-table.ts). */
  readonly outbox: OutboxTable;
  /** Hints used, and the games waiting for a computer's move (see computers/computer-table.ts). */
  readonly computers: ComputerTable;
  private readonly openCounts;
  /** Log entries (placements, resignations) this connection has written since it opened (for metrics). */
  movesWritten = 0;
  private scope: ShardScope = allShards();

  constructor(readonly db: SqlDatabase) {
    this.games = prepareGameTable(db);
    this.seats = prepareSeatTable(db);
    this.moves = prepareMoveTable(db);
    this.settings = prepareSettingsTable(db);
    this.undos = prepareUndoTable(db);
    this.offers = prepareOfferTable(db);
    this.results = prepareResultTable(db);
    this.ratings = prepareRatingTable(db);
    this.due = prepareDueTurns(db);
    this.joinable = prepareJoinable(db);
    this.preferences = new Preferences(db);
    this.outbox = prepareOutboxTable(db);
    this.computers = new ComputerTable(db);
    // Each count reads one partial index (games_lobby_idle, games_active), not the games themselves.
    this.openCounts = db.prepare<[], { lobby: number; active: number }>(`
      SELECT (SELECT count(*) FROM games WHERE status = 'lobby') AS lobby,
        (SELECT count(*) FROM games WHERE status = 'active') AS active`);
  }

  /**
   * Opens (and migrates) a database: a PostgreSQL URL (`postgres://…`), else the SQLite file at that
   * path (`:memory:` for a throwaway one).
   */
  static open(location: string, options: OpenOptions = {}): Store {
    return new Store(openSql(location, options));
  }

  close(): void {
    this.db.close();
  }

  /**
   * The shards this process runs (default: all of one): from now on the outbox, the due reminders, the
   * idle lobbies and the open games it reads are those of its servers only (sql/shard-scope.ts).
   */
  setShardScope(scope: ShardScope): void {
    if (!Number.isInteger(scope.count) || scope.count < 1) throw new Error(`bad shard count ${scope.count}`);
    for (const id of scope.ids) {
      if (!Number.isInteger(id) || id < 0 || id >= scope.count)
        throw new Error(`shard ${id} is not in 0 … ${scope.count - 1}`);
    }
    this.scope = { count: scope.count, ids: [...new Set(scope.ids)].sort((a, b) => a - b) };
    this.db.setShardScope(this.scope);
  }

  /** The shards this process runs. */
  get shardScope(): ShardScope {
    return this.scope;
  }

  /**
   * Creates a lobby with its creator seated, unless the channel or thread already has an open game; what
   * `announce` returns for the new game is written to the outbox in the same transaction.
   */
  createGame(
    input: NewGame,
    announce: (game: GameRecord) => readonly NewAnnouncement[] = () => [],
  ): Result<StoredGame, PlaceBusy> {
    const place = input.threadId ?? input.channelId;
    const create = (): Result<StoredGame, PlaceBusy> => {
      const existing = this.games.openAt(place);
      if (existing) return err({ kind: 'place-busy', game: existing });
      const game = this.games.insert(input);
      const settings = {
        ...input.settings,
        remindedTurn: null,
        remindedAt: null,
        remindersSent: 0,
        deadlineTurn: null,
        colorBlind: input.settings.colorBlind ?? false,
      };
      this.settings.insert(game.id, settings);
      const seat: SeatRecord = {
        seat: 0,
        userId: input.creatorId,
        displayName: input.creatorName,
        colors: [],
        wantedColor: input.creatorColor,
        joinedAt: input.createdAt,
        leftAt: null,
        computerLevel: null,
      };
      const seats: SeatRecord[] = [seat];
      for (const [i, other] of (input.others ?? []).entries()) {
        seats.push({
          ...seat,
          seat: i + 1,
          userId: other.userId,
          displayName: other.displayName,
          wantedColor: null,
          computerLevel: other.computerLevel ?? null,
        });
      }
      for (const s of seats) this.seats.insert(game.id, s, variantOf(game.variant));
      this.outbox.insert(announce(game), input.createdAt);
      return ok({ game, seats, moves: [], settings, undo: null, offer: null });
    };
    return this.db.transaction(create);
  }

  /** A game with its seats, log, settings, pending undo request and seat offer, read as one snapshot. */
  loadGame(id: number): StoredGame | undefined {
    return this.db.snapshot(() => {
      const game = this.games.byId(id);
      if (!game) return undefined;
      const variant = variantOf(game.variant);
      const settings = this.settings.get(id);
      if (!settings) throw new Error(`game ${id} has no settings row`);
      return {
        game,
        seats: this.seats.ofGame(id, variant),
        moves: this.moves.ofGame(id, variant),
        settings,
        undo: this.undos.get(id),
        offer: this.offers.get(id),
      };
    });
  }

  /** The game row alone. */
  gameRecord(id: number): GameRecord | undefined {
    return this.games.byId(id);
  }

  /** The open (lobby or active) game of a channel or thread, by the id of that channel or thread. */
  findOpenGame(placeId: string): GameRecord | undefined {
    return this.games.openAt(placeId);
  }

  /**
   * The newest game of a channel or thread (open or not) and its version, from the place's index: what
   * changes whenever any process writes the game the place shows, or starts a new one there.
   */
  newestVersionAt(placeId: string): { readonly gameId: number; readonly version: number } | undefined {
    const newest = this.games.newestAt(placeId);
    return newest && { gameId: newest.id, version: newest.version };
  }

  /** The latest finished game of a channel or thread (to show its final board). */
  latestFinishedGame(placeId: string): GameRecord | undefined {
    return this.games.latestAt(placeId);
  }

  /**
   * Applies a change if the game is still at `before.version`, all in one transaction, and returns the
   * updated game row (version + 1). What `announce` returns for the updated row is written to the outbox in
   * that same transaction, so a change is never saved without its announcements. A stale version writes
   * nothing.
   */
  commit(
    before: GameRecord,
    change: GameChange,
    now: number,
    announce: (game: GameRecord) => readonly NewAnnouncement[] = () => [],
  ): Result<GameRecord, CommitError> {
    const variant = variantOf(before.variant);
    const write = (): Result<GameRecord, CommitError> => {
      const game = this.games.update(before, change.fields, change.newTurn === true, now);
      if (!game)
        return err({
          kind: 'stale',
          gameId: before.id,
          version: this.games.byId(before.id)?.version ?? null,
        });
      if (change.seats) this.seats.replace(before.id, change.seats, variant);
      if (change.dropMovesFrom !== undefined) this.moves.dropFrom(before.id, change.dropMovesFrom);
      for (const move of change.appendMoves ?? []) {
        if (move.requestId !== null && this.moves.plyOfRequest(before.id, move.requestId) !== undefined) {
          throw new DuplicateRequest(move.requestId);
        }
        this.moves.insert(before.id, move, variant);
      }
      if (change.undo !== undefined) this.undos.put(before.id, change.undo);
      if (change.offer !== undefined) this.offers.put(before.id, change.offer);
      if (change.results) this.results.replace(before.id, change.results);
      // The game finishes here: its server's ratings take it in, in this same transaction.
      if (
        change.results &&
        change.results.length > 0 &&
        before.status !== 'finished' &&
        game.status === 'finished' &&
        isRated(before.variant) &&
        // A game with a computer seat is not rated: between humans it says little, and computers hold no rating.
        !change.results.some((r) => isComputerId(r.userId))
      ) {
        const seats = change.seats ?? this.seats.ofGame(before.id, variant);
        const names = new Map(seats.map((s) => [s.seat, s.displayName]));
        this.ratings.applyGame(
          {
            guildId: before.guildId,
            variant: before.variant,
            seats: change.results.map((r) => ({ ...r, displayName: names.get(r.seat) ?? r.userId })),
          },
          now,
        );
      }
      if (change.colorBlind !== undefined) this.settings.setColorBlind(before.id, change.colorBlind);
      this.outbox.insert(announce(game), now);
      return ok(game);
    };
    try {
      const written = this.db.transaction(write);
      if (written.ok) this.movesWritten += change.appendMoves?.length ?? 0;
      return written;
    } catch (error) {
      if (error instanceof DuplicateRequest) {
        return err({ kind: 'duplicate-request', gameId: before.id, requestId: error.requestId });
      }
      throw error;
    }
  }

  /** The ply a request produced, if that request was applied (and not undone since). */
  plyOfRequest(gameId: number, requestId: string): number | undefined {
    return this.moves.plyOfRequest(gameId, requestId);
  }

  /** Active games of a guild where it is this user's turn, longest waiting first. */
  gamesWaitingFor(guildId: string, userId: string): GameRecord[] {
    return this.games.waiting(guildId, userId);
  }

  /** Open games of a guild where this user has a seat. */
  openGamesOf(guildId: string, userId: string): GameRecord[] {
    return this.games.openOfUser(guildId, userId);
  }

  /** Lobbies and running games with a seat on offer in a server, that the user is not part of (newest first). */
  joinableGames(guildId: string, userId: string, limit = 10): JoinableGame[] {
    return this.joinable(guildId, userId, limit);
  }

  /** Lobbies (of this process's servers) unchanged since `before`, the longest idle first (100 at most). */
  idleLobbies(before: number): GameRecord[] {
    return this.games.idleLobbies(before);
  }

  /** How many games are open: lobbies and running games. */
  openGameCounts(): { readonly lobby: number; readonly active: number } {
    return this.openCounts.get()!;
  }

  /** Ids of the open (lobby or active) games of this process's servers. */
  openGameIds(): number[] {
    return this.games.openIds();
  }

  /** A server's best players by rating (then wins, then average score): one indexed query. */
  leaderboard(guildId: string, limit: number): RatingRecord[] {
    return this.ratings.board(guildId, limit);
  }

  /** Every rated player of a server (by user id). */
  ratingsOf(guildId: string): RatingRecord[] {
    return this.ratings.all(guildId);
  }

  /** The final results of a game (empty until it is finished). */
  resultsOf(gameId: number): ResultRecord[] {
    return this.results.ofGame(gameId);
  }

  /** Active games whose reminder or deadline is due at `now`, earliest first, a page of `limit` after `after`. */
  dueTurns(now: number, after: DueCursor | null = null, limit = 100): DueTurn[] {
    return this.due(now, after, limit);
  }

  /**
   * Claims the reminder (or, `deadline`, the deadline reminder) of a turn and writes its announcement in
   * the same transaction: false (and nothing written) when it is not due, or was claimed already. The
   * outbox then delivers it at least once, so a crash between the claim and the post loses nothing.
   */
  claimReminder(
    gameId: number,
    turn: number,
    now: number,
    kind: 'reminder' | 'deadline',
    announcements: readonly NewAnnouncement[],
  ): boolean {
    return this.transaction(() => {
      const claimed =
        kind === 'deadline'
          ? this.settings.markDeadline(gameId, turn, now)
          : this.settings.markReminded(gameId, turn, now);
      if (claimed) this.outbox.insert(announcements, now);
      return claimed;
    });
  }

  /**
   * Runs `fn` in one transaction that holds the write lock (nested calls become savepoints). On
   * PostgreSQL `fn` may run again after a serialization failure, so it must only read and write the store.
   */
  transaction<T>(fn: () => T): T {
    return this.db.transaction(fn);
  }
}
