import { randomBytes } from 'node:crypto';

/** How long a code lives before its exchange (Discord's are short-lived too). */
const CODE_MS = 10 * 60_000;
/** How long an access token lets its holder read `/users/@me` (Discord: 7 days). */
export const TOKEN_SECONDS = 7 * 86_400;

/**
 * The OAuth2 grants of the emulated application: the codes Discord gives an Activity's `authorize`
 * (each for one user, exchanged once, within ten minutes) and the access tokens they become.
 */
export class OAuthGrants {
  private readonly codes = new Map<string, { readonly userId: string; readonly until: number }>();
  private readonly tokens = new Map<string, { readonly userId: string; readonly until: number }>();

  constructor(
    readonly clientSecret: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** What Discord's consent gives the SDK's `authorize` for `userId`. */
  code(userId: string): string {
    const code = randomBytes(15).toString('base64url');
    this.codes.set(code, { userId, until: this.now() + CODE_MS });
    return code;
  }

  /** Spends a code for an access token; undefined for an unknown, used or expired code. */
  exchange(code: string): string | undefined {
    const grant = this.codes.get(code);
    this.codes.delete(code);
    if (!grant || grant.until <= this.now()) return undefined;
    const token = randomBytes(24).toString('base64url');
    this.tokens.set(token, { userId: grant.userId, until: this.now() + TOKEN_SECONDS * 1000 });
    return token;
  }

  /** The user an access token stands for, while it lasts. */
  userOf(token: string): string | undefined {
    const grant = this.tokens.get(token);
    return grant && grant.until > this.now() ? grant.userId : undefined;
  }
}
