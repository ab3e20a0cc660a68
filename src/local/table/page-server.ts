import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type WebSocket, WebSocketServer } from 'ws';
import { fontCss, fontFile } from '../../web/page-fonts.ts';
import type { StoredAttachment } from '../discord/index.ts';
import { emojiOfFileName } from './emoji-html.ts';

/** The page's own files, read once: nothing is fetched from anywhere else. */
const FILES: Record<string, { file: string; type: string }> = {
  '/': { file: 'index.html', type: 'text/html; charset=utf-8' },
  '/table.css': { file: 'table.css', type: 'text/css; charset=utf-8' },
  '/message.css': { file: 'message.css', type: 'text/css; charset=utf-8' },
  '/table.js': { file: 'table.js', type: 'text/javascript; charset=utf-8' },
  '/message-box.js': { file: 'message-box.js', type: 'text/javascript; charset=utf-8' },
  '/activity-host.js': { file: 'activity-host.js', type: 'text/javascript; charset=utf-8' },
  '/icon.svg': { file: 'icon.svg', type: 'image/svg+xml' },
};

/** Where Discord's proxy serves an Activity's requests: `/.proxy/<path>` reaches `<path>` of its server. */
const PROXY = '/.proxy/';

/*
 * The page may load only from this server: its script, its styles, the bot's pictures, its WebSocket
 * and the Activity's frame (forwarded under `/.proxy/`). Inline style attributes are allowed for the
 * embeds' colour bars.
 */
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self'; font-src 'self'; connect-src 'self'; frame-src 'self'; base-uri 'none'; form-action 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cache-control': 'no-store',
};

/** What the page server serves besides its files. */
export interface PageServerOptions {
  /** 0 picks a free port. */
  port: number;
  attachment(id: string): StoredAttachment | undefined;
  /**
   * A page opened its WebSocket (`/live`), asking for the person and channel it showed before (`?user=` and
   * `&channel=`, after a reconnect or a reload), if it knows them.
   */
  connected(socket: WebSocket, asked: { userId: string; channelId: string } | undefined): void;
  /** An emoji as a PNG picture (`/emoji/1f916.png`). */
  emoji(emoji: string): Promise<Buffer>;
}

/** How many emoji pictures the server keeps drawn. */
const EMOJI_CACHE = 512;

/**
 * The local table's web page on 127.0.0.1 only: the page, the bot's attachments, and the `/live`
 * WebSocket that pushes messages to it and carries what the person does. Requests whose Host is not
 * this loopback address are refused, so a web site cannot reach the table through DNS tricks.
 */
export class PageServer {
  private readonly server: Server;
  private readonly sockets: WebSocketServer;
  private readonly files = new Map<string, { body: Buffer; type: string }>();
  private readonly emojiPictures = new Map<string, Promise<Buffer>>();
  private port = 0;
  private activityOrigin = '';

  constructor(private readonly options: PageServerOptions) {
    for (const [path, { file, type }] of Object.entries(FILES)) {
      this.files.set(path, { body: readFileSync(new URL(`./page/${file}`, import.meta.url)), type });
    }
    this.files.set('/fonts.css', { body: Buffer.from(fontCss('/')), type: 'text/css; charset=utf-8' });
    this.server = createServer((req, res) => this.serve(req, res));
    this.sockets = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
    this.server.on('upgrade', (req, socket, head) => {
      const url = new URL(req.url ?? '/', 'http://x');
      if (!this.isLocal(req, true) || url.pathname !== '/live') {
        socket.destroy();
        return;
      }
      const [userId, channelId] = [url.searchParams.get('user'), url.searchParams.get('channel')];
      const asked = userId && channelId ? { userId, channelId } : undefined;
      this.sockets.handleUpgrade(req, socket, head, (ws) => options.connected(ws, asked));
    });
  }

