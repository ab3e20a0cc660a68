import { type ButtonInteraction, type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import type { UndoRequestPin } from '../../app/index.ts';
import type { BotContext } from '../bot-context.ts';
import { answerAfterChange } from '../discord/answer-after-change.ts';
import { type CustomId, parsePinExtra } from '../discord/custom-id.ts';
import { answerPrivately, hereRef } from '../discord/replies.ts';
import { privateWords } from '../messages/locale.ts';
import { errorText, nameText } from '../messages/text-format.ts';

/** `/undo`: takes the last move back at once (rule `mover`, or nobody to ask), or asks the others. */
export async function undoCommand(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const outcome = ctx.service.requestUndo(hereRef(interaction), interaction.user.id);
  if (!outcome.ok) return answerPrivately(interaction, errorText(outcome.error, privateWords(interaction)));
  // The request (with its pings) or the board after the take-back is posted by the outbox.
  const tr = privateWords(interaction);
  const done =
    outcome.value.kind === 'pending'
      ? tr.t('view.undoAsked', { move: outcome.value.move })
      : outcome.value.kind === 'undone'
        ? tr.t('view.undoDone')
        : tr.t('view.undoDeclined', { name: nameText(outcome.value.byName) });
  await answerAfterChange(interaction, ctx, done);
}

/**
 * Accept / Decline under an undo request. The click is acknowledged at once; the request's message is
 * then edited by the outbox, in commit order, so the outcome is the last word however the clicks of
 * several players were answered. A click that comes too late (answered, lapsed) is answered privately.
 */
export async function undoAnswer(
  interaction: ButtonInteraction,
  ctx: BotContext,
  id: CustomId,
  accept: boolean,
): Promise<void> {
  await interaction.deferUpdate();
  // The buttons name the request they were drawn for: a request that lapsed (a move was made) or was
  // replaced must not collect answers meant for another move, while answers from several players at
  // once (each click sees the version the other one wrote) all count. Buttons without it: the version.
  const pin = parsePin(id.extra);
  const ref = pin ? { gameId: id.gameId } : { gameId: id.gameId, version: id.version };
  const outcome = ctx.service.answerUndo(ref, interaction.user.id, accept, pin);
  if (!outcome.ok) return answerPrivately(interaction, errorText(outcome.error, privateWords(interaction)));
  await answerAfterChange(interaction, ctx, null);
}

/** The request named by the buttons' extra, `<ply>-<at>`. */
function parsePin(extra: string): UndoRequestPin | undefined {
  const pin = parsePinExtra(extra);
  return pin ? { ply: Number(pin.key), at: pin.at } : undefined;
}

/** ↩️ under a stuck puzzle: takes its last piece back (undo is free in a puzzle); the outbox posts the board. */
export async function puzzleUndoButton(
  interaction: ButtonInteraction,
  ctx: BotContext,
  id: CustomId,
): Promise<void> {
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const ref = { gameId: id.gameId, version: id.version };
  const outcome = ctx.service.requestUndo(ref, interaction.user.id);
  if (!outcome.ok) return answerPrivately(interaction, errorText(outcome.error, privateWords(interaction)));
  await answerAfterChange(interaction, ctx, privateWords(interaction).t('view.undoDone'));
}

/** 🏁 under a stuck puzzle: ends it where it stands; the outbox posts the final picture and count. */
export async function puzzleEndButton(
  interaction: ButtonInteraction,
  ctx: BotContext,
  id: CustomId,
): Promise<void> {
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const ref = { gameId: id.gameId, version: id.version };
  const result = ctx.service.pass(ref, interaction.user.id, interaction.id);
  const tr = privateWords(interaction);
  if (!result.ok) return answerPrivately(interaction, errorText(result.error, tr));
  const puzzle = result.value.end?.puzzle;
  const done = puzzle
    ? tr.t('view.puzzleEnded', { placed: puzzle.placed, pieces: puzzle.pieces })
    : tr.t('view.resignDoneYours');
  await answerAfterChange(interaction, ctx, done);
}
