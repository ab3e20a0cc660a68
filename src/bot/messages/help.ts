import { AttachmentBuilder, EmbedBuilder } from 'discord.js';
import { type VariantId, variantOf } from '../../engine/index.ts';
import { ENGLISH, type Translator } from '../../i18n/index.ts';
import { renderPieceChart } from '../../render/index.ts';
import { leadText, moreText, variantFacts, variantFields } from './variant-help.ts';

/**
 * `/blokus help [variant]`: how to play, in the language of the user who asked (a private answer). It
 * leads with the Play button, `/hint` and the computer; then the variant's game, rules and notation, all
 * read from its data (the channel's game's variant, the one asked for, or the classic game when neither),
 * the commands, the other games, and the chart of its pieces.
 */
export async function helpReply(tr: Translator = ENGLISH, variant: VariantId | null = null) {
  const facts = variantFacts(variant ?? 'classic');
  const title = variant
    ? tr.t('help.title', { variant: tr.t(`variant.${variant}`) })
    : tr.t('help.titleGeneral');
  const embed = new EmbedBuilder()
    .setTitle(title)
    .setColor(0x3b82f6)
    .setDescription(leadText(facts, tr))
    .addFields(
      ...variantFields(facts, tr),
      { name: tr.t('help.commandsTitle'), value: tr.t('help.commands') },
      { name: tr.t('help.moreTitle'), value: moreText(variant, tr) },
    )
    .setImage('attachment://blokus-pieces.png');
  const pieceSet = variantOf(facts.id).pieceSet;
  const chart = new AttachmentBuilder(await renderPieceChart({ words: tr, pieceSet }), {
    name: 'blokus-pieces.png',
    description: tr.t('help.chartAlt', {
      count: facts.shapes,
      first: facts.pieceNames[0]!,
      last: facts.pieceNames.at(-1)!,
      cell: facts.cell,
    }),
  });
  return { embeds: [embed], files: [chart] };
}
