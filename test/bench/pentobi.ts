import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** Where the reference engine's measuring tool is built (../shared/tools/pentobi/build.sh), or PENTOBI_REF. */
function pentobiRef(): string | undefined {
  const path = process.env.PENTOBI_REF ?? join(homedir(), '.cache/pentobi/bin/pentobi-ref');
  return existsSync(path) ? path : undefined;
}

/** One run of `pentobi-ref playouts`: games per wall-clock second and per CPU second. */
export interface PentobiRate {
  readonly perSec: number;
  readonly perCpuSec: number;
}

/** Whether Pentobi's tool is there to measure against. */
export function hasPentobi(): boolean {
  return pentobiRef() !== undefined;
}

/** Pentobi's uniform random playouts of a variant (its id: `trigon`, `classic` …) for `seconds`. */
export function pentobiPlayouts(variant: string, seconds: number, seed: number): PentobiRate {
  const path = pentobiRef();
  if (!path) throw new Error('pentobi-ref is not built');
  const line = execFileSync(path, ['playouts', variant, String(seconds), String(seed)], { encoding: 'utf8' });
  const result = JSON.parse(line) as { gamesPerSec: number; gamesPerCpuSec: number };
  return { perSec: result.gamesPerSec, perCpuSec: result.gamesPerCpuSec };
}

/** Where Pentobi's GTP engine is built, or PENTOBI_GTP. */
function pentobiGtp(): string | undefined {
  const path = process.env.PENTOBI_GTP ?? join(homedir(), '.cache/pentobi/bin/pentobi-gtp');
  return existsSync(path) ? path : undefined;
}

/** Whether Pentobi's player is there to measure against. */
export function hasPentobiGtp(): boolean {
  return pentobiGtp() !== undefined;
}

/** One move of Pentobi's search: the simulations it logged and the CPU seconds `genmove` took. */
export interface PentobiSearch {
  readonly simulations: number;
  readonly cpuSeconds: number;
}

/** A placement to set up before Pentobi searches: its GTP colour (`b`, `w`, `1`…) and cell list. */
export interface PentobiPlacement {
  readonly color: string;
  readonly cells: string;
}

/**
 * Pentobi's search at `level`, one thread, no book, for `toMove` after the placements of `line` (the first
 * move of `game` when it is empty; `game` is Pentobi's id: `duo`, `classic_2`, `trigon_2` …): the
 * simulations from its log (`Sim N`) over the CPU time between two `cputime` answers, so that the machine's
 * load does not change the rate.
 */
export function pentobiSearch(
  game: string,
  level: number,
  seed: number,
  line: readonly PentobiPlacement[] = [],
  toMove = game === 'duo' || game === 'junior' ? 'b' : '1',
): PentobiSearch {
  const path = pentobiGtp();
  if (!path) throw new Error('pentobi-gtp is not built');
  const args = ['--game', game, '--level', String(level), '--nobook', '--threads', '1', '--noresign'];
  const setup = line.map((p) => `play ${p.color} ${p.cells}\n`).join('');
  const run = spawnSync(path, [...args, '--seed', String(seed)], {
    input: `${setup}cputime\ngenmove ${toMove}\ncputime\nquit\n`,
    encoding: 'utf8',
  });
  if (/^\?/m.test(run.stdout)) throw new Error(`pentobi-gtp refused the set-up: ${run.stdout}`);
  const times = [...run.stdout.matchAll(/^= ([\d.]+)$/gm)].map((m) => Number(m[1]));
  const simulations = /\bSim (\d+)/.exec(run.stderr)?.[1];
  if (times.length !== 2 || simulations === undefined) throw new Error(`pentobi-gtp answered: ${run.stdout}`);
  return { simulations: Number(simulations), cpuSeconds: times[1]! - times[0]! };
}
