import {
  ActionRowBuilder,
  ButtonBuilder,
  type ButtonInteraction,
  ButtonStyle,
  type ChatInputCommandInteraction,
  MessageFlags,
} from 'discord.js';
import type { AiAnswer, HintRequest, HintView, PuzzleHintView } from '../../app/index.ts';
import type { Game } from '../../engine/index.ts';
import { ENGLISH, type Translator } from '../../i18n/index.ts';
import { formatMove } from '../../notation/index.ts';
import type { BotContext } from '../bot-context.ts';
import { answerAfterChange } from '../discord/answer-after-change.ts';
import type { CustomId } from '../discord/custom-id.ts';
import { formatCustomId } from '../discord/custom-id.ts';
import { privateWords } from '../messages/locale.ts';
import { previewPicture, wantsColorBlind } from '../messages/pictures.ts';
import { colorName, colorText, errorText, signedText } from '../messages/text-format.ts';

/** The hint buttons' actions: preview a hinted placement, or play it. */
export const HINT_ACTIONS = { preview: 'hint-pv', play: 'hint-go' } as const;

/** A hint button's extra: which of the hints (1..3), its move id, and in a puzzle its colour. */
function hintExtra(n: number, move: number, color?: number): string {
  return color === undefined ? `${n}-${move}` : `${n}-${move}-${color}`;
}

function parseHintExtra(
  extra: string,
): { readonly n: number; readonly move: number; readonly color: number | undefined } | null {
  const match = /^([1-9])-(\d+)(?:-(\d))?$/.exec(extra);
  if (!match) return null;
  return { n: Number(match[1]), move: Number(match[2]), color: match[3] ? Number(match[3]) : undefined };
}

/** The move a hint button plays, as typed: in a puzzle with its colour first (`red P4-T c3`). */
function hintMoveText(
  game: Game,
  hint: { readonly move: number; readonly color: number | undefined },
): string {
  const move = formatMove(game.layout, hint.move);
  return hint.color === undefined ? move : `${game.variant.colors[hint.color]} ${move}`;
}

/**
 * The hint's text: each placement with its win rate and margin; alone (a solo game, nobody to beat), with
 * the score it expects at the end.
 */
export function hintText(
  gameId: number,
  color: string,
  hints: readonly HintView[],
  used: number,
  tr: Translator = ENGLISH,
  solo = false,
): string {
  if (hints.length === 0) return tr.t('computer.hintNone');
  const lines = hints.map((h, i) =>
    solo
      ? tr.t('computer.hintLineSolo', { n: i + 1, move: h.text, score: signedText(Math.round(h.margin)) })
      : tr.t('computer.hintLine', {
          n: i + 1,
          move: h.text,
          rate: Math.round(h.winRate * 100),
          margin: signedText(Math.round(h.margin * 10) / 10),
        }),
  );
  return [
    tr.t('computer.hintTitle', { color, id: gameId }),
    ...lines,
    tr.t('computer.hintFooter', { count: used }),
  ].join('\n');
}

/** A puzzle hint's text: whether a solution goes on, and the pieces of it that fit now with their colours. */
export function puzzleHintText(
  gameId: number,
  game: Game,
  hint: { readonly found: 'solution' | 'none' | 'unknown'; readonly moves: readonly PuzzleHintView[] },
  used: number,
  tr: Translator = ENGLISH,
): string {
  if (hint.found === 'none') return tr.t('computer.puzzleHintNone');
  if (hint.found === 'unknown' || hint.moves.length === 0) return tr.t('computer.puzzleHintUnknown');
  const lines = hint.moves.map((h, i) =>
    tr.t('computer.puzzleHintLine', {
      n: i + 1,
      color: colorText(game.variant.colors[h.color]!, tr),
      move: h.text,
    }),
  );
  return [
    tr.t('computer.puzzleHintTitle', { id: gameId }),
    ...lines,
    tr.t('computer.hintFooter', { count: used }),
  ].join('\n');
}

/** Preview and Play buttons, one pair per hinted placement (a puzzle's carry their colour). */
export function hintButtons(
  gameId: number,
  version: number,
  hints: readonly { readonly move: number; readonly color?: number }[],
  tr: Translator = ENGLISH,
): ActionRowBuilder<ButtonBuilder>[] {
  if (hints.length === 0) return [];
  const id = (action: string, n: number, move: number, color?: number) =>
    formatCustomId(action, gameId, version, hintExtra(n, move, color));
  const previews = hints.map((h, i) =>
    new ButtonBuilder()
      .setCustomId(id(HINT_ACTIONS.preview, i + 1, h.move, h.color))
      .setLabel(tr.t('computer.buttonPreview', { n: i + 1 }))
      .setStyle(ButtonStyle.Secondary),
  );
  const plays = hints.map((h, i) =>
    new ButtonBuilder()
      .setCustomId(id(HINT_ACTIONS.play, i + 1, h.move, h.color))
      .setLabel(tr.t('computer.buttonPlay', { n: i + 1 }))
      .setStyle(ButtonStyle.Success),
  );
  return [
    new ActionRowBuilder<ButtonBuilder>().addComponents(previews),
    new ActionRowBuilder<ButtonBuilder>().addComponents(plays),
  ];
}

