import type { APIApplicationCommand } from 'discord-api-types/v10';
import type { InteractionHandle, LocalDiscord, StoredMessage } from '../discord/index.ts';
import { UsageError } from '../discord/index.ts';
import { parseCommandLine } from './command-line.ts';
import type { NameLookup } from './markdown.ts';
import { isVisibleTo, messageHtml } from './message-html.ts';
import type { PingBook, PingCounts } from './ping-book.ts';
import { answerSdkCommand } from './sdk-commands.ts';
import { choiceSuggestions, planSuggestions } from './suggestions.ts';
import { type ChannelEntry, channelsFor } from './table-channels.ts';
import type { Person } from './table-guild.ts';

/** What a session needs from the table it sits at. */
export interface TableContext {
  readonly discord: LocalDiscord;
  readonly pings: PingBook;
  readonly names: NameLookup;
  readonly people: readonly Person[];
  readonly botName: string;
  /** Whether the Activity is served (the page then offers to open the board). */
  readonly hasActivity: boolean;
  /** The slash commands, for the message box. */
  commands(): APIApplicationCommand[];
  /** The user commands, for a person's menu. */
  userMenuCommands(): string[];
  findUser(text: string): string | undefined;
  /** Sends every page the current ping counts. */
  broadcastPings(): void;
}

/** A message from the page (see page/table.js). */
type Request =
  | { t: 'view'; userId: string; channelId: string }
  | { t: 'send'; text: string }
  | { t: 'suggest'; text: string; seq: number }
  | { t: 'menu'; command: string; targetId: string }
  | { t: 'click'; messageId: string; customId: string }
  | { t: 'select'; messageId: string; customId: string; values: string[] }
  | { t: 'sdk'; nonce: string; cmd: string; args: Record<string, unknown>; userId: string };

/** The interaction response that opens the application's Activity. */
const LAUNCH_ACTIVITY = 12;

/** How long the page waits for the bot's autocomplete answer (Discord gives it 3 s). */
const AUTOCOMPLETE_WAIT_MS = 3500;
/** How long an interaction may take before the page says the bot did not answer. */
const SETTLE_WAIT_MS = 15_000;

/**
 * One open page: who it acts as, which channel it shows, and the JSON messages both ways over its
 * WebSocket. It acts only through the local Discord, as a person would in Discord's app.
 */
export class TableSession {
  userId: string;
  channelId: string;
  private channelsSent = '';
  /** Why the view the page asked for when it connected is not the one shown (said once it is greeted). */
  private readonly refusal: string | null;

  /**
   * `asked`: the person and channel the page showed before it (re)connected. Taken when they are still
   * there, so that the page never shows, even for a moment, someone else's view (which would reload the
   * board's frame for them and mark their pings seen); otherwise the first person's first channel.
   */
  constructor(
    private readonly table: TableContext,
    private readonly send: (message: Record<string, unknown>) => void,
    asked?: { readonly userId: string; readonly channelId: string },
  ) {
    this.refusal = asked ? this.viewRefusal(asked.userId, asked.channelId) : null;
    const taken = asked && this.refusal === null ? asked : undefined;
    this.userId = taken?.userId ?? table.people[0]!.id;
    this.channelId = taken?.channelId ?? channelsFor(table.discord, this.userId)[0]!.id;
  }

  /** Greets the page: the people, the channels, what the current channel holds, the pings. */
  open(): void {
    this.send({
      t: 'hello',
      people: this.table.people,
      botName: this.table.botName,
      activity: this.table.hasActivity,
      userMenu: this.table.userMenuCommands(),
    });
    this.show();
    if (this.refusal) this.notice(this.refusal);
  }

  /** Handles one message from the page; mistakes come back as a notice, never as a thrown error. */
  async handle(raw: string): Promise<void> {
    let request: Request;
    try {
      request = JSON.parse(raw) as Request;
    } catch {
      return this.notice('The page sent something unreadable.');
    }
    try {
      await this.dispatch(request);
    } catch (error) {
      if (error instanceof UsageError) return this.notice(error.message);
      throw error;
    }
  }

  /** A message was created, edited or deleted somewhere: the page hears of it if it shows that channel. */
  onMessage(message: StoredMessage): void {
    this.sendChannels();
    if (message.channelId !== this.channelId) return;
    if (!isVisibleTo(message, this.userId)) {
      if (message.deleted) this.send({ t: 'remove', id: message.id });
      return;
    }
    this.send({ t: 'upsert', id: message.id, html: this.html(message) });
  }

  /** The unseen pings of everyone, for the person switcher's and channel list's badges. */
  sendPings(counts: PingCounts): void {
    this.send({ t: 'pings', counts });
  }

  /** The Activity is served from now on: the page may open the board. */
  sendActivity(): void {
    this.send({ t: 'activity' });
  }

  /** Something failed that is not the person's mistake: the page says so in general terms. */
  fail(error: unknown): void {
    this.notice(
      `Something went wrong at the table (${error instanceof Error ? error.message : String(error)}).`,
    );
  }

  /** Whether this page is looking at `channelId` as `userId` (their pings there are seen at once). */
  isLooking(userId: string, channelId: string): boolean {
    return this.userId === userId && this.channelId === channelId;
  }

