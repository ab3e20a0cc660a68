import { type ButtonInteraction, MessageFlags, type StringSelectMenuInteraction } from 'discord.js';
import {
  type AppError,
  decodePreview,
  isTapRange,
  type TapChoices,
  type TapRange,
  tapStep,
} from '../../app/index.ts';
import type { Translator } from '../../i18n/index.ts';
import type { BotContext } from '../bot-context.ts';
import { ACTIONS } from '../discord/components.ts';
import type { CustomId } from '../discord/custom-id.ts';
import type { SelectModule } from '../discord/router.ts';
import { privateWords } from '../messages/locale.ts';
import { errorText } from '../messages/text-format.ts';
import { previewReply } from './place-flow.ts';
import {
  onlyPieceNote,
  parseRange,
  pieceLabel,
  readColorExtra,
  type StepMessage,
  type StepOptions,
  staleStep,
  stepMessage,
} from './tap-steps.ts';

/**
 * Playing by taps (the turn message's Play button): a private message that walks the player to move to a
 * placement's preview, one select menu a step, redrawn at each step (`tap-steps.ts`); a step with a single
 * choice is taken for the player. Each pick is acknowledged at once and checked against the game's version
 * in its custom_id, so a flow left open while the game moved on (or across a restart of the bot) never
 * shows or plays an outdated choice.
 */

type Handler = (interaction: ButtonInteraction, id: CustomId, ctx: BotContext) => Promise<void>;
type Component = ButtonInteraction | StringSelectMenuInteraction;
/** What a step shows: a step that asks, or a placement's preview. */
type Shown = StepMessage | Awaited<ReturnType<typeof previewReply>>;

/** The steps are private: the tapper's colour-blind setting and language. */
function stepOptions(ctx: BotContext, gameId: number, interaction: Component): StepOptions {
  return {
    colorBlind: ctx.service.colorBlindPictures(gameId, [interaction.user.id]),
    words: privateWords(interaction),
  };
}

/** Replaces the flow's message with a step (its picture in place of the last one). */
async function show(interaction: Component, step: Shown): Promise<void> {
  await interaction.editReply({ ...step, attachments: [] });
}

/** Why a step cannot go on: a moved-on game offers a fresh start; anything else is explained. */
function refusal(error: AppError, gameId: number, version: number, tr: Translator): StepMessage {
  if (error.kind === 'stale') return staleStep(gameId, version, tr.t('tap.movedOn'), tr);
  return { content: errorText(error, tr), files: [], components: [] };
}

/**
 * What the flow shows for a range of the choices (none: where it starts): the step that asks, or, when one
 * placement is left, its preview with Confirm, saying it was taken for the player. Only one piece at the
 * start is said too.
 */
async function advance(
  ctx: BotContext,
  userId: string,
  choices: TapChoices,
  range: TapRange | undefined,
  options: StepOptions,
): Promise<Shown> {
  const tr = options.words;
  const step = tapStep(choices, range);
  const first = range === undefined;
  if (step.kind === 'one') {
    const { placement } = step;
    const note = first
      ? tr.t('tap.onlyMove')
      : tr.t('tap.onlyWay', { piece: pieceLabel(choices.game, placement.piece) });
    const ref = { gameId: choices.gameId, version: choices.version };
    const preview = ctx.service.previewState(ref, userId, placement.state);
    if (!preview.ok) return refusal(preview.error, choices.gameId, choices.version, tr);
    return previewReply(ctx, preview.value, note, tr);
  }
  const piece = choices.moves[0]!.piece;
  const onePiece = first && choices.moves.every((m) => m.piece === piece);
  return stepMessage(choices, step, options, first, onePiece ? [onlyPieceNote(choices, piece, tr)] : []);
}

/**
 * Loads the choices at the version the step was drawn at (`pinned`) or as they are now, for the colour the
 * custom_id names (a puzzle's), and shows the step for the range a pick names (`range`: none for the start;
 * undefined values read as not a range).
 */
async function step(
  interaction: Component,
  id: CustomId,
  ctx: BotContext,
  pinned: boolean,
  value?: string,
): Promise<void> {
  await interaction.deferUpdate();
  const ref = pinned ? { gameId: id.gameId, version: id.version } : { gameId: id.gameId };
  const { color } = readColorExtra(id.extra);
  const choices = ctx.service.tapChoices(ref, interaction.user.id, color);
  const options = stepOptions(ctx, id.gameId, interaction);
  const tr = options.words;
  if (!choices.ok) return show(interaction, refusal(choices.error, id.gameId, id.version, tr));
  const range = value === undefined ? undefined : parseRange(value);
  if (range && !isTapRange(choices.value, range))
    return show(interaction, staleStep(id.gameId, id.version, tr.t('tap.unreadable'), tr));
  await show(interaction, await advance(ctx, interaction.user.id, choices.value, range, options));
}

/** Play, on a turn message: opens the flow privately for the player to move; anyone else is told whose turn. */
const play: Handler = async (interaction, id, ctx) => {
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const choices = ctx.service.tapChoices({ gameId: id.gameId }, interaction.user.id);
  if (!choices.ok) {
    await interaction.editReply({ content: errorText(choices.error, privateWords(interaction)) });
    return;
  }
  const options = stepOptions(ctx, id.gameId, interaction);
  await interaction.editReply(await advance(ctx, interaction.user.id, choices.value, undefined, options));
};

export const TAP_BUTTONS: Readonly<Record<string, Handler>> = {
  [ACTIONS.play]: play,
  // "Start again", "◀ Back" and a preview's "Choose again": the first step of the position as it is now.
  [ACTIONS.tapAgain]: (interaction, id, ctx) => step(interaction, id, ctx, false),
  // A puzzle's colour buttons: the first step of that colour, in the position as it is now.
  [ACTIONS.tapColor]: (interaction, id, ctx) => step(interaction, id, ctx, false),
  [ACTIONS.tapCancel]: async (interaction) => {
    await interaction.update({
      content: privateWords(interaction).t('tap.closed'),
      components: [],
      files: [],
      attachments: [],
    });
  },
};

/** A placement picked on the sheet: its preview, with Confirm, on the board as it was drawn. */
async function pickPlacement(interaction: StringSelectMenuInteraction, id: CustomId, ctx: BotContext) {
  await interaction.deferUpdate();
  const state = decodePreview(interaction.values[0] ?? '');
  const tr = privateWords(interaction);
  if (!state) return show(interaction, staleStep(id.gameId, id.version, tr.t('tap.unreadable'), tr));
  const ref = { gameId: id.gameId, version: id.version };
  const preview = ctx.service.previewState(ref, interaction.user.id, state);
  if (!preview.ok) return show(interaction, refusal(preview.error, id.gameId, id.version, tr));
  await show(interaction, await previewReply(ctx, preview.value, undefined, tr));
}

/** A piece or where it goes, picked: the step for that range of the choices, at the version drawn. */
const pickRange: SelectModule<BotContext>['execute'] = (interaction, id, ctx) =>
  step(interaction, id, ctx, true, interaction.values[0] ?? '');

export const TAP_SELECTS: readonly SelectModule<BotContext>[] = [
  { action: ACTIONS.tapPiece, execute: pickRange },
  { action: ACTIONS.tapCorner, execute: pickRange },
  { action: ACTIONS.tapPlacement, execute: pickPlacement },
];
