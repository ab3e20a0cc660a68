import { DiscordAPIError, HTTPError, RateLimitError, RESTJSONErrorCodes } from 'discord.js';

/**
 * How a failed post is treated by the outbox's delivery loop:
 * - `transient`: Discord is down, slow or rate-limiting (5xx, 429, a timeout, a dropped connection): try
 *   again later; never reported as a permission problem.
 * - `forbidden`: the bot may not see or post in the place (403: Missing Access, Missing Permissions, or
 *   another refusal about the place): the place's queue waits until someone fixes it; they are told.
 * - `gone`: the channel or thread no longer exists (404 Unknown Channel): the queue waits (forever, unless
 *   the place comes back, which Discord never does).
 * - `rejected`: Discord refused the message itself (invalid body, too large): a bug of ours that neither a
 *   retry nor a permission can fix; it is skipped so that it never holds the game.
 */
export type FailureKind = 'transient' | 'forbidden' | 'gone' | 'rejected';

/** A classified failure: its kind and a short description for the log and the outbox row. */
export interface DeliveryFailure {
  readonly kind: FailureKind;
  readonly description: string;
  /** Discord's JSON error code, when there is one. */
  readonly code: number | null;
}

/**
 * Discord's codes for a message it refuses for what it is (not where it goes): a bug of ours, which no
 * retry and no permission fixes. Only these skip an announcement; every other refusal holds the queue.
 */
const MESSAGE_ERRORS: ReadonlySet<number> = new Set([
  RESTJSONErrorCodes.InvalidFormBodyOrContentType,
  RESTJSONErrorCodes.CannotSendAnEmptyMessage,
  RESTJSONErrorCodes.RequestEntityTooLarge,
  RESTJSONErrorCodes.FileUploadedExceedsMaximumSize,
]);

/** Reads an error thrown by a discord.js REST call. Anything unknown is transient (retried, with back-off). */
export function classifyFailure(error: unknown): DeliveryFailure {
  if (error instanceof DiscordAPIError) {
    const code = typeof error.code === 'number' ? error.code : null;
    const description = `${error.status} ${code ?? ''} ${error.message}`.replace(/\s+/g, ' ').trim();
    if (error.status === 429 || error.status >= 500) return { kind: 'transient', description, code };
    if (code === RESTJSONErrorCodes.UnknownChannel) return { kind: 'gone', description, code };
    if (code !== null && MESSAGE_ERRORS.has(code)) return { kind: 'rejected', description, code };
    // Any other refusal (403, a channel that takes no messages …) is about the place: held, not lost.
    return { kind: 'forbidden', description, code };
  }
  if (error instanceof HTTPError)
    return { kind: 'transient', description: `${error.status} ${error.message}`, code: null };
  if (error instanceof RateLimitError)
    return { kind: 'transient', description: `rate limited ${error.route}`, code: null };
  const name = error instanceof Error ? error.name : 'Error';
  const message = error instanceof Error ? error.message : String(error);
  return { kind: 'transient', description: `${name}: ${message}`.slice(0, 300), code: null };
}

/** Whether an error is a Discord API error with this JSON code. */
export function isCode(error: unknown, code: number): boolean {
  return error instanceof DiscordAPIError && error.code === code;
}
