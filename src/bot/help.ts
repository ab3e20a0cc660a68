import { AttachmentBuilder, EmbedBuilder } from 'discord.js';
import { ENGLISH, type Translator } from '../i18n/index.ts';
import { renderPieceChart } from '../render/index.ts';

/**
 * `/blokus help`: how to play, the notation with examples, the commands, and the piece chart, in the
 * language of the user who asked (a private answer).
 */
export async function helpReply(tr: Translator = ENGLISH) {
  const embed = new EmbedBuilder()
    .setTitle(tr.t('help.title'))
    .setColor(0x3b82f6)
    .addFields(
      { name: tr.t('help.rulesTitle'), value: tr.t('help.rules') },
      { name: tr.t('help.placingTitle'), value: tr.t('help.notation') },
      { name: tr.t('help.commandsTitle'), value: tr.t('help.commands') },
    )
    .setImage('attachment://blokus-pieces.png');
  const chart = new AttachmentBuilder(await renderPieceChart({ words: tr }), {
    name: 'blokus-pieces.png',
    description: tr.t('help.chartAlt'),
  });
  return { embeds: [embed], files: [chart] };
}
