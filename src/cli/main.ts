import { readFileSync } from 'node:fs';
import { run } from './run.ts';

/** Entry point of `npm run --silent blokus -- <command>` (see run.ts for the commands). */
process.exitCode = run(process.argv.slice(2), {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  readFile: (path) => readFileSync(path, 'utf8'),
});
