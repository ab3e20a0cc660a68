import { removePlayer } from '../../src/bot/lobby/lobby-flow.ts';
import type { Subcommand } from './subcommand.ts';

/** `/blokus remove player:…`: the host or a moderator takes a vanished player out of the game. */
export const blokusRemove: Subcommand = {
  name: 'remove',
  build: (s) =>
    s
      .setDescription('Take a player who vanished out of the game (the host or a moderator)')
      .addUserOption((o) => o.setName('player').setDescription('The player to remove').setRequired(true)),
  execute: (interaction, ctx) =>
    removePlayer(interaction, ctx, interaction.options.getUser('player', true).id),
};
