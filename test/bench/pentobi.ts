import { execFileSync } from 'node:child_process';
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
