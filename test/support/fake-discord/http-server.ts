import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FakeCore } from './core.ts';
import { DiscordHttpError, discordErrors } from './errors.ts';
import type { UploadedFile } from './message-store.ts';
import type { RestRequest, Router } from './router.ts';

const API_PREFIX = '/api/v10';

/**
 * The one loopback HTTP server: REST under /api/v10, attachment downloads under /attachments, and
 * the gateway WebSocket as an upgrade on /gateway. Unknown routes answer 404 and are recorded.
 */
export class FakeHttpServer {
  private readonly server: Server;

  constructor(
    private readonly core: FakeCore,
    private readonly router: Router,
  ) {
    this.server = createServer((req, res) => {
      void this.handle(req, res);
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
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://localhost');
    const raw = await readBody(req);
    if (method === 'GET' && url.pathname.startsWith('/attachments/'))
      return this.serveAttachment(url.pathname, res);
    const path = url.pathname.startsWith(`${API_PREFIX}/`)
      ? url.pathname.slice(API_PREFIX.length)
      : undefined;
    const matched = path === undefined ? undefined : this.router.match(method, path);
    if (!matched) {
      this.core.unimplementedRoutes.push({ method, path: url.pathname });
      return this.reply(res, method, url.pathname, discordErrors.notFound());
    }
    const { route, params } = matched;
    let interactionId: string | undefined;
    try {
      interactionId = route.interactionOf?.(params);
      if (route.auth && req.headers.authorization !== `Bot ${this.core.token}`)
        throw discordErrors.unauthorized();
      const refusal = this.core.refusals.findIndex((r) => r.method === method && r.path.test(path!));
      if (refusal >= 0) throw this.core.refusals.splice(refusal, 1)[0]!.error();
      const request: RestRequest = {
        method,
        path: path!,
        params,
        query: url.searchParams,
        headers: req.headers,
        ...(await parseBody(req, raw)),
      };
      const result = await route.handler(request);
      this.core.requests.push({ method, path: url.pathname, status: result.status });
      if (result.json === undefined) {
        res.writeHead(result.status).end();
      } else {
        res.writeHead(result.status, { 'content-type': 'application/json' }).end(JSON.stringify(result.json));
      }
    } catch (caught) {
      const error =
        caught instanceof DiscordHttpError
          ? caught
          : new DiscordHttpError(
              500,
              0,
              `fake-discord internal error: ${(caught as Error)?.stack ?? String(caught)}`,
            );
      this.reply(res, method, url.pathname, error, interactionId);
    }
  }

  private reply(
    res: ServerResponse,
    method: string,
    path: string,
    error: DiscordHttpError,
    interactionId?: string,
  ): void {
    this.core.requests.push({ method, path, status: error.status });
    this.core.recordError({ method, path, error, ...(interactionId ? { interactionId } : {}) });
    res.writeHead(error.status, { 'content-type': 'application/json' }).end(JSON.stringify(error.body()));
  }

  private serveAttachment(pathname: string, res: ServerResponse): void {
    const [, , , attachmentId] = pathname.split('/');
    for (const message of this.core.store.all()) {
      const attachment = message.attachments.find((a) => a.id === attachmentId);
      if (attachment) {
        res
          .writeHead(200, { 'content-type': attachment.contentType ?? 'application/octet-stream' })
          .end(attachment.data);
        return;
      }
    }
    res.writeHead(404).end();
  }
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** JSON bodies, or multipart with `payload_json` and files (`files[n]`), as discord.js sends them. */
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
  return { json: parseJson(raw.toString('utf8')), files: [] };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw discordErrors.invalidJson();
  }
}
