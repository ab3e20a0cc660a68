import { randomBytes } from 'node:crypto';
import { type APIApplicationCommand, ApplicationCommandType } from 'discord-api-types/v10';
import type { WebSocket } from 'ws';
import { LocalDiscord, type StoredMessage } from '../discord/index.ts';
import { ChatFile } from './chat-file.ts';
import type { NameLookup } from './markdown.ts';
import { PageServer } from './page-server.ts';
import { PingBook } from './ping-book.ts';
import { LOCAL_APPLICATION_ID, LOCAL_GUILD, LOCAL_GUILD_ID, PEOPLE, type Person } from './table-guild.ts';
import { type TableContext, TableSession } from './table-session.ts';

/** The bot's name at the local table. */
const BOT_NAME = 'Blokus';

/**
 * The local table: a Discord of its own on 127.0.0.1 (one server, a few channels, Alice, Bob, Carol,
 * Dana and Sam), and the web page that shows it as Discord's app would. The bot logs in to `apiUrl`
 * with `token` like to Discord; the page's people act through the same local Discord.
 */
export class LocalTable implements TableContext {
  readonly pings = new PingBook();
  readonly people: readonly Person[] = PEOPLE;
  readonly botName = BOT_NAME;
  readonly names: NameLookup;
  private readonly sessions = new Set<TableSession>();
  private page!: PageServer;
  private pageUrl = '';

  private constructor(
    readonly discord: LocalDiscord,
    readonly token: string,
    private readonly logError: (error: unknown) => void,
  ) {
    this.names = {
      user: (id) => {
        const user = discord.user(id);
        return user ? (user.global_name ?? user.username) : undefined;
      },
      channel: (id) => discord.channel(id)?.name,
      role: (id) => (id === LOCAL_GUILD_ID ? 'everyone' : undefined),
    };
    discord.onMessage((message, event) => this.changed(message, event));
  }

  /**
   * Starts the local Discord and the page (on `port`, 0 for any free one), both on 127.0.0.1. With
   * `chatDir`, the chat of the last run is put back and every change is kept there for the next one.
   * `emoji` draws an emoji as a PNG picture for the page.
   */
  static async start(options: {
    port: number;
    emoji: (emoji: string) => Promise<Buffer>;
    chatDir?: string;
    logError?: (error: unknown) => void;
  }): Promise<LocalTable> {
    const token = `local.${randomBytes(24).toString('base64url')}`;
    const discord = await LocalDiscord.start({
      token,
      applicationId: LOCAL_APPLICATION_ID,
      botUsername: BOT_NAME,
      guilds: [LOCAL_GUILD],
    });
    const table = new LocalTable(discord, token, options.logError ?? (() => {}));
    table.page = new PageServer({
      port: options.port,
      attachment: (id) => discord.attachment(id),
      connected: (socket, asked) => table.connect(socket, asked),
      emoji: options.emoji,
    });
    try {
      if (options.chatDir) {
        const chat = new ChatFile(options.chatDir);
        discord.restore(chat.load());
        chat.follow(discord);
      }
      table.pageUrl = await table.page.listen();
    } catch (error) {
      await discord.stop();
      throw error;
    }
    return table;
  }

  /** The page's address, e.g. http://127.0.0.1:3000/. */
  get url(): string {
    return this.pageUrl;
  }

  /** The REST base for the bot (discord.js's `rest.api`). */
  get apiUrl(): string {
    return this.discord.apiUrl;
  }

  get applicationId(): string {
    return LOCAL_APPLICATION_ID;
  }

  get guildId(): string {
    return LOCAL_GUILD_ID;
  }

  /** The slash commands (the message box's); menu commands are apart, as in Discord's app. */
  commands(): APIApplicationCommand[] {
    return this.discord
      .registeredCommands(LOCAL_GUILD_ID)
      .filter((c) => (c.type ?? ApplicationCommandType.ChatInput) === ApplicationCommandType.ChatInput);
  }

  /** The names of the user commands (a person's menu → Apps). */
  userMenuCommands(): string[] {
    return this.discord
      .registeredCommands(LOCAL_GUILD_ID)
      .filter((c) => c.type === ApplicationCommandType.User)
      .map((c) => c.name);
  }

  /** `@Bob`, `bob` or `<@id>` → Bob's id. A bound function: it is handed to the parsers as it is. */
  readonly findUser = (text: string): string | undefined => {
    const name = text
      .trim()
      .replace(/^<@!?(\d+)>$/, '$1')
      .replace(/^@/, '')
      .toLowerCase();
    return this.people.find((p) => p.id === name || p.name.toLowerCase() === name)?.id;
  };

  broadcastPings(): void {
    const counts = this.pings.counts();
    for (const session of this.sessions) session.sendPings(counts);
  }

  get hasActivity(): boolean {
    return this.page.proxiesActivity;
  }

  /**
   * Shows the Activity served at `origin` (the bot's): the page forwards its `/.proxy/…` requests there, as
   * Discord's proxy does, and offers each person to open the board of the channel they look at.
   */
  showActivity(origin: string): void {
    this.page.proxyTo(origin);
    for (const session of this.sessions) session.sendActivity();
  }

  /** Stops the page, then the local Discord (stop the bot first, or it keeps reconnecting). */
  async stop(): Promise<void> {
    await this.page.close();
    await this.discord.stop();
  }

  private connect(socket: WebSocket, asked: { userId: string; channelId: string } | undefined): void {
    const send = (message: Record<string, unknown>) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    const session = new TableSession(this, send, asked);
    this.sessions.add(session);
    socket.on('message', (data) => {
      session.handle(String(data)).catch((error: unknown) => {
        this.logError(error);
        session.fail(error);
      });
    });
    socket.on('close', () => this.sessions.delete(session));
    session.open();
  }

  private changed(message: StoredMessage, event: string): void {
    const looking = (userId: string, channelId: string) =>
      [...this.sessions].some((s) => s.isLooking(userId, channelId));
    let pingsChanged = false;
    // A direct message notifies its reader as a mention would (Discord's default for DMs).
    const reader = this.discord.channel(message.channelId)?.recipientId;
    const pinged = reader && !message.ephemeral ? [...new Set([...message.pinged, reader])] : message.pinged;
    if (event === 'create' && pinged.length > 0) {
      this.pings.record({ ...message, pinged }, looking);
      pingsChanged = true;
    }
    if (event === 'delete') pingsChanged = this.pings.forget(message.id);
    for (const session of this.sessions) session.onMessage(message);
    if (pingsChanged) this.broadcastPings();
  }
}
