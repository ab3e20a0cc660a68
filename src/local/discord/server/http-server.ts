import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DiscordState, RequestRecord } from '../discord-state.ts';
import { DiscordHttpError, discordErrors } from '../errors.ts';
import { type ActiveFault, type FaultKind, faultAnswer, serverError, skipsRequest } from '../faults.ts';
import type { UploadedFile } from '../messages/message-store.ts';
import type { RestRequest, RestResult, Router } from './router.ts';

const API_PREFIX = '/api/v10';

/**
 * The one loopback HTTP server: REST under /api/v10, attachment downloads under /attachments, and
 * the gateway WebSocket as an upgrade on /gateway. Unknown routes answer 404 and are recorded.
 */
export class DiscordHttpServer {
  private readonly server: Server;

  constructor(
    private readonly core: DiscordState,
    private readonly router: Router,
  ) {
    this.server = createServer((req, res) => {
      // A client that goes away mid-request (a bot process killed in the middle of a post) aborts the
      // body's stream: there is nobody left to answer, so the request is dropped, as Discord would.
      this.handle(req, res).catch(() => {
        if (!res.destroyed) res.destroy();
      });
    });
    this.server.on('upgrade', (req, socket, head) => {
      if (new URL(req.url ?? '/', 'http://localhost').pathname === '/gateway') {
        core.gateway.handleUpgrade(req, socket, head);
      } else {
        socket.destroy();
      }
    });
  }

  /** Listens on 127.0.0.1 on a free port; returns the base URL. */
  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    return `http://127.0.0.1:${port}`;
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.core.inFlight += 1;
    try {
      await this.serve(req, res);
    } finally {
      this.core.inFlight -= 1;
    }
  }

  private async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://localhost');
    const hungUp = new Promise<void>((resolve) => res.once('close', resolve));
    const raw = await readBody(req);
    if (method === 'GET' && url.pathname.startsWith('/attachments/'))
      return this.serveAttachment(url.pathname, res);
    const path = url.pathname.startsWith(`${API_PREFIX}/`)
      ? url.pathname.slice(API_PREFIX.length)
      : undefined;
    const matched = path === undefined ? undefined : this.router.match(method, path);
    if (!matched) {
      this.core.unimplementedRoutes.push({ method, path: url.pathname });
      return this.reply(res, { method, path: url.pathname }, discordErrors.notFound());
    }
    const { route, params } = matched;
    const served: Served = { method, path: url.pathname };
    let outcome: RestResult | DiscordHttpError;
    let fault: ActiveFault | undefined;
    try {
      const interactionId = route.interactionOf?.(params);
      if (interactionId) served.interactionId = interactionId;
      if (route.auth && req.headers.authorization !== `Bot ${this.core.token}`)
        throw discordErrors.unauthorized();
      fault = this.core.faults.take(method, path!);
      if (fault) served.fault = fault.kind;
      if (fault && skipsRequest(fault.kind))
        throw faultAnswer(fault, `${method} ${route.segments.join('/')}`);
      const request: RestRequest = {
        method,
        path: path!,
        params,
        query: url.searchParams,
        headers: req.headers,
        ...(await parseBody(req, raw)),
      };
      outcome = await route.handler(request);
    } catch (caught) {
      outcome = asHttpError(caught);
    }
    if (fault?.kind === 'lost-response') outcome = serverError(fault.status);
    if (fault?.kind === 'slow') {
      await this.core.faults.hold(fault.delayMs, hungUp);
      // The client gave up (discord.js aborts at its `timeout`): the change stays, the answer is lost.
      if (res.destroyed || !res.socket || res.socket.destroyed)
        return this.record(served, outcome.status, true);
    }
    if (outcome instanceof DiscordHttpError) return this.reply(res, served, outcome);
    this.record(served, outcome.status);
    if (outcome.json === undefined) {
      res.writeHead(outcome.status).end();
    } else {
      res.writeHead(outcome.status, { 'content-type': 'application/json' }).end(JSON.stringify(outcome.json));
    }
  }

  private record(served: Served, status: number, dropped = false): void {
    const entry: RequestRecord = { method: served.method, path: served.path, status };
    if (served.fault) entry.fault = served.fault;
    if (dropped) entry.dropped = true;
    this.core.requests.push(entry);
  }

  private reply(res: ServerResponse, served: Served, error: DiscordHttpError): void {
    this.record(served, error.status);
    this.core.recordError({
      method: served.method,
      path: served.path,
      error,
      ...(served.interactionId ? { interactionId: served.interactionId } : {}),
    });
    res
      .writeHead(error.status, { 'content-type': 'application/json', ...error.headers() })
      .end(JSON.stringify(error.body()));
  }

  private serveAttachment(pathname: string, res: ServerResponse): void {
    const [, , , attachmentId] = pathname.split('/');
    const attachment = attachmentId ? this.core.store.attachment(attachmentId) : undefined;
    if (!attachment) {
      res.writeHead(404).end();
      return;
    }
    res
      .writeHead(200, { 'content-type': attachment.contentType ?? 'application/octet-stream' })
      .end(attachment.data);
  }
}

/** What the request record and the error log say about a request. */
interface Served {
  method: string;
  path: string;
  fault?: FaultKind;
  interactionId?: string;
}

function asHttpError(caught: unknown): DiscordHttpError {
  if (caught instanceof DiscordHttpError) return caught;
  const detail = (caught as Error)?.stack ?? String(caught);
  return new DiscordHttpError(500, 0, `local-discord internal error: ${detail}`);
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** JSON bodies, forms (the OAuth2 token exchange), or multipart with `payload_json` and files (`files[n]`), as discord.js sends them. */
async function parseBody(
  req: IncomingMessage,
  raw: Buffer,
): Promise<{ json: unknown; files: UploadedFile[] }> {
  const contentType = req.headers['content-type'] ?? '';
  if (raw.length === 0) return { json: undefined, files: [] };
  if (contentType.startsWith('multipart/form-data')) {
    const form = await new Response(raw, { headers: { 'content-type': contentType } }).formData();
    const files: UploadedFile[] = [];
    let json: unknown;
    for (const [field, value] of form.entries()) {
      if (typeof value === 'string') {
        if (field === 'payload_json') json = parseJson(value);
        continue;
      }
      files.push({
        field,
        filename: value.name,
        contentType: value.type,
        data: Buffer.from(await value.arrayBuffer()),
      });
    }
    return { json, files };
  }
  if (contentType.startsWith('application/x-www-form-urlencoded')) {
    return { json: Object.fromEntries(new URLSearchParams(raw.toString('utf8'))), files: [] };
  }
  return { json: parseJson(raw.toString('utf8')), files: [] };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw discordErrors.invalidJson();
  }
}
