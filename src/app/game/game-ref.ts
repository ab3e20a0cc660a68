/** Who and which game a call of the game service is about: plain ids, no Discord types. */

/** A person as the bot knows them. `displayName` is only for sentences; `id` is what is stored and pinged. */
export interface Player {
  readonly id: string;
  readonly displayName: string;
  /** The level of a computer player; absent (or null) for a person. */
  readonly computerLevel?: number | null;
}

/**
 * Which game a call is about: by id (buttons; with the version the button was drawn at, an outdated click
 * gets `stale`; from a lobby's button, `lobby`: the call acts on the lobby only, and once the game has
 * started it changes nothing and gets `not-in-lobby`), or by the channel or thread the command was typed
 * in (its open game).
 */
export type GameRef =
  | { readonly gameId: number; readonly version?: number; readonly lobby?: true }
  | { readonly channelId: string };
