import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { describe, expect, it } from 'vitest';
import { isDeadLocalOwner, leaseOwnerName } from '../../src/bot/loops/lease-owner.ts';

describe('the outbox lease owner of a process', () => {
  it('names this machine and process, and is never judged dead itself', () => {
    const owner = leaseOwnerName();
    expect(owner.startsWith(`${hostname()}:${process.pid}:`)).toBe(true);
    expect(leaseOwnerName()).not.toBe(owner);
    expect(isDeadLocalOwner(owner)).toBe(false);
  });

  it('is dead when its process on this machine has exited; alive while it runs', () => {
    const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    const exited = Number(child.stdout.toString());
    expect(exited).toBeGreaterThan(0);
    expect(isDeadLocalOwner(`${hostname()}:${exited}:abcd1234`)).toBe(true);
    expect(isDeadLocalOwner(`${hostname()}:${process.ppid}:abcd1234`)).toBe(false);
  });

  it('is never judged on another machine, nor when the name is not one of ours', () => {
    expect(isDeadLocalOwner(`not-${hostname()}:999999:abcd1234`)).toBe(false);
    expect(isDeadLocalOwner('p-a')).toBe(false);
    expect(isDeadLocalOwner(`${hostname()}:zero:abcd`)).toBe(false);
  });
});
