/**
 * A computer seat is a seat like a person's, whose user id is not a Discord snowflake but
 * `computer:<level>:<n>` (`n` tells apart several computers of one game, as a game seats a user once).
 * Everything that pings, reminds or rates people leaves these ids out.
 */
const COMPUTER_ID = /^computer:([1-9]\d?):(\d+)$/;

/** The user id of a game's `n`-th computer seat at a level. */
export function computerId(level: number, n: number): string {
  return `computer:${level}:${n}`;
}

/** Whether a user id is a computer seat's. */
export function isComputerId(userId: string): boolean {
  return COMPUTER_ID.test(userId);
}

/** The level of a computer seat's user id; null for a person's. */
export function computerLevelOf(userId: string): number | null {
  const match = COMPUTER_ID.exec(userId);
  return match ? Number(match[1]) : null;
}
