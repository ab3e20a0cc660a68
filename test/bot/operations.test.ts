import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, REDACTED } from '../../src/bot/ops/logger.ts';
import { METRICS_HOST, type MetricsServer, startMetrics } from '../../src/bot/ops/metrics.ts';
import { legalMoves } from '../../src/engine/index.ts';
import { formatMove } from '../../src/notation/index.ts';
import { BotDriver, checkAndStop } from '../support/bot-driver.ts';
import { type Harness, IDS, startHarness } from '../support/bot-harness.ts';

/**
 * Operations: logs through pino with the token redacted wherever it turns up, and the optional health and
 * metrics endpoint, on loopback only, beside the real bot playing through the fake Discord.
 */

const TOKEN = 'MTAwMDAwMDAwMDAwMDAwMTAw.GabCdE.abcdefghijklmnopqrstuvwxyz0123456789AB';

describe('logs', () => {
  it('write one JSON object a line, at the level asked for, errors readable', () => {
    const lines: string[] = [];
    const log = createLogger('info', (line) => lines.push(line));
    log.debug('not shown');
    log.info('connected to Discord', { guilds: 3 });
    log.child({ game: 7 }).error('reminder failed', { error: new TypeError('boom') });
    expect(lines).toHaveLength(2);
    const [first, second] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(first).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      level: 'info',
      msg: 'connected to Discord',
      guilds: 3,
    });
    expect(second).toMatchObject({
      level: 'error',
      msg: 'reminder failed',
      game: 7,
      error: { name: 'TypeError', message: 'boom' },
    });
    expect(lines.every((l) => !l.includes('\n'))).toBe(true);
  });

  it('never write the token: not in a field, not in an error, not in a request someone logged', () => {
    const lines: string[] = [];
    const log = createLogger('debug', (line) => lines.push(line), { secrets: [TOKEN] });
    log.info('starting', { config: { token: TOKEN, databasePath: 'data/x.sqlite' } });
    log.warn('discord said no', { error: new Error(`401 for Bot ${TOKEN}`) });
    log.error('request failed', { request: { headers: { authorization: `Bot ${TOKEN}` } } });
    log.child({ token: TOKEN }).debug('child', { note: `the token is ${TOKEN}.` });
    log.info('a token field is redacted whatever it holds', { token: 'something-else' });
    const text = lines.join('\n');
    expect(lines).toHaveLength(5);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain(TOKEN.slice(0, 30));
    expect(text).not.toContain('something-else');
    expect(JSON.parse(lines[0]!)).toMatchObject({
      config: { token: REDACTED, databasePath: 'data/x.sqlite' },
    });
    expect(JSON.parse(lines[1]!).error.message).toBe(`401 for Bot ${REDACTED}`);
  });
});

describe('the health and metrics endpoint', () => {
  let h: Harness;
  let d: BotDriver;
  let metrics: MetricsServer;

  beforeAll(async () => {
    h = await startHarness();
    d = new BotDriver(h);
    metrics = await startMetrics({
      port: 0,
      service: h.bot.service,
      client: h.bot.client,
      logger: createLogger('error', () => {}),
    });
  });

  afterAll(async () => {
    await metrics.close();
    await checkAndStop(h);
  });

  const get = async (path: string, method = 'GET') => {
    const response = await fetch(`${metrics.url}${path}`, { method });
    return { status: response.status, text: await response.text() };
  };
  const value = (text: string, series: string) => {
    const line = text.split('\n').find((l) => l.startsWith(`${series} `));
    return line === undefined ? undefined : Number(line.slice(series.length + 1));
  };

  it('is off unless asked for, and listens on 127.0.0.1 only', async () => {
    expect(h.bot.metrics).toBeNull();
    expect(metrics.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(METRICS_HOST).toBe('127.0.0.1');
    const port = Number(new URL(metrics.url).port);
    // Not on the IPv6 loopback either (no dual-stack "any" address).
    const refused = await new Promise<string>((resolve) => {
      const socket = connect({ host: '::1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    });
    expect(refused).not.toBe('connected');
  });

  it('says the bot is healthy once connected, with its shards', async () => {
    const health = await get('/health');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.text)).toEqual({
      status: 'ok',
      shards: [{ id: 0, status: 'ready', pingMs: expect.any(Number) }],
    });
    expect((await get('/nothing')).status).toBe(404);
    expect((await get('/metrics', 'POST')).status).toBe(405);
  });

  it('counts games open, moves, the announcement backlog, shards and event-loop lag', async () => {
    const before = await get('/metrics');
    expect(before.status).toBe(200);
    expect(value(before.text, 'blokus_games_open{status="active"}')).toBe(0);
    const { gameId } = await d.openGame(IDS.channel, IDS.alice, [IDS.bob], { variant: 'duo' });
    for (let i = 0; i < 3; i++) {
      const view = d.view({ gameId });
      const move = formatMove(view.game.layout, legalMoves(view.game, view.toMove!.colorIndex)[0]!);
      await d.slash(view.toMove!.userId, IDS.channel, 'place', { move });
    }
    const after = (await get('/metrics')).text;
    expect(value(after, 'blokus_games_open{status="active"}')).toBe(1);
    expect(value(after, 'blokus_games_open{status="lobby"}')).toBe(0);
    expect(value(after, 'blokus_moves_total')).toBe(3);
    expect(value(after, 'blokus_moves_per_minute')).toBe(3);
    expect(value(after, 'blokus_announcements_pending')).toBe(h.bot.service.outbox.undeliveredCount());
    expect(value(after, 'blokus_shard_status{shard="0"}')).toBe(0);
    expect(value(after, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(after).toContain('process_resident_memory_bytes');
  });
});
