import type { BotContext } from '../src/bot/context.ts';
import type { CommandModule } from '../src/bot/router.ts';
import { blokus } from './blokus.ts';
import { board } from './board.ts';
import { challenge } from './challenge.ts';
import { pieces } from './pieces.ts';
import { place } from './place.ts';
import { resign } from './resign.ts';
import { undo } from './undo.ts';

/** Every slash command of the bot, as registered by `npm run deploy-commands`. */
export const COMMANDS: readonly CommandModule<BotContext>[] = [
  blokus,
  place,
  resign,
  board,
  pieces,
  undo,
  challenge,
];
