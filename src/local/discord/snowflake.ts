import { randomBytes } from 'node:crypto';

/** Discord's epoch (2015-01-01T00:00:00.000Z), the zero point of every snowflake's timestamp. */
const DISCORD_EPOCH = 1_420_070_400_000n;

/*
 * A snowflake is a 64-bit integer: 42 bits of milliseconds since the Discord epoch, 5 bits worker,
 * 5 bits process, 12 bits increment. Ids made here are strictly increasing, so ordering by id equals
 * ordering by creation, as on Discord, and discord.js can read their timestamps.
 */
let lastTimestamp = 0n;
let increment = 0n;

/** A new, strictly increasing snowflake id for the current time. */
export function nextSnowflake(): string {
  let now = BigInt(Date.now()) - DISCORD_EPOCH;
  if (now <= lastTimestamp) {
    now = lastTimestamp;
    increment += 1n;
    if (increment > 0xfffn) {
      now += 1n;
      increment = 0n;
    }
  } else {
    increment = 0n;
  }
  lastTimestamp = now;
  return ((now << 22n) | (1n << 17n) | (1n << 12n) | increment).toString();
}

/** An opaque secret like an interaction token or a gateway session id. */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}
