/**
 * `npm run bench`: measures the figures named in the issues and DESIGN.md section 5. With `--json` it
 * prints one JSON object (sections `engine`, `render`, `store`, `bot`; figures named with units).
 */
import { benchBot } from './bot.ts';
import { benchEngine } from './engine.ts';
import { benchRender } from './render.ts';
import { benchStore } from './store.ts';

const sections: Record<string, () => Promise<Record<string, number>> | Record<string, number>> = {
  engine: benchEngine,
  render: benchRender,
  store: benchStore,
  bot: benchBot,
};

const json = process.argv.includes('--json');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const report: Record<string, Record<string, number>> = {};
for (const [name, run] of Object.entries(sections)) {
  if (only && only !== name) continue;
  report[name] = await run();
  if (!json) console.log(name, report[name]);
}
if (json) console.log(JSON.stringify(report));
