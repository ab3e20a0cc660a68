import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadImage } from '@napi-rs/canvas';
import { expect } from 'vitest';
import type { BoardView, GameRef } from '../../src/app/index.ts';
import { type Game, replay } from '../../src/engine/index.ts';
import { eventsOf, Store } from '../../src/store/index.ts';
import { type Harness, IDS } from './bot-harness.ts';
import type {
  InteractionHandle,
  OptionValue,
  StoredAttachment,
  StoredMessage,
} from './fake-discord/index.ts';

/** Display names of the harness members, as the bot shows them. */
export const NAMES: Record<string, string> = {
  [IDS.alice]: 'Alice',
  [IDS.bob]: 'Bob',
  [IDS.carol]: 'Carol',
  [IDS.dave]: 'Dave',
  [IDS.erin]: 'Erin 🎲',
};

/** Manage Channels (1 << 4): what makes a member a moderator of games. */
export const MANAGE_CHANNELS = '16';

/** Extra fields of an interaction: another guild member's permissions, a subcommand. */
interface Extra {
  readonly memberPermissions?: string;
}

/** A button as the message shows it. */
export interface ButtonInfo {
  readonly label: string;
  readonly customId: string;
  readonly disabled: boolean;
}

/** A select menu as the message shows it. */
export interface MenuInfo {
  readonly customId: string;
  readonly placeholder: string;
  readonly options: readonly {
    readonly label: string;
    readonly value: string;
    readonly description?: string;
  }[];
}

