/**
 * The real entry point with the Activity set up (ACTIVITY_*), against the project's own Discord: it serves
 * the Activity on its loopback port, signs a page in with the code of the SDK's `authorize`, and never
 * shows the application's secret in a log line.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { IDS, TEST_GUILD } from '../support/bot-harness.ts';
import { BOOT_MS, exitOf, expectCleanLogs, output, run } from '../support/bot-process.ts';
import { FakeDiscord } from '../support/fake-discord/index.ts';

const TOKEN = `activity-test.${randomBytes(12).toString('hex')}`;
const SECRET = `secret-${randomBytes(12).toString('hex')}`;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the bot with the Activity set up', () => {
  const dir = mkdtempSync(join(tmpdir(), 'blokus-activity-discord-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'serves it on ACTIVITY_PORT and signs in with a Discord code, its secret in no log line',
    async () => {
      const fake = await FakeDiscord.start({
        token: TOKEN,
        applicationId: IDS.app,
        guilds: [TEST_GUILD],
        clientSecret: SECRET,
      });
      const port = await freePort();
      const bot = run('src/main.ts', {
        DISCORD_TOKEN: TOKEN,
        DISCORD_API_URL: fake.apiUrl,
        DISCORD_CLIENT_ID: IDS.app,
        DATABASE_PATH: join(dir, 'games.sqlite'),
        LOG_LEVEL: 'info',
        ACTIVITY_CLIENT_SECRET: SECRET,
        ACTIVITY_URL: 'https://blokus.example',
        ACTIVITY_PORT: String(port),
      });
      try {
        await Promise.race([
          Promise.all([bot.waitForLog('activity listening'), bot.waitForLog('connected to Discord')]),
          bot.exited.then(() => {
            throw new Error(`the bot exited while starting:\n${output(bot)}`);
          }),
        ]);
        const base = `http://127.0.0.1:${port}/activity/`;
        expect(await (await fetch(`${base}api/config`)).json()).toEqual({ clientId: IDS.app });
        const signIn = await fetch(`${base}api/session`, {
          method: 'POST',
          body: JSON.stringify({ grant: fake.oauthCode(IDS.alice) }),
        });
        expect(signIn.status).toBe(200);
        expect(((await signIn.json()) as { user: { id: string } }).user.id).toBe(IDS.alice);
        const refused = await fetch(`${base}api/session`, { method: 'POST', body: '{"grant":"made-up"}' });
        expect(refused.status).toBe(401);
      } finally {
        bot.process.kill('SIGTERM');
        await exitOf(bot);
        await fake.stop();
      }
      expectCleanLogs(bot, SECRET);
      expectCleanLogs(bot, TOKEN);
    },
    BOOT_MS + 20_000,
  );
});
