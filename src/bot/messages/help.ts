import { AttachmentBuilder, EmbedBuilder } from 'discord.js';
import { ENGLISH, type Translator } from '../../i18n/index.ts';
import { renderPieceChart } from '../../render/index.ts';

/** The games `/blokus help topic:…` explains besides the square game. */
export const HELP_TOPICS = ['trigon', 'puzzle'] as const;

/** A help topic. */
export type HelpTopic = (typeof HELP_TOPICS)[number];

/** The topic an option names, or null for the square game. */
export function helpTopic(value: string | null): HelpTopic | null {
  return (HELP_TOPICS as readonly string[]).includes(value ?? '') ? (value as HelpTopic) : null;
}

/**
 * `/blokus help`: how to play, the notation with examples, the commands, and the piece chart, in the
 * language of the user who asked (a private answer). With a topic: Blokus Trigon (its board, start
 * points, pieces, notation with the ▲/▼ rule, variants and scoring) or the tetromino puzzle and the figures.
 */
export async function helpReply(tr: Translator = ENGLISH, topic: HelpTopic | null = null) {
  if (topic !== null) {
    const embed = new EmbedBuilder()
      .setTitle(tr.t(`help.${topic}.title`))
      .setColor(0x3b82f6)
      .addFields(
        { name: tr.t('help.rulesTitle'), value: tr.t(`help.${topic}.rules`) },
        { name: tr.t('help.placingTitle'), value: tr.t(`help.${topic}.notation`) },
      );
    return { embeds: [embed], files: [] };
  }
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
