import { PHASE_STARTS } from '../ai/features.ts';
import { describeNotation } from '../describe/rule-errors.ts';
import { ALL_VARIANT_IDS, type Game, isVariantId, newGame, supportsFastContact } from '../engine/index.ts';
import { ENGLISH } from '../i18n/index.ts';
import { importSgf, type SgfRecord } from '../notation/index.ts';
import { analyzeRecord, formatAnalysis } from './analyze.ts';
import { learnFromRecords, splitRecords } from './learn.ts';
import { formatSummary, type MatchGame, readMatch, summarizeMatch } from './match.ts';
import { MAX_PERFT_DEPTH, perftOf } from './perft.ts';

/**
 * The commands of the `blokus` command line: argument parsing and printing only; the work is done by the
 * notation layer and the engine. Exit codes: 0 success, 1 a bad record or input file, 2 a usage mistake.
 */

const USAGE = `Usage: npm run --silent blokus -- <command>

Commands:
  analyze FILE.blksgf [--json]
      Replay a Blokus SGF record; print the legal placements of every colour after each move,
      then squares left, scores and player scores.
  perft (VARIANT | FILE.blksgf) DEPTH [--json] [--fast-contact]
      Count move sequences of length 1..DEPTH (at most ${MAX_PERFT_DEPTH}) from the empty board of
      VARIANT (${ALL_VARIANT_IDS.join(', ')}) or from the end of a record.
  learn FILE.blksgf... [--iterations=N] [--phases=1|4]
      Learn the computer's move priors from game records (files may hold many games, as twogtp
      writes them); prints the model and its fit on held-out games as JSON.
  match NAME.dat... [--json]
      Sum up matches twogtp played with our engine as --black (NAME.blksgf beside each .dat):
      wins split by seat, average score margin, CPU a move; several files add a total.
  help
      Show this text.`;

/** Where the CLI writes; a parameter so tests can run it in-process too. */
export interface Io {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  readonly readFile: (path: string) => string;
}

class UsageError extends Error {}
class InputError extends Error {}

/** Runs one command and returns the exit code. */
export function run(args: readonly string[], io: Io): number {
  const flags = new Set(args.filter((a) => a.startsWith('--') && !a.includes('=')));
  const values = new Map(
    args
      .filter((a) => a.startsWith('--') && a.includes('='))
      .map((a) => a.slice(2).split('=', 2) as [string, string]),
  );
  const positional = args.filter((a) => !a.startsWith('--'));
  const [command, ...rest] = positional;
  try {
    switch (command) {
      case undefined:
      case 'help':
        io.out(USAGE);
        return 0;
      case 'analyze':
        checkFlags(flags, ['--json']);
        analyze(rest, flags.has('--json'), io);
        return 0;
      case 'perft':
        checkFlags(flags, ['--json', '--fast-contact']);
        runPerft(rest, flags, io);
        return 0;
      case 'learn':
        checkFlags(flags, []);
        learn(rest, values, io);
        return 0;
      case 'match':
        checkFlags(flags, ['--json']);
        match(rest, flags.has('--json'), io);
        return 0;
      default:
        throw new UsageError(`unknown command '${command}' (try: analyze, perft, learn, match, help)`);
    }
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`blokus: ${error.message}. Run 'npm run --silent blokus -- help' for usage.`);
      return 2;
    }
    if (error instanceof InputError) {
      io.err(`blokus: ${error.message}`);
      return 1;
    }
    throw error;
  }
}

function learn(rest: readonly string[], values: ReadonlyMap<string, string>, io: Io): void {
  if (rest.length === 0) throw new UsageError('learn takes one or more record files: learn games.blksgf');
  for (const name of values.keys())
    if (name !== 'iterations' && name !== 'phases') throw new UsageError(`unknown option --${name}`);
  const iterations = Number(values.get('iterations') ?? 300);
  if (!Number.isInteger(iterations) || iterations < 1)
    throw new UsageError('--iterations must be a whole number ≥ 1');
  const phases = Number(values.get('phases') ?? PHASE_STARTS.length);
  if (phases !== 1 && phases !== PHASE_STARTS.length)
    throw new UsageError(`--phases must be 1 or ${PHASE_STARTS.length}`);
  const texts: string[] = [];
  for (const path of rest) {
    try {
      texts.push(...splitRecords(io.readFile(path)));
    } catch (error) {
      throw new InputError(`cannot read ${path}: ${String(error)}`);
    }
  }
  try {
    io.out(JSON.stringify(learnFromRecords(texts, { iterations, phases, log: io.err })));
  } catch (error) {
    throw new InputError((error as Error).message);
  }
}

