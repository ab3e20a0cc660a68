import { type FormFieldError, fieldError, tooLong } from '../errors.ts';
import type { StoredMessage } from '../stored-records.ts';

/*
 * Message nonces, as Discord handles them on POST /channels/{id}/messages: `nonce` is an integer or
 * a string of at most 25 characters. With `enforce_nonce: true`, a message the same author created in
 * the same channel with the same nonce within the past few minutes is returned instead of creating
 * another, so a retried create (after a timeout or a lost answer) posts, and pings, once. Without
 * `enforce_nonce` a repeated nonce is just another message.
 */

/** The nonce fields of a create-message body. */
export interface NonceFields {
  nonce?: unknown;
  enforce_nonce?: unknown;
}

export const MAX_NONCE_LENGTH = 25;

/** The nonce to store, or undefined; throws nothing (see `validateNonce`). */
export function nonceOf(body: NonceFields): string | number | undefined {
  return typeof body.nonce === 'string' || typeof body.nonce === 'number' ? body.nonce : undefined;
}

/** Field errors for a nonce that is neither an integer nor a string of at most 25 characters. */
export function validateNonce(body: NonceFields): FormFieldError[] {
  const { nonce } = body;
  if (nonce === undefined || nonce === null || Number.isInteger(nonce)) return [];
  if (typeof nonce === 'string')
    return nonce.length > MAX_NONCE_LENGTH ? [tooLong(['nonce'], MAX_NONCE_LENGTH)] : [];
  return [fieldError(['nonce'], 'NONCE_TYPE_INVALID', 'Nonce must be an integer or a string.')];
}

/**
 * The earlier message a create with `enforce_nonce` returns instead of creating one: same author,
 * same nonce (compared as text), created at or after `since`, not deleted.
 */
export function findByNonce(
  channelMessages: readonly StoredMessage[],
  authorId: string,
  body: NonceFields,
  since: number,
): StoredMessage | undefined {
  const nonce = nonceOf(body);
  if (body.enforce_nonce !== true || nonce === undefined) return undefined;
  for (let i = channelMessages.length - 1; i >= 0; i--) {
    const message = channelMessages[i]!;
    if (message.createdAt.getTime() < since) return undefined;
    if (message.authorId === authorId && !message.deleted && String(message.nonce) === String(nonce))
      return message;
  }
  return undefined;
}
