/**
 * The real entry point (`src/main.ts`, the deploy step) as child processes, for tests that kill and start
 * the bot for real. Every variable is passed explicitly, so a developer's `.env` (which dotenv never lets
 * override a variable already set) or shell cannot change what is tested.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** Generous but bounded waits for a child process (tsx compiles on the first start). */
export const BOOT_MS = 20_000;
export const EXIT_MS = 10_000;

/** A child process with its output collected line by line. */
export interface Child {
  readonly process: ChildProcess;
  readonly stdout: string[];
  readonly stderr: string[];
  /** Resolves with the exit code (or the signal's name) when the process has exited. */
  readonly exited: Promise<number | string>;
  /** Resolves with the first JSON log line whose `msg` is `msg`. */
  waitForLog(msg: string, timeoutMs?: number): Promise<Record<string, unknown>>;
}

/** Every child started, so a test can make sure none outlives it. */
export const children: Child[] = [];

/**
 * The environment of a child: only PATH and HOME from this process (no DOTENV_* options, no
 * NODE_OPTIONS, no DISCORD_* of the developer's shell), and every bot variable set, to '' when unused,
 * so a `.env` file in the repository cannot fill it in.
 */
export function childEnv(vars: Record<string, string>): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '',
    DISCORD_TOKEN: '',
    DISCORD_CLIENT_ID: '',
    DISCORD_GUILD_ID: '',
    DISCORD_API_URL: '',
    DATABASE_PATH: '',
    LOG_LEVEL: '',
    REMINDER_CHECK_SECONDS: '3600',
    LOCAL_PORT: '0',
    LOCAL_DATABASE_PATH: '',
    ...vars,
  };
}

/** Runs `node --import tsx <script>` in the repository root. */
export function run(script: string, vars: Record<string, string>): Child {
  return runCommand(process.execPath, ['--import', 'tsx', script], vars);
}

/**
 * Runs a command in the repository root (`npm start`, as a person types it). It leads a process group
 * of its own, so `stopGroup` ends it with whatever it started.
 */
export function runCommand(command: string, args: readonly string[], vars: Record<string, string>): Child {
  const script = [command, ...args].join(' ');
  const child = spawn(command, args, {
    cwd: ROOT,
    env: childEnv(vars),
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: command !== process.execPath,
  });
  const stdout: string[] = [];
  const stderr: string[] = [];
  const waiters = new Set<() => void>();
  const collect = (into: string[]) => {
    let partial = '';
    return (chunk: Buffer) => {
      const lines = (partial + chunk.toString('utf8')).split('\n');
      partial = lines.pop() ?? '';
      into.push(...lines);
      for (const w of waiters) w();
    };
  };
  child.stdout.on('data', collect(stdout));
  child.stderr.on('data', collect(stderr));
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => {
      for (const w of waiters) w();
      resolve(code ?? signal ?? 'unknown');
    });
  });
  const result: Child = {
    process: child,
    stdout,
    stderr,
    exited,
    waitForLog(msg, timeoutMs = BOOT_MS) {
      return new Promise((resolve, reject) => {
        const check = () => {
          for (const line of stdout) {
            const entry = parseJson(line);
            if (entry?.msg === msg) {
              finish();
              resolve(entry);
              return;
            }
          }
          if (child.exitCode !== null || child.signalCode !== null) {
            finish();
            reject(new Error(`${script} exited before logging "${msg}":\n${output(result)}`));
          }
        };
        const timer = setTimeout(() => {
          finish();
          reject(new Error(`${script} did not log "${msg}" within ${timeoutMs} ms:\n${output(result)}`));
        }, timeoutMs);
        const finish = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
  };
  children.push(result);
  return result;
}

export function parseJson(line: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(line);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

export function output(child: Child): string {
  return [...child.stdout.map((l) => `out| ${l}`), ...child.stderr.map((l) => `err| ${l}`)].join('\n');
}

/** Sends `signal` to a `runCommand` child's whole process group (npm and the node it started). */
export function stopGroup(child: Child, signal: NodeJS.Signals = 'SIGTERM'): void {
  const pid = child.process.pid;
  if (pid === undefined || child.process.exitCode !== null || child.process.signalCode !== null) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // Already gone.
  }
}

/** Waits for a child's exit, failing with its output after `timeoutMs`. */
export async function exitOf(child: Child, timeoutMs = EXIT_MS): Promise<number | string> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`the process did not exit within ${timeoutMs} ms:\n${output(child)}`)),
      timeoutMs,
    );
  });
  try {
    return await Promise.race([child.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const nonEmpty = (lines: readonly string[]) => lines.filter((l) => l.trim() !== '');

/** Every stdout line is one JSON object with time, level and msg; no output ever shows the token. */
export function expectCleanLogs(child: Child, token: string): void {
  for (const line of nonEmpty(child.stdout)) {
    const entry = parseJson(line);
    expect(entry, `not a JSON log line: ${line}`).toBeDefined();
    expect(entry).toMatchObject({
      time: expect.any(String),
      level: expect.any(String),
      msg: expect.any(String),
    });
  }
  expect([...child.stdout, ...child.stderr].join('\n')).not.toContain(token);
}
