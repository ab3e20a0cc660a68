import {
  ApplicationCommandType,
  ContextMenuCommandBuilder,
  InteractionContextType,
  MessageFlags,
  type UserContextMenuCommandInteraction,
} from 'discord.js';
import type { BotContext } from '../src/bot/bot-context.ts';
import type { CommandModule } from '../src/bot/discord/router.ts';
import { challengeRefusal, newGame } from '../src/bot/lobby/new-game-flow.ts';
import { privateWords } from '../src/bot/messages/locale.ts';

const data = new ContextMenuCommandBuilder()
  .setName('Challenge to Blokus')
  .setType(ApplicationCommandType.User)
  .setContexts(InteractionContextType.Guild);

/**
 * Right-click a member → Apps → **Challenge to Blokus**: a two-player game here (Duo), the member pinged
 * and their seat held for them, as `/blokus new invite:@member` would.
 */
export const challenge: CommandModule<BotContext> = {
  data: data.toJSON(),
  async execute(interaction, ctx: BotContext) {
    if (!interaction.isUserContextMenuCommand()) return;
    const target = targetPlayer(interaction);
    const refusal = challengeRefusal(target, interaction.user.id, privateWords(interaction));
    if (refusal) {
      await interaction.reply({ content: refusal, flags: MessageFlags.Ephemeral });
      return;
    }
    await newGame(interaction, ctx, { invited: [{ id: target.id, displayName: target.displayName }] }, false);
  },
};

/** The member right-clicked, with the name this server shows for them. */
function targetPlayer(interaction: UserContextMenuCommandInteraction) {
  const member = interaction.targetMember;
  const nick = member && 'displayName' in member ? member.displayName : null;
  const user = interaction.targetUser;
  return { id: user.id, bot: user.bot, displayName: nick ?? user.displayName ?? user.username };
}
