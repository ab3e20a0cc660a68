import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GameService } from '../../app/index.ts';
import { fontCss, fontFile } from '../../web/page-fonts.ts';
import type { ActivityState, ActivityUser, MoveRequest, RefusalAnswer, SessionAnswer } from '../wire.ts';
import { type ActivitySession, PassBook, type SignedIn, SignInUnavailable } from './activity-session.ts';
import { activityGame, playMove } from './activity-view.ts';
import { type LimitedRequest, RateLimits } from './rate-limits.ts';

/**
 * Where the Activity lives on its server. Discord's proxy forwards the page's `/.proxy/…` requests to the
 * server with `/.proxy` taken off (the local table's page does the same), so the page addresses
 * everything relative to itself and never names a host.
 */
export const ACTIVITY_BASE = '/activity/';

/** The built page's files (`npm run build` bundles `app.js` beside them). */
const FILES: Record<string, string> = {
  '': 'text/html; charset=utf-8',
  'activity.css': 'text/css; charset=utf-8',
  'app.js': 'text/javascript; charset=utf-8',
};
const FILE_NAMES: Record<string, string> = { '': 'index.html' };

/** The page may load only from its own server (Discord's CSP allows nothing else either). */
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

/** The largest request body the API reads (a move is well under 1 KB). */
const MAX_BODY = 4096;
/** A comment line on each open stream this often, so proxies do not close a quiet one. */
const KEEP_ALIVE_MS = 25_000;

/** What the server is built from. */
export interface ActivityServerOptions {
  readonly service: GameService;
  readonly session: ActivitySession;
  /** The application id, which the page's SDK needs (`api/config`). */
  readonly clientId: string;
  /** The public host a reverse proxy forwards from (Discord's URL mapping points at it), if any. */
  readonly publicHost?: string;
  /** The folder of the built page: `index.html`, `activity.css` and the bundled `app.js`. */
  readonly pageDir: URL;
  readonly now?: () => number;
  readonly logError: (error: unknown) => void;
}

/** One open live stream: who watches which channel, and the game and version it was sent last. */
interface Viewer {
  readonly user: ActivityUser;
  readonly placeId: string;
  readonly res: ServerResponse;
  sent?: string;
}

/**
 * The Activity's server, in the bot's process beside the service it calls: the page, `api/config` (the
 * application id, for the page's SDK), `api/session`
 * (a grant for a pass), `api/live` (the channel's game, streamed again after each change, whichever door
 * and whichever process made it) and `api/move` (a move, through the service as `/place`). Every API request carries a pass.
 */
export class ActivityServer {
  private readonly server: Server;
  private readonly passes: PassBook;
  private readonly limits: RateLimits;
  private readonly viewers = new Set<Viewer>();
  private readonly dirty = new Set<string>();
  private readonly stopWatching: () => void;
  private readonly keepAlive: NodeJS.Timeout;
  private port = 0;

  constructor(private readonly options: ActivityServerOptions) {
    this.passes = new PassBook(options.now ?? Date.now);
    this.limits = new RateLimits(options.now ?? Date.now);
    this.server = createServer((req, res) => {
      this.serve(req, res).catch((error: unknown) => {
        options.logError(error);
        if (!res.headersSent) res.writeHead(500).end();
      });
    });
    // Whichever process wrote it: a shard's beside this one on the same database too.
    this.stopWatching = options.service.watchPlaces(
      () => [...this.viewers].map((v) => v.placeId),
      (placeId) => this.changed(placeId),
    );
    this.keepAlive = setInterval(() => {
      for (const viewer of this.viewers) viewer.res.write(':\n\n');
    }, KEEP_ALIVE_MS);
    this.keepAlive.unref();
  }

