import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The house rules docs/design.md describes, as far as a test can check them:
 * - layers: imports only point down (commands → src/bot → src/app → {src/render, src/store, src/ai} →
 *   src/notation → src/engine; src/i18n is a leaf); src/local (the local table) stands apart: only the
 *   entry point wires it to the bot; src/activity/server is a door to the app beside the bot, and
 *   src/activity/client (a browser page) uses the pure layers and Discord's SDK only; scripts/ (development tools) may use
 *   anything in src/;
 * - no import cycle, type-only imports included;
 * - rooms you can find: no folder over 25 files, no `export *`, no file named by a word that says nothing;
 * - every Markdown file the code, the tests and the guides name is in the repository.
 */
const root = join(import.meta.dirname, '..');

/** What each layer may import: project layers, and npm packages (prefixes; `*`: any). */
const ALLOWED: Record<string, { layers: string[]; packages: string[] }> = {
  'src/engine': { layers: ['src/engine'], packages: [] },
  'src/notation': { layers: ['src/notation', 'src/engine'], packages: [] },
  'src/i18n': { layers: ['src/i18n'], packages: ['intl-messageformat'] },
  'src/ai': { layers: ['src/ai', 'src/engine'], packages: [] },
  // Errors of the rules and the notation as sentences, from the catalogues: for the service and the CLI.
  'src/describe': { layers: ['src/describe', 'src/i18n', 'src/notation', 'src/engine'], packages: [] },
  // Data files, no code: the palette the renderer imports.
  assets: { layers: [], packages: [] },
  // The cells' shapes as data and the colour-blind marks: pure, so the Activity's page draws with them too.
  'src/render/shape': { layers: ['src/render/shape', 'assets', 'src/notation', 'src/engine'], packages: [] },
  'src/render': {
    layers: ['src/render', 'src/render/shape', 'assets', 'src/i18n', 'src/notation', 'src/engine'],
    packages: ['node:', '@napi-rs/canvas', 'gifenc'],
  },
  'src/store': {
    layers: ['src/store', 'src/notation', 'src/engine'],
    packages: ['node:', 'better-sqlite3', 'openskill', 'pg'],
  },
  'src/app': {
    layers: [
      'src/app',
      'src/store',
      'src/render',
      'src/ai',
      'src/describe',
      'src/i18n',
      'src/notation',
      'src/engine',
    ],
    packages: ['node:'],
  },
  'src/bot': {
    layers: ['src/bot', 'src/app', 'src/store', 'src/render', 'src/i18n', 'src/notation', 'src/engine'],
    packages: ['node:', 'discord.js', 'dotenv', 'pino', 'prom-client'],
  },
  // The local table: Discord's side of the wire and its page. The bot reaches it over loopback, never by import.
  'src/local': { layers: ['src/local', 'src/web'], packages: ['node:', 'ws', 'discord-api-types'] },
  // What the pages' servers share (their fonts).
  'src/web': { layers: ['src/web'], packages: ['node:'] },
  // The Activity: what its server and its page say to each other (a leaf over the engine's types).
  'src/activity': { layers: ['src/activity', 'src/engine'], packages: [] },
  // Its server: a door to the service like the bot, beside it in the bot's process.
  'src/activity/server': {
    layers: ['src/activity/server', 'src/activity', 'src/app', 'src/web', 'src/i18n', 'src/engine'],
    packages: ['node:'],
  },
  // Its page, bundled for the browser: the pure layers only, so it checks moves as the bot does, and
  // Discord's SDK, its line to Discord's client.
  'src/activity/client': {
    layers: [
      'src/activity/client',
      'src/activity',
      'src/render/shape',
      'assets',
      'src/describe',
      'src/i18n',
      'src/notation',
      'src/engine',
    ],
    packages: ['@discord/embedded-app-sdk'],
  },
  'src/cli': {
    layers: ['src/cli', 'src/ai', 'src/describe', 'src/i18n', 'src/notation', 'src/engine'],
    packages: ['node:'],
  },
  commands: {
    layers: ['commands', 'src/bot', 'src/app', 'src/i18n', 'src/notation', 'src/engine'],
    packages: ['node:', 'discord.js'],
  },
  // Development tools (sample galleries …): anything of the product, nothing of it imports them.
  scripts: {
    layers: [
      'scripts',
      'assets',
      'src/engine',
      'src/notation',
      'src/i18n',
      'src/ai',
      'src/describe',
      'src/render',
      'src/render/shape',
      'src/store',
      'src/app',
      'src/bot',
      'src/local',
      'src/web',
      'src/activity',
      'src/activity/server',
      'src/activity/client',
      'src/cli',
    ],
    packages: ['*'],
  },
};

