import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { GatewayCloseCodes, GatewayOpcodes } from 'discord-api-types/v10';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import { guildOfEvent, parseShard, type ShardPair, shardGets } from '../guilds/shards.ts';
import { randomToken } from '../snowflake.ts';

/** One dispatched event, kept so a RESUME can replay what a dropped connection missed. */
interface SentDispatch {
  s: number;
  t: string;
  d: unknown;
}

/** A gateway session: survives a dropped connection until it is resumed or replaced. */
interface Session {
  id: string;
  /** The shard its IDENTIFY named: it gets only the events of that shard's servers. */
  shard: ShardPair;
  seq: number;
  sent: SentDispatch[];
  socket?: WebSocket;
}

interface Connection {
  socket: WebSocket;
  session?: Session;
}

/** What the gateway needs from the rest of the fake. */
export interface GatewayOptions {
  token: string;
  expectedIntents: number;
  heartbeatIntervalMs: number;
  /** Payload `d` of READY, for a new session running `shard`. */
  ready: (sessionId: string, shard: ShardPair) => Record<string, unknown>;
  /** Events that follow READY (one GUILD_CREATE per guild of the shard). */
  afterReady: (shard: ShardPair) => { t: string; d: unknown }[];
  /** Every server the bot is in. */
  guildIds: () => string[];
  /** Servers one connection may hold; past it IDENTIFY is closed with 4011 (default 2,500). */
  maxGuildsPerShard: number;
  /** A protocol violation by the client, for `fake.errors`. */
  onViolation: (what: string) => void;
}

/** A close code and the reason for it. */
type Refusal = [code: number, why: string];

const PRIVILEGED_INTENTS = (1 << 1) | (1 << 8) | (1 << 15);
const REPLAY_LIMIT = 1000;

/**
 * Discord's gateway over `ws`, JSON text frames only: HELLO → IDENTIFY → READY + GUILD_CREATE, or
 * RESUME → replayed events + RESUMED; HEARTBEAT → HEARTBEAT_ACK; dispatches numbered by `s` per
 * session. Events for a session whose socket dropped are kept and replayed on RESUME. Each session runs
 * the shard its IDENTIFY named and gets only its servers' events (guilds/shards.ts); two sessions of one shard
 * (a bot started twice) both get them, as on Discord.
 */
export class GatewayServer {
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly sessions = new Map<string, Session>();
  private readonly connections = new Set<Connection>();
  private readonly waiters = new Set<() => void>();
  /** Connections opened while the gateway is "down": they get no HELLO until `restore()`. */
  private held: WebSocket[] | undefined;
  identifyCount = 0;
  resumeCount = 0;

  constructor(private readonly options: GatewayOptions) {}

  /** Takes an HTTP upgrade on the gateway path. */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void {
    this.wss.handleUpgrade(request, socket, head, (ws) => this.accept(ws, request));
  }

  /** Whether any session exists (a bot identified at some point and was not invalidated). */
  get hasSession(): boolean {
    return this.sessions.size > 0;
  }

  /** Whether a session runs the shard of `guildId` (undefined: a DM, shard 0). */
  hasSessionFor(guildId: string | undefined): boolean {
    return [...this.sessions.values()].some((s) => shardGets(s.shard, guildId));
  }

  /** The shards of the sessions, one entry per session (a shard run twice appears twice). */
  get sessionShards(): ShardPair[] {
    return [...this.sessions.values()].map((s) => s.shard);
  }

  /**
   * Sends a dispatch to every session of the shard of its server (shard 0 for an event of no server),
   * buffered for sessions whose connection is down.
   */
  dispatch(t: string, d: unknown): void {
    const guildId = guildOfEvent(t, d);
    for (const session of this.sessions.values()) {
      if (shardGets(session.shard, guildId)) this.sendTo(session, t, d);
    }
  }

