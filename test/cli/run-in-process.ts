import { readFileSync } from 'node:fs';
import { type Io, run } from '../../src/cli/run.ts';

/** Runs the CLI in-process (as `npm run --silent blokus -- …` would), capturing its exit code and output. */
export function runInProcess(...args: string[]): { code: number; stdout: string; stderr: string } {
  let stdout = '';
  let stderr = '';
  const io: Io = {
    out: (text) => {
      stdout += `${text}\n`;
    },
    err: (text) => {
      stderr += `${text}\n`;
    },
    readFile: (path) => readFileSync(path, 'utf8'),
  };
  const code = run(args, io);
  return { code, stdout, stderr };
}
