import type { ActivityState, MoveRequest, RefusalAnswer, SessionAnswer } from '../wire.ts';

/** The server said the pass is missing or expired: sign in again. */
export class SignInNeeded extends Error {}

/** The server refused a request as one too many (429): try again in `seconds`. */
export class TooFast extends Error {
  constructor(readonly seconds: number) {
    super('too many requests');
  }
}

/**
 * A sign-in that could not be checked now: Discord failed the server (503), or the server could not be
 * reached. The page signs in again, with a fresh grant, in `seconds`.
 */
export class SignInUnavailable extends Error {
  constructor(readonly seconds: number) {
    super('sign-in unavailable');
  }
}

/** The wait a 429 or 503 answer asks for, in seconds (at least one). */
function retryAfter(res: Response): number {
  return Math.max(1, Number(res.headers.get('retry-after')) || 1);
}

/** Where the page runs (Discord, or the local table acting as it): it grants sign-ins. */
export interface ActivityHost {
  /** The channel (or thread) whose game the page shows. */
  readonly placeId: string;
  /**
   * A grant for the server's `api/session` (the SDK's `authorize` code); throws `SignInUnavailable` when
   * the server it needs cannot be reached.
   */
  grant(): Promise<string>;
  /** The server accepted the grant: the host hears of it (the SDK's `authenticate`). */
  signedIn(answer: SessionAnswer): Promise<void>;
}

/** How long the page waits before it opens a dropped stream again. */
const RETRY_MS = 1000;

/**
 * The page's line to its server, every address relative to the page (Discord's proxy and the local
 * table serve it under `/.proxy/`): a sign-in with the host's grant (`ActivityHost`), the live stream of the channel's
 * game, and moves.
 */
export class Live {
  private token = '';

  /** Sign-ins in a row that could not be checked (`SignInUnavailable`). */
  private unavailable = 0;

  private readonly placeId: string;

  constructor(private readonly host: ActivityHost) {
    this.placeId = host.placeId;
  }

  /**
   * Signs in with a fresh grant of the host. Throws `TooFast` (429), `SignInUnavailable` (Discord failed, or
   * no server: waits that grow from 1 to 30 s while it lasts), or `SignInNeeded` (the grant was refused).
   */
  async signIn(): Promise<SessionAnswer> {
    const grant = await this.host.grant().catch((error: unknown) => {
      throw error instanceof SignInUnavailable ? this.later() : error;
    });
    const res = await fetch('api/session', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant }),
    }).catch(() => undefined);
    if (!res || res.status === 503) throw this.later(res);
    this.unavailable = 0;
    if (res.status === 429) throw new TooFast(retryAfter(res));
    if (!res.ok) throw new SignInNeeded();
    const answer = (await res.json()) as SessionAnswer;
    // The pass is used once the host has accepted the sign-in too: never a pass the host refused.
    await this.host.signedIn(answer);
    this.token = answer.token;
    return answer;
  }

  /** A sign-in that cannot be checked now: the server's wait, or 1, 2, 4 … 30 s while no server answers. */
  private later(res?: Response): SignInUnavailable {
    this.unavailable++;
    return new SignInUnavailable(res ? retryAfter(res) : Math.min(30, 2 ** (this.unavailable - 1)));
  }

  /**
   * Follows the channel's game for as long as the page lives: each state as it comes, `lost` when the
   * stream drops (it opens again, and the first state it sends catches up), with the seconds to wait when
   * the server asks for a pause (too many requests).
   */
  async follow(
    onState: (state: ActivityState) => void,
    lost: (waitSeconds?: number) => void,
  ): Promise<never> {
    for (;;) {
      let waitMs = RETRY_MS;
      try {
        await this.stream(onState);
        lost();
      } catch (error) {
        const again =
          error instanceof SignInNeeded
            ? await this.signIn().then(
                () => undefined,
                (e) => e,
              )
            : error;
        if (again instanceof TooFast || again instanceof SignInUnavailable) waitMs = again.seconds * 1000;
        lost(again instanceof TooFast ? again.seconds : undefined);
      }
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }

  /**
   * Sends a move; a network failure is retried once with the same request id (applied once), and so is
   * a pass the server no longer knows (it restarted), after a sign-in again.
   */
  async move(request: MoveRequest): Promise<{ ok: true } | ({ ok: false } & RefusalAnswer)> {
    const send = () =>
      fetch('api/move', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${this.token}` },
        body: JSON.stringify(request),
      });
    let res = await send().catch(() => send());
    if (res.status === 401) {
      await this.signIn();
      res = await send();
    }
    if (res.ok) return { ok: true };
    const answer = (await res.json()) as RefusalAnswer;
    return { ok: false, ...answer };
  }

  private async stream(onState: (state: ActivityState) => void): Promise<void> {
    const res = await fetch(`api/live?place=${encodeURIComponent(this.placeId)}`, {
      headers: { authorization: `Bearer ${this.token}` },
    });
    if (res.status === 401) throw new SignInNeeded();
    if (res.status === 429) throw new TooFast(retryAfter(res));
    if (!res.ok || !res.body) return;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const event = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        for (const line of event.split('\n')) {
          if (line.startsWith('data: ')) onState(JSON.parse(line.slice(6)) as ActivityState);
        }
      }
    }
  }
}
