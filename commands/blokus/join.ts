import { hereRef } from '../../src/bot/discord/replies.ts';
import { joinGame } from '../../src/bot/lobby/lobby-flow.ts';
import { COLORS } from '../../src/engine/index.ts';
import { choice } from './choices.ts';
import type { Subcommand } from './subcommand.ts';

/** `/blokus join [colour]`: takes a seat in the game here. */
export const blokusJoin: Subcommand = {
  name: 'join',
  build: (s) =>
    s.setDescription('Take a seat in the game here').addStringOption((o) =>
      o
        .setName('colour')
        .setDescription('The colour you would like (in two-colour seats, either one picks that seat)')
        .addChoices(...COLORS.map((c) => choice(c, (tr) => tr.t(`color.${c}`)))),
    ),
  execute: (interaction, ctx) =>
    joinGame(interaction, ctx, hereRef(interaction), interaction.options.getString('colour')),
};
