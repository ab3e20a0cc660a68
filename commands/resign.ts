import {
  type ChatInputCommandInteraction,
  InteractionContextType,
  MessageFlags,
  SlashCommandBuilder,
} from 'discord.js';
import type { BotContext } from '../src/bot/bot-context.ts';
import { resignButtons, stuckButtons } from '../src/bot/discord/components.ts';
import type { CommandModule } from '../src/bot/discord/router.ts';
import { privateWords } from '../src/bot/messages/locale.ts';
import { colorName, colorText, errorText, nameText } from '../src/bot/messages/text-format.ts';

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
    const seated = seats.some((s) => s.userId === interaction.user.id && !s.left);
    const stuck = view.value.stuck;
    if (stuck && seated) {
      // A stuck puzzle: nobody is to move, and its player may take back or end it here.
      await interaction.reply({
        content: privateWords(interaction).t('reply.puzzleStuck', { ...stuck }),
        components: stuckButtons(gameId, view.value.version, privateWords(interaction)),
        flags,
      });
      return;
    }
    if (!turn || turn.userId !== interaction.user.id) {
      const content =
        status === 'lobby'
          ? errorText({ kind: 'not-started', gameId }, privateWords(interaction))
          : !seated
            ? errorText({ kind: 'not-in-game', gameId }, privateWords(interaction))
            : turn
              ? privateWords(interaction).t('reply.resignNotYourTurn', {
                  name: nameText(turn.displayName),
                  color: colorName(turn.color, privateWords(interaction)),
                })
              : privateWords(interaction).t('reply.nobodyToMove');
      await interaction.reply({ content, flags });
      return;
    }
    await interaction.reply({
      content: privateWords(interaction).t('reply.resignAsk', {
        color: colorText(turn.color, privateWords(interaction)),
      }),
      components: resignButtons(
        gameId,
        view.value.version,
        colorName(turn.color, privateWords(interaction)),
        privateWords(interaction),
      ),
      flags,
    });
  },
};
