import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/*
 * The pages' text font (the local table's and the Activity's) comes from the npm package the pictures
 * already use (Inter), served by the page's own server, so nothing is fetched from a font service. Its
 * CSS is the package's own, with the `./files/` addresses rewritten to `<base>fonts/<package>/`;
 * `unicode-range` makes a browser load only the pieces a page needs. Emoji are not a web font: the
 * packaged Noto Color Emoji is COLRv1 only, which Debian's Chromium 156 (on its system FreeType) draws as
 * empty boxes even once loaded; the table serves each emoji as a picture drawn from that font instead
 * (see src/local/table/emoji-html.ts).
 */
const SHEETS = {
  inter: ['400.css', '600.css', '700.css'],
} as const;

type Family = keyof typeof SHEETS;
const require = createRequire(import.meta.url);

function packageDir(family: Family): string {
  return dirname(require.resolve(`@fontsource/${family}/package.json`));
}

/** One stylesheet with every @font-face the page uses, its files addressed under `base` (`/`: the site's root). */
export function fontCss(base: string): string {
  return (Object.keys(SHEETS) as Family[])
    .flatMap((family) =>
      SHEETS[family].map((sheet) =>
        readFileSync(join(packageDir(family), sheet), 'utf8').replaceAll(
          './files/',
          `${base}fonts/${family}/`,
        ),
      ),
    )
    .join('\n');
}

/** A font file by the address the stylesheet gives it; undefined for anything else. */
export function fontFile(family: string, name: string): Buffer | undefined {
  if (!(family in SHEETS) || !/^[\w-]+\.woff2?$/.test(name)) return undefined;
  try {
    return readFileSync(join(packageDir(family as Family), 'files', name));
  } catch {
    return undefined;
  }
}