function match(rest: readonly string[], json: boolean, io: Io): void {
  if (rest.length === 0 || rest.some((path) => !path.endsWith('.dat')))
    throw new UsageError('match takes twogtp .dat files (NAME.blksgf beside each): match run1.dat run2.dat');
  const all: MatchGame[] = [];
  const reports: { file: string; summary: ReturnType<typeof summarizeMatch> }[] = [];
  for (const path of rest) {
    const records = path.replace(/\.dat$/, '.blksgf');
    let games: MatchGame[];
    try {
      games = readMatch(readText(path, io), readText(records, io));
    } catch (error) {
      throw error instanceof InputError ? error : new InputError(`${path}: ${(error as Error).message}`);
    }
    all.push(...games);
    reports.push({ file: path, summary: summarizeMatch(games) });
  }
  const total = summarizeMatch(all);
  if (json) {
    io.out(JSON.stringify({ matches: reports, total }));
    return;
  }
  const lines = reports.map((r) => formatSummary(r.file, r.summary));
  if (reports.length > 1) lines.push(formatSummary('all', total));
  io.out(lines.join('\n'));
}

function checkFlags(flags: ReadonlySet<string>, allowed: readonly string[]): void {
  for (const flag of flags) if (!allowed.includes(flag)) throw new UsageError(`unknown option ${flag}`);
}

function readText(path: string, io: Io): string {
  try {
    return io.readFile(path);
  } catch (error) {
    const code = (error as { code?: string }).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : String(error);
    throw new InputError(`cannot read ${path}: ${why}`);
  }
}

function readRecord(path: string, io: Io): SgfRecord {
  const text = readText(path, io);
  const record = importSgf(text);
  if (!record.ok) throw new InputError(`${path}: ${describeNotation(record.error, ENGLISH)}`);
  return record.value;
}

function analyze(rest: readonly string[], json: boolean, io: Io): void {
  if (rest.length !== 1) throw new UsageError('analyze takes one record file: analyze FILE.blksgf [--json]');
  const result = analyzeRecord(readRecord(rest[0]!, io));
  io.out(json ? JSON.stringify(result.analysis) : formatAnalysis(result));
}

function runPerft(rest: readonly string[], flags: ReadonlySet<string>, io: Io): void {
  if (rest.length !== 2) throw new UsageError('perft takes a variant or record and a depth: perft classic 3');
  const [target, depthText] = rest as [string, string];
  const depth = Number(depthText);
  if (!/^\d+$/.test(depthText) || depth < 1 || depth > MAX_PERFT_DEPTH) {
    throw new UsageError(`depth must be a whole number from 1 to ${MAX_PERFT_DEPTH}, not '${depthText}'`);
  }
  const fastContact = flags.has('--fast-contact');
  let game: Game;
  if (isVariantId(target)) {
    if (fastContact && !supportsFastContact(target)) {
      throw new UsageError(`--fast-contact is only for the classic-board variants, not ${target}`);
    }
    game = newGame(target, { fastContact });
  } else if (/\.(blk)?sgf$/i.test(target)) {
    if (fastContact) throw new UsageError('--fast-contact applies to a variant; a record says it itself');
    game = readRecord(target, io).game;
  } else {
    throw new UsageError(
      `unknown variant '${target}' (variants: ${ALL_VARIANT_IDS.join(', ')}; or a .blksgf file)`,
    );
  }
  const counts = perftOf(game, depth);
  io.out(
    flags.has('--json')
      ? JSON.stringify({ perft: counts })
      : counts.map((n, i) => `depth ${i + 1}: ${n}`).join('\n'),
  );
}
