import type { ButtonInteraction, ChatInputCommandInteraction } from 'discord.js';
import type { UndoOutcome, UndoRequestPin } from '../app/index.ts';
import { undoButtons } from './components.ts';
import type { BotContext } from './context.ts';
import { type CustomId, parsePinExtra } from './custom-id.ts';
import { afterChange } from './lobby-flow.ts';
import { answerPrivately, hereRef } from './replies.ts';
import { errorText, mention, plainText } from './words.ts';

/** `/undo`: takes the last move back at once (rule `mover`, or nobody to ask), or asks the others. */
export async function undoCommand(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const outcome = ctx.service.requestUndo(hereRef(interaction), interaction.user.id);
  if (!outcome.ok) return answerPrivately(interaction, errorText(outcome.error));
  await show(interaction, ctx, outcome.value);
}

/** Accept / Decline under an undo request. */
export async function undoAnswer(
  interaction: ButtonInteraction,
  ctx: BotContext,
  id: CustomId,
  accept: boolean,
): Promise<void> {
  // The buttons name the request they were drawn for: a request that lapsed (a move was made) or was
  // replaced must not collect answers meant for another move, while answers from several players at
  // once (each click sees the version the other one wrote) all count. Buttons without it: the version.
  const pin = parsePin(id.extra);
  const ref = pin ? { gameId: id.gameId } : { gameId: id.gameId, version: id.version };
  const outcome = ctx.service.answerUndo(ref, interaction.user.id, accept, pin);
  if (!outcome.ok) {
    // A request that is over keeps no buttons: they are taken off as the first late click finds out.
    if (outcome.error.kind === 'no-undo-request')
      await interaction.update({ content: '↩️ This request to take back a move is closed.', components: [] });
    return answerPrivately(interaction, errorText(outcome.error));
  }
  if (outcome.value.kind === 'pending') {
    await interaction.update({
      content: requestText(outcome.value),
      components: undoButtons(outcome.value.gameId, outcome.value.version, outcome.value.request),
      allowedMentions: { parse: [] },
    });
    return;
  }
  await interaction.update({
    content: outcome.value.kind === 'declined' ? `✋ ${plainText(outcome.value.text)}` : '↩️ Accepted.',
    components: [],
    allowedMentions: { parse: [] },
  });
  if (outcome.value.kind === 'undone')
    await afterChange(interaction, ctx, outcome.value.result, 'Move taken back.');
}

/** The request named by the buttons' extra, `<ply>-<at>`. */
function parsePin(extra: string): UndoRequestPin | undefined {
  const pin = parsePinExtra(extra);
  return pin ? { ply: Number(pin.key), at: pin.at } : undefined;
}

function requestText(outcome: Extract<UndoOutcome, { kind: 'pending' }>): string {
  const waiting = outcome.waitingFor.map(mention).join(' ');
  return `↩️ ${mention(outcome.requestedBy)} asks to take back **${outcome.move}**. ${waiting}: accept or decline?`;
}

async function show(interaction: ChatInputCommandInteraction, ctx: BotContext, outcome: UndoOutcome) {
  if (outcome.kind === 'pending') {
    await interaction.reply({
      content: requestText(outcome),
      components: undoButtons(outcome.gameId, outcome.version, outcome.request),
      allowedMentions: { users: [...outcome.ping] },
    });
  } else if (outcome.kind === 'undone') {
    await afterChange(interaction, ctx, outcome.result, 'Move taken back.');
  } else {
    await interaction.reply({ content: `✋ ${plainText(outcome.text)}`, allowedMentions: { parse: [] } });
  }
}
