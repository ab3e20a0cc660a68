/**
 * `npm run bench`: measures the figures named in the issues and DESIGN.md section 5. With `--json` it
 * prints one JSON object (sections `engine`, `render`, `store`, `bot`, `ai`, `aiPool`; figures named with units);
 * `--only=<section>` runs one section. Each section is loaded only when it runs, so the engine's figures
 * are not measured in a heap already filled by discord.js, the canvas and SQLite.
 */
type Figures = Record<string, number>;

const sections: Record<string, () => Promise<Figures>> = {
  engine: async () => (await import('./engine.ts')).benchEngine(),
  render: async () => (await import('./render.ts')).benchRender(),
  store: async () => (await import('./store.ts')).benchStore(),
  bot: async () => (await import('./bot.ts')).benchBot(),
  rating: async () => (await import('./rating.ts')).benchRating(),
  scale: async () => (await import('./scale.ts')).benchScale(),
  ai: async () => (await import('./ai.ts')).benchAi(),
  aiPool: async () => (await import('./ai-pool.ts')).benchAiPool(),
};

const json = process.argv.includes('--json');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
if (only && !(only in sections)) {
  console.error(`Unknown section ${only}: use one of ${Object.keys(sections).join(', ')}.`);
  process.exit(2);
}
const report: Record<string, Figures> = {};
for (const [name, run] of Object.entries(sections)) {
  if (only && only !== name) continue;
  report[name] = await run();
  if (!json) console.log(name, report[name]);
}
if (json) console.log(JSON.stringify(report));
