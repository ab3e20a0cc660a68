import type { PlayResult } from '../app/index.ts';
import { announce } from './announce.ts';
import type { BotContext } from './context.ts';
import { playPicture, wantsColorBlind } from './pictures.ts';
import { answerPrivately, type Repliable } from './replies.ts';
import { turnMessage } from './turn-message.ts';

/**
 * Posts a saved game change to its channel: the picture, what happened, and the ping for whoever moves
 * next. If Discord refuses the post, the player is told privately (with the picture), and the game stays
 * right: it was committed before this is called, and `/board` shows it.
 */
export async function publish(interaction: Repliable, result: PlayResult, ctx: BotContext): Promise<boolean> {
  const colorBlind = wantsColorBlind(
    ctx,
    result.seats.map((s) => s.userId),
  );
  const message = await turnMessage(result, colorBlind);
  const posted = await announce(interaction.client, interaction.channelId, message, ctx.logger);
  if (posted) return true;
  await answerPrivately(interaction, {
    content:
      `${result.text}\nThe game is saved, but I could not post in this channel. Please check that I may ` +
      'View Channel, Send Messages, Send Messages in Threads and Attach Files here.',
    files: [await playPicture(result, colorBlind)],
  });
  return false;
}
