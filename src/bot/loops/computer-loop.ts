import { type AiLimits, AiPool, type ComputerTurn, type GameService } from '../../app/index.ts';
import type { Outbox } from '../bot-context.ts';
import type { Logger } from '../ops/logger.ts';

/** How the computer players run; tests make them quick and deterministic. */
export interface ComputerOptions {
  /** Untimed (tests): simulation budgets only, so a seed gives the same move. Default: timed. */
  readonly limits?: AiLimits;
  /**
   * The natural pause before the computers answer a person, ms (default 1,500; tests ~0). A computer whose
   * turn follows another computer's plays without it: their moves go out together, in one message.
   */
  readonly delayMs?: number;
  /** Worker threads (default the config's `AI_WORKERS`, else 1). */
  readonly workers?: number;
  /** Searches that may wait for a worker (default 32): a hint beyond that is told to try again. */
  readonly maxQueue?: number;
  /** Warm the workers at start (default true), so the first search is as quick as the others. */
  readonly warm?: boolean;
  /** How often every running game is checked for a computer's turn nobody scheduled (default 60 s; 0: never). */
  readonly sweepMs?: number;
}

/** What the loop works with. */
interface LoopContext {
  readonly service: GameService;
  readonly logger: Logger;
  readonly outbox: Outbox;
}

/** Wait before asking a full queue again. */
const BUSY_RETRY_MS = 2_000;

interface Pending {
  readonly turn: ComputerTurn;
  timer: ReturnType<typeof setTimeout> | null;
  cancel: (() => void) | null;
}

/**
 * Plays the computer seats' turns. A game whose colour to move is a computer's gets one pending move:
 * after a natural pause, a search in the worker pool, then the move is played through the service's
 * compare-and-set at the version searched (so it lands once, whatever happens) and posted by the outbox
 * like a person's turn. A change to the game (a move, an undo, a cancel) makes `check` cancel a pending
 * move of an older version. Nothing is kept on disk: at start every game waiting for a computer is
 * scheduled again, so a move pending at a restart is played after it.
 */
export class ComputerLoop {
  readonly pool: AiPool;
  private readonly pending = new Map<number, Pending>();
  private readonly playing = new Set<Promise<void>>();
  private sweep: ReturnType<typeof setInterval> | null = null;
  private stopped = false;
  private readonly delayMs: number;

  constructor(
    private readonly ctx: LoopContext,
    private readonly options: ComputerOptions = {},
  ) {
    this.delayMs = options.delayMs ?? 1_500;
    this.pool = new AiPool({
      size: options.workers ?? 1,
      maxQueue: options.maxQueue ?? 32,
      limits: options.limits ?? { timed: true },
    });
  }

  /** Warms the workers and schedules every game waiting for a computer's move. */
  start(): void {
    if (this.options.warm !== false) {
      this.pool
        .start()
        .catch((error: unknown) => this.ctx.logger.error('computer workers failed to start', { error }));
    }
    this.checkAll();
    const every = this.options.sweepMs ?? 60_000;
    if (every > 0) {
      this.sweep = setInterval(() => this.checkAll(), every);
      this.sweep.unref();
    }
  }

  /** Checks every running game whose turn is a computer's. */
  checkAll(): void {
    for (const id of this.ctx.service.computer.waitingGames()) this.check(id);
  }

  /** Checks the open game of a channel or thread (after someone acted there). */
  checkPlace(placeId: string): void {
    const open = this.ctx.service.store.findOpenGame(placeId);
    if (open) this.check(open.id);
  }

  /** Schedules the computer's move of a game if it is a computer's turn; cancels one the game moved past. */
  check(gameId: number, delayMs = this.delayMs): void {
    if (this.stopped) return;
    const turn = this.ctx.service.computer.turn(gameId);
    const current = this.pending.get(gameId);
    if (current && current.turn.version === turn?.version) return;
    if (current) this.cancel(gameId);
    if (turn) this.schedule(turn, delayMs);
  }

  /** Moves waiting (scheduled or searching), for tests and metrics. */
  get waiting(): number {
    return this.pending.size;
  }

  /** Resolves once no move is pending or being played. */
  async idle(): Promise<void> {
    while (this.pending.size > 0 || this.playing.size > 0) {
      await Promise.race([...this.playing, new Promise((r) => setTimeout(r, 10))]);
    }
  }

  /** Stops: pending moves are dropped (the next start schedules them again), then the workers stop. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.sweep) clearInterval(this.sweep);
    for (const id of [...this.pending.keys()]) this.cancel(id);
    await Promise.allSettled([...this.playing]);
    await this.pool.close();
  }

  private cancel(gameId: number): void {
    const pending = this.pending.get(gameId);
    if (!pending) return;
    this.pending.delete(gameId);
    if (pending.timer) clearTimeout(pending.timer);
    pending.cancel?.();
  }

  private schedule(turn: ComputerTurn, delayMs: number): void {
    const pending: Pending = { turn, timer: null, cancel: null };
    this.pending.set(turn.gameId, pending);
    pending.timer = setTimeout(() => {
      pending.timer = null;
      const run = this.think(pending).finally(() => this.playing.delete(run));
      this.playing.add(run);
    }, delayMs);
  }

  private async think(pending: Pending): Promise<void> {
    const { turn } = pending;
    const queued = this.pool.run(turn.job, `move:${turn.gameId}`);
    if (!queued.ok) {
      // Every worker busy and the queue full: ask again a little later.
      if (this.pending.get(turn.gameId) === pending) {
        this.pending.delete(turn.gameId);
        this.schedule(turn, BUSY_RETRY_MS);
      }
      return;
    }
    pending.cancel = queued.task.cancel;
    let answer: Awaited<typeof queued.task.answer>;
    try {
      answer = await queued.task.answer;
    } catch (error) {
      this.ctx.logger.error('a computer search failed', { gameId: turn.gameId, error });
      if (this.pending.get(turn.gameId) === pending) this.pending.delete(turn.gameId);
      return;
    }
    if (this.pending.get(turn.gameId) !== pending) return;
    this.pending.delete(turn.gameId);
    if (answer?.kind !== 'move' || answer.move === null || this.stopped) return;
    const played = this.ctx.service.computer.play(turn, answer.move);
    if (!played.ok) {
      this.ctx.logger.info('a computer move was not played', {
        gameId: turn.gameId,
        reason: played.error.kind,
      });
    } else {
      this.ctx.logger.debug('computer played', {
        gameId: turn.gameId,
        version: played.value.version,
        kept: answer.kept,
      });
      await this.ctx.outbox
        .flush(turn.threadId ?? turn.channelId)
        .catch((error: unknown) => this.ctx.logger.error('delivery after a computer move failed', { error }));
    }
    this.check(turn.gameId, played.ok ? 0 : this.delayMs);
  }
}
