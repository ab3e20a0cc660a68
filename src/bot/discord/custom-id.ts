/**
 * Button ids: `blokus:<action>:<gameId>:<version>[:<extra>]`. The router finds the handler by action, and
 * the handler loads the game from the database, so buttons keep working after a restart. `version` is the
 * game's version when the button was drawn: a click on an outdated button is told the board changed.
 */
export interface CustomId {
  readonly action: string;
  readonly gameId: number;
  readonly version: number;
  readonly extra: string;
}

const PREFIX = 'blokus';

/** Builds a custom_id (at most 100 characters, as Discord requires). */
export function formatCustomId(action: string, gameId: number, version: number, extra = ''): string {
  const id = [PREFIX, action, gameId, version, ...(extra ? [extra] : [])].join(':');
  if (id.length > 100) throw new Error(`custom_id too long: ${id}`);
  return id;
}

/**
 * The `extra` of buttons under a request or an offer, naming it: `<key>-<time>` (the ply an undo takes back,
 * or the user whose seat is offered, and when it was made), so a click acts on that one and no other.
 */
export function formatPinExtra(key: number | string, at: number): string {
  return `${key}-${at}`;
}

/** Reads an extra written by `formatPinExtra`; null for anything else (e.g. a button from before pins). */
export function parsePinExtra(extra: string): { readonly key: string; readonly at: number } | null {
  const match = /^(\d+)-(\d+)$/.exec(extra);
  return match ? { key: match[1]!, at: Number(match[2]) } : null;
}

/** Parses a custom_id of this bot; undefined for anything else. */
export function parseCustomId(value: string): CustomId | undefined {
  const [prefix, action, gameId, version, ...rest] = value.split(':');
  if (prefix !== PREFIX || !action || !/^\d+$/.test(gameId ?? '') || !/^\d+$/.test(version ?? ''))
    return undefined;
  return { action, gameId: Number(gameId), version: Number(version), extra: rest.join(':') };
}
