import { EventEmitter } from 'node:events';
import type { APIApplicationCommandOptionChoice, APIInteraction } from 'discord-api-types/v10';
import type { MessageStore } from '../messages/message-store.ts';
import type { ErrorRecord, StoredMessage } from '../stored-records.ts';

/** What the user did: ran a slash command, typed into an autocompleted option, or used a component. */
export type InteractionKind = 'command' | 'autocomplete' | 'component';

/** Who made the bot post a message, and with what (the label reads like `/place move:e5`). */
export interface InteractionSummary {
  userId: string;
  kind: InteractionKind;
  label: string;
}

/** Interaction callback types (InteractionResponseType). */
export const Callback = {
  ChannelMessageWithSource: 4,
  DeferredChannelMessageWithSource: 5,
  DeferredMessageUpdate: 6,
  UpdateMessage: 7,
  AutocompleteResult: 8,
  Modal: 9,
  LaunchActivity: 12,
} as const;

/**
 * The fake's record of one interaction and everything the bot did with it. Mutated by the REST
 * routes; read through InteractionHandle.
 */
export class InteractionState {
  callbackType?: number;
  acknowledgedAt?: number;
  /** The message `@original` refers to: the reply (4/5) or, after 6/7, the message with the component. */
  originalMessageId?: string;
  /** A type 5 placeholder that has not been filled (by PATCH @original or the first follow-up) yet. */
  deferredPending = false;
  readonly followUpIds: string[] = [];
  choices?: APIApplicationCommandOptionChoice[];
  modal?: Record<string, unknown>;
  expired = false;
  readonly errors: ErrorRecord[] = [];
  readonly log: string[] = [];
  private readonly events = new EventEmitter();

  readonly id: string;
  readonly token: string;
  readonly kind: InteractionKind;
  /** The INTERACTION_CREATE payload as dispatched. */
  readonly payload: APIInteraction;
  readonly userId: string;
  readonly channelId: string;
  /** How the test names it in messages, e.g. `/place move:e5`. */
  readonly label: string;
  readonly commandName: string | undefined;
  /** For component interactions: the message whose component was used. */
  readonly componentMessageId: string | undefined;
  readonly dispatchedAt = Date.now();

  constructor(init: {
    id: string;
    token: string;
    kind: InteractionKind;
    payload: APIInteraction;
    userId: string;
    channelId: string;
    label: string;
    commandName?: string;
    componentMessageId?: string;
  }) {
    this.id = init.id;
    this.token = init.token;
    this.kind = init.kind;
    this.payload = init.payload;
    this.userId = init.userId;
    this.channelId = init.channelId;
    this.label = init.label;
    this.commandName = init.commandName;
    this.componentMessageId = init.componentMessageId;
    this.events.setMaxListeners(0);
  }

  get acknowledged(): boolean {
    return this.callbackType !== undefined;
  }

  /** Acknowledged, and no deferred reply is still "thinking". */
  get settled(): boolean {
    return this.acknowledged && !this.deferredPending;
  }

  note(text: string): void {
    this.log.push(`+${Date.now() - this.dispatchedAt}ms ${text}`);
    this.changed();
  }

  changed(): void {
    this.events.emit('change');
  }

  onChange(listener: () => void): () => void {
    this.events.on('change', listener);
    return () => this.events.off('change', listener);
  }
}

/** Options of the handle's waits. */
export interface WaitOptions {
  timeoutMs?: number;
}

/** A test's view of an interaction it started: what the bot answered, and waits for it. */
export class InteractionHandle {
  constructor(
    private readonly state: InteractionState,
    private readonly store: MessageStore,
  ) {}

  get id(): string {
    return this.state.id;
  }

  get token(): string {
    return this.state.token;
  }

  get kind(): InteractionKind {
    return this.state.kind;
  }

  /** The INTERACTION_CREATE payload the bot received. */
  get payload(): APIInteraction {
    return this.state.payload;
  }

  get acknowledged(): boolean {
    return this.state.acknowledged;
  }

  /** The first (accepted) callback type: 4 reply, 5 deferred reply, 6 deferred update, 7 update, 8 choices, 9 modal, 12 the Activity launched. */
  get callbackType(): number | undefined {
    return this.state.callbackType;
  }

  /** Acknowledged with 5 or 6. */
  get deferred(): boolean {
    return (
      this.state.callbackType === Callback.DeferredChannelMessageWithSource ||
      this.state.callbackType === Callback.DeferredMessageUpdate
    );
  }

