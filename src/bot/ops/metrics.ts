import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Client } from 'discord.js';
import { Counter, collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import type { GameService } from '../../app/index.ts';
import type { Logger } from './logger.ts';

/**
 * The optional health and metrics endpoint (`METRICS_PORT`), for a process manager's health check and a
 * Prometheus scrape. It listens on the loopback interface only: nothing on it is for the internet (put a
 * reverse proxy in front to expose it). Two routes:
 *
 * - `GET /health`: 200 `{"status":"ok",…}` once the bot is connected to Discord, 503 before (or when every
 *   shard is down), with the shards' states.
 * - `GET /metrics`: Prometheus text: games open (lobbies, running), moves (a counter, and the last
 *   minute's), announcements waiting in the outbox, each shard's status and ping, and Node's own figures
 *   (event-loop lag, memory, CPU, GC).
 *
 * Every figure is read when scraped (two counts over partial indexes, one over the outbox's pending
 * index), so the endpoint costs nothing between scrapes.
 */
export interface MetricsServer {
  /** `http://127.0.0.1:<port>`. */
  readonly url: string;
  close(): Promise<void>;
}

/** The only address the endpoint listens on. */
export const METRICS_HOST = '127.0.0.1';

/** How often the moves counter is sampled for the moves-per-minute gauge. */
const SAMPLE_MS = 5000;

/** discord.js's shard statuses (`Status`), by value, for the health answer. */
const SHARD_STATUS = [
  'ready',
  'connecting',
  'reconnecting',
  'idle',
  'nearly',
  'disconnected',
  'waiting for guilds',
  'identifying',
  'resuming',
];

/** Starts the endpoint on `port` (0: any free port, for tests). */
export async function startMetrics(options: {
  readonly port: number;
  readonly service: GameService;
  readonly client: Client;
  readonly logger: Logger;
}): Promise<MetricsServer> {
  const { service, client } = options;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const store = service.store;

  new Gauge({
    name: 'blokus_games_open',
    help: 'Open games: lobbies waiting for players and running games',
    labelNames: ['status'],
    registers: [registry],
    collect() {
      const counts = store.openGameCounts();
      this.set({ status: 'lobby' }, counts.lobby);
      this.set({ status: 'active' }, counts.active);
    },
  });
  let counted = 0;
  new Counter({
    name: 'blokus_moves_total',
    help: 'Log entries (placements, resignations) written by this process',
    registers: [registry],
    collect() {
      this.inc(store.movesWritten - counted);
      counted = store.movesWritten;
    },
  });
  // The counter's value a minute ago, from samples every few seconds.
  const samples: number[] = [store.movesWritten];
  const sampler = setInterval(() => {
    samples.push(store.movesWritten);
    if (samples.length > 60_000 / SAMPLE_MS + 1) samples.shift();
  }, SAMPLE_MS);
  sampler.unref();
  new Gauge({
    name: 'blokus_moves_per_minute',
    help: 'Log entries written by this process over the last minute',
    registers: [registry],
    collect() {
      this.set(store.movesWritten - samples[0]!);
    },
  });
  new Gauge({
    name: 'blokus_announcements_pending',
    help: 'Announcements in the outbox not delivered yet (the backlog)',
    registers: [registry],
    collect() {
      this.set(service.outbox.undeliveredCount());
    },
  });
  new Gauge({
    name: 'blokus_shard_status',
    help: "Each shard's discord.js status (0 ready, 1 connecting, 2 reconnecting, 3 idle, 4 nearly, 5 disconnected, 6 waiting for guilds, 7 identifying, 8 resuming)",
    labelNames: ['shard'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [id, shard] of client.ws.shards) this.set({ shard: String(id) }, shard.status);
    },
  });
  new Gauge({
    name: 'blokus_shard_ping_seconds',
    help: "Each shard's last heartbeat round trip",
    labelNames: ['shard'],
    registers: [registry],
    collect() {
      this.reset();
      for (const [id, shard] of client.ws.shards)
        if (shard.ping >= 0) this.set({ shard: String(id) }, shard.ping / 1000);
    },
  });

  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET') {
      response.writeHead(405, { allow: 'GET' }).end();
      return;
    }
    if (path === '/health') {
      const shards = [...client.ws.shards.values()].map((s) => ({
        id: s.id,
        status: SHARD_STATUS[s.status] ?? String(s.status),
        pingMs: s.ping,
      }));
      const ready = client.isReady() && shards.some((s) => s.status === 'ready');
      response
        .writeHead(ready ? 200 : 503, { 'content-type': 'application/json' })
        .end(JSON.stringify({ status: ready ? 'ok' : 'starting', shards }));
      return;
    }
    if (path === '/metrics') {
      registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': registry.contentType }).end(text),
        (error: unknown) => {
          options.logger.error('metrics failed', { error });
          response.writeHead(500).end();
        },
      );
      return;
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, METRICS_HOST, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  options.logger.info('health and metrics endpoint listening', { url: `http://${METRICS_HOST}:${port}` });
  return {
    url: `http://${METRICS_HOST}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(sampler);
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
