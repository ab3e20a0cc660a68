/**
 * `npm run deploy-commands`: registers the slash commands with Discord, in one server when
 * DISCORD_GUILD_ID is set (instant, for development) or globally. Run it after changing a command.
 */
import 'dotenv/config';
import { REST, Routes } from 'discord.js';
import { COMMANDS } from '../commands/index.ts';
import { loadConfig } from './bot/ops/config.ts';

const config = loadConfig(process.env, { clientId: true });
if (!config.ok) {
  console.error(`Cannot register commands: ${config.error}`);
  process.exit(1);
}
const { token, clientId, guildId, apiUrl } = config.value;
const rest = new REST(apiUrl ? { api: apiUrl } : {}).setToken(token);
const body = COMMANDS.map((c) => c.data);
const route = guildId
  ? Routes.applicationGuildCommands(clientId!, guildId)
  : Routes.applicationCommands(clientId!);
try {
  await rest.put(route, { body });
  console.log(`Registered ${body.length} commands ${guildId ? `in server ${guildId}` : 'globally'}.`);
} catch (error) {
  console.error(`Registering commands failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
