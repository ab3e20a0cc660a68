import { hereRef } from '../../src/bot/discord/replies.ts';
import { cancelGame } from '../../src/bot/lobby/lobby-flow.ts';
import type { Subcommand } from './subcommand.ts';

/** `/blokus cancel`: the host or a moderator cancels the game here. */
export const blokusCancel: Subcommand = {
  name: 'cancel',
  build: (s) => s.setDescription('Cancel the game here (the host or a moderator)'),
  execute: (interaction, ctx) => cancelGame(interaction, ctx, hereRef(interaction)),
};
