import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

/**
 * How a process names itself in the outbox's leases: `host:pid:random`. A lease outlives a process killed
 * mid-post; one whose owner was a process of this machine that no longer runs can be freed at once (a
 * bot restarted after a crash must not wait a minute for its own announcements). Owners on other machines
 * are never judged: their leases run out.
 */
export function leaseOwnerName(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

/** Whether `owner` names a process of this machine that no longer runs (never this process). */
export function isDeadLocalOwner(owner: string): boolean {
  const [host, pidText] = owner.split(':');
  const pid = Number(pidText);
  if (host !== hostname() || !Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // ESRCH: no such process. EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
