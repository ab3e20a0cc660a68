import { AttachmentBuilder, EmbedBuilder } from 'discord.js';
import { renderPieceChart } from '../render/index.ts';

const HOW_TO_PLAY = [
  'Each colour places its 21 pieces one at a time. The **first piece** must cover its start square (a corner of the board; in Duo and Junior, e10 or j5).',
  'After that, every new piece must touch a piece of **the same colour corner to corner**, and may **never touch it along an edge**. Touching other colours is fine.',
  'A colour that cannot place any piece passes for the rest of the game; the bot does that for you. When nobody can move, the game ends.',
  '**Score**: −1 per square left; +15 for placing all pieces, +20 if the last one was the single square (P1).',
].join('\n');

const NOTATION = [
  '`/place P5-L e5` — the piece, then the square its **pivot** (the dot on the chart) goes on.',
  '`/place P5-L e5 rot90 flip` — `flip` mirrors it left↔right first, then `rot90`/`rot180`/`rot270` turn it clockwise (`r90` or `90` work too).',
  '`/place e5,f5,g5,g6,g7` — or just list the squares it covers; the bot works out the piece.',
  'Columns are letters from the left (a…t), rows are numbers from the bottom (1…20): **a1** is the lower-left corner.',
  'Names: `P5-L` or `L5`, `P4-O` or `O`, `P` alone is the P pentomino, `1` and `2` the small ones. Autocomplete on `move` shows only legal placements.',
].join('\n');

const COMMANDS = [
  '`/blokus new` open a game · `/blokus join` · `/blokus start` · `/blokus leave` · `/blokus cancel`',
  '`/place` play (add `preview:True` to see it privately first, with Rotate/Flip) · `/resign` resign the colour you are to move with',
  '`/board` the board · `/pieces` your pieces · `/undo` take back the last move',
  '`/blokus replace` hand a seat to someone new (yours if you have to go; the host or a moderator: a player who vanished) · `/blokus remove` take a vanished player out',
  '`/blokus games` where it is your turn · `/blokus leaderboard` · `/blokus settings` reminders (channel or DM), quiet hours, colour-blind pictures',
].join('\n');

/** `/blokus help`: how to play, the notation with examples, the commands, and the piece chart. */
export async function helpReply() {
  const embed = new EmbedBuilder()
    .setTitle('How to play Blokus here')
    .setColor(0x3b82f6)
    .addFields(
      { name: 'The rules', value: HOW_TO_PLAY },
      { name: 'Placing a piece', value: NOTATION },
      { name: 'Commands', value: COMMANDS },
    )
    .setImage('attachment://blokus-pieces.png');
  const chart = new AttachmentBuilder(await renderPieceChart(), {
    name: 'blokus-pieces.png',
    description:
      'The 21 Blokus pieces by name (P1 to P5-Z), each drawn with its squares; a dot marks the pivot that goes on the square you name.',
  });
  return { embeds: [embed], files: [chart] };
}
