import type { APIAllowedMentions } from 'discord-api-types/v10';
import { type FormFieldError, fieldError, tooLong } from '../errors.ts';

/** Who a message mentions once `allowed_mentions` has been applied. */
export interface MentionResult {
  users: string[];
  roles: string[];
  everyone: boolean;
}

/** What the author may mention besides users: roles it can ping, and whether @everyone works. */
export interface MentionContext {
  canMentionEveryone: boolean;
  canMentionRole(roleId: string): boolean;
}

/*
 * Ids in test fixtures are often short names ("u1"), so mention ids are matched loosely; real Discord
 * only knows digits. `<@&id>` is a role, `<@id>`/`<@!id>` a user.
 */
const USER_MENTION = /<@!?([0-9A-Za-z_-]+)>/g;
const ROLE_MENTION = /<@&([0-9A-Za-z_-]+)>/g;
const EVERYONE_MENTION = /@(everyone|here)/;

/** Checks `allowed_mentions` the way Discord does; returns the field errors (empty when valid). */
export function validateAllowedMentions(
  allowed: APIAllowedMentions | undefined,
  path: (string | number)[],
): FormFieldError[] {
  if (allowed === undefined || allowed === null) return [];
  const errors: FormFieldError[] = [];
  const parse: string[] = allowed.parse ?? [];
  for (const [i, kind] of parse.entries()) {
    if (kind !== 'users' && kind !== 'roles' && kind !== 'everyone') {
      errors.push(
        fieldError(
          [...path, 'parse', i],
          'BASE_TYPE_CHOICES',
          `Value must be one of ('roles', 'users', 'everyone').`,
        ),
      );
    }
  }
  for (const kind of ['users', 'roles'] as const) {
    const ids = allowed[kind] ?? [];
    if (ids.length > 100) errors.push(tooLong([...path, kind], 100));
    if (ids.length > 0 && parse.includes(kind)) {
      errors.push(
        fieldError(
          [...path, 'parse'],
          'MESSAGE_ALLOWED_MENTIONS_PARSE_EXCLUSIVE',
          `parse:["${kind}"] and ${kind}: [ids...] are mutually exclusive.`,
        ),
      );
    }
  }
  return errors;
}

/**
 * The mentions a message's content makes, filtered by `allowed_mentions` exactly as Discord does:
 * no `allowed_mentions` parses everything; otherwise only `parse` kinds and the listed ids count.
 */
export function resolveMentions(
  content: string,
  allowed: APIAllowedMentions | undefined | null,
  context: MentionContext,
): MentionResult {
  const parse: string[] = allowed ? (allowed.parse ?? []) : ['users', 'roles', 'everyone'];
  const allowedUsers = new Set(allowed?.users ?? []);
  const allowedRoles = new Set(allowed?.roles ?? []);
  const users = unique([...content.matchAll(USER_MENTION)].map((m) => m[1]!)).filter(
    (id) => parse.includes('users') || allowedUsers.has(id),
  );
  const roles = unique([...content.matchAll(ROLE_MENTION)].map((m) => m[1]!)).filter(
    (id) => (parse.includes('roles') || allowedRoles.has(id)) && context.canMentionRole(id),
  );
  const everyone = EVERYONE_MENTION.test(content) && parse.includes('everyone') && context.canMentionEveryone;
  return { users, roles, everyone };
}

function unique(ids: string[]): string[] {
  return [...new Set(ids)];
}