  /** Listens on 127.0.0.1; returns the page's address. A port in use is an error that names it. */
  async listen(): Promise<string> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(this.options.port, '127.0.0.1', () => {
        this.server.off('error', reject);
        resolve();
      });
    });
    this.port = (this.server.address() as AddressInfo).port;
    return `http://127.0.0.1:${this.port}/`;
  }

  /** Forwards `/.proxy/<path>` to `<origin>/<path>` from now on, as Discord's proxy does for an Activity. */
  proxyTo(origin: string): void {
    this.activityOrigin = origin;
  }

  get proxiesActivity(): boolean {
    return this.activityOrigin !== '';
  }

  async close(): Promise<void> {
    for (const client of this.sockets.clients) client.terminate();
    this.sockets.close();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private serve(req: IncomingMessage, res: ServerResponse): void {
    if (!this.isLocal(req, false)) {
      res.writeHead(403).end('The local table answers only at 127.0.0.1 or localhost.');
      return;
    }
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path.startsWith(PROXY) && this.activityOrigin) {
      this.forward(req, res);
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET' }).end();
      return;
    }
    const file = this.files.get(path);
    if (file) {
      res.writeHead(200, { 'content-type': file.type, ...SECURITY_HEADERS }).end(file.body);
      return;
    }
    const font = /^\/fonts\/([\w-]+)\/([^/]+)$/.exec(path);
    const fontData = font ? fontFile(font[1]!, font[2]!) : undefined;
    if (fontData) {
      const type = path.endsWith('.woff2') ? 'font/woff2' : 'font/woff';
      res.writeHead(200, { 'content-type': type, ...SECURITY_HEADERS, 'cache-control': 'max-age=86400' });
      res.end(fontData);
      return;
    }
    const emoji = emojiOfFileName(/^\/emoji\/([\w-]+)\.png$/.exec(path)?.[1] ?? '');
    if (emoji) {
      this.emojiPicture(emoji).then(
        (png) => {
          const headers = {
            'content-type': 'image/png',
            ...SECURITY_HEADERS,
            'cache-control': 'max-age=86400',
          };
          res.writeHead(200, headers).end(png);
        },
        () => res.writeHead(500).end(),
      );
      return;
    }
    const attachmentId = /^\/attachments\/(\d+)\/[^/]+$/.exec(path)?.[1];
    const attachment = attachmentId ? this.options.attachment(attachmentId) : undefined;
    if (attachment) {
      const type = attachment.contentType || 'application/octet-stream';
      res.writeHead(200, { 'content-type': type, ...SECURITY_HEADERS }).end(attachment.data);
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not here.');
  }

  /** One request to the Activity's server, its answer streamed back as it comes (the live stream too). */
  private forward(req: IncomingMessage, res: ServerResponse): void {
    const target = new URL((req.url ?? '/').slice(PROXY.length - 1), this.activityOrigin);
    const upstream = request(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    res.on('close', () => upstream.destroy());
    req.pipe(upstream);
  }

  /** An emoji's picture, drawn once (the most recent ones are kept). */
  private emojiPicture(emoji: string): Promise<Buffer> {
    let png = this.emojiPictures.get(emoji);
    if (!png) {
      png = this.options.emoji(emoji);
      png.catch(() => this.emojiPictures.delete(emoji));
      if (this.emojiPictures.size >= EMOJI_CACHE) {
        this.emojiPictures.delete(this.emojiPictures.keys().next().value!);
      }
    }
    this.emojiPictures.delete(emoji);
    this.emojiPictures.set(emoji, png);
    return png;
  }

  /** Host (and for the WebSocket, Origin) must be this server's loopback address. */
  private isLocal(req: IncomingMessage, checkOrigin: boolean): boolean {
    const hosts = [`127.0.0.1:${this.port}`, `localhost:${this.port}`];
    if (!hosts.includes(req.headers.host ?? '')) return false;
    if (!checkOrigin) return true;
    const origin = req.headers.origin;
    return origin === undefined || hosts.some((h) => origin === `http://${h}`);
  }
}
