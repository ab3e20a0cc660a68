import type { ChatInputCommandInteraction, SlashCommandSubcommandBuilder } from 'discord.js';
import type { BotContext } from '../../src/bot/bot-context.ts';

/** One subcommand of `/blokus`: its name, what it offers (description, options) and what it does. */
export interface Subcommand {
  readonly name: string;
  /** Fills in the subcommand's description and options (the name is set already). */
  readonly build: (builder: SlashCommandSubcommandBuilder) => SlashCommandSubcommandBuilder;
  readonly execute: (interaction: ChatInputCommandInteraction, ctx: BotContext) => Promise<void>;
}
