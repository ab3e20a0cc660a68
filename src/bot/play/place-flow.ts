import {
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  MessageFlags,
  type StringSelectMenuInteraction,
} from 'discord.js';
import {
  type AppError,
  canStep,
  describePlacement,
  encodePreview,
  type GameRef,
  type PreviewResult,
  type PreviewState,
  type PreviewTransform,
} from '../../app/index.ts';
import { describeMove, legalMoves, type PieceIndex } from '../../engine/index.ts';
import { ENGLISH, type Translator } from '../../i18n/index.ts';
import { formatCellList, formatMove } from '../../notation/index.ts';
import type { BotContext } from '../bot-context.ts';
import { answerAfterChange } from '../discord/answer-after-change.ts';
import { placementPicker, previewButtons } from '../discord/components.ts';
import { answerPrivately, hereRef } from '../discord/replies.ts';
import { privateWords } from '../messages/locale.ts';
import { previewPicture, wantsColorBlind } from '../messages/pictures.ts';
import { errorText } from '../messages/text-format.ts';
import { typedMove } from './move-choices.ts';

/** `/place move:… [preview]`: play at once, or show a private preview to confirm, turn and flip. */
export async function placeFromCommand(
  interaction: ChatInputCommandInteraction,
  ctx: BotContext,
  text: string,
  preview: boolean,
): Promise<void> {
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const tr = privateWords(interaction);
  const ref = hereRef(interaction);
  // A client that sent an autocomplete choice's name rather than its value: the move without its note.
  text = typedMove(text);
  if (preview) {
    const result = ctx.service.preview(ref, interaction.user.id, text);
    if (!result.ok) return explain(interaction, ctx, ref, result.error, text);
    await interaction.editReply(await previewReply(ctx, result.value, undefined, tr));
    return;
  }
  const result = ctx.service.place(ref, interaction.user.id, text, interaction.id);
  if (!result.ok) return explain(interaction, ctx, ref, result.error, text);
  // The board in the channel says it all: the private "thinking…" goes away, unless something is wrong
  // (Discord slow, or the bot not allowed to post here), which the player is told.
  const settled = await answerAfterChange(
    interaction,
    ctx,
    null,
    interaction.channelId,
    `✅ ${moveDone(result.value.events, tr)}`,
  );
  if (settled.state === 'delivered') await interaction.deleteReply();
}

function moveDone(events: readonly { kind: string; text?: string }[], tr: Translator): string {
  const placed = events.find((e) => e.kind === 'placed');
  return placed?.text ? tr.t('play.done', { move: placed.text }) : tr.t('play.doneOther');
}

/** The private preview: picture, what it is, and the buttons (Confirm only when legal). */
export async function previewReply(
  ctx: BotContext,
  preview: PreviewResult,
  note?: string,
  tr: Translator = ENGLISH,
) {
  const board = ctx.service.board({ gameId: preview.gameId });
  const seats = board.ok ? board.value.seats : [];
  const colorBlind = wantsColorBlind(
    ctx,
    preview.gameId,
    seats.map((s) => s.userId),
  );
  const layout = preview.game.layout;
  const problem = preview.problem
    ? describePlacement(preview.problem, preview.game.layout.size, tr)
    : undefined;
  const lines = [
    note,
    tr.t('play.preview', { move: preview.text, legal: preview.legal ? 'yes' : 'no' }),
    problem,
    ...nearbyLines(preview, tr),
    nextStep(preview, tr),
  ].filter((l): l is string => Boolean(l));
  return {
    content: lines.join('\n'),
    files: [await previewPicture(preview, seats, problem, colorBlind, tr)],
    components: previewButtons({
      words: tr,
      gameId: preview.gameId,
      version: preview.version,
      state: encodePreview(preview.state, layout),
      legal: preview.legal,
      steps: {
        left: canStep(preview.state, 'left', layout),
        right: canStep(preview.state, 'right', layout),
        up: canStep(preview.state, 'up', layout),
        down: canStep(preview.state, 'down', layout),
      },
      nearby: preview.nearby.map((n) => {
        const { piece, pivot, transform } = describeMove(layout, n.move);
        const color = preview.state.color === undefined ? {} : { color: preview.state.color };
        return { text: n.text, state: encodePreview({ piece, at: pivot, transform, ...color }, layout) };
      }),
    }),
  };
}

/** What to do next, for this preview. */
function nextStep(preview: PreviewResult, tr: Translator): string {
  if (preview.legal) return tr.t('play.confirmHint');
  switch (preview.problem?.kind) {
    case 'piece-used':
      return tr.t('play.otherPiece');
    case 'not-turn':
    case 'game-over':
      return tr.t('play.nothingNow');
    default:
      return tr.t('play.adjust');
  }
}