interface LooseComponent {
  type: number;
  label?: string;
  custom_id?: string;
  disabled?: boolean;
  placeholder?: string;
  options?: { label: string; value: string; description?: string }[];
  components?: LooseComponent[];
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Checks that an attachment is a PNG that decodes; returns its size in pixels. */
export async function decodePng(attachment: StoredAttachment): Promise<{ width: number; height: number }> {
  if (!attachment.data.subarray(0, 8).equals(PNG_SIGNATURE)) {
    throw new Error(
      `${attachment.filename} is not a PNG (starts ${attachment.data.subarray(0, 8).toString('hex')})`,
    );
  }
  const image = await loadImage(attachment.data);
  if (!(image.width > 0 && image.height > 0)) throw new Error(`${attachment.filename} has no pixels`);
  return { width: image.width, height: image.height };
}

/**
 * Keeps a picture for a person to look at: written to the folder named by BLOKUS_PICTURES, if set
 * (`BLOKUS_PICTURES=/tmp npx vitest run test/bot`).
 */
export function savePicture(name: string, attachment: StoredAttachment): void {
  const dir = process.env.BLOKUS_PICTURES;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.png`), attachment.data);
}

/** Parsed JSON log lines of the bot at one level. */
export function logsAt(h: Harness, level: string): Record<string, unknown>[] {
  return h.logs
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.level === level);
}

/**
 * The end of every bot test file: the bot used no route the fake lacks, logged no error (but those the
 * file expected), and is stopped whatever the checks say.
 */
export async function checkAndStop(
  h: Harness | undefined,
  expectedError: (entry: Record<string, unknown>) => boolean = () => false,
): Promise<void> {
  if (!h) return;
  try {
    expect(h.fake.unimplementedRoutes).toEqual([]);
    expect(logsAt(h, 'error').filter((entry) => !expectedError(entry))).toEqual([]);
  } finally {
    await h.stop();
  }
}

/** The private message that answered an interaction (its reply, or its last follow-up). */
/** Waits until no computer move is pending and the bot is quiet (a computer's move can start another's). */
export async function settledWithComputers(d: BotDriver, harness: Harness): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await harness.bot.computers.idle();
    await d.idle(30, 20_000);
  }
}

export function answerOf(handle: InteractionHandle): StoredMessage {
  const answer = handle.followUps.at(-1) ?? handle.reply;
  if (!answer) throw new Error(`no answer:\n${handle.describe()}`);
  return answer;
}

/** Makes one service call throw (`boom in <method>`), as a bug would, for the duration of `run`. */
export async function failing<T>(h: Harness, method: string, run: () => Promise<T>): Promise<T> {
  const service = h.bot.service as unknown as Record<string, unknown>;
  const original = service[method];
  service[method] = () => {
    throw new Error(`boom in ${method}`);
  };
  try {
    return await run();
  } finally {
    service[method] = original;
  }
}

/** The error log lines `failing` causes on purpose (for `checkAndStop`). */
export function isDeliberateFailure(entry: Record<string, unknown>): boolean {
  const message = (entry.error as { message?: unknown } | undefined)?.message;
  return entry.msg === 'interaction failed' && /^boom in /.test(String(message));
}

/** The final scores of a game as the engine computes them from the log stored in the database file. */
export function storedScores(databasePath: string, gameId: number): { game: Game; status: string } {
  const store = Store.open(databasePath);
  try {
    const stored = store.loadGame(gameId);
    if (!stored) throw new Error(`no game ${gameId} in the database`);
    const replayed = replay(
      stored.game.variant,
      { fastContact: stored.game.options.fastContact },
      eventsOf(stored.moves),
    );
    if (!replayed.ok) throw new Error(`stored game ${gameId} does not replay`);
    return { game: replayed.value, status: stored.game.status };
  } finally {
    store.close();
  }
}

/**
 * Drives the real bot through the fake Discord as players would: slash commands, button clicks by label,
 * and the reads a test needs (latest board message, pings, the service's view of a game).
 */
export class BotDriver {
  constructor(readonly h: Harness) {}

  get fake() {
    return this.h.fake;
  }

  /** How a message names a command registered in the test server: a mention (`</blokus new:id>`). */
  command(path: string): string {
    const name = path.split(' ')[0];
    const id = this.fake.registeredCommands(IDS.guild).find((c) => c.name === name)?.id;
    return `</${path}:${id}>`;
  }

  /** A user runs a slash command; resolves once the interaction is settled and the bot's handler finished. */
  async slash(
    userId: string,
    channelId: string,
    command: string,
    options: Record<string, OptionValue> = {},
    extra: Extra & { subcommand?: string } = {},
  ): Promise<InteractionHandle> {
    const handle = await this.fake.slash({
      userId,
      channelId,
      command,
      options,
      ...(extra.subcommand ? { subcommand: extra.subcommand } : {}),
      ...(extra.memberPermissions !== undefined ? { memberPermissions: extra.memberPermissions } : {}),
    });
    return this.finished(await handle.done());
  }

  /** `/blokus <sub> …`. */
  blokus(
    userId: string,
    channelId: string,
    subcommand: string,
    options: Record<string, OptionValue> = {},
    extra: Extra = {},
  ): Promise<InteractionHandle> {
    return this.slash(userId, channelId, 'blokus', options, { ...extra, subcommand });
  }

  /**
   * `/blokus cancel`, confirmed: a running game asks first, and its End button is clicked. Resolves with
   * the command's handle, whose private reply then says how it went.
   */
  async cancel(userId: string, channelId: string, extra: Extra = {}): Promise<InteractionHandle> {
    const handle = await this.blokus(userId, channelId, 'cancel', {}, extra);
    const ask = handle.reply;
    if (ask && this.buttons(ask).some((b) => b.label === 'End the game'))
      await this.click(userId, ask, 'End the game', extra);
    return handle;
  }

  /** The autocomplete choices of `/place move` for what the user typed. */
  async moveChoices(userId: string, channelId: string, value: string) {
    return this.fake.autocomplete({ userId, channelId, command: 'place', focused: 'move', value });
  }

  /** The buttons of a message, in order. */
  buttons(message: StoredMessage): ButtonInfo[] {
    const found: ButtonInfo[] = [];
    const walk = (components: LooseComponent[]) => {
      for (const c of components) {
        if (c.type === 2 && c.custom_id)
          found.push({ label: c.label ?? '', customId: c.custom_id, disabled: c.disabled === true });
        if (c.components) walk(c.components);
      }
    };
    walk(message.components as unknown as LooseComponent[]);
    return found;
  }

  /** The select menus of a message, in order. */
  menus(message: StoredMessage): MenuInfo[] {
    const found: MenuInfo[] = [];
    const walk = (components: LooseComponent[]) => {
      for (const c of components) {
        if (c.type === 3 && c.custom_id)
          found.push({ customId: c.custom_id, placeholder: c.placeholder ?? '', options: c.options ?? [] });
        if (c.components) walk(c.components);
      }
    };
    walk(message.components as unknown as LooseComponent[]);
    return found;
  }

  /**
   * A user picks one option (by its value) in whichever menu of the message offers it; resolves once the
   * pick is acknowledged and the bot's handler finished.
   */
  async pick(userId: string, message: StoredMessage, value: string): Promise<InteractionHandle> {
    const menu = this.menus(message).find((m) => m.options.some((o) => o.value === value));
    if (!menu) throw new Error(`message ${message.id} has no menu offering "${value}"`);
    const handle = await this.fake.select({
      userId,
      channelId: message.channelId,
      messageId: message.id,
      customId: menu.customId,
      values: [value],
    });
    return this.finished(await handle.done());
  }

  /** The button whose label starts with `label`. */
  button(message: StoredMessage, label: string): ButtonInfo {
    const button = this.buttons(message).find((b) => b.label.startsWith(label));
    if (!button) {
      const labels = this.buttons(message).map((b) => b.label);
      throw new Error(`message ${message.id} has no "${label}" button (has: ${labels.join(', ') || 'none'})`);
    }
    return button;
  }

  /**
   * A user clicks the button labelled `label` (or with this exact custom id); resolves once acknowledged
   * and the bot's handler finished (a click is acknowledged first, and what it posts comes after).
   */
  async click(
    userId: string,
    message: StoredMessage,
    label: string,
    extra: Extra & { customId?: string } = {},
  ): Promise<InteractionHandle> {
    const customId = extra.customId ?? this.button(message, label).customId;
    const handle = await this.fake.click({
      userId,
      channelId: message.channelId,
      messageId: message.id,
      customId,
      ...(extra.memberPermissions !== undefined ? { memberPermissions: extra.memberPermissions } : {}),
    });
    return this.finished(await handle.done());
  }

  /**
   * Opens a game: `creator` runs `/blokus new`, the others press Join, the creator presses Start. Resolves
   * with the lobby message and the first turn message.
   */
  async openGame(
    channelId: string,
    creator: string,
    others: readonly string[],
    options: Record<string, OptionValue> = {},
  ): Promise<{ gameId: number; lobby: StoredMessage; first: StoredMessage }> {
    const { lobby } = await this.newLobby(creator, channelId, options);
    for (const userId of others) await this.click(userId, lobby, 'Join');
    const before = this.publicCount(channelId);
    await this.click(creator, lobby, 'Start');
    const first = await this.nextPublic(channelId, before, (m) => m.attachments.length > 0);
    const view = this.view({ channelId });
    return { gameId: view.gameId, lobby, first };
  }

  /**
   * `/blokus new`: resolves with the command's (private) answer and the lobby message the bot posted for
   * everyone in the channel.
   */
  async newLobby(
    userId: string,
    channelId: string,
    options: Record<string, OptionValue> = {},
  ): Promise<{ handle: InteractionHandle; lobby: StoredMessage }> {
    const handle = await this.blokus(userId, channelId, 'new', options);
    const lobby = this.lobbyMessage(channelId);
    if (!lobby) throw new Error(`no lobby was posted in ${channelId}:\n${handle.describe()}`);
    return { handle, lobby };
  }

  /** The latest lobby message of a channel (its embed names the game), if any. */
  lobbyMessage(channelId: string): StoredMessage | undefined {
    return this.fake
      .messages(channelId)
      .filter((m) => m.embeds.some((e) => /^Game #\d+$/.test(String(e.footer?.text ?? ''))))
      .at(-1);
  }

  /** How many everyone-visible messages a channel has (a mark for `newPublic`). */
  publicCount(channelId: string): number {
    return this.fake.messages(channelId).length;
  }

  /** The latest public message of a channel. */
  latestPublic(channelId: string): StoredMessage | undefined {
    return this.fake.messages(channelId).at(-1);
  }

  /** Public messages of a channel created after a mark. */
  newPublic(channelId: string, mark: number): StoredMessage[] {
    return this.fake.messages(channelId).slice(mark);
  }

  /** Waits for a public message after the mark that matches. */
  async nextPublic(
    channelId: string,
    mark: number,
    predicate: (m: StoredMessage) => boolean = () => true,
    timeoutMs = 5000,
  ): Promise<StoredMessage> {
    const known = new Set(
      this.fake
        .messages(channelId)
        .slice(0, mark)
        .map((m) => m.id),
    );
    return this.fake.waitForMessage(channelId, (m) => !known.has(m.id) && predicate(m), timeoutMs);
  }

  /** The latest public message of a channel with a picture (the board after the last change). */
  latestBoard(channelId: string): StoredMessage | undefined {
    return this.fake
      .messages(channelId)
      .filter((m) => m.attachments.some((a) => a.filename.endsWith('.png')))
      .at(-1);
  }

  /** The service's view of a game (throws if there is none). */
  view(ref: GameRef): BoardView {
    const view = this.h.bot.service.board(ref);
    if (!view.ok) throw new Error(`no game for ${JSON.stringify(ref)}: ${view.error.kind}`);
    return view.value;
  }

  /** Everything a mistake must leave alone: the game's version and log length, and the channel's messages. */
  snapshot(channelId: string, ref: GameRef = { channelId }) {
    const view = this.h.bot.service.board(ref);
    return {
      version: view.ok ? view.value.version : null,
      moves: view.ok ? view.value.moveCount : null,
      status: view.ok ? view.value.status : null,
      publicMessages: this.publicCount(channelId),
      pings: this.totalPings(),
    };
  }

  /** Every notification any message caused so far (one per user per message). */
  totalPings(): number {
    return Object.values(IDS).reduce((n, id) => n + this.fake.pingsOf(id).length, 0);
  }

  /**
   * Waits until the outbox has delivered everything (or `timeoutMs` passed), then until the bot is idle: a
   * handler answers after at most `SETTLE_WAIT_MS`, and on a busy machine its announcements may still be on
   * their way out then (a failed post is retried first).
   */
  async delivered(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.h.bot.service.outbox.undeliveredCount() > 0 && Date.now() < deadline) await this.idle(50);
    await this.idle();
  }

  /**
   * Waits until the bot has finished with every interaction the fake dispatched (its router logs each one
   * as handled or failed, after the handler's last request) and then made no request for `quietMs`.
   */
  async idle(quietMs = 20, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    let count = -1;
    let since = Date.now();
    for (;;) {
      const pending = this.unhandledInteractions();
      if (this.fake.requests.length !== count || pending.length > 0) {
        count = this.fake.requests.length;
        since = Date.now();
      } else if (Date.now() - since >= quietMs) {
        return;
      }
      if (Date.now() > deadline) throw new Error(`the bot did not finish interactions ${pending.join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  /** Resolves with the handle once the router has logged its interaction as handled or failed. */
  async finished(handle: InteractionHandle, timeoutMs = 5000): Promise<InteractionHandle> {
    const deadline = Date.now() + timeoutMs;
    while (this.unhandledInteractions().includes(handle.id)) {
      if (Date.now() > deadline)
        throw new Error(`the bot did not finish ${handle.id}:\n${handle.describe()}`);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    return handle;
  }

  private handled = new Set<string>();
  private logsRead = 0;

  /** Interactions dispatched by the fake that the bot's router has not logged as done yet. */
  private unhandledInteractions(): string[] {
    const { logs } = this.h;
    for (; this.logsRead < logs.length; this.logsRead++) {
      const line = logs[this.logsRead]!;
      if (!line.includes('"interaction handled"') && !line.includes('"interaction failed"')) continue;
      this.handled.add(String((JSON.parse(line) as { interaction?: unknown }).interaction));
    }
    // The fake keeps every interaction it dispatched (a test-support internal, read-only here).
    const core = (this.fake as unknown as { core: { interactions: Map<string, unknown> } }).core;
    return [...core.interactions.keys()].filter((id) => !this.handled.has(id));
  }
}
