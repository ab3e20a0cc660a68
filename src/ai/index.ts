/** The computer player: Monte Carlo tree search over the engine; pure (seeded, no clock unless passed in). */
export { HINT_COUNT, HINT_MAX_MS, HINT_SIMULATIONS, hintMoves } from './hint.ts';
export { expectedMargins } from './hint-margin.ts';
export {
  type ComputerOptions,
  capAfterWait,
  computerMove,
  LEVELS,
  type Level,
  levelOf,
  MAX_LEVEL,
  MIN_LEVEL,
} from './levels.ts';
export type { ReplyMode, Weights } from './policy.ts';
export { PUZZLE_HINT_NODES, type PuzzleHint, type PuzzleHintMove, puzzleHint } from './puzzle.ts';
export { type MoveStat, type SearchOptions, type SearchResult, searchMove } from './search.ts';
export { Searcher } from './searcher.ts';
export { newPlayoutStats, type Sides, sideResults, sidesOf } from './sides.ts';
export { measureSearchSpeed, type SearchSpeed } from './speed.ts';
export type { PriorSource, TreeParams } from './tree.ts';
export { parseTuning } from './tuning.ts';
export { PLAYED_VARIANT_IDS, playsVariant } from './variants.ts';
