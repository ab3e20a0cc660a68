/**
 * Why a move is refused: the placement rules (docs/rules.md) and the move notation, one sentence per kind
 * of `PlacementError`, `ResignError` and `MoveError` (src/describe/rule-errors.ts picks the key and fills
 * it in). Each says what was wrong and what would work.
 */
export const rules = {
  'rule.game-over': 'The game is over: nobody can move any more.',
  'rule.not-turn': "It is {toMove}'s turn, not {color}'s.",
  'rule.piece-used': '{piece} is already used by {color}.',
  'rule.off-board':
    'Off the board at {cells}{edges, select, none {} left { and past the left edge} bottom { and past the bottom edge} other { and past the bottom and left edges}}.{range, select, none {} other { The board runs {range}.}}',
  'rule.off-board-edge':
    'Off the board past the {edges, select, left {left edge} bottom {bottom edge} other {bottom and left edges}}.{range, select, none {} other { The board runs {range}.}}',
  'rule.outside-figure': "Outside the figure at {cells}: only the figure's squares may be covered.",
  'rule.outside-figure-edge': 'Outside the figure: only its squares may be covered.',
  'rule.not-a-piece': 'The squares {cells} do not form that piece.',
  'rule.overlap': '{cell} is already taken by {color}.',
  'rule.own-edge':
    'That touches your own piece at {cell} (edge contact is not allowed with your own colour).',
  'rule.missing-start': "{color}'s first piece must cover {cell}.",
  'rule.no-start-point': "{color}'s first piece must cover a free start point: {cells}.",
  'rule.first-piece': 'The first piece must cover {cell}.',
  'rule.no-corner': 'The piece must touch a {color} piece corner to corner.',
  'rule.already-out': '{color} is already out of the game.',
  'rule.forms':
    'Write a piece, its square and an orientation (e.g. P5-L e5 rot90 flip), or the cells it covers (e.g. e5,f5,g5,g6,g7).',
  'rule.bad-cell': "''{text}'' is not a cell. Cells are a column letter and a row number ({range}).",
  'rule.cell-off-board': '{text} is off the board: its cells run {range}.',
  'rule.unknown-piece':
    "Unknown piece ''{text}''.{suggestion, select, none {} other { Did you mean {suggestion}?}} Valid pieces: {valid}.",
  'rule.piece-not-in-set': '{piece} is not one of the {set} pieces. Valid pieces: {valid}.',
  'rule.unknown-orientation':
    "''{text}'' is not an orientation. Use {valid} (turned clockwise), and flip to mirror the piece first.",
  'rule.conflicting-orientation': 'Give at most one turn and one flip, not {words}.',
  'rule.empty': 'Nothing to place. {forms}',
  'rule.duplicate-cell': '{cell} is listed twice.',
  'rule.too-many-cells': '{count} cells are too many: a piece covers at most {max}.',
  'rule.not-a-piece-cells': 'The cells {cells} do not form a Blokus piece.',
  'rule.mixed-forms':
    "''{text}'' does not belong in a cell list. List only the cells (e.g. e5,f5,g5,g6,g7), or write the piece form without commas (e.g. P5-L e5 rot90).",
  'rule.too-long': 'That is too long ({length} characters, at most {max}). {forms}',
  'rule.unknown-word': "I don't understand ''{text}''. {forms}",
  'rule.missing-piece': 'Which piece? Add its name, e.g. P5-L {cell} rot90.',
  'rule.missing-square':
    'Where should {piece} go? Add the square for its pivot, e.g. {piece} e5 rot90.{cell, select, none {} other { For the monomino on {cell}, write P1 {cell}.}}',
  'rule.two-squares':
    "Give one square for the piece's pivot, not {cells}. To list every cell of the piece instead, separate them with commas.",
  'rule.two-pieces': 'Give one piece, not {pieces}.',
  'rule.cell-off-row': '{text} is off the board: row {row} runs from {from} to {to}.',
  'rule.unknown-trigon-piece':
    "Unknown Trigon piece ''{text}''.{suggestion, select, none {} other { Did you mean {suggestion}?}} Valid pieces: {valid}.",
  'rule.bad-turn':
    "''{text}'' is not a Trigon turn: turns are multiples of 60° ({valid}, clockwise), and flip mirrors the piece first.",
  'rule.wrong-direction':
    "{cell} is {cellKind}, but {piece}'s pivot is {pivotKind} with {same}; on a {cellKind} cell use {keeps}.",
  'rule.cells-not-piece': 'The cells {cells} do not form {piece}.',
  'rule.record': 'That game record cannot be read.',
} as const;
