import { Client, GatewayIntentBits } from 'discord.js';
import type { Config } from './config.ts';

/**
 * The discord.js client: the Guilds intent only (no privileged intents, no message content), and no
 * mentions unless a message lists them (`parse: []`), so no player name or text can ping `@everyone`.
 * `DISCORD_API_URL` points REST (and so the gateway discovery) at a proxy or the tests' fake Discord.
 */
export function createClient(config: Pick<Config, 'apiUrl'>, restTimeoutMs?: number): Client {
  const rest = {
    ...(config.apiUrl ? { api: config.apiUrl } : {}),
    ...(restTimeoutMs !== undefined ? { timeout: restTimeoutMs } : {}),
  };
  return new Client({
    intents: [GatewayIntentBits.Guilds],
    allowedMentions: { parse: [] },
    ...(Object.keys(rest).length > 0 ? { rest } : {}),
  });
}
