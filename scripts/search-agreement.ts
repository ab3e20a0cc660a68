/**
 * `node --import tsx scripts/search-agreement.ts RECORDS.blksgf [--sims N] [--tune NAME=VALUE,…] [--every K]
 * [--held-out]`: how often the search, at a fixed simulation count and seed, picks the move a strong player
 * made in game records (Pentobi's self-play, `scripts/pentobi-selfplay.sh`). Every K-th placement is
 * searched (default 3); `--held-out` keeps only every tenth game, the ones `blokus learn` holds out, for
 * records a shipped model was learnt from. `--sims 1` gives the priors' first choice. A cheap, repeatable
 * check of what a setting does to the search's judgement (record 0043); it is no substitute for a match.
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { parseTuning, searchMove } from '../src/ai/index.ts';
import { splitRecords } from '../src/cli/learn.ts';
import { newGame, play } from '../src/engine/index.ts';
import { importSgf } from '../src/notation/index.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    sims: { type: 'string', default: '500' },
    tune: { type: 'string', default: '' },
    every: { type: 'string', default: '3' },
    'held-out': { type: 'boolean', default: false },
  },
});
const [file] = positionals;
if (!file)
  throw new Error('usage: search-agreement.ts RECORDS.blksgf [--sims N] [--tune …] [--every K] [--held-out]');
const tuning = values.tune === '' ? undefined : parseTuning(values.tune);
if (tuning && 'error' in tuning) throw new Error(`--tune: ${tuning.error}`);
const simulations = Number(values.sims);
const every = Number(values.every);

const records = splitRecords(readFileSync(file, 'utf8')).filter(
  (_, i) => !values['held-out'] || i % 10 === 9,
);
let agreed = 0;
let searched = 0;
for (const text of records) {
  const record = importSgf(text);
  if (!record.ok) throw new Error(`a record does not read: ${record.error.kind}`);
  let game = newGame(record.value.variant, { fastContact: record.value.fastContact });
  let placement = 0;
  for (const event of record.value.events) {
    if (event.type !== 'place') continue;
    placement++;
    if (placement % every === 1 % every && game.toMove === event.color) {
      const found = searchMove(game, { simulations, seed: placement, ...(tuning ?? {}) });
      searched++;
      if (found?.move === event.move) agreed++;
    }
    const next = play(game, event.move, event.color);
    if (!next.ok) throw new Error(`a record's move is refused: ${next.error.kind}`);
    game = next.value.game;
  }
}
const share = searched === 0 ? 0 : agreed / searched;
const interval = 1.96 * Math.sqrt((share * (1 - share)) / Math.max(searched, 1));
console.log(
  `${records.length} games, ${searched} positions, ${simulations} simulations${values.tune ? ` (${values.tune})` : ''}: ` +
    `the recorded move ${agreed} times = ${(100 * share).toFixed(1)} % ± ${(100 * interval).toFixed(1)}`,
);