/** The preview picture of hinted placement n (the board as it is, the piece translucent). */
async function hintPicture(
  ctx: BotContext,
  gameId: number,
  version: number,
  userId: string,
  hint: { readonly n: number; readonly count: number },
  text: string,
  tr: Translator,
) {
  const preview = ctx.service.preview({ gameId, version }, userId, text);
  if (!preview.ok) return null;
  const board = ctx.service.board({ gameId });
  const seats = board.ok ? board.value.seats : [];
  const colorBlind = wantsColorBlind(
    ctx,
    gameId,
    seats.map((s) => s.userId),
  );
  return previewPicture(
    preview.value,
    seats,
    tr.t('computer.hintPreview', { n: hint.n, count: hint.count }),
    colorBlind,
    tr,
  );
}

/**
 * `/hint`: privately, the computer's best placements (up to three) for the player to move, with win rates,
 * score margins and a preview of the first, each with Preview and Play buttons. Deferred at once: the
 * search takes a few seconds in the worker pool (a full queue says so; the hint is counted once shown).
 */
export async function hintCommand(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const tr = privateWords(interaction);
  const userId = interaction.user.id;
  const request = ctx.service.computer.hintRequest({ channelId: interaction.channelId }, userId);
  if (!request.ok) {
    await interaction.editReply(errorText(request.error, tr));
    return;
  }
  const queued = ctx.computers?.pool.run(request.value.job);
  const answer = queued?.ok ? await queued.task.answer : null;
  if (answer?.kind === 'puzzle') return puzzleHintReply(interaction, ctx, request.value, answer);
  if (answer?.kind !== 'hint') {
    await interaction.editReply(errorText({ kind: 'computer-busy' }, tr));
    return;
  }
  const { gameId, version, colorIndex } = request.value;
  const hints = ctx.service.computer.countHint(request.value, userId, answer.moves);
  if (!hints.ok) {
    await interaction.editReply(errorText(hints.error, tr));
    return;
  }
  const used = ctx.service.computer.hintsUsed(gameId).get(userId) ?? 0;
  const board = ctx.service.board({ gameId });
  const color = board.ok ? colorName(board.value.game.variant.colors[colorIndex]!, tr) : '';
  const first = hints.value[0];
  const picture = first
    ? await hintPicture(ctx, gameId, version, userId, { n: 1, count: hints.value.length }, first.text, tr)
    : null;
  await interaction.editReply({
    content: hintText(gameId, color, hints.value, used, tr, board.ok && board.value.game.variant.seats === 1),
    files: picture ? [picture] : [],
    components: hintButtons(gameId, version, hints.value, tr),
  });
}

/** `/hint` in a puzzle: whether a solution goes on from here, the pieces of it that fit, a preview of the first. */
async function puzzleHintReply(
  interaction: ChatInputCommandInteraction,
  ctx: BotContext,
  request: HintRequest,
  answer: Extract<AiAnswer, { kind: 'puzzle' }>,
): Promise<void> {
  const tr = privateWords(interaction);
  const userId = interaction.user.id;
  const { gameId, version } = request;
  const hints = ctx.service.computer.countPuzzleHint(request, userId, answer.moves);
  const board = ctx.service.board({ gameId });
  if (!hints.ok || !board.ok) {
    await interaction.editReply(errorText(hints.ok ? { kind: 'stale', gameId } : hints.error, tr));
    return;
  }
  const { game } = board.value;
  const used = ctx.service.computer.hintsUsed(gameId).get(userId) ?? 0;
  const first = hints.value[0];
  const count = hints.value.length;
  const picture = first
    ? await hintPicture(ctx, gameId, version, userId, { n: 1, count }, hintMoveText(game, first), tr)
    : null;
  await interaction.editReply({
    content: puzzleHintText(gameId, game, { found: answer.found, moves: hints.value }, used, tr),
    files: picture ? [picture] : [],
    components: hintButtons(gameId, version, hints.value, tr),
  });
}

/** A hint's Preview button: the same message, with that placement's picture. */
export async function hintPreviewButton(interaction: ButtonInteraction, ctx: BotContext, id: CustomId) {
  const tr = privateWords(interaction);
  const hint = parseHintExtra(id.extra);
  const board = ctx.service.board({ gameId: id.gameId, version: id.version });
  if (!hint || !board.ok) {
    const error = board.ok ? { kind: 'stale' as const, gameId: id.gameId } : board.error;
    await interaction.update({ content: errorText(error, tr), components: [], attachments: [] });
    return;
  }
  await interaction.deferUpdate();
  const text = hintMoveText(board.value.game, hint);
  // As many hints as Preview buttons on the message's first row.
  const row = interaction.message.components[0];
  const count = row && 'components' in row ? row.components.length : hint.n;
  const picture = await hintPicture(
    ctx,
    id.gameId,
    id.version,
    interaction.user.id,
    { n: hint.n, count },
    text,
    tr,
  );
  await interaction.editReply({ files: picture ? [picture] : [], attachments: [] });
}

/** A hint's Play button: the placement goes through the normal place path (turn, version, request id). */
export async function hintPlayButton(interaction: ButtonInteraction, ctx: BotContext, id: CustomId) {
  const tr = privateWords(interaction);
  const hint = parseHintExtra(id.extra);
  const board = ctx.service.board({ gameId: id.gameId });
  if (!hint || !board.ok) {
    await interaction.update({
      content: errorText({ kind: 'stale', gameId: id.gameId }, tr),
      components: [],
    });
    return;
  }
  await interaction.deferUpdate();
  const text = hintMoveText(board.value.game, hint);
  const ref = { gameId: id.gameId, version: id.version };
  const result = ctx.service.place(ref, interaction.user.id, text, interaction.id);
  await interaction.editReply({
    content: result.ok ? `✅ ${tr.t('play.done', { move: text })}` : errorText(result.error, tr),
    components: [],
    attachments: [],
  });
  if (result.ok) await answerAfterChange(interaction, ctx, null);
}
