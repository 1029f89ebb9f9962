import { chmodSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const LOCK_FILE = 'alvorada.pid';
/** Directories this process holds, so a second open inside the same process is refused too. */
const held = new Set<string>();

/** Another live process holds the data directory. */
export class DataDirLockedError extends Error {
  readonly dir: string;
  readonly pid: number;
  constructor(dir: string, pid: number) {
    super(`data directory ${dir} is in use by process ${pid}`);
    this.dir = dir;
    this.pid = pid;
  }
}

function lockHolder(file: string): number | null {
  try {
    return Number.parseInt(readFileSync(file, 'utf8'), 10);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

/** Our own pid in a lock is a leftover of an earlier process that had it (containers reuse low pids). */
function isRunning(pid: number) {
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the data directory for this process, like PostgreSQL's postmaster.pid: a lock file holding the
 * pid, written whole (a hard link of a finished file) so no reader sees it empty; a lock left by a dead
 * process is taken over. Everything created below it from now on is private to the server's user.
 */
export function claimDataDir(dir: string): { release(): void } {
  process.umask(0o077);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  if (held.has(dir)) throw new DataDirLockedError(dir, process.pid);
  const file = join(dir, LOCK_FILE);
  const draft = `${file}.${process.pid}`;
  writeFileSync(draft, `${process.pid}\n`, { mode: 0o600 });
  try {
    for (;;) {
      try {
        linkSync(draft, file);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const pid = lockHolder(file);
      if (pid !== null && isRunning(pid)) throw new DataDirLockedError(dir, pid);
      rmSync(file, { force: true });
    }
  } finally {
    rmSync(draft, { force: true });
  }
  held.add(dir);
  const release = () => {
    if (!held.delete(dir)) return;
    process.off('exit', release);
    if (lockHolder(file) === process.pid) rmSync(file, { force: true });
  };
  process.on('exit', release);
  return { release };
}

/** Owner-only modes for a tree written before the server's umask applied (PGlite's initial files). */
export function makePrivate(dir: string) {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(entry.parentPath, entry.name);
    if (entry.isDirectory()) makePrivate(path);
    else chmodSync(path, 0o600);
  }
}