/** The most files a folder may hold directly; past that it is split by feature. */
const MAX_FILES_PER_FOLDER = 25;

/** File names that say nothing about what is inside. */
const VAGUE_NAMES = ['types.ts', 'context.ts', 'words.ts', 'collect.ts', 'settle.ts', 'core.ts', 'world.ts'];

/** What the text checks read: code, data and pages, not pictures or fonts. */
const TEXT = /\.(ts|mts|mjs|js|json|md|html|css|sh|txt|sgf)$/;

/** Every file under `dir` (repository-relative) whose name matches, skipping build outputs and packages. */
function walk(dir: string, match: RegExp = /\.ts$/): string[] {
  const path = join(root, dir);
  let entries: string[];
  try {
    entries = readdirSync(path);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) return [];
    const full = join(path, name);
    if (statSync(full).isDirectory()) return walk(relative(root, full), match);
    return match.test(name) ? [relative(root, full)] : [];
  });
}

/** Every folder under `dir`, itself included. */
function folders(dir: string): string[] {
  const path = join(root, dir);
  if (!existsSync(path)) return [];
  return [
    dir,
    ...readdirSync(path)
      .filter((name) => name !== 'node_modules' && statSync(join(path, name)).isDirectory())
      .flatMap((name) => folders(`${dir}/${name}`)),
  ];
}

const files = (dir: string) => walk(dir);
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** The modules a file imports or re-exports, type-only ones included, as written. */
function importsOf(file: string): string[] {
  const text = read(file);
  return [
    ...[...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)].map((m) => m[1]!),
    ...[...text.matchAll(/(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g)].map((m) => m[1]!),
  ];
}

function layerOf(file: string): string | undefined {
  return Object.keys(ALLOWED)
    .filter((layer) => file === layer || file.startsWith(`${layer}/`))
    .sort((a, b) => b.length - a.length)[0];
}

/** The project file a relative import names (`.js` written for a `.ts` source included). */
function resolveImport(from: string, spec: string): string {
  const target = posix.join(posix.dirname(from), spec);
  if (!existsSync(join(root, target)) && target.endsWith('.js')) return `${target.slice(0, -3)}.ts`;
  return target;
}

/** The import graph of the code: each file and the project files it imports. */
function importGraph(): Map<string, string[]> {
  const code = ['src', 'commands', 'scripts'].flatMap((dir) => walk(dir, /\.(ts|mts|mjs)$/));
  const known = new Set(code);
  return new Map(
    code.map((file) => [
      file,
      importsOf(file)
        .filter((spec) => spec.startsWith('.'))
        .map((spec) => resolveImport(file, spec))
        .filter((target) => known.has(target)),
    ]),
  );
}

/**
 * The import cycles of a graph, one path each (`a.ts → b.ts → a.ts`): one per strongly connected component
 * (Tarjan), the shortest way round from its first file.
 */
function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) components.push(component);
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return components.map((component) => {
    const inside = new Set(component);
    const start = [...component].sort()[0]!;
    // Breadth first from the start's successors back to the start, inside the component.
    const previous = new Map<string, string>();
    const queue = [start];
    while (queue.length > 0) {
      const v = queue.shift()!;
      for (const w of graph.get(v) ?? []) {
        if (!inside.has(w) || previous.has(w)) continue;
        previous.set(w, v);
        queue.push(w);
      }
      if (previous.has(start)) break;
    }
    const way: string[] = [];
    for (let v = previous.get(start)!; v !== start; v = previous.get(v)!) way.unshift(v);
    return [start, ...way, start].join(' → ');
  });
}

