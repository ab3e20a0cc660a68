import { colorLabel, type Game, legalCounts, newGame, play, resign, scoresOf } from '../engine/index.ts';
import { formatCellList, formatMove, type SgfRecord } from '../notation/index.ts';

/**
 * `analyze`: the figures of a game record, with the meaning of the reference games' fields
 * (test/fixtures/vectors-README.md). `legal[i][k]` is the number of legal placements of `colors[k]` after
 * the first i placements (and any resignations before placement i + 1; the last entry after everything),
 * 0 for a colour that is out.
 */
export interface Analysis {
  readonly variant: string;
  readonly colors: readonly string[];
  readonly moves: number;
  readonly legal: readonly (readonly number[])[];
  readonly squaresLeft: readonly number[];
  readonly scores: readonly number[];
  readonly playerScores: readonly number[];
}

/** One line of the text report: a placement (with its counts after it) or a resignation. */
type Step =
  | {
      readonly type: 'place';
      readonly color: number;
      readonly move: number;
      readonly counts: readonly number[];
    }
  | { readonly type: 'resign'; readonly color: number };

/** Replays an imported record step by step and collects the figures. */
export function analyzeRecord(record: SgfRecord): { analysis: Analysis; steps: Step[]; game: Game } {
  let game = newGame(record.variant, { fastContact: record.fastContact });
  const legal: number[][] = [];
  const steps: Step[] = [];
  for (const event of record.events) {
    // The record was replayed by importSgf already, so every event is legal here.
    if (event.type === 'resign') {
      const result = resign(game, event.color);
      if (!result.ok) throw new Error(`resignation refused on replay: ${result.error.kind}`);
      game = result.value.game;
      steps.push(event);
      continue;
    }
    legal.push(legalCounts(game));
    const result = play(game, event.move);
    if (!result.ok) throw new Error(`move refused on replay: ${result.error.kind}`);
    game = result.value.game;
    steps.push({ ...event, counts: legalCounts(game) });
  }
  legal.push(legalCounts(game));
  const scores = scoresOf(game);
  const analysis: Analysis = {
    variant: record.variant,
    colors: game.variant.colors,
    moves: legal.length - 1,
    legal,
    squaresLeft: scores.squaresLeft,
    scores: scores.colorScores,
    playerScores: scores.playerScores,
  };
  return { analysis, steps, game };
}

function pad(text: string | number, width: number, right = false): string {
  const s = String(text);
  return right ? s.padStart(width) : s.padEnd(width);
}

/** The human-readable report of `analyze`. */
export function formatAnalysis(result: ReturnType<typeof analyzeRecord>): string {
  const { analysis, steps, game } = result;
  const labels = game.variant.colors.map(colorLabel);
  const widths = labels.map((l) => Math.max(l.length, 4));
  const counts = (row: readonly number[]) => row.map((n, k) => pad(n, widths[k]!, true)).join('  ');
  const status = game.toMove === null ? 'game over' : `not finished, ${labels[game.toMove]} to move`;
  const lines = [
    `${game.variant.title} (${analysis.variant}${game.fastContact ? ', fast contact' : ''}): ${analysis.moves} moves, ${status}`,
    '',
    `${pad('#', 4, true)}  ${pad('colour', 7)}${pad('move', 52)}${labels.map((l, k) => pad(l, widths[k]!, true)).join('  ')}`,
    `${pad(0, 4, true)}  ${pad('start', 59)}${counts(analysis.legal[0] ?? [])}`,
  ];
  let n = 0;
  for (const step of steps) {
    const who = pad(labels[step.color]!, 7);
    if (step.type === 'resign') {
      lines.push(`${pad('', 4)}  ${who}resigns`);
      continue;
    }
    n++;
    const move = `${formatMove(game.layout, step.move)} (${formatCellList(game.layout, step.move)})`;
    lines.push(`${pad(n, 4, true)}  ${who}${pad(move, 52)}${counts(step.counts)}`);
  }
  const perColor = (values: readonly number[]) => values.map((v, k) => `${labels[k]} ${v}`).join(', ');
  const scores = scoresOf(game);
  lines.push(
    '',
    `Squares left:  ${perColor(analysis.squaresLeft)}`,
    `Scores:        ${perColor(analysis.scores)}`,
    `Player scores: ${analysis.playerScores.map((s, seat) => `Player ${seat + 1} ${s} (rank ${scores.playerRanks[seat]})`).join(', ')}`,
  );
  for (const team of scores.teams ?? []) {
    const names = team.seats.map((s) => labels[s]).join(' + ');
    lines.push(`Team ${names}: ${team.score} (rank ${team.rank})`);
  }
  return lines.join('\n');
}
