import {
  colorLabel,
  type Game,
  lastPlacement,
  type PieceName,
  scoresOf,
  variantOf,
} from '../../engine/index.ts';
import { err, ok, type Result } from '../../engine/result.ts';
import { formatMove } from '../../notation/index.ts';
import type { StoredGame } from '../../store/index.ts';
import type { AppError } from '../errors.ts';
import type { GameRef, Player } from '../game/game-ref.ts';
import { type Context, type Loaded, load, seatOf } from '../game/load-and-commit.ts';
import { stuckPuzzle } from '../game/puzzle.ts';
import { gameEnd, ownColors, seatViews, turnOf } from '../game/turns.ts';
import { LIMITS } from '../limits.ts';
import { describeEnd, describeStuck, describeTurn } from '../play/play-result.ts';
import { undoVoters } from '../play/undo-rules.ts';
import type {
  BoardView,
  ColorPieces,
  GameSettingsView,
  JoinableView,
  LobbyView,
  OpenGame,
  PiecesView,
  WaitingGame,
} from './view-shapes.ts';

const HOUR_MS = 3_600_000;

/** The options a game was created with. */
export function settingsView(stored: StoredGame): GameSettingsView {
  const { game, settings } = stored;
  return {
    variant: game.variant,
    variantTitle: variantOf(game.variant).title,
    fastContact: game.options.fastContact,
    autoStart: game.options.autoStart,
    colorBlind: settings.colorBlind,
    undoRule: game.options.undoRule,
    reminderHours: settings.reminderMs / HOUR_MS,
    deadlineHours: settings.deadlineMs === null ? null : settings.deadlineMs / HOUR_MS,
    deadlineAction: game.options.deadlineAction,
    hints: game.options.hints !== false,
  };
}

/** A lobby: seats, options, and whether it can start. */
export function lobbyView(stored: StoredGame, game: Game): LobbyView {
  const { variant } = game;
  const seats = seatViews(variant, stored.seats);
  const missing = variant.seats - seats.length;
  const names = seats.map((s) =>
    s.wantedColor ? `${s.displayName} (${colorLabel(s.wantedColor)})` : s.displayName,
  );
  const need =
    missing > 0
      ? `${missing} more player${missing === 1 ? '' : 's'} needed.`
      : 'Ready: the creator can start the game.';
  return {
    gameId: stored.game.id,
    version: stored.game.version,
    status: stored.game.status,
    guildId: stored.game.guildId,
    channelId: stored.game.channelId,
    threadId: stored.game.threadId,
    creatorId: stored.game.creatorId,
    settings: settingsView(stored),
    seats,
    seatsNeeded: variant.seats,
    canStart: stored.game.status === 'lobby' && missing === 0,
    invited: stored.game.options.invited.filter((id) => !stored.seats.some((s) => s.userId === id)),
    invitesHeldUntil: stored.game.createdAt + LIMITS.inviteHoldHours * HOUR_MS,
    text: `${variant.title} game #${stored.game.id}: ${names.join(', ')}. ${need}`,
  };
}

/** The board and status of a loaded game. */
export function boardView(loaded: Loaded): BoardView {
  const { stored, game } = loaded;
  const record = stored.game;
  const toMove =
    record.status === 'active' ? turnOf(game, stored.seats, record.turnStartedAt ?? record.updatedAt) : null;
  const end = record.status === 'finished' ? gameEnd(game, stored.seats) : null;
  const stuck = record.status === 'active' ? stuckPuzzle(game) : null;
  const last = lastPlacement(game);
  const undo = stored.undo;
  let text: string;
  if (record.status === 'lobby') text = lobbyView(stored, game).text;
  else if (record.status === 'cancelled') text = `Game #${record.id} was cancelled.`;
  else if (end) text = describeEnd(end);
  else if (stuck) text = describeStuck(stuck);
  else text = `Move ${stored.moves.length + 1}. ${toMove ? describeTurn(toMove) : ''}`.trim();
  return {
    gameId: record.id,
    version: record.version,
    status: record.status,
    settings: settingsView(stored),
    game,
    seats: seatViews(game.variant, stored.seats),
    toMove,
    lastPlacement: last && { ...last, text: formatMove(game.layout, last.move) },
    moveCount: stored.moves.length,
    scores: scoresOf(game),
    end,
    stuck,
    pendingUndo: undo && {
      requestedBy: undo.requestedBy,
      waitingFor: undoVoters(stored, game, undo.requestedBy).filter((id) => !undo.acceptedBy.includes(id)),
    },
    text,
  };
}

/** `/board`: the board and status of a game. */
export function board(ctx: Context, ref: GameRef): Result<BoardView, AppError> {
  let loaded = load(ctx, ref);
  if (!loaded.ok && loaded.error.kind === 'no-game-here' && 'channelId' in ref) {
    // No open game here: show the latest finished one (its final board), if there was one.
    const latest = ctx.store.latestFinishedGame(ref.channelId);
    if (latest) loaded = load(ctx, { gameId: latest.id });
  }
  return loaded.ok ? ok(boardView(loaded.value)) : loaded;
}

