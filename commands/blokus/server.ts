import { MessageFlags, PermissionFlagsBits } from 'discord.js';
import { privateWords } from '../../src/bot/messages/locale.ts';
import { errorText } from '../../src/bot/messages/text-format.ts';
import type { Subcommand } from './subcommand.ts';

/**
 * `/blokus server [colour-blind] [language]`: shows the server's settings; an admin (Manage Server) changes
 * them. The answer is private, so it speaks the language of the user who asked.
 */
export const blokusServer: Subcommand = {
  name: 'server',
  build: (s) =>
    s
      .setDescription("This server's Blokus settings (admins: Manage Server)")
      .addBooleanOption((o) =>
        o
          .setName('colour-blind')
          .setDescription('Colour-blind marks on the pictures of every game here, for everyone'),
      )
      .addStringOption((o) =>
        o
          .setName('language')
          .setDescription("The language of the bot's public messages in this server")
          .addChoices(
            { name: 'English', value: 'en' },
            { name: 'Français', value: 'fr' },
            { name: 'Italiano', value: 'it' },
            { name: "the server's Discord language", value: 'discord' },
          ),
      ),
  async execute(interaction, ctx) {
    const tr = privateWords(interaction);
    const guildId = interaction.guildId ?? '';
    const colorBlind = interaction.options.getBoolean('colour-blind');
    const language = interaction.options.getString('language');
    const isAdmin = interaction.memberPermissions?.has(PermissionFlagsBits.ManageGuild) ?? false;
    const server = ctx.service.server;
    const changes = [
      colorBlind === null ? null : server.setColorBlind(guildId, colorBlind, isAdmin),
      language === null
        ? null
        : server.setLanguage(guildId, language === 'discord' ? null : language, isAdmin),
    ];
    const failed = changes.find((c) => c !== null && !c.ok);
    if (failed && !failed.ok) {
      await interaction.reply({
        content: errorText(failed.error, privateWords(interaction)),
        flags: MessageFlags.Ephemeral,
      });
      return;
    }
    const names = new Intl.DisplayNames([tr.locale], { type: 'language' });
    const content = [
      tr.t('server.colorBlind', { on: server.of(guildId).colorBlind ? 'yes' : 'no' }),
      tr.t('server.language', {
        language: names.of(server.language(guildId)) ?? server.language(guildId),
        chosen: server.chosenLanguage(guildId) === null ? 'no' : 'yes',
      }),
    ].join('\n');
    await interaction.reply({ content, flags: MessageFlags.Ephemeral });
  },
};
