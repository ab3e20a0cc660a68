import { randomBytes } from 'node:crypto';
import type { ActivityUser } from '../wire.ts';

/** Whose a grant is, and the token the page hands its host back (the SDK's `authenticate`), if any. */
export interface SignedIn {
  readonly user: ActivityUser;
  readonly accessToken?: string;
}

/**
 * How the Activity learns who is at the screen. The page asks its host for a grant and hands it to the
 * server (`POST api/session`); the session says whose it is, or undefined. On Discord the grant is the
 * OAuth2 code of the embedded SDK's `authorize`, which the server exchanges for an access token and the
 * user (`DiscordActivitySession`; the secret never leaves the server). The local table signs in the same
 * way, against its own Discord.
 */
export interface ActivitySession {
  /**
   * Whose the grant is; undefined when it is refused. Throws `SignInUnavailable` when that cannot be
   * learnt now.
   */
  signIn(grant: string): Promise<SignedIn | undefined>;
}

/**
 * Discord could not say whose a grant is just now (it failed, asked the server to slow down, or could not
 * be reached): the page signs in again, with a fresh grant, in `seconds`.
 */
export class SignInUnavailable extends Error {
  constructor(readonly seconds: number) {
    super(`Discord could not check a sign-in now; try again in ${seconds} s`);
  }
}

/** How long a pass lets its holder in before the page signs in again. */
const PASS_MS = 12 * 3_600_000;

/**
 * The passes the server gives after a sign-in: random tokens that name their user, kept in memory
 * (a restart signs every page in again) and forgotten when they expire.
 */
export class PassBook {
  private readonly passes = new Map<string, { readonly user: ActivityUser; readonly until: number }>();

  constructor(private readonly now: () => number) {}

  issue(user: ActivityUser): string {
    const token = randomBytes(24).toString('base64url');
    this.forgetExpired();
    this.passes.set(token, { user, until: this.now() + PASS_MS });
    return token;
  }

  /** The user a token names; undefined for a token never issued or expired. */
  userOf(token: string): ActivityUser | undefined {
    const pass = this.passes.get(token);
    return pass && pass.until > this.now() ? pass.user : undefined;
  }

  private forgetExpired(): void {
    const now = this.now();
    for (const [token, pass] of this.passes) if (pass.until <= now) this.passes.delete(token);
  }
}
