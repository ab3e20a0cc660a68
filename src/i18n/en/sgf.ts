/**
 * Why a game record (Blokus SGF) cannot be read, one message per kind of `SgfError` (src/describe/rule-errors.ts
 * picks the key and fills it in).
 */
export const sgf = {
  'sgf.token': "''{token}''",
  'sgf.too-long': 'The record is too long ({length, number} characters, at most {max, number}).',
  'sgf.syntax':
    "The record is not valid SGF at character {offset, number}: expected {tokens}{purpose, select, record { to start a game record} node { (a node)} value { (a value of {property})} close { to close the value at character {open}} other {}}, found {found, select, end {the end of the record} space {a space} other {''{found}''}}.",
  'sgf.not-blokus':
    '{game, select, none {The record has no GM property, so it is not a Blokus game record.} other {GM[{game}] is not a game this bot plays.}} Supported: {valid}.',
  'sgf.unknown-variant': "Unknown variant ''{value}''. Known variants: {valid}.",
  'sgf.variant-mismatch':
    'The record is GM[{game}] but says variant {variant}{expected, select, none {} other {, which is GM[{expected}]}}.',
  'sgf.bad-option':
    '{property}[{value}] is not valid here (fast contact is XBF[1], for the classic-board variants only).',
  'sgf.unsupported': 'The record uses {property} (setup positions), which this bot does not support.',
  'sgf.wrong-property': 'Move {move}: {property} is not a colour of this game; use {valid}.',
  'sgf.two-moves': 'Move {move}: one node holds several moves ({properties}).',
  'sgf.bad-move': 'Move {move}: {problem}',
  'sgf.illegal': 'Move {move} ({color}): {problem}',
} as const;
