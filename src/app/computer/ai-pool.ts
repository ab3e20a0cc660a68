import { Worker } from 'node:worker_threads';
import type { AiAnswer, AiJob, AiLimits, AiRequest } from './ai-job.ts';

/** How the pool is sized and bounded. */
export interface AiPoolOptions {
  /** Worker threads (each runs one search at a time). */
  readonly size: number;
  /** Searches that may wait for a worker; one more is refused as busy. */
  readonly maxQueue: number;
  readonly limits: AiLimits;
}

/** A search handed to the pool: its answer (null if cancelled first), and a way to cancel it. */
export interface AiTask {
  readonly answer: Promise<AiAnswer | null>;
  cancel(): void;
}

interface Pending {
  readonly id: number;
  readonly job: AiJob;
  readonly key: string | null;
  /** When it was asked (`Date.now()`): the time it waits for a worker counts against its time cap. */
  readonly askedAt: number;
  cancelled: boolean;
  resolve(answer: AiAnswer | null): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  task: Pending | null;
}

/**
 * The young generation of a worker's heap, in MB (V8's default is some 16 to 48). A search allocates
 * little that lives (its tree is in typed arrays), and an idle worker keeps its young generation's
 * pages: small saves some 50 MB of the bot's memory a worker for the same speed (`aiPool.hintMs`).
 */
const WORKER_YOUNG_GENERATION_MB = 2;

/** Games whose worker the pool remembers (a worker keeps only its last few games' trees anyway). */
const MAX_HOMES = 1000;

/**
 * The computer players' worker threads (docs/design.md: the search never runs on the bot's event loop).
 * Searches wait in one bounded queue, first come first served; `run` refuses when the queue is full, so a
 * burst of hints cannot pile up work for minutes. A search can be cancelled by its key (a game that moved
 * on): if it still waits it is dropped, if it runs its answer is thrown away (a search is short and cannot
 * be interrupted without losing the warm worker). `start` warms every worker (tsx, the engine and the
 * move tables loaded), so the first search after a start is as quick as the others.
 */
export class AiPool {
  private readonly slots: Slot[] = [];
  private readonly queue: Pending[] = [];
  /** Each game's worker: the slot that last searched a computer's move in it (and keeps its tree). */
  private readonly homes = new Map<number, Slot>();
  private nextId = 1;
  private closed = false;
  private starting: Promise<void> | null = null;

  constructor(private readonly options: AiPoolOptions) {}

  /** Starts and warms the workers (also done by the first `run` if not called). */
  start(): Promise<void> {
    if (!this.starting) {
      for (let i = 0; i < Math.max(1, this.options.size); i++) this.slots.push(this.spawn());
      // The square boards first; the Trigon boards after, behind any search asked meanwhile.
      const warm = (boards: 'square' | 'trigon') =>
        this.slots.map(() => this.enqueue({ kind: 'warm', boards }, null).answer);
      this.starting = Promise.all([...warm('square'), ...warm('trigon')]).then(() => undefined);
    }
    return this.starting;
  }

  /** Searches waiting for a worker. */
  get waiting(): number {
    return this.queue.length;
  }

  /** Queues a search; `busy` when the queue is full. `key` names it for `cancel` (e.g. `move:12`). */
  run(job: AiJob, key: string | null = null): { ok: true; task: AiTask } | { ok: false; error: 'busy' } {
    if (this.closed || this.queue.length >= this.options.maxQueue) return { ok: false, error: 'busy' };
    if (!this.starting) void this.start();
    return { ok: true, task: this.enqueue(job, key) };
  }

  /** Cancels every search with this key, waiting or running. */
  cancel(key: string): void {
    for (const pending of [...this.queue, ...this.slots.map((s) => s.task)]) {
      if (pending && pending.key === key) this.drop(pending);
    }
  }