function nearbyLines(
  preview: { legal: boolean; nearby: readonly { text: string }[] },
  tr: Translator,
): string[] {
  if (preview.legal || preview.nearby.length === 0) return [];
  const list = preview.nearby.map((s) => `\`${s.text}\``).join(', ');
  return [tr.t('play.nearby', { list })];
}

/**
 * A private, specific answer to a move that cannot be played. An illegal placement comes with a preview
 * picture of what was tried (the problem marked) and a few legal placements of that piece nearby.
 */
async function explain(
  interaction: ChatInputCommandInteraction | ButtonInteraction,
  ctx: BotContext,
  ref: GameRef,
  error: AppError,
  text: string,
): Promise<void> {
  const tr = privateWords(interaction);
  if (error.kind === 'bad-notation' && error.error.kind === 'missing-square') {
    const picker = placementsOfPiece(ctx, ref, interaction.user.id, error.error.piece, tr);
    if (picker) return answerPrivately(interaction, picker);
  }
  if (error.kind === 'illegal-placement') {
    const preview = ctx.service.preview(ref, interaction.user.id, text);
    if (preview.ok) {
      const reply = await previewReply(ctx, preview.value, tr.t('play.notPlayed'), tr);
      await answerPrivately(interaction, reply);
      return;
    }
  }
  await answerPrivately(interaction, errorText(error, tr));
}

/**
 * A piece named without a square: its legal placements in a menu (the first 25; typing a square narrows
 * them down), picking one opens its preview. Null when it is not the user's turn (the error says why).
 */
function placementsOfPiece(ctx: BotContext, ref: GameRef, userId: string, piece: PieceIndex, tr: Translator) {
  const view = ctx.service.board(ref);
  if (!view.ok || view.value.toMove?.userId !== userId) return null;
  const { game, gameId, version } = view.value;
  const moves = legalMoves(game, view.value.toMove.colorIndex, { piece });
  const name = game.layout.geometry.pieceNames[piece]!;
  if (moves.length === 0) return tr.t('play.fitsNowhere', { piece: name });
  const placements = moves.map((m) => ({
    text: formatMove(game.layout, m),
    cells: formatCellList(game.layout, m).replaceAll(',', ' '),
  }));
  return {
    content: tr.t('play.fitsIn', {
      piece: name,
      count: moves.length,
      more: moves.length > 25 ? 'yes' : 'no',
    }),
    components: placementPicker(gameId, version, placements, tr),
  };
}

/** A pick in a placement menu: its preview, in place of the menu (Confirm plays it, on the board as it is). */
export async function pickPlacement(
  interaction: StringSelectMenuInteraction,
  ctx: BotContext,
  gameId: number,
): Promise<void> {
  await interaction.deferUpdate();
  const text = interaction.values[0] ?? '';
  const preview = ctx.service.preview({ gameId }, interaction.user.id, text);
  if (!preview.ok) {
    await interaction.editReply({
      content: errorText(preview.error, privateWords(interaction)),
      components: [],
      attachments: [],
    });
    return;
  }
  await interaction.editReply({
    ...(await previewReply(ctx, preview.value, undefined, privateWords(interaction))),
    attachments: [],
  });
}

/**
 * The preview's buttons: Confirm plays it; Rotate and Flip turn it about its pivot; the arrows move it a
 * square; a suggestion (`show`) opens that placement's preview; Cancel drops it.
 */
export async function previewButton(
  interaction: ButtonInteraction,
  ctx: BotContext,
  gameId: number,
  version: number,
  state: PreviewState,
  op: 'confirm' | 'cancel' | 'show' | PreviewTransform,
): Promise<void> {
  const tr = privateWords(interaction);
  if (op === 'cancel') {
    await interaction.update({ content: tr.t('play.closed'), files: [], components: [], attachments: [] });
    return;
  }
  await interaction.deferUpdate();
  const userId = interaction.user.id;
  if (op === 'confirm') {
    const result = ctx.service.confirmPreview({ gameId, version }, userId, state, interaction.id);
    if (result.ok) {
      await interaction.editReply({
        content: `✅ ${moveDone(result.value.events, tr)}`,
        components: [],
        attachments: [],
      });
      await answerAfterChange(interaction, ctx, null);
      return;
    }
    if (result.error.kind !== 'stale') {
      await interaction.editReply({
        content: errorText(result.error, privateWords(interaction)),
        components: [],
        attachments: [],
      });
      return;
    }
  }
  const redrawn =
    op === 'confirm' || op === 'show'
      ? ctx.service.previewState({ gameId }, userId, state)
      : ctx.service.transformPreview({ gameId }, userId, state, op);
  if (!redrawn.ok) {
    await interaction.editReply({
      content: errorText(redrawn.error, privateWords(interaction)),
      components: [],
      attachments: [],
    });
    return;
  }
  const note = op === 'confirm' ? tr.t('play.boardChanged') : undefined;
  await interaction.editReply({ ...(await previewReply(ctx, redrawn.value, note, tr)), attachments: [] });
}
