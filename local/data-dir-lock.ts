// One local runtime per data folder: a lock file holding the owner's pid, created atomically, so a second
// `npm start` on the same folder stops with a clear message instead of sharing dynalite's files. A lock
// left by a process that no longer exists (a crash, a kill -9) is taken over.
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DataDirLockedError } from './runtime-errors';

export const LOCK_FILE = 'runtime.lock';

export interface DataDirLock {
  readonly path: string;
  release(): Promise<void>;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function ownerPid(path: string): Promise<number | null> {
  try {
    const pid = Number((JSON.parse(await readFile(path, 'utf8')) as { pid?: unknown }).pid);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    return null;
  }
}

export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  await mkdir(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const content = JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString() });
  // Written beside the lock then hard-linked into place: the lock appears whole or not at all.
  const temp = `${path}.${process.pid}.${Date.now()}.tmp`;
  await writeFile(temp, content);
  try {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        await link(temp, path);
        return {
          path,
          async release() {
            if ((await ownerPid(path)) === process.pid) await unlink(path).catch(() => undefined);
          },
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const pid = await ownerPid(path);
      if (pid !== null && isAlive(pid)) throw new DataDirLockedError(dataDir, pid);
      // Stale (dead owner or unreadable): take it over.
      await unlink(path).catch(() => undefined);
    }
    throw new DataDirLockedError(dataDir, (await ownerPid(path)) ?? 0);
  } finally {
    await unlink(temp).catch(() => undefined);
  }
}
