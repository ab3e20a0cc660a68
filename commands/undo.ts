import { type ChatInputCommandInteraction, InteractionContextType, SlashCommandBuilder } from 'discord.js';
import type { BotContext } from '../src/bot/bot-context.ts';
import type { CommandModule } from '../src/bot/discord/router.ts';
import { undoCommand } from '../src/bot/play/undo-flow.ts';

const data = new SlashCommandBuilder()
  .setName('undo')
  .setDescription('Ask to take back the last move')
  .setContexts(InteractionContextType.Guild);

/** `/undo`: by the game's rule, at once or when the other players accept. */
export const undo: CommandModule<BotContext> = {
  data: data.toJSON(),
  execute: (interaction: ChatInputCommandInteraction, ctx: BotContext) => undoCommand(interaction, ctx),
};
