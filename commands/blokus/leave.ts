import { hereRef } from '../../src/bot/discord/replies.ts';
import { leaveGame } from '../../src/bot/lobby/lobby-flow.ts';
import type { Subcommand } from './subcommand.ts';

/** `/blokus leave`: leaves the game here. */
export const blokusLeave: Subcommand = {
  name: 'leave',
  build: (s) => s.setDescription('Leave the game here (a running game goes on without you)'),
  execute: (interaction, ctx) => leaveGame(interaction, ctx, hereRef(interaction)),
};
