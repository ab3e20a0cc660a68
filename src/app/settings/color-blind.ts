import { err, ok, type Result } from '../../engine/result.ts';
import type { GuildSettingsRecord } from '../../store/index.ts';
import type { AppError } from '../errors.ts';
import type { GameRef } from '../game/game-ref.ts';
import { type Context, commit, load, playingSeatOf } from '../game/load-and-commit.ts';
import { lobbyView } from '../views/game-views.ts';
import type { LobbyView } from '../views/view-shapes.ts';

/**
 * Colour-blind pictures: each colour also carries its own shape. A game's pictures use them when its
 * lobby's toggle is on, when its server's admins made them the default, or when one of the people who
 * see it asked for them (`/blokus settings`); the marks help them and hide nothing from the others.
 */

/** Whether pictures of this game, seen by these users, carry the colour-blind marks. */
export function colorBlindPictures(ctx: Context, gameId: number, userIds: readonly string[]): boolean {
  const stored = ctx.store.loadGame(gameId);
  if (stored?.settings.colorBlind) return true;
  if (stored && ctx.store.preferences.guildSettings(stored.game.guildId).colorBlind) return true;
  return userIds.some((id) => ctx.store.preferences.userSettings(id).colorBlind);
}

/** The lobby's toggle: any player seated in the lobby turns the game's colour-blind pictures on or off. */
export function toggleColorBlind(ctx: Context, ref: GameRef, userId: string): Result<LobbyView, AppError> {
  const loaded = load(ctx, ref);
  if (!loaded.ok) return loaded;
  const { stored, game } = loaded.value;
  if (stored.game.status !== 'lobby')
    return err({ kind: 'not-in-lobby', gameId: stored.game.id, status: stored.game.status });
  const seat = playingSeatOf(stored, userId);
  if (!seat.ok) return seat;
  const colorBlind = !stored.settings.colorBlind;
  const written = commit(ctx, loaded.value, { fields: stored.game, colorBlind }, game, () => [
    { kind: 'lobby' },
  ]);
  if (!written.ok) return written;
  const after = { ...written.value.stored, settings: { ...written.value.stored.settings, colorBlind } };
  return ok(lobbyView(after, game));
}

/** A server's settings; changing them is for its admins (Manage Server). */
export function setGuildColorBlind(
  ctx: Context,
  guildId: string,
  colorBlind: boolean,
  isAdmin: boolean,
): Result<GuildSettingsRecord, AppError> {
  if (!isAdmin) return err({ kind: 'not-admin' });
  const settings = { ...ctx.store.preferences.guildSettings(guildId), colorBlind };
  ctx.store.preferences.saveGuildSettings(guildId, settings, ctx.now());
  return ok(settings);
}
