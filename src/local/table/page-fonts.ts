import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/*
 * The page's fonts come from the npm packages the pictures already use (Inter for text, Noto Color
 * Emoji for the bot's emoji), served by the table itself: a browser without an emoji font still shows
 * 🟪 and 🏁, and nothing is fetched from a font service. Their CSS is the packages' own, with the
 * `./files/` addresses rewritten to `/fonts/<package>/`; `unicode-range` makes a browser load only
 * the pieces a page needs.
 */
const SHEETS = {
  inter: ['400.css', '600.css', '700.css'],
  'noto-color-emoji': ['index.css'],
} as const;

type Family = keyof typeof SHEETS;
const require = createRequire(import.meta.url);

function packageDir(family: Family): string {
  return dirname(require.resolve(`@fontsource/${family}/package.json`));
}

/** One stylesheet with every @font-face the page uses. */
export function fontCss(): string {
  return (Object.keys(SHEETS) as Family[])
    .flatMap((family) =>
      SHEETS[family].map((sheet) =>
        readFileSync(join(packageDir(family), sheet), 'utf8').replaceAll('./files/', `/fonts/${family}/`),
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
