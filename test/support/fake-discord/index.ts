/**
 * The local Discord as the bot tests know it: their fake Discord. It lives in src/local/discord/, where it is
 * also the product's local table; this module keeps the tests' names for it (`FakeDiscord`,
 * `FakeUsageError`) so test files read as before. New tests may import src/local/discord/ directly.
 */
export * from '../../../src/local/discord/index.ts';
export {
  LocalDiscord as FakeDiscord,
  UsageError as FakeUsageError,
} from '../../../src/local/discord/index.ts';
