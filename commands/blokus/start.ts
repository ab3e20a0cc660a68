import { hereRef } from '../../src/bot/discord/replies.ts';
import { startGame } from '../../src/bot/lobby/lobby-flow.ts';
import type { Subcommand } from './subcommand.ts';

/** `/blokus start`: the host starts the full lobby here. */
export const blokusStart: Subcommand = {
  name: 'start',
  build: (s) => s.setDescription('Start the game here (the host, once the seats are full)'),
  execute: (interaction, ctx) => startGame(interaction, ctx, hereRef(interaction)),
};