  /**
   * Drops every connection. Code 4000 (default) makes discord.js RESUME; 1000 makes it identify
   * again. With `invalidateSessions` the sessions are forgotten, so a RESUME gets INVALID_SESSION.
   * With `stayDown` the gateway stays unreachable in effect (new connections wait for HELLO) until
   * `restore()`.
   */
  disconnectAll(options: { code?: number; invalidateSessions?: boolean; stayDown?: boolean } = {}): void {
    if (options.stayDown) this.held ??= [];
    for (const connection of this.connections) {
      if (this.held?.includes(connection.socket)) continue;
      connection.socket.close(options.code ?? 4000, 'local-discord: disconnectAll');
    }
    if (options.invalidateSessions) this.sessions.clear();
  }

  /** Connections that reconnected during a `stayDown` outage and wait for HELLO. */
  get waitingConnections(): number {
    return (this.held ?? []).filter((socket) => socket.readyState === WebSocket.OPEN).length;
  }

  /** Ends a `stayDown` outage: the connections that waited get their HELLO. */
  restore(): void {
    const held = this.held ?? [];
    this.held = undefined;
    for (const socket of held) if (socket.readyState === WebSocket.OPEN) this.hello(socket);
  }

  /** Resolves once `condition` holds, re-checked after every identify/resume. */
  waitUntil(condition: () => boolean, timeoutMs: number, what: string): Promise<void> {
    return new Promise((resolve, reject) => {
      const check = () => {
        if (!condition()) return;
        this.waiters.delete(check);
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.waiters.delete(check);
        reject(new Error(`local-discord: ${what} did not happen within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.add(check);
      check();
    });
  }

  async close(): Promise<void> {
    for (const connection of this.connections) connection.socket.terminate();
    this.connections.clear();
    this.sessions.clear();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private accept(socket: WebSocket, request: IncomingMessage): void {
    const query = new URL(request.url ?? '/', 'http://localhost').searchParams;
    const connection: Connection = { socket };
    this.connections.add(connection);
    socket.on('close', () => {
      this.connections.delete(connection);
      if (connection.session?.socket === socket) delete connection.session.socket;
    });
    socket.on('error', () => {});
    const refusal = checkQuery(query);
    if (refusal) {
      this.refuse(socket, refusal);
      return;
    }
    socket.on('message', (data, isBinary) => {
      const problem = this.receive(connection, data, isBinary);
      if (problem) this.refuse(socket, problem);
    });
    if (this.held) this.held.push(socket);
    else this.hello(socket);
  }

  private hello(socket: WebSocket): void {
    send(socket, {
      op: GatewayOpcodes.Hello,
      d: { heartbeat_interval: this.options.heartbeatIntervalMs },
      s: null,
      t: null,
    });
  }

  /** Handles one frame; returns why to close the connection, if it must be. */
  private receive(connection: Connection, data: RawData, isBinary: boolean): Refusal | undefined {
    let payload: { op?: number; d?: Record<string, unknown> | number | null };
    try {
      if (isBinary) throw new Error('binary frame');
      payload = JSON.parse(data.toString());
    } catch {
      return [GatewayCloseCodes.DecodeError, 'undecodable gateway payload'];
    }
    const d = (payload.d ?? {}) as Record<string, unknown>;
    switch (payload.op) {
      case GatewayOpcodes.Heartbeat:
        send(connection.socket, { op: GatewayOpcodes.HeartbeatAck });
        return undefined;
      case GatewayOpcodes.Identify:
        return this.identify(connection, d);
      case GatewayOpcodes.Resume:
        return this.resume(connection, d);
      case GatewayOpcodes.PresenceUpdate:
      case GatewayOpcodes.RequestGuildMembers:
      case GatewayOpcodes.VoiceStateUpdate:
        return connection.session
          ? undefined
          : [GatewayCloseCodes.NotAuthenticated, `op ${payload.op} before IDENTIFY`];
      default:
        return [GatewayCloseCodes.UnknownOpcode, `unknown opcode ${payload.op}`];
    }
  }

  private identify(connection: Connection, d: Record<string, unknown>): Refusal | undefined {
    const intents = Number(d.intents);
    if (connection.session) return [GatewayCloseCodes.AlreadyAuthenticated, 'second IDENTIFY'];
    if (d.token !== this.options.token)
      return [GatewayCloseCodes.AuthenticationFailed, 'IDENTIFY with a wrong token'];
    if (intents & PRIVILEGED_INTENTS) {
      return [GatewayCloseCodes.DisallowedIntents, `privileged intents requested: ${intents}`];
    }
    if (intents !== this.options.expectedIntents) {
      return [
        GatewayCloseCodes.InvalidIntents,
        `intents ${intents}, expected exactly ${this.options.expectedIntents}`,
      ];
    }
    const shard = parseShard(d.shard);
    if (!shard) return [GatewayCloseCodes.InvalidShard, `invalid shard ${JSON.stringify(d.shard)}`];
    const held = this.options.guildIds().filter((g) => shardGets(shard, g)).length;
    if (held > this.options.maxGuildsPerShard) {
      return [
        GatewayCloseCodes.ShardingRequired,
        `shard [${shard.join(', ')}] would hold ${held} guilds, more than ${this.options.maxGuildsPerShard}`,
      ];
    }
    // A new session replaces the ones of its shard whose connection is gone (and, once the bot runs
    // another shard count, every one of the old count whose connection is gone).
    for (const [id, old] of this.sessions) {
      if (!old.socket && (old.shard[0] === shard[0] || old.shard[1] !== shard[1])) this.sessions.delete(id);
    }
    const session: Session = { id: randomToken(16), shard, seq: 0, sent: [], socket: connection.socket };
    this.sessions.set(session.id, session);
    connection.session = session;
    this.sendTo(session, 'READY', this.options.ready(session.id, shard));
    for (const event of this.options.afterReady(shard)) this.sendTo(session, event.t, event.d);
    this.identifyCount += 1;
    this.notify();
    return undefined;
  }

  private resume(connection: Connection, d: Record<string, unknown>): Refusal | undefined {
    const { socket } = connection;
    if (d.token !== this.options.token)
      return [GatewayCloseCodes.AuthenticationFailed, 'RESUME with a wrong token'];
    const session = this.sessions.get(String(d.session_id));
    if (!session) {
      send(socket, { op: GatewayOpcodes.InvalidSession, d: false });
      return undefined;
    }
    const seq = Number(d.seq);
    if (seq > session.seq) return [GatewayCloseCodes.InvalidSeq, `RESUME with seq ${seq} > ${session.seq}`];
    if (session.socket && session.socket !== socket)
      session.socket.close(4000, 'local-discord: resumed elsewhere');
    session.socket = socket;
    connection.session = session;
    for (const event of session.sent) {
      if (event.s > seq) send(socket, { op: GatewayOpcodes.Dispatch, ...event });
    }
    this.sendTo(session, 'RESUMED', null);
    this.resumeCount += 1;
    this.notify();
    return undefined;
  }

  private sendTo(session: Session, t: string, d: unknown): void {
    session.seq += 1;
    const event = { s: session.seq, t, d };
    session.sent.push(event);
    if (session.sent.length > REPLAY_LIMIT) session.sent.shift();
    if (session.socket?.readyState === WebSocket.OPEN)
      send(session.socket, { op: GatewayOpcodes.Dispatch, ...event });
  }

  private refuse(socket: WebSocket, [code, why]: Refusal): void {
    this.options.onViolation(`gateway closed with ${code}: ${why}`);
    socket.close(code, why.slice(0, 120));
  }

  private notify(): void {
    for (const waiter of [...this.waiters]) waiter();
  }
}

/** The query discord.js must use: v=10, encoding=json, no transport compression. */
function checkQuery(query: URLSearchParams): Refusal | undefined {
  if (query.get('v') !== '10')
    return [GatewayCloseCodes.InvalidAPIVersion, `gateway version ${query.get('v')}, expected 10`];
  if (query.get('encoding') !== 'json') {
    return [GatewayCloseCodes.DecodeError, `encoding ${query.get('encoding')}, expected json`];
  }
  if (query.has('compress')) {
    return [
      GatewayCloseCodes.DecodeError,
      `compress=${query.get('compress')} requested (is zlib-sync installed?)`,
    ];
  }
  return undefined;
}

function send(socket: WebSocket, payload: Record<string, unknown>): void {
  socket.send(JSON.stringify(payload));
}
