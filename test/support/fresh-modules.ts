import { vi } from 'vitest';

/**
 * Set-up file of the projects whose files share a worker process (vitest.config.ts): each test file gets
 * the project's own modules fresh, as in a process of its own, so that no module-level state (a cache
 * keyed by game id, a counter) carries over from the file before; the packages they import (discord.js,
 * the canvas, SQLite), which hold no state of ours, are loaded once per worker.
 */
vi.resetModules();
