import { build } from '../../src/build.ts';

/**
 * Vitest's global setup: the compiled bot `npm start` runs (`dist/`), built once before the test files,
 * for test/build.test.ts and the tests that run `npm start` (whose own build then finds nothing to do).
 */
export default function setup(): void {
  build();
}