  private async dispatch(request: Request): Promise<void> {
    const target = { userId: this.userId, channelId: this.channelId };
    switch (request.t) {
      case 'view':
        return this.view(String(request.userId), String(request.channelId));
      case 'send': {
        const parsed = parseCommandLine(String(request.text), this.table.commands(), this.table.findUser);
        if (!parsed.ok) return this.notice(parsed.error);
        const handle = await this.table.discord.slash({ ...target, ...parsed.value });
        this.send({ t: 'sent' });
        return this.follow(handle);
      }
      case 'suggest':
        return this.suggest(String(request.text), Number(request.seq));
      case 'menu': {
        const command = String(request.command);
        if (!this.table.userMenuCommands().includes(command)) return this.notice('No such app command.');
        return this.follow(
          await this.table.discord.userCommand({ ...target, command, targetId: String(request.targetId) }),
        );
      }
      case 'click':
        return this.follow(await this.table.discord.click({ ...target, ...ids(request) }));
      case 'select': {
        const values = Array.isArray(request.values) ? request.values.map(String) : [];
        return this.follow(await this.table.discord.select({ ...target, ...ids(request), values }));
      }
      case 'sdk': {
        // For the person the board's frame was opened for, whoever the page shows now (after a
        // reconnect, the frame may ask before the page has said again whom it shows).
        const { nonce, cmd, userId } = request;
        if (!this.table.people.some((p) => p.id === userId))
          return this.notice('Nobody by that id sits here.');
        const args = request.args && typeof request.args === 'object' ? request.args : {};
        const application = { id: this.table.discord.applicationId, name: this.table.botName };
        const answer = answerSdkCommand(this.table.discord, application, userId, {
          cmd: String(cmd),
          args,
        });
        return this.send({ t: 'sdk', nonce: String(nonce), cmd: String(cmd), ...answer });
      }
      default:
        return this.notice('The page asked for something the table does not know.');
    }
  }

  /** Why `userId` cannot look at `channelId` here, or null when they can. */
  private viewRefusal(userId: string, channelId: string): string | null {
    if (!this.table.people.some((p) => p.id === userId)) return 'Nobody by that id sits here.';
    if (!channelsFor(this.table.discord, userId).some((c) => c.id === channelId))
      return 'That channel is not one you can see.';
    return null;
  }

  private view(userId: string, channelId: string): void {
    const refusal = this.viewRefusal(userId, channelId);
    if (refusal) {
      this.notice(refusal);
      return;
    }
    this.userId = userId;
    this.channelId = channelId;
    this.show();
  }

  /** Sends the channel list and the whole current channel as the viewer sees it; its pings are seen. */
  private show(): void {
    this.channelsSent = '';
    this.sendChannels();
    const messages = this.table.discord
      .messagesVisibleTo(this.channelId, this.userId)
      .map((m) => ({ id: m.id, html: this.html(m) }));
    this.send({ t: 'messages', userId: this.userId, channelId: this.channelId, messages });
    this.table.pings.seen(this.userId, this.channelId);
    this.table.broadcastPings();
  }

  private sendChannels(): void {
    const channels: ChannelEntry[] = channelsFor(this.table.discord, this.userId);
    const json = JSON.stringify(channels);
    if (json === this.channelsSent) return;
    this.channelsSent = json;
    this.send({ t: 'channels', channels });
  }

  private async suggest(text: string, seq: number): Promise<void> {
    const { table } = this;
    const names = table.people.map((p) => p.name);
    const plan = planSuggestions(text, table.commands(), names, table.findUser);
    let items = plan.items;
    if (plan.ask) {
      const { prefix, ...input } = plan.ask;
      const target = { userId: this.userId, channelId: this.channelId };
      try {
        const choices = await table.discord.autocomplete(
          { ...target, ...input },
          { timeoutMs: AUTOCOMPLETE_WAIT_MS },
        );
        items = [...choiceSuggestions(plan.ask, choices), ...items];
      } catch {
        // The bot did not answer in time, or the line does not fit the command yet: no choices, as in Discord.
      }
    }
    this.send({ t: 'suggestions', seq, items });
  }

  /** Waits for the bot to settle an interaction, and tells the page if it did not. */
  private async follow(handle: InteractionHandle): Promise<void> {
    try {
      await handle.done({ timeoutMs: SETTLE_WAIT_MS });
      // The bot answered with LAUNCH_ACTIVITY: Discord would open the Activity for this person.
      if (handle.callbackType === LAUNCH_ACTIVITY && this.table.hasActivity) this.send({ t: 'launch' });
    } catch {
      this.notice(
        handle.expired
          ? 'The application did not respond.'
          : `The bot's answer was refused: ${handle.errors[0]?.message ?? 'it took too long'}.`,
      );
    }
  }

  private html(message: StoredMessage): string {
    return messageHtml(message, {
      viewerId: this.userId,
      names: this.table.names,
      botName: this.table.botName,
      interaction: this.table.discord.interactionOf(message),
      attachmentUrl: (a) => `/attachments/${a.id}/${encodeURIComponent(a.filename)}`,
    });
  }

  private notice(text: string): void {
    this.send({ t: 'notice', text });
  }
}

function ids(request: { messageId: string; customId: string }): { messageId: string; customId: string } {
  return { messageId: String(request.messageId), customId: String(request.customId) };
}
