/**
 * `npm start` without DISCORD_TOKEN: the local table. Starts the local Discord and its page on
 * 127.0.0.1, registers the commands there as the deploy step would on Discord, and gives the entry
 * point the environment that points the unchanged bot at it. Beside src/main.ts because, like it,
 * it wires layers that never import each other (src/local and the bot).
 */
import { REST, Routes } from 'discord.js';
import { ActivityServer } from './activity/server/activity-server.ts';
import { DiscordActivitySession } from './activity/server/discord-session.ts';
import type { GameService } from './app/index.ts';
import type { BotContext } from './bot/bot-context.ts';
import type { CommandModule } from './bot/discord/router.ts';
import { loadConfig } from './bot/ops/config.ts';
import { parseLocalOptions } from './local/local-options.ts';
import { LocalTable } from './local/table/local-table.ts';
import { emojiPicture } from './render/index.ts';

/** The page's emoji pictures, in pixels: sharp at twice the text's size. */
const EMOJI_PICTURE_SIZE = 48;

/** A started local table and how the bot reaches it. */
export interface LocalStart {
  readonly table: LocalTable;
  readonly databasePath: string;
  /** The environment for `loadConfig`: the local token, REST address and database file. */
  readonly env: Record<string, string | undefined>;
  /** What the terminal shows once the bot is in: where to open the table, how to use Discord instead. */
  readonly banner: string;
}

/** Starts the local table, or returns the one sentence that says why it cannot. */
export async function startLocalTable(
  env: Readonly<Record<string, string | undefined>>,
  argv: readonly string[],
  commands: readonly CommandModule<BotContext>[],
  logError: (error: unknown) => void,
): Promise<{ ok: true; value: LocalStart } | { ok: false; error: string }> {
  const options = parseLocalOptions(env, argv);
  if (!options.ok) return options;
  const { port, databasePath, chatDir } = options.value;
  let table: LocalTable;
  try {
    table = await LocalTable.start({
      port,
      logError,
      emoji: (emoji) => emojiPicture(emoji, EMOJI_PICTURE_SIZE),
      ...(chatDir ? { chatDir } : {}),
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EADDRINUSE' && code !== 'EACCES') throw error;
    const other = port >= 65535 ? 3000 : port + 1;
    const why = code === 'EADDRINUSE' ? 'is in use' : 'needs more rights than this user has';
    return {
      ok: false,
      error: `port ${port} ${why}: choose another with npm start -- --port ${other} (or LOCAL_PORT=${other} in .env).`,
    };
  }
  const rest = new REST({ api: table.apiUrl }).setToken(table.token);
  await rest.put(Routes.applicationGuildCommands(table.applicationId, table.guildId), {
    body: commands.map((c) => c.data),
  });
  // The one line that says how to run the bot on Discord: loadConfig's answer when there is no token.
  const noToken = loadConfig({});
  return {
    ok: true,
    value: {
      table,
      databasePath,
      banner: localTableBanner(table.url, databasePath, noToken.ok ? '' : noToken.error),
      env: {
        ...env,
        // The terminal is for the banner: the bot's routine JSON lines (one names a discord.com invite
        // link that means nothing here) only when asked for with LOG_LEVEL.
        LOG_LEVEL: env.LOG_LEVEL?.trim() || 'warn',
        DISCORD_TOKEN: table.token,
        DISCORD_API_URL: table.apiUrl,
        DISCORD_CLIENT_ID: '',
        // The table's server holds the commands: the bot learns their ids there.
        DISCORD_GUILD_ID: table.guildId,
        DATABASE_PATH: databasePath,
      },
    },
  };
}

/**
 * Serves the Activity beside the bot (on 127.0.0.1, any free port) and shows it at the table: its page
 * opens the board of the channel it shows, and signs in as on Discord (the table answers the SDK's side
 * of Discord, its local Discord the OAuth2 exchange), as the person the page acts as. Stop it before the
 * service closes.
 */
export async function startLocalActivity(
  table: LocalTable,
  service: GameService,
  logError: (error: unknown) => void,
): Promise<ActivityServer> {
  const { applicationId: clientId, discord } = table;
  const activity = new ActivityServer({
    service,
    clientId,
    session: new DiscordActivitySession({
      clientId,
      clientSecret: discord.clientSecret,
      apiUrl: table.apiUrl,
    }),
    // The page `npm run build` puts beside the compiled entry point (dist/src/activity/page/).
    pageDir: new URL('./activity/page/', import.meta.url),
    logError,
  });
  table.showActivity(await activity.listen());
  return activity;
}

/** What the terminal shows once the table is ready: where to open it, and how to play on Discord instead. */
function localTableBanner(url: string, databasePath: string, howToUseDiscord: string): string {
  return [
    '',
    '  Blokus · local table',
    '  No DISCORD_TOKEN, so the bot plays on a Discord of its own, on this computer only (127.0.0.1).',
    `  Open ${url} in your browser: play as Alice, Bob, Carol or Dana, or watch as Sam.`,
    `  Games are saved in ${databasePath}. Ctrl+C stops.`,
    `  To run the real bot on Discord instead: ${howToUseDiscord}`,
    '',
  ].join('\n');
}
