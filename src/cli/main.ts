import { readFileSync } from 'node:fs';
import { runGtp } from './gtp-main.ts';
import { run } from './run.ts';

/** Entry point of `npm run --silent blokus -- <command>` (see run.ts; `gtp` runs a GTP engine on stdio). */
const args = process.argv.slice(2);
if (args[0] === 'gtp') {
  process.exitCode = await runGtp(args.slice(1));
} else {
  process.exitCode = run(args, {
    out: (text) => process.stdout.write(`${text}\n`),
    err: (text) => process.stderr.write(`${text}\n`),
    readFile: (path) => readFileSync(path, 'utf8'),
  });
}
