/**
 * A lock file for a PGlite data directory. PGlite lets one process use a directory; a second one
 * (say `npm run leads` while `npm start` runs) would corrupt it. The lock names the holding process,
 * and a lock left by a process that died is taken over.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Thrown when another live process holds the directory. */
export class DirectoryLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(
      `The lead store in ${dir} is in use by process ${pid} (is \`npm start\` or \`npm run serve\` running?). ` +
        'Stop it first, or use a PostgreSQL database shared by both through DATABASE_URL.',
    );
    this.name = 'DirectoryLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock on `dir`; resolves to the function that releases it. */
export async function lockDirectory(dir: string): Promise<() => Promise<void>> {
  const file = path.join(dir, '.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      let released = false;
      const release = async () => {
        if (released) return;
        released = true;
        await rm(file, { force: true });
      };
      process.once('exit', () => {
        if (!released) void rm(file, { force: true });
      });
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number((await readFile(file, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) throw new DirectoryLockedError(dir, holder);
      await rm(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock on ${dir}`);
}
