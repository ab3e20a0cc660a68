import type { ButtonInteraction, ChatInputCommandInteraction } from 'discord.js';
import type { AppError, SeatOfferPin, SeatOfferView } from '../app/index.ts';
import type { Color } from '../engine/index.ts';
import { seatOfferButtons } from './components.ts';
import type { BotContext } from './context.ts';
import { type CustomId, parsePinExtra } from './custom-id.ts';
import { publish } from './publish.ts';
import { answerPrivately, hereRef, isModerator, playerOf } from './replies.ts';
import { colorText, errorText, mention, nameText } from './words.ts';

/** The offer named by a button's extra, `<holder id>-<time>`. */
function parsePin(extra: string): SeatOfferPin | null {
  const pin = parsePinExtra(extra);
  return pin ? { userId: pin.key, at: pin.at } : null;
}

function colorsText(colors: readonly Color[]): string {
  return colors.map(colorText).join(' ');
}

function offerText(offer: SeatOfferView, by: string): string {
  const seat = `seat (${colorsText(offer.colors)})`;
  const who =
    offer.offeredBy === offer.holder.id
      ? `${mention(offer.holder.id)} has to go and offers their ${seat}`
      : `${nameText(by)} offers ${mention(offer.holder.id)}'s ${seat}`;
  return `🔁 ${who} to a new player. Anyone not in this game can take it over and play on from here.`;
}

/** `/blokus replace player:…`: offers a seat of the running game here to whoever takes it. */
export async function offerSeatCommand(
  interaction: ChatInputCommandInteraction,
  ctx: BotContext,
  holderId: string,
): Promise<void> {
  const actor = { userId: interaction.user.id, isModerator: isModerator(interaction) };
  const offer = ctx.service.offerSeat(hereRef(interaction), actor, holderId);
  if (!offer.ok) return answerPrivately(interaction, errorText(offer.error));
  const { value } = offer;
  await interaction.reply({
    content: offerText(value, playerOf(interaction).displayName),
    components: seatOfferButtons(value.gameId, value.version, value.pin),
    // The holder hears of it (they may still be around and want to keep their seat); nobody else.
    allowedMentions: { users: value.offeredBy === value.holder.id ? [] : [value.holder.id] },
  });
}

/** An answer that found the offer over: the buttons come off, and the clicker is told why. */
async function refuse(interaction: ButtonInteraction, error: AppError): Promise<void> {
  if (error.kind === 'no-seat-offer')
    await interaction.update({ content: '🔁 This seat offer is closed.', components: [] });
  await answerPrivately(interaction, errorText(error));
}

/** **Take seat**: the clicker plays the seat from now on; pinged at once if it is the seat's turn. */
export async function takeSeatButton(interaction: ButtonInteraction, ctx: BotContext, id: CustomId) {
  const pin = parsePin(id.extra);
  if (!pin) return refuse(interaction, { kind: 'no-seat-offer', gameId: id.gameId });
  const player = playerOf(interaction);
  const taken = ctx.service.takeSeat(id.gameId, player, pin);
  if (!taken.ok) return refuse(interaction, taken.error);
  const result = taken.value;
  const event = result.events.find((e) => e.kind === 'seat-taken');
  const colors = event?.kind === 'seat-taken' ? colorsText(event.colors) : '';
  const from = event?.kind === 'seat-taken' ? nameText(event.from.displayName) : 'a player';
  await interaction.update({
    content: `🔁 ${nameText(player.displayName)} took over ${from}'s seat (${colors}). Welcome to the game!`,
    components: [],
    allowedMentions: { parse: [] },
  });
  // A turn already under way changes hands: the new player is pinged with the board, in a new message.
  if (result.next?.userId === player.id) await publish(interaction, result, ctx);
  else
    await answerPrivately(
      interaction,
      `✅ You play ${colors} now. I will ping you when it is your turn; \`/board\` shows the game.`,
    );
}

/** **Withdraw**: the offer is closed, and the seat stays with its player. */
export async function withdrawSeatButton(interaction: ButtonInteraction, ctx: BotContext, id: CustomId) {
  const pin = parsePin(id.extra);
  if (!pin) return refuse(interaction, { kind: 'no-seat-offer', gameId: id.gameId });
  const actor = { userId: interaction.user.id, isModerator: isModerator(interaction) };
  const withdrawn = ctx.service.withdrawSeatOffer(id.gameId, actor, pin);
  if (!withdrawn.ok) return refuse(interaction, withdrawn.error);
  const by = nameText(playerOf(interaction).displayName);
  await interaction.update({
    content: `🔁 ${by} withdrew the offer: ${nameText(withdrawn.value.holder.displayName)} keeps their seat.`,
    components: [],
    allowedMentions: { parse: [] },
  });
}
