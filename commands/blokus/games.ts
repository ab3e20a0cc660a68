import { MessageFlags } from 'discord.js';
import { gamesText } from '../../src/bot/messages/info-replies.ts';
import { privateWords } from '../../src/bot/messages/locale.ts';
import type { Subcommand } from './subcommand.ts';

/** `/blokus games`: the user's games in this server, privately. */
export const blokusGames: Subcommand = {
  name: 'games',
  build: (s) => s.setDescription('Your games in this server, and where it is your turn'),
  async execute(interaction, ctx) {
    const guildId = interaction.guildId ?? '';
    const text = gamesText(
      ctx.service.waitingGames(guildId, interaction.user.id),
      ctx.service.openGames(guildId, interaction.user.id),
      ctx.service.joinableGames(guildId, interaction.user.id),
      privateWords(interaction),
    );
    await interaction.reply({ content: text, flags: MessageFlags.Ephemeral });
  },
};
