import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layer rules of DESIGN.md section 1: imports only point down
 * (commands → src/bot → src/app → {src/render, src/store} → src/notation → src/engine); src/local (the
 * local table) stands apart: only the entry point wires it to the bot.
 */
const root = join(import.meta.dirname, '..');

/** What each layer may import: project layers, and npm packages (prefixes). */
const ALLOWED: Record<string, { layers: string[]; packages: string[] }> = {
  'src/engine': { layers: ['src/engine'], packages: [] },
  'src/notation': { layers: ['src/notation', 'src/engine'], packages: [] },
  'src/i18n': { layers: ['src/i18n'], packages: ['intl-messageformat'] },
  'src/ai': { layers: ['src/ai', 'src/engine'], packages: [] },
  // Data files, no code: the palette the renderer imports.
  assets: { layers: [], packages: [] },
  'src/render': {
    layers: ['src/render', 'assets', 'src/i18n', 'src/notation', 'src/engine'],
    packages: ['node:', '@napi-rs/canvas', 'gifenc'],
  },
  'src/store': {
    layers: ['src/store', 'src/notation', 'src/engine'],
    packages: ['node:', 'better-sqlite3', 'openskill', 'pg'],
  },
  'src/app': {
    layers: ['src/app', 'src/store', 'src/render', 'src/ai', 'src/i18n', 'src/notation', 'src/engine'],
    packages: ['node:'],
  },
  'src/bot': {
    layers: ['src/bot', 'src/app', 'src/store', 'src/render', 'src/i18n', 'src/notation', 'src/engine'],
    packages: ['node:', 'discord.js', 'dotenv', 'pino', 'prom-client'],
  },
  // The local table: Discord's side of the wire and its page. The bot reaches it over loopback, never by import.
  'src/local': { layers: ['src/local'], packages: ['node:', 'ws', 'discord-api-types'] },
  'src/cli': { layers: ['src/cli', 'src/ai', 'src/notation', 'src/engine'], packages: ['node:'] },
  commands: {
    layers: ['commands', 'src/bot', 'src/app', 'src/i18n', 'src/notation', 'src/engine'],
    packages: ['node:', 'discord.js'],
  },
};

function files(dir: string): string[] {
  const path = join(root, dir);
  let entries: string[];
  try {
    entries = readdirSync(path);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    const full = join(path, name);
    if (statSync(full).isDirectory()) return files(relative(root, full));
    return name.endsWith('.ts') ? [relative(root, full)] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return [...text.matchAll(/(?:^|\n)\s*(?:import|export)[^'"]*?from\s+['"]([^'"]+)['"]/g)].map((m) => m[1]!);
}

function layerOf(file: string): string | undefined {
  return Object.keys(ALLOWED)
    .filter((layer) => file === layer || file.startsWith(`${layer}/`))
    .sort((a, b) => b.length - a.length)[0];
}

describe('architecture', () => {
  for (const [layer, rule] of Object.entries(ALLOWED)) {
    it(`${layer} imports only what its layer may`, () => {
      const problems: string[] = [];
      for (const file of files(layer)) {
        for (const spec of importsOf(file)) {
          if (spec.startsWith('.')) {
            const target = relative(root, join(root, file, '..', spec));
            const targetLayer = layerOf(target);
            if (!targetLayer || !rule.layers.includes(targetLayer)) problems.push(`${file} → ${target}`);
          } else if (
            !rule.packages.some((p) => spec === p || spec.startsWith(p.endsWith(':') ? p : `${p}/`))
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
      /Date\.now\(|new Date\(|Math\.random\(/.test(readFileSync(join(root, f), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('source files stay under 400 lines', () => {
    const big = [...files('src'), ...files('commands')].filter(
      (f) => readFileSync(join(root, f), 'utf8').split('\n').length > 400,
    );
    expect(big).toEqual([]);
  });
});
