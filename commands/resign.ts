import {
  type ChatInputCommandInteraction,
  InteractionContextType,
  MessageFlags,
  SlashCommandBuilder,
} from 'discord.js';
import { resignButtons } from '../src/bot/components.ts';
import type { BotContext } from '../src/bot/context.ts';
import { privateWords } from '../src/bot/locale.ts';
import type { CommandModule } from '../src/bot/router.ts';
import { colorText, errorText, nameText } from '../src/bot/words.ts';
import { colorLabel } from '../src/engine/index.ts';

const data = new SlashCommandBuilder()
  .setName('resign')
  .setDescription('Resign the colour you are to move with: it places no more pieces this game')
  .setContexts(InteractionContextType.Guild);

/** `/resign`: asks for confirmation with a button, since resigning a colour cannot be undone. */
export const resign: CommandModule<BotContext> = {
  data: data.toJSON(),
  async execute(interaction: ChatInputCommandInteraction, ctx: BotContext) {
    const view = ctx.service.board({ channelId: interaction.channelId });
    const flags = MessageFlags.Ephemeral;
    if (!view.ok) {
      await interaction.reply({ content: errorText(view.error, privateWords(interaction)), flags });
      return;
    }
    const { gameId, status, seats } = view.value;
    const turn = view.value.toMove;
    if (!turn || turn.userId !== interaction.user.id) {
      const seated = seats.some((s) => s.userId === interaction.user.id && !s.left);
      const content =
        status === 'lobby'
          ? errorText({ kind: 'not-started', gameId }, privateWords(interaction))
          : !seated
            ? errorText({ kind: 'not-in-game', gameId }, privateWords(interaction))
            : turn
              ? `❌ It is not your turn: ${nameText(turn.displayName)} is to move with ${colorLabel(turn.color)}. You can only resign the colour you are to move with.`
              : '❌ Nobody is to move in this game.';
      await interaction.reply({ content, flags });
      return;
    }
    await interaction.reply({
      content: `Resign ${colorText(turn.color)} for the rest of the game? It places no more pieces, and its squares left count against it. This cannot be undone.`,
      components: resignButtons(gameId, view.value.version, colorLabel(turn.color)),
      flags,
    });
  },
};
