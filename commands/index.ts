import { COMPUTER_LEVELS, DEFAULTS } from '../src/app/index.ts';
import type { BotContext } from '../src/bot/bot-context.ts';
import { localizedCommand } from '../src/bot/discord/command-locales.ts';
import type { CommandModule } from '../src/bot/discord/router.ts';
import { MOVES_PER_PAGE } from '../src/bot/messages/info-replies.ts';
import { blokus } from './blokus/index.ts';
import { board } from './board.ts';
import { challenge } from './challenge.ts';
import { hint } from './hint.ts';
import { pieces } from './pieces.ts';
import { place } from './place.ts';
import { resign } from './resign.ts';
import { undo } from './undo.ts';

/** The values the commands' descriptions quote, in every language (one place per limit). */
const QUOTED = {
  reminderHours: DEFAULTS.reminderHours,
  movesPerPage: MOVES_PER_PAGE,
  levelMin: COMPUTER_LEVELS.min,
  levelMax: COMPUTER_LEVELS.max,
  levelDefault: COMPUTER_LEVELS.default,
};

/**
 * Every slash command of the bot, as registered by `npm run deploy-commands`, with its French and Italian
 * names, descriptions and choices.
 */
export const COMMANDS: readonly CommandModule<BotContext>[] = [
  blokus,
  place,
  resign,
  board,
  pieces,
  undo,
  hint,
  challenge,
].map((command) => ({ ...command, data: localizedCommand(command.data, QUOTED) }));