/** The lobby view of a game (also fine for a started game: seats and options). */
export function lobby(ctx: Context, ref: GameRef): Result<LobbyView, AppError> {
  const loaded = load(ctx, ref);
  return loaded.ok ? ok(lobbyView(loaded.value.stored, loaded.value.game)) : loaded;
}

/** `/pieces`: a player's colours (and classic-3's shared one) with the pieces each has left. */
export function pieces(ctx: Context, ref: GameRef, userId: string): Result<PiecesView, AppError> {
  const loaded = load(ctx, ref);
  if (!loaded.ok) return loaded;
  const { stored, game } = loaded.value;
  const seat = seatOf(stored, userId);
  if (!seat) return err({ kind: 'not-in-game', gameId: stored.game.id });
  if (stored.game.status === 'lobby') return err({ kind: 'not-started', gameId: stored.game.id });
  const { variant, position } = game;
  const shared = variant.colors.flatMap((_, c) => (variant.owners[c] === 'rotate' ? [c] : []));
  const colors: ColorPieces[] = [...ownColors(variant, seat), ...shared].map((c) => ({
    color: variant.colors[c]!,
    colorIndex: c,
    out: game.out[c] ?? null,
    squaresLeft: position.squaresLeft(c),
    // The board's own pieces: Trigon's 22 have their own names (docs/trigon.md section 3).
    pieces: game.layout.geometry.pieceNames.flatMap((name, i) => {
      const count = position.piecesLeft[c * game.layout.pieceCount + i]!;
      return count > 0 ? [{ piece: i, name: name as PieceName, count }] : [];
    }),
  }));
  return ok({ gameId: stored.game.id, version: stored.game.version, game, userId, colors });
}

/** Games of a guild where it is this user's turn, longest waiting first (no replay: cached columns). */
export function waitingGames(ctx: Context, guildId: string, userId: string): WaitingGame[] {
  return ctx.store.gamesWaitingFor(guildId, userId).map((g) => ({
    gameId: g.id,
    channelId: g.channelId,
    threadId: g.threadId,
    variant: g.variant,
    color: variantOf(g.variant).colors[g.toMoveColor!]!,
    since: g.turnStartedAt ?? g.updatedAt,
    opponents: opponentsOf(ctx, g.id, userId),
  }));
}

/** The names of the other players of a game, in seat order. */
function opponentsOf(ctx: Context, gameId: number, userId: string): string[] {
  const stored = ctx.store.loadGame(gameId);
  if (!stored) return [];
  return [...stored.seats]
    .sort((a, b) => a.seat - b.seat)
    .filter((s) => s.userId !== userId && s.leftAt === null)
    .map((s) => s.displayName);
}

/** Games of a guild the user could join: lobbies with a free seat, running games with a seat on offer. */
export function joinableGames(ctx: Context, guildId: string, userId: string): JoinableView[] {
  return ctx.store.joinableGames(guildId, userId).flatMap((j): JoinableView[] => {
    const { game } = j;
    const variant = variantOf(game.variant);
    const place = {
      gameId: game.id,
      channelId: game.channelId,
      threadId: game.threadId,
      variant: game.variant,
    };
    if (j.offered)
      return [{ ...place, kind: 'seat', colors: j.offered.colors.map((c) => variant.colors[c]!) }];
    const free = variant.seats - j.seatsTaken;
    return free > 0 && game.status === 'lobby'
      ? [{ ...place, kind: 'lobby', free, seats: variant.seats }]
      : [];
  });
}

/** Open games (lobbies and running games) of a guild where this user has a seat, for lists and autocomplete. */
export function openGames(ctx: Context, guildId: string, userId: string): OpenGame[] {
  return ctx.store.openGamesOf(guildId, userId).map((g) => ({
    gameId: g.id,
    channelId: g.channelId,
    threadId: g.threadId,
    variant: g.variant,
    status: g.status,
    yourTurn: g.status === 'active' && g.toMoveUserId === userId,
    opponents: opponentsOf(ctx, g.id, userId),
  }));
}

/**
 * What a rematch of a game takes: its settings and its players (who sit down again at once, each free to
 * leave). Only a player of that game may open it (`rematch-not-player`).
 */
export function rematchSettings(
  ctx: Context,
  gameId: number,
  userId: string,
): Result<{ readonly settings: GameSettingsView; readonly players: readonly Player[] }, AppError> {
  const loaded = load(ctx, { gameId });
  if (!loaded.ok) return loaded;
  const { stored } = loaded.value;
  if (!seatOf(stored, userId)) return err({ kind: 'rematch-not-player', gameId });
  const players = [...stored.seats]
    .sort((a, b) => a.seat - b.seat)
    .map((s) => ({ id: s.userId, displayName: s.displayName }));
  return ok({ settings: settingsView(stored), players });
}
