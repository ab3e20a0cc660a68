import { beforeEach, type RunnerTestCase } from 'vitest';

/**
 * Set-up file of the `postgres` vitest project (vitest.config.ts): it runs the PostgreSQL half of the
 * files that test both stores. `describeBackends` registers only that half there; a test of such a file
 * outside any `(postgres)` suite runs in the file's own project and is skipped here, so none runs twice.
 */
function inPostgresSuite(test: RunnerTestCase): boolean {
  for (let suite = test.suite; suite; suite = suite.suite) {
    if (suite.name.endsWith('(postgres)')) return true;
  }
  return false;
}

beforeEach(({ task, skip }) => {
  if (!inPostgresSuite(task)) skip('runs in its own vitest project');
});
