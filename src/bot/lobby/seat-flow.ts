import { type ButtonInteraction, type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import type { AppError, SeatOfferPin } from '../../app/index.ts';
import type { BotContext } from '../bot-context.ts';
import { answerAfterChange } from '../discord/answer-after-change.ts';
import { type CustomId, parsePinExtra } from '../discord/custom-id.ts';
import { actorOf, answerPrivately, hereRef, playerOf } from '../discord/replies.ts';
import { gameWords, privateWords } from '../messages/locale.ts';
import { colorsText, errorText, nameText } from '../messages/text-format.ts';

/** The offer named by a button's extra, `<holder id>-<time>`. */
function parsePin(extra: string): SeatOfferPin | null {
  const pin = parsePinExtra(extra);
  return pin ? { userId: pin.key, at: pin.at } : null;
}

/** `/blokus replace player:…`: offers a seat of the running game here to whoever takes it. */
export async function offerSeatCommand(
  interaction: ChatInputCommandInteraction,
  ctx: BotContext,
  holderId: string,
): Promise<void> {
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const actor = actorOf(interaction);
  const offer = ctx.service.offerSeat(hereRef(interaction), actor, holderId);
  if (!offer.ok) return answerPrivately(interaction, errorText(offer.error, privateWords(interaction)));
  // The offer, with its Take seat button, is posted for everyone by the outbox.
  const tr = privateWords(interaction);
  const done =
    offer.value.holder.id === interaction.user.id
      ? tr.t('seat.onOfferYours')
      : tr.t('seat.onOffer', { name: nameText(offer.value.holder.displayName) });
  await answerAfterChange(interaction, ctx, done);
}

/** An answer that found the offer over: the buttons come off, and the clicker is told why. */
/** A click that found the offer over is answered privately: the public message keeps its outcome. */
async function refuse(interaction: ButtonInteraction, error: AppError): Promise<void> {
  await answerPrivately(interaction, errorText(error, privateWords(interaction)));
}

/** **Take seat**: the clicker plays the seat from now on; pinged at once if it is the seat's turn. */
export async function takeSeatButton(interaction: ButtonInteraction, ctx: BotContext, id: CustomId) {
  const pin = parsePin(id.extra);
  if (!pin) return refuse(interaction, { kind: 'no-seat-offer', gameId: id.gameId });
  const player = playerOf(interaction);
  const taken = ctx.service.takeSeat(id.gameId, player, pin);
  if (!taken.ok) return refuse(interaction, taken.error);
  const result = taken.value;
  // The offer's message is public: the server's words; the private answer: the clicker's.
  const words = gameWords(ctx.service, id.gameId);
  const tr = privateWords(interaction);
  const event = result.events.find((e) => e.kind === 'seat-taken');
  const from = event?.kind === 'seat-taken' ? nameText(event.from.displayName) : words.t('common.aPlayer');
  const seatColors = (t: typeof tr) => (event?.kind === 'seat-taken' ? colorsText(event.colors, t) : '');
  await interaction.update({
    content: words.t('turn.seatTaken', {
      name: nameText(player.displayName),
      from,
      colors: seatColors(words),
    }),
    components: [],
    allowedMentions: { parse: [] },
  });
  // The channel hears of it from the outbox: if the seat is to move, the newcomer is pinged with the board.
  const toMove = result.next?.userId === player.id;
  await answerAfterChange(interaction, ctx, toMove ? null : tr.t('seat.youPlay', { colors: seatColors(tr) }));
}

/** **Withdraw**: the offer is closed, and the seat stays with its player. */
export async function withdrawSeatButton(interaction: ButtonInteraction, ctx: BotContext, id: CustomId) {
  const pin = parsePin(id.extra);
  if (!pin) return refuse(interaction, { kind: 'no-seat-offer', gameId: id.gameId });
  const actor = actorOf(interaction);
  const withdrawn = ctx.service.withdrawSeatOffer(id.gameId, actor, pin);
  if (!withdrawn.ok) return refuse(interaction, withdrawn.error);
  const by = nameText(playerOf(interaction).displayName);
  await interaction.update({
    content: gameWords(ctx.service, id.gameId).t('seat.withdrawn', {
      by,
      holder: nameText(withdrawn.value.holder.displayName),
    }),
    components: [],
    allowedMentions: { parse: [] },
  });
}
