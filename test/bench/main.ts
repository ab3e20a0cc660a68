/**
 * `npm run bench`: measures the figures whose targets docs/design.md section 5 lists. With `--json` it
 * prints one JSON object (sections `engine`, `render`, `store`, `bot`, `taps`, `ai`, `aiPool`, `activity`; figures named with units);
 * `--only=<section>[,<section>…]` runs only those sections; `--markdown` also writes the figures as docs/benchmarks.md (a
 * generated page: the date, the machine and one table per section); `soak` (an hour by default, `--soak-minutes=N`) runs only when asked
 * for that way. Each section is loaded only when it runs, so the engine's figures
 * are not measured in a heap already filled by discord.js, the canvas and SQLite.
 */
type Figures = Record<string, number>;

const sections: Record<string, () => Promise<Figures>> = {
  engine: async () => (await import('./engine.ts')).benchEngine(),
  render: async () => (await import('./render.ts')).benchRender(),
  store: async () => (await import('./store.ts')).benchStore(),
  bot: async () => (await import('./bot.ts')).benchBot(),
  taps: async () => (await import('./taps.ts')).benchTaps(),
  rating: async () => (await import('./rating.ts')).benchRating(),
  scale: async () => (await import('./scale.ts')).benchScale(),
  ai: async () => (await import('./ai.ts')).benchAi(),
  aiPool: async () => (await import('./ai-pool.ts')).benchAiPool(),
  activity: async () => (await import('./activity.ts')).benchActivity(),
  soak: async () => (await import('./soak.ts')).benchSoak(soakMinutes),
};
/** Sections too long for a plain `npm run bench`. */
const ASKED_ONLY = new Set(['soak']);

const json = process.argv.includes('--json');
const soakMinutes = Number(process.argv.find((a) => a.startsWith('--soak-minutes='))?.split('=')[1] ?? 60);
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',')
  .filter((name) => name !== '');
const unknown = only?.find((name) => !(name in sections));
if (unknown !== undefined) {
  console.error(`Unknown section ${unknown}: use one or more of ${Object.keys(sections).join(', ')}.`);
  process.exit(2);
}
const report: Record<string, Figures> = {};
for (const [name, run] of Object.entries(sections)) {
  if (only ? !only.includes(name) : ASKED_ONLY.has(name)) continue;
  report[name] = await run();
  if (!json) console.log(name, report[name]);
}
if (json) console.log(JSON.stringify(report));
if (process.argv.includes('--markdown')) {
  const { writeBenchmarksMarkdown } = await import('./markdown.ts');
  const asked = process.argv
    .slice(2)
    .filter((a) => a.startsWith('--only=') || a.startsWith('--soak-minutes='));
  writeBenchmarksMarkdown(report, ['npm run bench -- --markdown', ...asked].join(' '));
  if (!json) console.log('wrote docs/benchmarks.md');
}
