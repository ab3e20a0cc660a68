import {
  type ChatInputCommandInteraction,
  InteractionContextType,
  MessageFlags,
  SlashCommandBuilder,
} from 'discord.js';
import type { BotContext } from '../src/bot/bot-context.ts';
import { openBoardButtons } from '../src/bot/discord/components.ts';
import type { CommandModule } from '../src/bot/discord/router.ts';
import { boardCaption, MOVES_PER_PAGE, movesText, recordFile } from '../src/bot/messages/info-replies.ts';
import { privateWords, publicWords } from '../src/bot/messages/locale.ts';
import { boardPicture, replayAttachment, wantsColorBlind } from '../src/bot/messages/pictures.ts';
import { errorText } from '../src/bot/messages/text-format.ts';
import { zoomAttachment } from '../src/bot/messages/zoom.ts';
import { fitText } from '../src/notation/index.ts';

/** The longest cell name (`ai18`). */
const ZOOM_CELL_LENGTH = 4;

const data = new SlashCommandBuilder()
  .setName('board')
  .setDescription('Show the board of the game here')
  .setContexts(InteractionContextType.Guild)
  .addBooleanOption((o) => o.setName('private').setDescription('Only you see it'))
  .addBooleanOption((o) =>
    o.setName('numbers').setDescription('Number the pieces in the order they were placed'),
  )
  .addBooleanOption((o) =>
    o.setName('corners').setDescription('Mark where the colour to move may attach next'),
  )
  .addIntegerOption((o) =>
    o
      .setName('moves')
      .setDescription(`The moves so far as text, ${MOVES_PER_PAGE} a page: which page (1 = the first moves)`)
      .setMinValue(1),
  )
  .addBooleanOption((o) =>
    o.setName('record').setDescription('Attach the game record so far (.blksgf, opens in Pentobi)'),
  )
  .addBooleanOption((o) => o.setName('replay').setDescription('Attach an animated replay of the game so far'))
  .addStringOption((o) =>
    o
      .setName('zoom')
      .setDescription('A cell (e.g. r12): the board around it, large, with each empty cell named')
      .setMaxLength(ZOOM_CELL_LENGTH),
  );

/** `/board [private] [numbers] [corners]`. */
export const board: CommandModule<BotContext> = {
  data: data.toJSON(),
  async execute(interaction: ChatInputCommandInteraction, ctx: BotContext) {
    const hidden = interaction.options.getBoolean('private') ?? false;
    const view = ctx.service.board({ channelId: interaction.channelId });
    if (!view.ok) {
      // A mistake is private even when the board would have been public.
      await interaction.reply({
        content: errorText(view.error, privateWords(interaction)),
        flags: MessageFlags.Ephemeral,
      });
      return;
    }
    await interaction.deferReply(hidden ? { flags: MessageFlags.Ephemeral } : {});
    // A private board speaks the asker's language; a public one, the server's.
    const tr = hidden ? privateWords(interaction) : publicWords(ctx.service, interaction.guildId);
    const picture = await boardPicture(
      view.value,
      {
        moveNumbers: interaction.options.getBoolean('numbers') ?? false,
        openCorners: interaction.options.getBoolean('corners') ?? false,
        colorBlind: wantsColorBlind(ctx, view.value.gameId, [
          interaction.user.id,
          ...view.value.seats.map((s) => s.userId),
        ]),
      },
      tr,
    );
    const page = interaction.options.getInteger('moves');
    const files = [picture];
    if (interaction.options.getBoolean('replay') && view.value.game.events.length > 0) {
      files.push(await replayAttachment(view.value.game, view.value.gameId, tr));
    }
    const zoom = interaction.options.getString('zoom');
    const zoomNote: string[] = [];
    if (zoom !== null) {
      const zoomed = await zoomAttachment(view.value.game, view.value.gameId, zoom, tr, false);
      if ('file' in zoomed) files.push(zoomed.file);
      else zoomNote.push(zoomed.problem);
    }
    if (interaction.options.getBoolean('record')) {
      const record = ctx.service.exportRecord({ gameId: view.value.gameId });
      if (record.ok) files.push(recordFile(record.value, tr));
    }
    const caption = [boardCaption(view.value, tr), ...zoomNote].join('\n');
    // With the Activity set up, the board by touch is one click away while the game is played.
    const touch = ctx.activity && view.value.status === 'active';
    await interaction.editReply({
      content: fitText(page === null ? caption : `${caption}\n${movesText(view.value, page, tr)}`, 2000),
      files,
      components: touch ? openBoardButtons(view.value.gameId, view.value.version, tr) : [],
      allowedMentions: { parse: [] },
    });
  },
};
