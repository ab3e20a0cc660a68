/**
 * A computer seat is a seat like a person's, whose user id is not a Discord snowflake but
 * `computer:<level>:<n>` (`n` tells apart several computers of one game, as a game seats a user once).
 * The id is only the seat's identity: its level is the seat's `computerLevel`. Everything that pings,
 * reminds or rates people leaves these ids out.
 */
const COMPUTER_ID = /^computer:[1-9]\d?:\d+$/;

/** The user id of a game's `n`-th computer seat at a level. */
export function computerId(level: number, n: number): string {
  return `computer:${level}:${n}`;
}

/** A computer seat's user id at a level that none of the game's seats (`taken`, their user ids) has. */
export function freeComputerId(level: number, taken: readonly string[]): string {
  let n = taken.filter(isComputerId).length + 1;
  while (taken.includes(computerId(level, n))) n++;
  return computerId(level, n);
}

/** Whether a user id is a computer seat's. */
export function isComputerId(userId: string): boolean {
  return COMPUTER_ID.test(userId);
}
