import { type ActivitySession, type SignedIn, SignInUnavailable } from './activity-session.ts';

/** What the server needs to sign a page in with Discord. */
export interface DiscordSessionOptions {
  /** The application id (`DISCORD_CLIENT_ID`). */
  readonly clientId: string;
  /** The application's OAuth2 secret: sent to Discord's token endpoint only, never logged or answered. */
  readonly clientSecret: string;
  /** Discord's REST base (…/api): `DISCORD_API_URL` when set (the tests' emulator), Discord otherwise. */
  readonly apiUrl?: string;
}

/** An OAuth2 code as Discord writes them (and anything short of a URL's worth of letters). */
const CODE = /^[\w-]{1,200}$/;

/**
 * The sign-in of the Activity inside Discord: the grant is the code of the embedded SDK's `authorize`.
 * The server exchanges it at Discord's OAuth2 token endpoint (with the application's secret), learns
 * whose it is from `GET /users/@me` with the access token, and hands the token to the page for the SDK's
 * `authenticate`. A refused, used or expired code signs nobody in.
 */
export class DiscordActivitySession implements ActivitySession {
  private readonly api: string;

  constructor(private readonly options: DiscordSessionOptions) {
    this.api = `${(options.apiUrl ?? 'https://discord.com/api').replace(/\/+$/, '')}/v10`;
  }

  async signIn(grant: string): Promise<SignedIn | undefined> {
    if (!CODE.test(grant)) return undefined;
    const exchanged = await reach(`${this.api}/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        client_id: this.options.clientId,
        client_secret: this.options.clientSecret,
        grant_type: 'authorization_code',
        code: grant,
      }),
    });
    if (!exchanged.ok) return undefined;
    const accessToken = ((await exchanged.json()) as { access_token?: unknown }).access_token;
    if (typeof accessToken !== 'string') return undefined;
    const me = await reach(`${this.api}/users/@me`, { headers: { authorization: `Bearer ${accessToken}` } });
    if (!me.ok) return undefined;
    const user = (await me.json()) as { id?: unknown; username?: unknown; global_name?: unknown };
    if (typeof user.id !== 'string') return undefined;
    const displayName = [user.global_name, user.username].find((n) => typeof n === 'string' && n) as string;
    return { user: { id: user.id, displayName: displayName ?? user.id }, accessToken };
  }
}

/** The wait asked of a page when Discord gave none, in seconds. */
const UNAVAILABLE_SECONDS = 5;

/**
 * A request to Discord whose answer says something about the grant. A failure of Discord itself (no
 * answer, a 5xx, or 429 for the server) throws `SignInUnavailable` with the wait Discord asked for: the
 * grant may well be good, so the page tries again rather than telling the person it does not know them.
 */
async function reach(url: string, init: RequestInit): Promise<Response> {
  const res = await fetch(url, init).catch(() => {
    throw new SignInUnavailable(UNAVAILABLE_SECONDS);
  });
  if (res.status === 429 || res.status >= 500) {
    await res.body?.cancel();
    const asked = Math.ceil(Number(res.headers.get('retry-after')));
    throw new SignInUnavailable(asked > 0 ? Math.min(asked, 60) : UNAVAILABLE_SECONDS);
  }
  return res;
}