  /** Listens on 127.0.0.1 (`port` 0: any free one); returns the server's origin. */
  async listen(port = 0): Promise<string> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    this.port = (this.server.address() as AddressInfo).port;
    return this.origin;
  }

  /** e.g. http://127.0.0.1:3001 */
  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async close(): Promise<void> {
    this.stopWatching();
    clearInterval(this.keepAlive);
    for (const viewer of this.viewers) viewer.res.end();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Loopback only, by name too: a web site cannot reach the server through a name it points here; and
    // the public host the reverse proxy forwards from, when there is one.
    const hosts = [`127.0.0.1:${this.port}`, `localhost:${this.port}`, this.options.publicHost];
    if (!hosts.includes(req.headers.host?.toLowerCase() ?? '')) {
      return void res.writeHead(403).end();
    }
    const url = new URL(req.url ?? '/', 'http://activity');
    if (!url.pathname.startsWith(ACTIVITY_BASE)) return void res.writeHead(404).end();
    const path = url.pathname.slice(ACTIVITY_BASE.length);
    if (path.startsWith('api/')) return this.api(path.slice(4), url, req, res);
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { allow: 'GET' }).end();
    const type = FILES[path];
    if (type !== undefined) {
      const file = new URL(FILE_NAMES[path] ?? path, this.options.pageDir);
      res.writeHead(200, { 'content-type': type, ...SECURITY_HEADERS }).end(readFileSync(file));
      return;
    }
    if (path === 'fonts.css') {
      const css = fontCss('./');
      res.writeHead(200, { 'content-type': 'text/css; charset=utf-8', ...SECURITY_HEADERS }).end(css);
      return;
    }
    const font = /^fonts\/([\w-]+)\/([^/]+)$/.exec(path);
    const fontData = font ? fontFile(font[1]!, font[2]!) : undefined;
    if (fontData) {
      const headers = { ...SECURITY_HEADERS, 'content-type': 'font/woff2', 'cache-control': 'max-age=86400' };
      res.writeHead(200, headers).end(fontData);
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not here.');
  }

  private async api(route: string, url: URL, req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (route === 'config' && req.method === 'GET')
      return json(res, 200, { clientId: this.options.clientId });
    if (route === 'session' && req.method === 'POST') {
      const body = await readJson(req);
      const grant = typeof body?.grant === 'string' ? body.grant : '';
      let signedIn: SignedIn | undefined;
      try {
        signedIn = grant ? await this.options.session.signIn(grant) : undefined;
      } catch (error) {
        if (!(error instanceof SignInUnavailable)) throw error;
        return waitAnswer(res, 503, { error: 'Discord is unavailable', retryAfter: error.seconds });
      }
      if (!signedIn) return json(res, 401, { error: 'unknown grant' });
      const { user, accessToken } = signedIn;
      if (this.refused('session', user, res)) return;
      const answer: SessionAnswer = {
        token: this.passes.issue(user),
        user,
        ...(accessToken ? { accessToken } : {}),
      };
      return json(res, 200, answer);
    }
    const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1];
    const user = token ? this.passes.userOf(token) : undefined;
    if (!user) return json(res, 401, { error: 'sign in first' });
    if (route === 'live' && req.method === 'GET') {
      const placeId = url.searchParams.get('place') ?? '';
      if (!/^\d{1,20}$/.test(placeId)) return json(res, 400, { error: 'bad place' });
      if (this.refused('live', user, res)) return;
      return this.watch(user, placeId, res);
    }
    if (route === 'move' && req.method === 'POST') {
      const move = moveRequest(await readJson(req));
      if (!move) return json(res, 400, { error: 'bad move request' });
      if (this.refused('move', user, res)) return;
      const played = playMove(this.options.service, user, move);
      return json(res, played.status, played.answer);
    }
    json(res, 404, { error: 'no such request' });
  }

  /**
   * Whether `user` has sent too many requests of `kind` lately: if so, the answer is 429 with the seconds
   * to wait (`Retry-After`, and in the body for the page's sentence), and nothing else happens.
   */
  private refused(kind: LimitedRequest, user: ActivityUser, res: ServerResponse): boolean {
    const wait = this.limits.take(kind, user.id);
    if (wait === 0) return false;
    waitAnswer(res, 429, { error: 'too many requests', retryAfter: wait });
    return true;
  }

  /** Opens a live stream: the channel's game now, then again after every change to it. */
  private watch(user: ActivityUser, placeId: string, res: ServerResponse): void {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
    });
    const viewer: Viewer = { user, placeId, res };
    this.viewers.add(viewer);
    res.on('close', () => this.viewers.delete(viewer));
    this.push(viewer, activityGame(this.options.service, placeId));
  }

  /** A place's game was written: its viewers get it once the current call is over (a burst: once). */
  private changed(placeId: string): void {
    if (this.dirty.size === 0) setImmediate(() => this.flush());
    this.dirty.add(placeId);
  }

  private flush(): void {
    const places = [...this.dirty];
    this.dirty.clear();
    for (const placeId of places) {
      const watching = [...this.viewers].filter((v) => v.placeId === placeId);
      if (watching.length === 0) continue;
      const game = activityGame(this.options.service, placeId);
      for (const viewer of watching) this.push(viewer, game);
    }
  }

  /** Sends a viewer the game, unless it has that game at that version already. */
  private push(viewer: Viewer, game: ActivityState['game']): void {
    const sent = game ? `${game.gameId}:${game.version}` : 'none';
    if (viewer.sent === sent) return;
    viewer.sent = sent;
    const state: ActivityState = { you: viewer.user, game };
    viewer.res.write(`data: ${JSON.stringify(state)}\n\n`);
  }
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/** A request's JSON body, or undefined (too long, or not a JSON object). */
async function readJson(req: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of req) {
    length += (chunk as Buffer).length;
    if (length > MAX_BODY) return undefined;
    chunks.push(chunk as Buffer);
  }
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** A move request as the page sends it, checked field by field; undefined if any is missing or wrong. */
function moveRequest(body: Record<string, unknown> | undefined): MoveRequest | undefined {
  if (!body) return undefined;
  const { gameId, version, move, requestId, locale } = body;
  if (!Number.isSafeInteger(gameId) || !Number.isSafeInteger(version)) return undefined;
  if (typeof move !== 'string' || move.length === 0 || move.length > 200) return undefined;
  if (typeof requestId !== 'string' || !/^[\w-]{8,64}$/.test(requestId)) return undefined;
  if (typeof locale !== 'string' || locale.length > 20) return undefined;
  return { gameId: gameId as number, version: version as number, move, requestId, locale };
}

/**
 * A request the page should send again later: 429 (too many) or 503 (Discord cannot check a sign-in now),
 * with the seconds to wait in `Retry-After` and in the body, for the page's sentence.
 */
function waitAnswer(
  res: ServerResponse,
  status: 429 | 503,
  answer: RefusalAnswer & { readonly retryAfter: number },
): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'retry-after': String(answer.retryAfter),
  });
  res.end(JSON.stringify(answer));
}
