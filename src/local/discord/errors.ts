/*
 * Discord's error responses: `{ code, message }` with an HTTP status, and for invalid form bodies a
 * nested `errors` object whose leaves are `{ _errors: [{ code, message }] }`. The codes are Discord's
 * real JSON error codes so that discord.js turns them into the same DiscordAPIError a bot sees live.
 */

/** An error the fake answers with, shaped like Discord's. */
export class DiscordHttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
    readonly errors?: Record<string, unknown>,
  ) {
    super(message);
  }

  /** The JSON body Discord would send. */
  body(): Record<string, unknown> {
    return this.errors === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, errors: this.errors };
  }

  /** Headers Discord sends with it besides `content-type` (a 429's rate-limit headers). */
  headers(): Record<string, string> {
    return {};
  }
}

/** A mistake in the test itself (unknown command, missing button …): thrown to the test, never sent to the bot. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** One leaf of an "Invalid Form Body" error. */
export interface FormFieldError {
  path: (string | number)[];
  code: string;
  message: string;
}

/** 400 / 50035 Invalid Form Body with Discord's nested `errors` object. */
export function invalidFormBody(fields: FormFieldError[]): DiscordHttpError {
  const errors: Record<string, unknown> = {};
  for (const field of fields) {
    let node = errors;
    for (const segment of field.path) {
      const key = String(segment);
      const next = (node[key] as Record<string, unknown> | undefined) ?? {};
      node[key] = next;
      node = next;
    }
    const leaf = (node._errors as unknown[] | undefined) ?? [];
    leaf.push({ code: field.code, message: field.message });
    node._errors = leaf;
  }
  return new DiscordHttpError(400, 50035, 'Invalid Form Body', errors);
}

/** A "Must be N or fewer in length." field error. */
export function tooLong(path: (string | number)[], max: number): FormFieldError {
  return { path, code: 'BASE_TYPE_MAX_LENGTH', message: `Must be ${max} or fewer in length.` };
}

/** A "Must be between A and B in length." field error. */
export function badLength(path: (string | number)[], min: number, max: number): FormFieldError {
  return { path, code: 'BASE_TYPE_BAD_LENGTH', message: `Must be between ${min} and ${max} in length.` };
}

/** A field error with a free message. */
export function fieldError(path: (string | number)[], code: string, message: string): FormFieldError {
  return { path, code, message };
}

/** The named Discord errors the fake produces. */
export const discordErrors = {
  unauthorized: () => new DiscordHttpError(401, 0, '401: Unauthorized'),
  notFound: () => new DiscordHttpError(404, 0, '404: Not Found'),
  unknownChannel: () => new DiscordHttpError(404, 10003, 'Unknown Channel'),
  unknownGuild: () => new DiscordHttpError(404, 10004, 'Unknown Guild'),
  unknownMember: () => new DiscordHttpError(404, 10007, 'Unknown Member'),
  unknownMessage: () => new DiscordHttpError(404, 10008, 'Unknown Message'),
  unknownUser: () => new DiscordHttpError(404, 10013, 'Unknown User'),
  unknownWebhook: () => new DiscordHttpError(404, 10015, 'Unknown Webhook'),
  unknownInteraction: () => new DiscordHttpError(404, 10062, 'Unknown interaction'),
  unknownApplicationCommand: () => new DiscordHttpError(404, 10063, 'Unknown application command'),
  missingAccess: () => new DiscordHttpError(403, 50001, 'Missing Access'),
  cannotEditOtherUsersMessage: () =>
    new DiscordHttpError(403, 50005, 'Cannot edit a message authored by another user'),
  emptyMessage: () => new DiscordHttpError(400, 50006, 'Cannot send an empty message'),
  cannotSendToUser: () => new DiscordHttpError(403, 50007, 'Cannot send messages to this user'),
  nonTextChannel: () => new DiscordHttpError(400, 50008, 'Cannot send messages in a non-text channel'),
  missingPermissions: () => new DiscordHttpError(403, 50013, 'Missing Permissions'),
  invalidChannelType: () => new DiscordHttpError(400, 50024, 'Cannot execute action on this channel type'),
  invalidWebhookToken: () => new DiscordHttpError(401, 50027, 'Invalid Webhook Token'),
  threadArchived: () => new DiscordHttpError(400, 50083, 'Thread is archived'),
  invalidJson: () => new DiscordHttpError(400, 50109, 'The request body contains invalid JSON.'),
  alreadyAcknowledged: () => new DiscordHttpError(400, 40060, 'Interaction has already been acknowledged.'),
  threadAlreadyCreated: () =>
    new DiscordHttpError(400, 160004, 'A thread has already been created for this message'),
} as const;
