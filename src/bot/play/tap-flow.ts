import { type ButtonInteraction, MessageFlags, type StringSelectMenuInteraction } from 'discord.js';
import { type AppError, decodePreview, type TapChoices } from '../../app/index.ts';
import type { PieceIndex } from '../../engine/index.ts';
import type { Translator } from '../../i18n/index.ts';
import type { BotContext } from '../bot-context.ts';
import { ACTIONS } from '../discord/components.ts';
import type { CustomId } from '../discord/custom-id.ts';
import type { SelectModule } from '../discord/router.ts';
import { privateWords } from '../messages/locale.ts';
import { errorText } from '../messages/text-format.ts';
import { previewReply } from './place-flow.ts';
import {
  cornersStep,
  piecesStep,
  placementsStep,
  readColorExtra,
  type StepMessage,
  type StepOptions,
  staleStep,
} from './tap-steps.ts';

/**
 * Playing by taps (the turn message's Play button): a private message that walks the player to move from
 * a corner to a piece to a placement to its preview, redrawn at each step (`tap-steps.ts`). Each pick is
 * acknowledged at once and checked against the game's version in its custom_id, so a flow left open while
 * the game moved on (or across a restart of the bot) never shows or plays an outdated choice.
 */

type Handler = (interaction: ButtonInteraction, id: CustomId, ctx: BotContext) => Promise<void>;
type Component = ButtonInteraction | StringSelectMenuInteraction;

/** The steps are private: the tapper's colour-blind setting and language. */
function stepOptions(ctx: BotContext, gameId: number, interaction: Component): StepOptions {
  return {
    colorBlind: ctx.service.colorBlindPictures(gameId, [interaction.user.id]),
    words: privateWords(interaction),
  };
}

/** Replaces the flow's message with a step (its picture in place of the last one). */
async function show(interaction: Component, step: StepMessage): Promise<void> {
  await interaction.editReply({ ...step, attachments: [] });
}

/** Why a step cannot go on: a moved-on game offers a fresh start; anything else is explained. */
function refusal(error: AppError, id: CustomId, tr: Translator): StepMessage {
  if (error.kind === 'stale') return staleStep(id.gameId, id.version, tr.t('tap.movedOn'), tr);
  return { content: errorText(error, tr), files: [], components: [] };
}

/**
 * Loads the choices at the version the step was drawn at (`pinned`) or as they are now, for the colour the
 * custom_id names (a puzzle's), and shows what `next` makes of them; `next` reads the rest of the extra.
 */
async function step(
  interaction: Component,
  id: CustomId,
  ctx: BotContext,
  pinned: boolean,
  next: (choices: TapChoices, options: StepOptions, extra: string) => Promise<StepMessage>,
): Promise<void> {
  await interaction.deferUpdate();
  const ref = pinned ? { gameId: id.gameId, version: id.version } : { gameId: id.gameId };
  const { color, rest } = readColorExtra(id.extra);
  const choices = ctx.service.tapChoices(ref, interaction.user.id, color);
  const options = stepOptions(ctx, id.gameId, interaction);
  if (!choices.ok) return show(interaction, refusal(choices.error, id, options.words));
  await show(interaction, await next(choices.value, options, rest));
}

/** The corner a step names (by its cell, `e5`), or a fresh start if it is no longer open. */
function cornerStep(
  name: string,
  id: CustomId,
  tr: Translator,
  then: (corner: TapChoices['corners'][number]) => Promise<StepMessage>,
): (choices: TapChoices) => Promise<StepMessage> {
  return async (choices) => {
    const corner = choices.corners.find((c) => c.name === name);
    return corner ? then(corner) : staleStep(id.gameId, id.version, tr.t('tap.cornerGone', { name }), tr);
  };
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
  await interaction.editReply(await cornersStep(choices.value, options));
};

export const TAP_BUTTONS: Readonly<Record<string, Handler>> = {
  [ACTIONS.play]: play,
  // "Start again", "◀ Corners" and a preview's "Choose again": the corners of the position as it is now.
  [ACTIONS.tapAgain]: (interaction, id, ctx) =>
    step(interaction, id, ctx, false, (choices, options) => cornersStep(choices, options)),
  // A puzzle's colour buttons: the corners of that colour, in the position as it is now.
  [ACTIONS.tapColor]: (interaction, id, ctx) =>
    step(interaction, id, ctx, false, (choices, options) => cornersStep(choices, options)),
  [ACTIONS.tapBack]: (interaction, id, ctx) =>
    step(interaction, id, ctx, true, (choices, options, extra) =>
      cornerStep(extra, id, options.words, (corner) => piecesStep(choices, corner, options))(choices),
    ),
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
  if (!preview.ok) return show(interaction, refusal(preview.error, id, tr));
  await interaction.editReply({
    ...(await previewReply(ctx, preview.value, undefined, tr)),
    attachments: [],
  });
}

export const TAP_SELECTS: readonly SelectModule<BotContext>[] = [
  {
    action: ACTIONS.tapRange,
    execute: (interaction, id, ctx) =>
      step(interaction, id, ctx, true, (choices, options) =>
        cornersStep(choices, options, Number(interaction.values[0] ?? 0)),
      ),
  },
  {
    action: ACTIONS.tapCorner,
    execute: (interaction, id, ctx) =>
      step(interaction, id, ctx, true, (choices, options) =>
        cornerStep(interaction.values[0] ?? '', id, options.words, (corner) =>
          piecesStep(choices, corner, options),
        )(choices),
      ),
  },
  {
    action: ACTIONS.tapPiece,
    execute: (interaction, id, ctx) =>
      step(interaction, id, ctx, true, (choices, options, extra) => {
        const piece = Number(interaction.values[0]) as PieceIndex;
        return cornerStep(extra, id, options.words, (corner) =>
          corner.moves.some((m) => choices.game.layout.movePiece[m] === piece)
            ? placementsStep(choices, corner, piece, options)
            : Promise.resolve(staleStep(id.gameId, id.version, options.words.t('tap.noFit'), options.words)),
        )(choices);
      }),
  },
  { action: ACTIONS.tapPlacement, execute: pickPlacement },
];
