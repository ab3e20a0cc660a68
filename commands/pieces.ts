import {
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  InteractionContextType,
  MessageFlags,
  SlashCommandBuilder,
} from 'discord.js';
import { describeNotation, LIMITS } from '../src/app/index.ts';
import type { BotContext } from '../src/bot/bot-context.ts';
import type { CommandModule } from '../src/bot/discord/router.ts';
import { piecesReply } from '../src/bot/messages/info-replies.ts';
import { privateWords } from '../src/bot/messages/locale.ts';
import { errorText } from '../src/bot/messages/text-format.ts';
import { parsePieceName, parseTrigonPieceName, pieceNamesInSet } from '../src/notation/index.ts';

const data = new SlashCommandBuilder()
  .setName('pieces')
  .setDescription('Privately: your remaining pieces, and how a piece turns and flips')
  .setContexts(InteractionContextType.Guild)
  .addStringOption((o) =>
    o
      .setName('piece')
      .setDescription('Show this piece under every rot/flip, e.g. P5-L')
      .setMaxLength(LIMITS.pieceNameLength)
      .setAutocomplete(true),
  );

/** `/pieces [piece]`: private pictures of your colours' pieces (used ones faded), and one piece turned. */
export const pieces: CommandModule<BotContext> = {
  data: data.toJSON(),
  async execute(interaction: ChatInputCommandInteraction, ctx: BotContext) {
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const view = ctx.service.pieces({ channelId: interaction.channelId }, interaction.user.id);
    if (!view.ok) {
      await interaction.editReply(errorText(view.error, privateWords(interaction)));
      return;
    }
    const text = interaction.options.getString('piece');
    let piece: number | null = null;
    if (text) {
      const { pieceSet } = view.value.game.variant;
      // Trigon's pieces have their own names (docs/trigon.md section 3).
      const parsed = pieceSet === 'trigon' ? parseTrigonPieceName(text) : parsePieceName(text, pieceSet);
      if (!parsed.ok) {
        await interaction.editReply(`❌ ${describeNotation(parsed.error, privateWords(interaction))}`);
        return;
      }
      piece = parsed.value;
    }
    await interaction.editReply(await piecesReply(view.value, piece, privateWords(interaction)));
  },
  async autocomplete(interaction: AutocompleteInteraction, ctx: BotContext) {
    const typed = interaction.options.getFocused().trim().toLowerCase();
    const view = ctx.service.board({ channelId: interaction.channelId });
    const set = view.ok ? view.value.game.variant.pieceSet : 'classic';
    const all =
      set === 'trigon' && view.ok ? view.value.game.layout.geometry.pieceNames : pieceNamesInSet(set);
    const names = all.filter((n) => n.toLowerCase().includes(typed));
    await interaction.respond(names.slice(0, 25).map((n) => ({ name: n, value: n })));
  },
};
