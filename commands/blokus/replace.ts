import { offerSeatCommand } from '../../src/bot/lobby/seat-flow.ts';
import type { Subcommand } from './subcommand.ts';

/** `/blokus replace player:…`: offers a seat of the game here to someone new. */
export const blokusReplace: Subcommand = {
  name: 'replace',
  build: (s) =>
    s
      .setDescription('Offer a seat to someone new: a player who vanished, or yours if you have to go')
      .addUserOption((o) =>
        o
          .setName('player')
          .setDescription('Whose seat is handed over (yourself, or as host/moderator anyone)')
          .setRequired(true),
      ),
  execute: (interaction, ctx) =>
    offerSeatCommand(interaction, ctx, interaction.options.getUser('player', true).id),
};
