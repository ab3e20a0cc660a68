import { createInterface } from 'node:readline';
import { parseTuning } from '../ai/index.ts';
import { GTP_LEVELS, GtpEngine } from './gtp.ts';

/** Parsed `gtp` options, or a usage message. */
export function parseGtpArgs(
  args: readonly string[],
): { level: number; seed: number; threads: number; sims: number; tune: string } | { error: string } {
  const values = { level: 5, seed: 1, threads: 1, sims: 0 };
  let tune = '';
  for (let i = 0; i < args.length; i++) {
    const flag = args[i]!;
    if (flag === '--tune' && args[i + 1] !== undefined) {
      tune = args[++i]!;
      continue;
    }
    const name = flag.replace(/^--/, '') as keyof typeof values;
    const text = args[i + 1];
    if (!flag.startsWith('--') || !(name in values)) return { error: `unknown option ${flag}` };
    if (text === undefined || !/^\d+$/.test(text)) return { error: `${flag} needs a whole number` };
    values[name] = Number(text);
    i++;
  }
  if (values.level < GTP_LEVELS.min || values.level > GTP_LEVELS.max) {
    return { error: `--level must be ${GTP_LEVELS.min}..${GTP_LEVELS.max}` };
  }
  if (values.threads < 1) return { error: '--threads must be at least 1' };
  return { ...values, tune };
}

/**
 * `blokus gtp`: the GTP engine on stdin/stdout (answers only on stdout, logs on stderr). The time caps
 * count this process's CPU time, so a busy machine does not shorten the search.
 */
export async function runGtp(args: readonly string[]): Promise<number> {
  const parsed = parseGtpArgs(args);
  if ('error' in parsed) {
    process.stderr.write(`blokus gtp: ${parsed.error}\n`);
    return 2;
  }
  const tuning = parsed.tune === '' ? undefined : parseTuning(parsed.tune);
  if (tuning && 'error' in tuning) {
    process.stderr.write(`blokus gtp: --tune: ${tuning.error}\n`);
    return 2;
  }
  const cpuMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  if (parsed.threads > 1) process.stderr.write('blokus gtp: one search thread for now; --threads ignored\n');
  const engine = new GtpEngine({
    level: parsed.level,
    seed: parsed.seed,
    // --sims N: a fixed simulation budget instead of the level's (no time cap), for matches that compare
    // ideas at equal work on a busy machine.
    clock: parsed.sims > 0 ? undefined : cpuMs,
    simulations: parsed.sims > 0 ? parsed.sims : undefined,
    cpuSeconds: () => cpuMs() / 1000,
    log: (text) => process.stderr.write(`${text}\n`),
    tuning,
  });
  const lines = createInterface({ input: process.stdin, crlfDelay: Number.POSITIVE_INFINITY });
  for await (const line of lines) {
    const answer = engine.handle(line);
    if (answer !== '') process.stdout.write(answer);
    if (engine.quitting) break;
  }
  lines.close();
  return 0;
}
