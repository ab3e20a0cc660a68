import { MessageFlags } from 'discord.js';
import { HELP_TOPICS, helpReply, helpTopic } from '../../src/bot/messages/help.ts';
import { privateWords } from '../../src/bot/messages/locale.ts';
import { choice } from './choices.ts';
import type { Subcommand } from './subcommand.ts';

/** `/blokus help [topic]`: how to play, privately. */
export const blokusHelp: Subcommand = {
  name: 'help',
  build: (s) =>
    s.setDescription('How to play, the move notation and the pieces').addStringOption((o) =>
      o
        .setName('topic')
        .setDescription(
          'Another game: Blokus Trigon, or the tetromino puzzle and the figures (default: the square game)',
        )
        .addChoices(...HELP_TOPICS.map((t) => choice(t, (tr) => tr.t(`help.topic.${t}`)))),
    ),
  async execute(interaction) {
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    await interaction.editReply(
      await helpReply(privateWords(interaction), helpTopic(interaction.options.getString('topic'))),
    );
  },
};
