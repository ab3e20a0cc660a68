import { MAX_MOVE_LENGTH } from '../notation/index.ts';

/**
 * Every limit and default a user meets, defined once (docs/design.md §2, one place per limit): the slash
 * command definitions (option ranges, lengths) and the game service's checks both read them, and a test
 * checks that the registered commands agree with them.
 */
export const LIMITS = {
  /** Reminder interval in whole hours; 0 turns reminders off. */
  reminderHours: { min: 0, max: 24 * 14 },
  /** A turn deadline in whole hours. */
  deadlineHours: { min: 1, max: 24 * 30 },
  /** Typed move text: notation or a cell list. */
  moveLength: MAX_MOVE_LENGTH,
  /** A piece name typed to `/pieces piece:`. */
  pieceNameLength: 20,
  /** Quiet hours as typed (`22-07`, `22:00-07:30`, `off`). */
  quietHoursLength: 20,
  /** A time zone for quiet hours, in whole hours from UTC. */
  utcOffsetHours: { min: -12, max: 14 },
  /** How long a challenged player's seat is held for them, in hours; then anyone may take it. */
  inviteHoldHours: 24,
  /** Display names are cut to this length where they are stored (Discord's own limit is 32). */
  storedNameLength: 64,
} as const;

/** What a game gets when `/blokus new` leaves an option out. */
export const DEFAULTS = {
  variant: 'classic',
  /** With players challenged and no variant chosen: the variant for that many players in all. */
  variantForPlayers: { 2: 'duo', 3: 'classic-3', 4: 'classic' } as Readonly<Record<number, string>>,
  reminderHours: 24,
  undoRule: 'agree',
  deadlineAction: 'remind',
} as const;
