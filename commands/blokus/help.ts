import { MessageFlags } from 'discord.js';
import { helpReply } from '../../src/bot/messages/help.ts';
import { privateWords } from '../../src/bot/messages/locale.ts';
import { ALL_VARIANT_IDS, isVariantId } from '../../src/engine/index.ts';
import { choice, variantChoiceName } from './choices.ts';
import type { Subcommand } from './subcommand.ts';

/** `/blokus help [variant]`: how to play, privately; the channel's game's variant unless one is asked for. */
export const blokusHelp: Subcommand = {
  name: 'help',
  build: (s) =>
    s.setDescription('How to play, the move notation and the pieces').addStringOption((o) =>
      o
        .setName('variant')
        .setDescription('Which game (default: the game in this channel, or the classic game)')
        .addChoices(...ALL_VARIANT_IDS.map((v) => choice(v, (tr) => variantChoiceName(v, tr)))),
    ),
  async execute(interaction, ctx) {
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    const asked = interaction.options.getString('variant');
    const here = ctx.service.lobby({ channelId: interaction.channelId });
    const variant = asked && isVariantId(asked) ? asked : here.ok ? here.value.settings.variant : null;
    await interaction.editReply(await helpReply(privateWords(interaction), variant));
  },
};
