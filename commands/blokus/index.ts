import { type ChatInputCommandInteraction, InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { BotContext } from '../../src/bot/bot-context.ts';
import type { CommandModule } from '../../src/bot/discord/router.ts';
import { blokusCancel } from './cancel.ts';
import { blokusGames } from './games.ts';
import { blokusHelp } from './help.ts';
import { blokusJoin } from './join.ts';
import { blokusLeaderboard } from './leaderboard.ts';
import { blokusLeave } from './leave.ts';
import { blokusNew } from './new.ts';
import { blokusRemove } from './remove.ts';
import { blokusReplace } from './replace.ts';
import { blokusServer } from './server.ts';
import { blokusSettings } from './settings.ts';
import { blokusStart } from './start.ts';
import type { Subcommand } from './subcommand.ts';

/** The subcommands of `/blokus`, one file each, in the order Discord lists them. */
const SUBCOMMANDS: readonly Subcommand[] = [
  blokusNew,
  blokusJoin,
  blokusLeave,
  blokusStart,
  blokusCancel,
  blokusRemove,
  blokusReplace,
  blokusHelp,
  blokusGames,
  blokusLeaderboard,
  blokusServer,
  blokusSettings,
];

const data = new SlashCommandBuilder()
  .setName('blokus')
  .setDescription('Play Blokus in this channel')
  .setContexts(InteractionContextType.Guild);
for (const sub of SUBCOMMANDS) data.addSubcommand((s) => sub.build(s.setName(sub.name)));

const BY_NAME = new Map(SUBCOMMANDS.map((sub) => [sub.name, sub]));

async function execute(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const name = interaction.options.getSubcommand(true);
  const sub = BY_NAME.get(name);
  if (!sub) throw new Error(`unknown subcommand ${name}`);
  return sub.execute(interaction, ctx);
}

/** `/blokus …`: the lobby, help, your games and your settings. */
export const blokus: CommandModule<BotContext> = { data: data.toJSON(), execute };
