import {
  ALL_VARIANT_IDS,
  isVariantId,
  supportsFastContact,
  type VariantId,
  variantOf,
} from '../../engine/index.ts';
import { err, ok, type Result } from '../../engine/result.ts';
import {
  DEADLINE_ACTIONS,
  type DeadlineAction,
  isComputerId,
  type StoredOptions,
  UNDO_RULES,
  type UndoRule,
} from '../../store/index.ts';
import type { AppError } from '../errors.ts';
import type { Player } from '../game/game-ref.ts';
import { type Context, engineGame } from '../game/load-and-commit.ts';
import { DEFAULTS, LIMITS } from '../limits.ts';
import { outboxEntry } from '../outbox/announcements.ts';
import { lobbyView } from '../views/game-views.ts';
import type { LobbyView } from '../views/view-shapes.ts';
import { parseWantedColor } from './lobby-rules.ts';

const HOUR_MS = 3_600_000;

/** What `createGame` takes. Everything but the place and the creator has a default. */
export interface CreateGameInput {
  readonly guildId: string;
  readonly channelId: string;
  /** The thread the game is played in, if any (the game then belongs to the thread). */
  readonly threadId?: string | null;
  readonly creator: Player;
  /** A variant id (default `classic`). */
  readonly variant?: string;
  /** Start squares 5 in from the corners (classic-board variants only; default off). */
  readonly fastContact?: boolean;
  /** Start by itself once every seat is taken (default off: the host is called to press Start). */
  readonly autoStart?: boolean;
  /** Remind the player to move after this many idle hours, repeating; 0 = off (default 24). */
  readonly reminderHours?: number;
  /** A turn deadline in hours (default none). */
  readonly deadlineHours?: number | null;
  /** At the deadline: `remind` (a last reminder) or `pass` (the late colour resigns). Default `remind`. */
  readonly deadlineAction?: string;
  /** Who may take back a move: `off`, `mover`, `agree` (default `agree`). */
  readonly undoRule?: string;
  /** The colour the creator would like (by name). */
  readonly color?: string | null;
  /** Players challenged to the game: pinged, and their seats held for them (`LIMITS.inviteHoldHours`). */
  readonly invited?: readonly Player[];
  /** Players seated with the creator at once (a rematch: the players of the game before). */
  readonly seated?: readonly Player[];
  /** Colour-blind marks on the game's pictures from the start (a rematch keeps its game's toggle). */
  readonly colorBlind?: boolean;
  /** Whether players may ask for hints (`/hint`; default on). */
  readonly hints?: boolean;
  /** A game against the computer: every other seat is a computer at this level, and it starts at once. */
  readonly computerLevel?: number;
}

function badOption(option: string, value: unknown, expected: string): Result<never, AppError> {
  return err({ kind: 'bad-option', option, value: String(value), expected });
}

function checkHours(option: string, value: number, min: number, max: number): Result<number, AppError> {
  if (!Number.isFinite(value) || value < min || value > max) {
    return badOption(option, value, `a number of hours from ${min} to ${max}`);
  }
  return ok(value);
}

/** The players a game is opened with besides its creator: challenged or seated, each once, never the creator. */
function companions(input: CreateGameInput): { invited: Player[]; seated: Player[] } {
  const seen = new Set([input.creator.id]);
  const once = (players: readonly Player[] = []) =>
    players.filter((p) => {
      if (seen.has(p.id)) return false;
      seen.add(p.id);
      return true;
    });
  const seated = once(input.seated);
  return { seated, invited: once(input.invited) };
}

