/**
 * English words in a text meant to be in another language: what a half-translated message would leak.
 * Names, mentions, Discord timestamps, code spans and move notation are taken out first; the list holds
 * common English words of the bot's messages that are not also French or Italian words.
 */
const ENGLISH = new Set(
  (
    'the and your you turn move moves played game games player players press join start leave seat seats ' +
    'board piece pieces square squares left wins over with first must cover resigned blue yellow red green ' +
    'purple is to of has took back record rematch play legal preview waiting ready cancel rules reminders ' +
    'deadline undo begins order not nobody fits shared take confirm rotate flip choose again keep playing ' +
    'corner corners passed far host open free covers type next more narrow ' +
    'send embed links attach view channel threads manage need cannot here expected found character node ' +
    'property unknown variant supported setup'
  ).split(' '),
);

/** Notation and names: P5-L, P1, e5, a1, rot90, rot270, flip, Blokus, .blksgf. */
const NOTATION = /\b(P\d(-[A-Z])?|[a-t]\d{1,2}|rot\d{1,3}|flip|Blokus|blksgf)\b/g;

/** The English words (lower case) left in `text` once names, mentions and notation are removed. */
export function englishWords(text: string): string[] {
  const stripped = text
    .replace(/\u2068[^\u2069]*\u2069/g, ' ') // display names (FSI … PDI)
    .replace(/<[@#]!?&?\d+>|<t:\d+(:\w)?>|<\/[^:>]+:\d+>/g, ' ') // mentions, channels, timestamps, commands
    .replace(/`[^`]*`/g, ' ') // code spans: commands and notation
    .replace(NOTATION, ' ');
  const words = stripped.toLowerCase().match(/\p{L}+/gu) ?? [];
  return words.filter((w) => ENGLISH.has(w));
}