/**
 * The Markdown files a text names that are not in the repository. A path is looked for beside the file
 * and from the repository's root; web addresses are skipped.
 */
function missingMarkdown(file: string): string[] {
  const text = read(file).replace(/\b[a-z][a-z+.-]*:\/\/[^\s)'"`>\]]+/gi, '');
  const missing = new Set<string>();
  for (const m of text.matchAll(/(?<![\w.\-/@])((?:\.{1,2}\/|[\w@-]+\/)*[\w.-]+\.md)\b(?!\.\w)/g)) {
    const named = m[1]!;
    const here = posix.join(posix.dirname(file), named);
    if (existsSync(join(root, here)) || existsSync(join(root, named))) continue;
    missing.add(named);
  }
  return [...missing].map((named) => `${file}: ${named}`);
}

describe('architecture', () => {
  for (const [layer, rule] of Object.entries(ALLOWED)) {
    it(`${layer} imports only what its layer may`, () => {
      const problems: string[] = [];
      // A folder with a layer of its own inside this one (src/activity/server) answers to its own rule.
      for (const file of files(layer).filter((f) => layerOf(f) === layer)) {
        for (const spec of importsOf(file)) {
          if (spec.startsWith('.')) {
            const target = relative(root, join(root, file, '..', spec));
            const targetLayer = layerOf(target);
            if (!targetLayer || !rule.layers.includes(targetLayer)) problems.push(`${file} → ${target}`);
          } else if (
            !rule.packages.some(
              (p) => p === '*' || spec === p || spec.startsWith(p.endsWith(':') ? p : `${p}/`),
            )
          ) {
            problems.push(`${file} → ${spec}`);
          }
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it('the engine reads no clock and no Math.random', () => {
    const offenders = files('src/engine').filter((f) =>
      /Date\.now\(|new Date\(|Math\.random\(/.test(read(f)),
    );
    expect(offenders).toEqual([]);
  });

  it('source files stay under 400 lines', () => {
    const big = [...files('src'), ...files('commands')].filter((f) => read(f).split('\n').length > 400);
    expect(big).toEqual([]);
  });

  it(`no folder of src/ or commands/ holds more than ${MAX_FILES_PER_FOLDER} files`, () => {
    const crowded = [...folders('src'), ...folders('commands')].flatMap((dir) => {
      const count = readdirSync(join(root, dir)).filter((name) =>
        statSync(join(root, dir, name)).isFile(),
      ).length;
      return count > MAX_FILES_PER_FOLDER ? [`${dir}: ${count} files`] : [];
    });
    expect(crowded).toEqual([]);
  });

  it('modules name what they re-export: no `export *`', () => {
    const starred = [...files('src'), ...files('commands')].flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, i) =>
          /^\s*export\s+(type\s+)?\*/.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(starred).toEqual([]);
  });

  it('no import cycle, type-only imports included', () => {
    expect(importCycles(importGraph())).toEqual([]);
  });

  it('the cycle finder reports the way round', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'd.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
    ]);
    expect(importCycles(graph)).toEqual(['a.ts → b.ts → c.ts → a.ts', 'e.ts → e.ts']);
    expect(importCycles(new Map([['a.ts', ['b.ts']]]))).toEqual([]);
  });

  it('file names say what is inside', () => {
    const vague = ['src', 'commands', 'scripts', 'test'].flatMap((dir) =>
      walk(dir, /\.(ts|mts|mjs|js)$/).filter((file) => VAGUE_NAMES.includes(posix.basename(file))),
    );
    expect(vague).toEqual([]);
  });

  it('every Markdown file named in the code, the tests and the guides is in the repository', () => {
    const texts = [
      ...['src', 'commands', 'test', 'scripts'].flatMap((dir) => walk(dir, TEXT)),
      ...walk('docs', /\.md$/),
      'README.md',
    ].filter((file) => existsSync(join(root, file)) && statSync(join(root, file)).size < 2_000_000);
    expect(texts.flatMap(missingMarkdown)).toEqual([]);
  });
});
