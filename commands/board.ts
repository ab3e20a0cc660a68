import {
  type ChatInputCommandInteraction,
  InteractionContextType,
  MessageFlags,
  SlashCommandBuilder,
} from 'discord.js';
import type { BotContext } from '../src/bot/context.ts';
import { boardPicture, wantsColorBlind } from '../src/bot/pictures.ts';
import type { CommandModule } from '../src/bot/router.ts';
import { boardCaption } from '../src/bot/views.ts';
import { errorText } from '../src/bot/words.ts';

const data = new SlashCommandBuilder()
  .setName('board')
  .setDescription('Show the board of the game here')
  .setContexts(InteractionContextType.Guild)
  .addBooleanOption((o) => o.setName('private').setDescription('Only you see it'))
  .addBooleanOption((o) =>
    o.setName('numbers').setDescription('Number the pieces in the order they were placed'),
  )
  .addBooleanOption((o) =>
    o.setName('corners').setDescription('Mark where the colour to move may attach next'),
  );

/** `/board [private] [numbers] [corners]`. */
export const board: CommandModule<BotContext> = {
  data: data.toJSON(),
  async execute(interaction: ChatInputCommandInteraction, ctx: BotContext) {
    const hidden = interaction.options.getBoolean('private') ?? false;
    const view = ctx.service.board({ channelId: interaction.channelId });
    if (!view.ok) {
      // A mistake is private even when the board would have been public.
      await interaction.reply({
        content: errorText(view.error),
        flags: MessageFlags.Ephemeral,
      });
      return;
    }
    await interaction.deferReply(hidden ? { flags: MessageFlags.Ephemeral } : {});
    const picture = await boardPicture(view.value, {
      moveNumbers: interaction.options.getBoolean('numbers') ?? false,
      openCorners: interaction.options.getBoolean('corners') ?? false,
      colorBlind: wantsColorBlind(ctx, view.value.gameId, [
        interaction.user.id,
        ...view.value.seats.map((s) => s.userId),
      ]),
    });
    await interaction.editReply({
      content: boardCaption(view.value),
      files: [picture],
      allowedMentions: { parse: [] },
    });
  },
};