/** Checks the options; the first problem found is reported. */
function readOptions(input: CreateGameInput) {
  const { invited, seated } = companions(input);
  const players = 1 + invited.length + seated.length;
  const variant =
    input.variant ?? (players > 1 ? DEFAULTS.variantForPlayers[players] : undefined) ?? DEFAULTS.variant;
  if (!isVariantId(variant)) return badOption('variant', variant, `one of ${ALL_VARIANT_IDS.join(', ')}`);
  const fastContact = input.fastContact === true;
  if (fastContact && !supportsFastContact(variant)) {
    return err({
      kind: 'fast-contact-variant' as const,
      variant,
      valid: ALL_VARIANT_IDS.filter(supportsFastContact),
    });
  }
  const undoRule = input.undoRule ?? DEFAULTS.undoRule;
  if (!UNDO_RULES.includes(undoRule as UndoRule)) return badOption('undo', undoRule, UNDO_RULES.join(', '));
  const deadlineAction = input.deadlineAction ?? DEFAULTS.deadlineAction;
  if (!DEADLINE_ACTIONS.includes(deadlineAction as DeadlineAction)) {
    return badOption('deadline action', deadlineAction, DEADLINE_ACTIONS.join(', '));
  }
  const { reminderHours, deadlineHours: deadlineRange } = LIMITS;
  const reminder = checkHours(
    'reminder hours',
    input.reminderHours ?? DEFAULTS.reminderHours,
    reminderHours.min,
    reminderHours.max,
  );
  if (!reminder.ok) return reminder;
  const deadlineHours = input.deadlineHours ?? null;
  if (deadlineHours !== null) {
    const deadline = checkHours('deadline hours', deadlineHours, deadlineRange.min, deadlineRange.max);
    if (!deadline.ok) return deadline;
  }
  if (players > variantOf(variant).seats) {
    return err({ kind: 'too-many-players' as const, variant, seats: variantOf(variant).seats, players });
  }
  const options: StoredOptions = {
    fastContact,
    autoStart: input.autoStart === true,
    invited: invited.map((p) => p.id),
    undoRule: undoRule as UndoRule,
    deadlineAction: deadlineAction as DeadlineAction,
    hints: input.hints !== false,
  };
  return ok({
    variant: variant as VariantId,
    options,
    invited,
    seated,
    reminderMs: Math.round(reminder.value * HOUR_MS),
    deadlineMs: deadlineHours === null ? null : Math.round(deadlineHours * HOUR_MS),
  });
}

/** Cuts a display name to a sane length (names only appear in sentences; ids are what count). */
export function cleanName(name: string): string {
  const trimmed = name.trim();
  return trimmed === '' ? 'someone' : trimmed.slice(0, LIMITS.storedNameLength);
}

/** Opens a lobby in a channel or thread with the creator seated; one open game per channel or thread. */
export function createGame(ctx: Context, input: CreateGameInput): Result<LobbyView, AppError> {
  const read = readOptions(input);
  if (!read.ok) return read;
  const { variant, options, reminderMs, deadlineMs, invited, seated } = read.value;
  let wanted: number | null = null;
  if (input.color) {
    const color = parseWantedColor(variant, input.color);
    if (!color.ok) return color;
    wanted = color.value;
  }
  const now = ctx.now();
  const created = ctx.store.createGame(
    {
      guildId: input.guildId,
      channelId: input.channelId,
      threadId: input.threadId ?? null,
      variant,
      options,
      creatorId: input.creator.id,
      creatorName: cleanName(input.creator.displayName),
      creatorColor: wanted,
      createdAt: now,
      settings: { reminderMs, deadlineMs, colorBlind: input.colorBlind === true },
      others: seated.map((p) => ({
        userId: p.id,
        displayName: cleanName(p.displayName),
        computerLevel: p.computerLevel ?? null,
      })),
    },
    // The lobby is posted for everyone by the outbox, whatever happens to the command's own answer; its
    // first post calls the players challenged (or, in a rematch, seated) by it.
    (record) => {
      // Computer seats (a game against the computer) are seated, never called.
      const ping = [...invited, ...seated].map((p) => p.id).filter((id) => !isComputerId(id));
      const call = invited.length > 0 ? 'challenge' : ping.length > 0 ? 'rematch' : null;
      return [outboxEntry(record, call ? { kind: 'lobby', call, ping } : { kind: 'lobby' })];
    },
  );
  if (!created.ok) {
    const { game } = created.error;
    return err({ kind: 'channel-busy', gameId: game.id, status: game.status, creatorId: game.creatorId });
  }
  const stored = created.value;
  ctx.changed(stored.game);
  return ok(lobbyView(stored, engineGame(ctx, stored)));
}
