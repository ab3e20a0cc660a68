import { MessageFlags } from 'discord.js';
import { LIMITS, parseQuietHours } from '../../src/app/index.ts';
import { settingsText } from '../../src/bot/messages/info-replies.ts';
import { privateWords } from '../../src/bot/messages/locale.ts';
import { errorText } from '../../src/bot/messages/text-format.ts';
import type { Subcommand } from './subcommand.ts';

/** `/blokus settings …`: the user's reminders (channel or DM, quiet hours) and colour-blind pictures. */
export const blokusSettings: Subcommand = {
  name: 'settings',
  build: (s) =>
    s
      .setDescription('Your reminders (channel or DM, quiet hours) and colour-blind pictures')
      .addStringOption((o) =>
        o
          .setName('reminders')
          .setDescription('Where reminders reach you')
          .addChoices(
            { name: 'in the game channel', value: 'channel' },
            { name: 'by direct message', value: 'dm' },
          ),
      )
      .addStringOption((o) =>
        o
          .setName('quiet-hours')
          .setDescription('No reminders between these hours, e.g. 22-07, or off')
          .setMaxLength(LIMITS.quietHoursLength),
      )
      .addIntegerOption((o) =>
        o
          .setName('utc-offset')
          .setDescription('Your time zone for quiet hours, hours from UTC (e.g. 1 or -5)')
          .setMinValue(LIMITS.utcOffsetHours.min)
          .setMaxValue(LIMITS.utcOffsetHours.max),
      )
      .addBooleanOption((o) =>
        o.setName('colour-blind').setDescription('Pictures with a shape on each colour, not colour alone'),
      ),
  async execute(interaction, ctx) {
    const notify = interaction.options.getString('reminders') as 'channel' | 'dm' | null;
    const quietText = interaction.options.getString('quiet-hours');
    const offset = interaction.options.getInteger('utc-offset');
    const colorBlind = interaction.options.getBoolean('colour-blind');
    const current = ctx.service.notificationSettings(interaction.user.id);
    let quietHours = current.quietHours;
    if (quietText !== null) {
      const parsed = parseQuietHours(quietText, (offset ?? 0) * 60);
      if (!parsed.ok) {
        await interaction.reply({
          content: errorText(parsed.error, privateWords(interaction)),
          flags: MessageFlags.Ephemeral,
        });
        return;
      }
      quietHours = parsed.value;
    } else if (offset !== null && quietHours) {
      quietHours = { ...quietHours, utcOffset: offset * 60 };
    }
    const saved =
      notify === null && quietText === null && offset === null && colorBlind === null
        ? { ok: true as const, value: current }
        : ctx.service.setNotifications(interaction.user.id, {
            ...(notify ? { notify } : {}),
            ...(colorBlind === null ? {} : { colorBlind }),
            quietHours,
          });
    const content = saved.ok
      ? `⚙️ ${settingsText(saved.value, privateWords(interaction))}`
      : errorText(saved.error, privateWords(interaction));
    await interaction.reply({ content, flags: MessageFlags.Ephemeral });
  },
};
