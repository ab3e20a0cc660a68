import { leaderboardText } from '../../src/bot/messages/info-replies.ts';
import { publicWords } from '../../src/bot/messages/locale.ts';
import type { Subcommand } from './subcommand.ts';

/** `/blokus leaderboard`: the server's best players, in public. */
export const blokusLeaderboard: Subcommand = {
  name: 'leaderboard',
  build: (s) => s.setDescription('The best players of this server'),
  async execute(interaction, ctx) {
    // Deferred like every answer that reads much: one indexed query now, but a server's history grows.
    await interaction.deferReply();
    await interaction.editReply({
      content: leaderboardText(
        ctx.service.leaderboard(interaction.guildId ?? ''),
        publicWords(ctx.service, interaction.guildId),
      ),
      allowedMentions: { parse: [] },
    });
  },
};
