import { type ChatInputCommandInteraction, InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { BotContext } from '../src/bot/bot-context.ts';
import type { CommandModule } from '../src/bot/discord/router.ts';
import { hintCommand } from '../src/bot/play/hint-flow.ts';

const data = new SlashCommandBuilder()
  .setName('hint')
  .setDescription('Privately: the computer’s best placements for you, to preview or play')
  .setContexts(InteractionContextType.Guild);

/** `/hint`: the computer's best placements for the player to move, privately (see hint-flow.ts). */
export const hint: CommandModule<BotContext> = {
  data: data.toJSON(),
  execute: (interaction: ChatInputCommandInteraction, ctx: BotContext) => hintCommand(interaction, ctx),
};