  /** Stops the workers; searches still waiting or running answer null. */
  async close(): Promise<void> {
    this.closed = true;
    for (const pending of [...this.queue]) this.drop(pending);
    for (const slot of this.slots) if (slot.task) this.drop(slot.task);
    await Promise.all(this.slots.map((s) => s.worker.terminate()));
    this.slots.length = 0;
  }

  private enqueue(job: AiJob, key: string | null): AiTask {
    let pending!: Pending;
    const answer = new Promise<AiAnswer | null>((resolve, reject) => {
      pending = { id: this.nextId++, job, key, askedAt: Date.now(), cancelled: false, resolve, reject };
    });
    // Warming up is idle work: a search goes ahead of the warm-ups still waiting.
    const warming = job.kind === 'warm' ? -1 : this.queue.findIndex((p) => p.job.kind === 'warm');
    if (warming < 0) this.queue.push(pending);
    else this.queue.splice(warming, 0, pending);
    this.dispatch();
    return { answer, cancel: () => this.drop(pending) };
  }

  private drop(pending: Pending): void {
    if (pending.cancelled) return;
    pending.cancelled = true;
    const at = this.queue.indexOf(pending);
    if (at >= 0) this.queue.splice(at, 1);
    pending.resolve(null);
  }

  /**
   * Hands waiting searches to free workers, first come first served. A computer's move goes to the worker
   * that searched that game last when it is free (it keeps the tree), else to any free worker.
   */
  private dispatch(): void {
    while (!this.closed && this.queue.length > 0) {
      const next = this.queue[0]!;
      const game = next.job.kind === 'move' ? next.job.game : null;
      const home = game === null ? undefined : this.homes.get(game);
      const slot = home && !home.task ? home : this.slots.find((s) => !s.task);
      if (!slot) return;
      this.queue.shift();
      slot.task = next;
      if (game !== null) this.remember(game, slot);
      // A worker keeps the process alive only while it searches (an idle pool never holds up an exit).
      slot.worker.ref();
      const message: AiRequest = { id: next.id, job: next.job, waitedMs: Date.now() - next.askedAt };
      slot.worker.postMessage(message);
    }
  }

  /** Records the game's worker (the most recent last; the oldest forgotten past `MAX_HOMES`). */
  private remember(game: number, slot: Slot): void {
    this.homes.delete(game);
    this.homes.set(game, slot);
    if (this.homes.size > MAX_HOMES) this.homes.delete(this.homes.keys().next().value!);
  }

  private spawn(): Slot {
    const worker = new Worker(new URL('./ai-worker.mjs', import.meta.url), {
      workerData: this.options.limits,
      resourceLimits: { maxYoungGenerationSizeMb: WORKER_YOUNG_GENERATION_MB },
    });
    const slot: Slot = { worker, task: null };
    worker.on('message', (message: { id: number; answer?: AiAnswer; error?: string }) => {
      const task = slot.task;
      if (!task || task.id !== message.id) return;
      slot.task = null;
      worker.unref();
      if (!task.cancelled) {
        task.cancelled = true;
        if (message.answer) task.resolve(message.answer);
        else task.reject(new Error(`computer search failed: ${message.error}`));
      }
      this.dispatch();
    });
    worker.on('error', (error) => this.lost(slot, error));
    worker.on('exit', (code) => {
      if (!this.closed) this.lost(slot, new Error(`the computer worker stopped with code ${code}`));
    });
    worker.unref();
    return slot;
  }

  /** A worker died: its search fails, and a new worker takes its place. */
  private lost(slot: Slot, error: Error): void {
    const task = slot.task;
    slot.task = null;
    if (task && !task.cancelled) {
      task.cancelled = true;
      task.reject(error);
    }
    if (this.closed) return;
    const at = this.slots.indexOf(slot);
    if (at >= 0) {
      void slot.worker.terminate();
      for (const [game, home] of this.homes) if (home === slot) this.homes.delete(game);
      this.slots[at] = this.spawn();
      this.dispatch();
    }
  }
}
