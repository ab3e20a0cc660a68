import type { Color } from '../../engine/index.ts';
import { err, ok, type Result } from '../../engine/result.ts';
import type { SeatOfferRecord, SeatRecord } from '../../store/index.ts';
import type { AppError } from '../errors.ts';
import type { GameRef, Player } from '../game/game-ref.ts';
import {
  type Context,
  commit,
  type Loaded,
  loadActive,
  playingSeatOf,
  seatOf,
} from '../game/load-and-commit.ts';
import { fieldsAfter, ownColors } from '../game/turns.ts';
import { type Announcement, playAnnouncement } from '../outbox/announcements.ts';
import { playResult } from '../play/play-result.ts';
import type { PlayResult, SeatOfferPin, SeatOfferView } from '../views/view-shapes.ts';

/**
 * Handing a running game's seat to a new player: the way on when a player vanished (offered by the host
 * or a moderator) or has to go (offered by themselves). Nobody is seated without their own act: the
 * offer waits until someone outside the game takes it, and its holder, the one who offered it, the host
 * or a moderator can withdraw it. At most one offer is open per game; a new one replaces it.
 */

/** Who asks, and whether they moderate the channel (Manage Channels). */
export interface Actor {
  readonly userId: string;
  readonly isModerator: boolean;
  /** Their name, for what everyone is told (a moderator need not be seated). */
  readonly displayName?: string;
}

function colorsOf(loaded: Loaded, seat: SeatRecord): Color[] {
  const { variant } = loaded.game;
  return ownColors(variant, seat).map((c) => variant.colors[c]!);
}

function mayHandle(loaded: Loaded, actor: Actor, holderId: string): boolean {
  return actor.isModerator || actor.userId === holderId || actor.userId === loaded.stored.game.creatorId;
}

/** The open offer the pin names, if it is still open and its seat still played by its holder. */
function openOffer(loaded: Loaded, pin: SeatOfferPin): Result<SeatRecord, AppError> {
  const { stored } = loaded;
  const offer = stored.offer;
  const seat = seatOf(stored, pin.userId);
  if (!offer || offer.userId !== pin.userId || offer.at !== pin.at || !seat || seat.leftAt !== null)
    return err({ kind: 'no-seat-offer', gameId: stored.game.id });
  return ok(seat);
}

/** Offers the seat of `holderId` (still playing) to whoever takes it. */
export function offerSeat(
  ctx: Context,
  ref: GameRef,
  actor: Actor,
  holderId: string,
): Result<SeatOfferView, AppError> {
  const loaded = loadActive(ctx, ref);
  if (!loaded.ok) return loaded;
  const { stored, game } = loaded.value;
  if (!mayHandle(loaded.value, actor, holderId))
    return err({ kind: 'not-allowed', action: 'offer-seat', creatorId: stored.game.creatorId });
  const seat = playingSeatOf(stored, holderId);
  if (!seat.ok) return err({ kind: 'not-a-player', gameId: stored.game.id });
  const colors = colorsOf(loaded.value, seat.value);
  // classic-3: the shared colour is played in rotation by every seat, so a seat plays on while it lasts.
  const plays = (c: number) => game.out[c] === null;
  const shared = game.variant.owners.flatMap((owner, c) => (owner === 'rotate' ? [c] : []));
  if (!seat.value.colors.some(plays) && !shared.some(plays))
    return err({ kind: 'seat-finished', gameId: stored.game.id });
  const offer: SeatOfferRecord = { userId: holderId, offeredBy: actor.userId, at: ctx.now() };
  const view = (after: Loaded): SeatOfferView => ({
    gameId: stored.game.id,
    version: after.stored.game.version,
    pin: { userId: holderId, at: offer.at },
    holder: { id: holderId, displayName: seat.value.displayName, computerLevel: seat.value.computerLevel },
    colors,
    offeredBy: actor.userId,
  });
  const byName = actor.displayName ?? seatOf(stored, actor.userId)?.displayName ?? 'A moderator';
  // An offer still open is replaced: its message says so (its buttons would only refuse).
  const replaced: Announcement[] = stored.offer
    ? [{ kind: 'offer-replaced', pin: { userId: stored.offer.userId, at: stored.offer.at } }]
    : [];
  const written = commit(ctx, loaded.value, { fields: stored.game, offer }, game, (after) => [
    ...replaced,
    { kind: 'seat-offer', offer: view(after), byName },
  ]);
  if (!written.ok) return written;
  return ok(view(written.value));
}

/**
 * `player` takes the offered seat and plays on with its colours (the log keeps who made each move). The
 * result names the turn: if the seat is to move, the new player is the one to ping.
 */
export function takeSeat(
  ctx: Context,
  gameId: number,
  player: Player,
  pin: SeatOfferPin,
): Result<PlayResult, AppError> {
  const loaded = loadActive(ctx, { gameId });
  if (!loaded.ok) return loaded;
  const seat = openOffer(loaded.value, pin);
  if (!seat.ok) return seat;
  const { stored, game } = loaded.value;
  if (seatOf(stored, player.id)) return err({ kind: 'already-playing', gameId });
  const seats = stored.seats.map((s) =>
    s.seat === seat.value.seat ? { ...s, userId: player.id, displayName: player.displayName } : s,
  );
  const fields = fieldsAfter(stored.game, game, seats, ctx.now());
  const toMove = fields.toMoveUserId === player.id;
  // The new player's turn starts now: reminders and a deadline count from their arrival.
  const colors = colorsOf(loaded.value, seat.value);
  const from = { id: pin.userId, displayName: seat.value.displayName };
  const taken = (after: Loaded) =>
    playResult(after, [{ kind: 'seat-taken', userId: player.id, from, colors }]);
  // A turn changing hands pings the newcomer with the board. Otherwise the offer's own message (the
  // button's update) says who sits there now, and the next turn message shows it.
  const announce = (after: Loaded): Announcement[] => (toMove ? [playAnnouncement(taken(after), after)] : []);
  const written = commit(ctx, loaded.value, { fields, seats, offer: null, newTurn: toMove }, game, announce);
  if (!written.ok) return written;
  return ok(taken(written.value));
}

/** Withdraws an open offer (its seat's holder, the one who offered it, the host or a moderator). */
export function withdrawSeatOffer(
  ctx: Context,
  gameId: number,
  actor: Actor,
  pin: SeatOfferPin,
): Result<{ readonly holder: Player }, AppError> {
  const loaded = loadActive(ctx, { gameId });
  if (!loaded.ok) return loaded;
  const seat = openOffer(loaded.value, pin);
  if (!seat.ok) return seat;
  const { stored, game } = loaded.value;
  if (!mayHandle(loaded.value, actor, pin.userId) && actor.userId !== stored.offer?.offeredBy)
    return err({ kind: 'not-allowed', action: 'withdraw-offer', creatorId: stored.game.creatorId });
  // Shown on the offer's own message (the button's update).
  const written = commit(ctx, loaded.value, { fields: stored.game, offer: null }, game, () => []);
  if (!written.ok) return written;
  return ok({
    holder: { id: pin.userId, displayName: seat.value.displayName, computerLevel: seat.value.computerLevel },
  });
}