  /** A deferred reply is still showing "thinking…". */
  get pending(): boolean {
    return this.state.deferredPending;
  }

  get settled(): boolean {
    return this.state.settled;
  }

  /** No callback arrived within the deadline (3 s). */
  get expired(): boolean {
    return this.state.expired;
  }

  /** The message `@original` refers to: the reply (4/5; after 5 the placeholder until filled) or, for 6/7, the message with the component. */
  get reply(): StoredMessage | undefined {
    return this.state.originalMessageId ? this.store.get(this.state.originalMessageId) : undefined;
  }

  get followUps(): StoredMessage[] {
    return this.state.followUpIds
      .map((id) => this.store.get(id))
      .filter((m): m is StoredMessage => m !== undefined);
  }

  /** Whether the reply is ephemeral. */
  get ephemeral(): boolean {
    return this.reply?.ephemeral ?? false;
  }

  /** Autocomplete choices (callback 8). */
  get choices(): APIApplicationCommandOptionChoice[] | undefined {
    return this.state.choices;
  }

  /** The modal shown (callback 9). */
  get modal(): Record<string, unknown> | undefined {
    return this.state.modal;
  }

  /** Errors the fake returned for requests about this interaction. */
  get errors(): readonly ErrorRecord[] {
    return this.state.errors;
  }

  /** What happened, with times relative to the dispatch. */
  get log(): readonly string[] {
    return this.state.log;
  }

  /**
   * Resolves when the interaction is settled: acknowledged and, if deferred with type 5, the reply
   * filled (or deleted). Rejects at once if it expired or the fake rejected a request about it, and
   * after `timeoutMs` (default 5000) with what happened so far.
   */
  async done(options: WaitOptions = {}): Promise<this> {
    return this.waitFor((h) => h.settled, { ...options, what: 'settled' });
  }

  /** Resolves when `predicate` holds; rejects like `done()`. */
  waitFor(
    predicate: (handle: this) => boolean,
    options: WaitOptions & { what?: string } = {},
  ): Promise<this> {
    const timeoutMs = options.timeoutMs ?? 5000;
    const what = options.what ?? 'the condition';
    return new Promise((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      let unsubscribe = () => {};
      const finish = (error?: Error) => {
        clearTimeout(timer);
        unsubscribe();
        if (error) reject(error);
        else resolve(this);
      };
      const check = () => {
        if (predicate(this)) finish();
        else if (this.state.errors.length > 0)
          finish(new Error(`${this.state.label} failed before ${what}:\n${this.describe()}`));
        else if (this.state.expired)
          finish(new Error(`${this.state.label} expired before ${what}:\n${this.describe()}`));
      };
      unsubscribe = this.state.onChange(check);
      timer = setTimeout(
        () =>
          finish(new Error(`${this.state.label} not ${what} within ${timeoutMs} ms:\n${this.describe()}`)),
        timeoutMs,
      );
      check();
    });
  }

  /** Resolves when the acknowledgement deadline passes without a callback; rejects if the bot answers first. */
  waitForExpiry(options: WaitOptions = {}): Promise<this> {
    return new Promise((resolve, reject) => {
      const timeoutMs = options.timeoutMs ?? 10_000;
      let unsubscribe = () => {};
      const timer = setTimeout(() => {
        unsubscribe();
        reject(new Error(`${this.state.label} did not expire within ${timeoutMs} ms:\n${this.describe()}`));
      }, timeoutMs);
      const check = () => {
        if (!this.state.expired && !this.state.acknowledged) return;
        clearTimeout(timer);
        unsubscribe();
        if (this.state.expired) resolve(this);
        else
          reject(new Error(`${this.state.label} was acknowledged, it did not expire:\n${this.describe()}`));
      };
      unsubscribe = this.state.onChange(check);
      check();
    });
  }

  /** A readable account of the interaction for failure messages. */
  describe(): string {
    const lines = [
      `${this.state.label} (id ${this.state.id}) by ${this.state.userId} in ${this.state.channelId}`,
    ];
    lines.push(...this.state.log.map((l) => `  ${l}`));
    for (const e of this.state.errors)
      lines.push(
        `  error ${e.status} ${e.code} ${e.message} on ${e.method} ${e.path}${e.errors ? ` ${JSON.stringify(e.errors)}` : ''}`,
      );
    return lines.join('\n');
  }
}
