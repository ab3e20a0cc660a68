import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/bot/ops/config.ts';

const TOKEN = 'MTAw.abc.def';

describe('loadConfig', () => {
  it('gives the defaults with just a token', () => {
    expect(loadConfig({ DISCORD_TOKEN: TOKEN })).toEqual({
      ok: true,
      value: {
        token: TOKEN,
        databasePath: 'data/blokus.sqlite',
        logLevel: 'info',
        reminderCheckSeconds: 60,
        aiWorkers: 1,
        shardCount: 'auto',
      },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      DISCORD_TOKEN: ` ${TOKEN} `,
      DISCORD_CLIENT_ID: '123456789012345678',
      DISCORD_GUILD_ID: '223456789012345678',
      DATABASE_PATH: '/var/lib/blokus/games.sqlite',
      DATABASE_URL: 'postgres://blokus:secret@db.example:5432/blokus',
      DISCORD_API_URL: 'http://127.0.0.1:8080/api/',
      LOG_LEVEL: 'DEBUG',
      REMINDER_CHECK_SECONDS: '15',
      METRICS_PORT: '9464',
      AI_WORKERS: '2',
      SHARD_COUNT: '8',
      SHARDS: '0, 2-3,7',
    });
    expect(config).toEqual({
      ok: true,
      value: {
        token: TOKEN,
        clientId: '123456789012345678',
        guildId: '223456789012345678',
        databasePath: '/var/lib/blokus/games.sqlite',
        databaseUrl: 'postgres://blokus:secret@db.example:5432/blokus',
        apiUrl: 'http://127.0.0.1:8080/api',
        logLevel: 'debug',
        reminderCheckSeconds: 15,
        metricsPort: 9464,
        aiWorkers: 2,
        shardCount: 8,
        shardIds: [0, 2, 3, 7],
      },
    });
    // An empty METRICS_PORT (as .env.example has it) means no endpoint.
    expect(loadConfig({ DISCORD_TOKEN: TOKEN, METRICS_PORT: ' ' })).toMatchObject({
      ok: true,
      value: { reminderCheckSeconds: 60 },
    });
  });

  it.each([
    [{}, /^DISCORD_TOKEN is not set/],
    [{ DISCORD_TOKEN: 'Bot abc' }, /^DISCORD_TOKEN contains spaces/],
    [{ DISCORD_TOKEN: TOKEN, DATABASE_URL: 'mysql://db/blokus' }, /^DATABASE_URL must be a PostgreSQL URL/],
    [{ DISCORD_TOKEN: TOKEN, DISCORD_CLIENT_ID: 'my-app' }, /^DISCORD_CLIENT_ID must be/],
    [{ DISCORD_TOKEN: TOKEN, DISCORD_GUILD_ID: '12' }, /^DISCORD_GUILD_ID must be/],
    [{ DISCORD_TOKEN: TOKEN, DISCORD_API_URL: '127.0.0.1:8080/api' }, /^DISCORD_API_URL must be/],
    [{ DISCORD_TOKEN: TOKEN, LOG_LEVEL: 'loud' }, /^LOG_LEVEL must be/],
    [{ DISCORD_TOKEN: TOKEN, REMINDER_CHECK_SECONDS: '0' }, /^REMINDER_CHECK_SECONDS must be/],
    [{ DISCORD_TOKEN: TOKEN, REMINDER_CHECK_SECONDS: 'soon' }, /^REMINDER_CHECK_SECONDS must be/],
    [{ DISCORD_TOKEN: TOKEN, METRICS_PORT: '70000' }, /^METRICS_PORT must be/],
    [{ DISCORD_TOKEN: TOKEN, METRICS_PORT: '0.0.0.0:9464' }, /^METRICS_PORT must be/],
    [{ DISCORD_TOKEN: TOKEN, AI_WORKERS: '0' }, /^AI_WORKERS must be/],
    [{ DISCORD_TOKEN: TOKEN, SHARD_COUNT: '0' }, /^SHARD_COUNT must be/],
    [{ DISCORD_TOKEN: TOKEN, SHARD_COUNT: 'lots' }, /^SHARD_COUNT must be/],
    [{ DISCORD_TOKEN: TOKEN, SHARDS: '0' }, /^SHARDS needs SHARD_COUNT set to a number/],
    [{ DISCORD_TOKEN: TOKEN, SHARD_COUNT: '2', SHARDS: '2' }, /^SHARDS must list shard ids from 0 to 1/],
    [{ DISCORD_TOKEN: TOKEN, SHARD_COUNT: '4', SHARDS: '3-1' }, /^SHARDS must list/],
    [{ DISCORD_TOKEN: TOKEN, SHARD_COUNT: '4', SHARDS: 'one' }, /^SHARDS must list/],
  ])('refuses %o with one sentence naming the variable', (env, message) => {
    const config = loadConfig(env);
    expect(config.ok).toBe(false);
    if (config.ok) return;
    expect(config.error).toMatch(message);
    expect(config.error.split('\n')).toHaveLength(1);
  });

  it("reads the shards as discord.js's ShardingManager passes them to each process, and as people write them", () => {
    const shards = (SHARD_COUNT: string, SHARDS: string) => {
      const config = loadConfig({ DISCORD_TOKEN: TOKEN, SHARD_COUNT, SHARDS });
      return config.ok ? [config.value.shardCount, config.value.shardIds] : config.error;
    };
    expect(shards('4', '3')).toEqual([4, [3]]);
    expect(shards('4', '[1,0]')).toEqual([4, [0, 1]]);
    expect(shards(' AUTO ', '')).toEqual(['auto', undefined]);
    expect(shards('16', '8-11')).toEqual([16, [8, 9, 10, 11]]);
  });

  it('needs the client id for the deploy step', () => {
    expect(loadConfig({ DISCORD_TOKEN: TOKEN }, { clientId: true })).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^DISCORD_CLIENT_ID is not set/),
    });
  });

  it('reads the Activity: all of its variables or none, with the application id', () => {
    const env = {
      DISCORD_TOKEN: TOKEN,
      DISCORD_CLIENT_ID: '123456789012345678',
      ACTIVITY_CLIENT_SECRET: ' s3cret-of-the-app ',
      ACTIVITY_URL: 'https://Blokus.example.org/',
    };
    expect(loadConfig(env)).toMatchObject({
      ok: true,
      value: {
        activity: { clientSecret: 's3cret-of-the-app', publicHost: 'blokus.example.org', port: 8480 },
      },
    });
    expect(loadConfig({ ...env, ACTIVITY_PORT: '9000' })).toMatchObject({
      value: { activity: { port: 9000 } },
    });
    const refused = (changes: Record<string, string | undefined>) => {
      const config = loadConfig({ ...env, ...changes });
      return config.ok ? 'accepted' : config.error;
    };
    expect(refused({ ACTIVITY_URL: undefined })).toMatch(/^ACTIVITY_URL must be/);
    expect(refused({ ACTIVITY_URL: 'http://blokus.example.org' })).toMatch(/^ACTIVITY_URL must be/);
    expect(refused({ ACTIVITY_URL: 'https://blokus.example.org/activity' })).toMatch(/^ACTIVITY_URL must be/);
    expect(refused({ ACTIVITY_CLIENT_SECRET: '' })).toMatch(
      /^ACTIVITY_URL is set but ACTIVITY_CLIENT_SECRET/,
    );
    expect(refused({ DISCORD_CLIENT_ID: '' })).toMatch(/needs DISCORD_CLIENT_ID/);
    expect(refused({ ACTIVITY_PORT: '70000' })).toMatch(/^ACTIVITY_PORT must be/);
    expect(loadConfig({ DISCORD_TOKEN: TOKEN })).not.toHaveProperty('value.activity');
  });

  it('never repeats a value pasted into the wrong variable (it may be the token)', () => {
    for (const key of [
      'DISCORD_CLIENT_ID',
      'DISCORD_GUILD_ID',
      'SHARD_COUNT',
      'SHARDS',
      'ACTIVITY_URL',
      'ACTIVITY_PORT',
    ]) {
      const activity = { DISCORD_CLIENT_ID: '123456789012345678', ACTIVITY_CLIENT_SECRET: 'x'.repeat(32) };
      const config = loadConfig({ DISCORD_TOKEN: TOKEN, ...activity, [key]: 'MTAw.secret.token' });
      expect(config.ok).toBe(false);
      if (!config.ok) expect(config.error).not.toContain('secret');
    }
  });
});
