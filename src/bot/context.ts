import type { GameService } from '../app/index.ts';
import type { ComputerLoop } from './computer-loop.ts';
import type { Outbox } from './delivery.ts';
import type { Logger } from './logger.ts';

/** What every command and button handler works with. */
export interface BotContext {
  readonly service: GameService;
  readonly logger: Logger;
  /** The clock (ms since the epoch); tests pass their own. */
  readonly now: () => number;
  /** Posts what the changes announced (in commit order, retried, exactly once as people see it). */
  readonly outbox: Outbox;
  /** The computer seats and the searches' worker pool (`/hint` queues its search there). */
  readonly computers?: ComputerLoop;
}
