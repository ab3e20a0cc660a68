import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { PageServer } from '../../src/local/table/page-server.ts';

/** The page server on its own: what it serves, and to whom (only this machine, by its own address). */
let server: PageServer;
let url: URL;
let connections = 0;
const emojiDrawn: string[] = [];

beforeAll(async () => {
  server = new PageServer({
    port: 0,
    attachment: (id) =>
      id === '77'
        ? { id, filename: 'b.png', data: Buffer.from('png!'), contentType: 'image/png' }
        : undefined,
    connected: (socket) => {
      connections += 1;
      socket.send('hi');
    },
    emoji: async (emoji) => {
      emojiDrawn.push(emoji);
      return Buffer.from(`png of ${emoji}`);
    },
  });
  url = new URL(await server.listen());
});

afterAll(() => server.close());

function get(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
    (resolve, reject) => {
      const req = request({ host: '127.0.0.1', port: url.port, path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      });
      req.on('error', reject);
      req.end();
    },
  );
}

describe('PageServer', () => {
  it('listens on 127.0.0.1 and serves the page with a policy that keeps it on this server', async () => {
    expect(url.hostname).toBe('127.0.0.1');
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<script type="module" src="/table.js"></script>');
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'.*connect-src 'self'/);
    expect((await get('/table.js')).status).toBe(200);
    expect((await get('/fonts.css')).body).toContain('url(/fonts/inter/inter-latin-400-normal.woff2)');
    expect((await get('/fonts/inter/inter-latin-400-normal.woff2')).status).toBe(200);
  });

  it('serves the bot attachments it knows, and nothing else', async () => {
    const picture = await get('/attachments/77/b.png');
    expect([picture.status, picture.headers['content-type'], picture.body]).toEqual([
      200,
      'image/png',
      'png!',
    ]);
    expect((await get('/attachments/78/b.png')).status).toBe(404);
    expect((await get('/fonts/inter/..%2F..%2Fpackage.json')).status).toBe(404);
    expect((await get('/fonts/other/x.woff2')).status).toBe(404);
    expect((await get('/', {}, 'POST')).status).toBe(405);
  });

  it('serves an emoji as a picture, drawn once, and nothing that is not one emoji', async () => {
    for (let i = 0; i < 2; i++) {
      const robot = await get('/emoji/1f916.png');
      expect([robot.status, robot.headers['content-type'], robot.body]).toEqual([
        200,
        'image/png',
        'png of 🤖',
      ]);
    }
    expect((await get('/emoji/1f1eb-1f1f7.png')).body).toBe('png of 🇫🇷');
    expect(emojiDrawn).toEqual(['🤖', '🇫🇷']);
    for (const name of ['41', '1f916-41', '110000', 'x', '1f916.gif']) {
      expect((await get(`/emoji/${name}.png`)).status).toBe(404);
    }
  });

  it('refuses requests for another host name (DNS rebinding) and WebSockets from other origins', async () => {
    expect((await get('/', { host: 'evil.example' })).status).toBe(403);
    expect((await get('/', { host: `localhost:${url.port}` })).status).toBe(200);
    const foreign = new WebSocket(`ws://127.0.0.1:${url.port}/live`, { origin: 'http://evil.example' });
    await expect(
      new Promise((resolve, reject) => {
        foreign.on('open', resolve);
        foreign.on('error', reject);
      }),
    ).rejects.toThrow();
    const own = new WebSocket(`ws://127.0.0.1:${url.port}/live`, { origin: url.origin });
    const first = await new Promise<string>((resolve) => own.on('message', (data) => resolve(String(data))));
    expect(first).toBe('hi');
    expect(connections).toBe(1);
    own.close();
  });
});
