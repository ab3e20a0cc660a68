import {
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  InteractionContextType,
  SlashCommandBuilder,
} from 'discord.js';
import { LIMITS } from '../src/app/index.ts';
import type { BotContext } from '../src/bot/bot-context.ts';
import type { CommandModule } from '../src/bot/discord/router.ts';
import { plainWords } from '../src/bot/messages/locale.ts';
import { moveChoices } from '../src/bot/play/move-choices.ts';
import { placeFromCommand } from '../src/bot/play/place-flow.ts';

const data = new SlashCommandBuilder()
  .setName('place')
  .setDescription('Place a piece: P5-L e5 rot90 flip, or the squares it covers')
  .setContexts(InteractionContextType.Guild)
  .addStringOption((o) =>
    o
      .setName('move')
      .setDescription('Piece, pivot square, orientation (P5-L e5 rot90 flip) or cells (e5,f5,g5,g6,g7)')
      .setRequired(true)
      .setMaxLength(LIMITS.moveLength)
      .setAutocomplete(true),
  )
  .addBooleanOption((o) =>
    o.setName('preview').setDescription('See it privately first, turn or flip it, then confirm'),
  );

/** `/place move:… [preview:…]`. */
export const place: CommandModule<BotContext> = {
  data: data.toJSON(),
  async execute(interaction: ChatInputCommandInteraction, ctx: BotContext) {
    const move = interaction.options.getString('move', true);
    await placeFromCommand(interaction, ctx, move, interaction.options.getBoolean('preview') ?? false);
  },
  async autocomplete(interaction: AutocompleteInteraction, ctx: BotContext) {
    const typed = interaction.options.getFocused();
    const view = ctx.service.board({ channelId: interaction.channelId });
    await interaction.respond(
      moveChoices(view.ok ? view.value : null, interaction.user.id, typed, plainWords(interaction)),
    );
  },
};
