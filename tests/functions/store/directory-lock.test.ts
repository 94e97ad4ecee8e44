import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DirectoryLockedError, lockDirectory } from '../../../src/server/store/directory-lock.ts';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('one process per PGlite directory', () => {
  it('a second process is refused while the first holds the directory, with a plain reason', async () => {
    const dir = await tempDir();
    // A live process for the lock to name, killed below; it ends itself after 10 s should the kill never
    // come (the checks take milliseconds).
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)'], { stdio: 'ignore' });
    try {
      await writeFile(path.join(dir, '.lock'), String(child.pid));
      await expect(lockDirectory(dir)).rejects.toThrow(DirectoryLockedError);
      await expect(lockDirectory(dir)).rejects.toThrow(/is in use by process \d+ \(is `npm start` or `npm run serve` running\?\)/);
    } finally {
      child.kill();
    }
  });

  it('a lock left by a process that died is taken over, and released on close', async () => {
    const dir = await tempDir();
    await writeFile(path.join(dir, '.lock'), '999999');
    const release = await lockDirectory(dir);
    expect(await readFile(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    await release();
    await expect(readFile(path.join(dir, '.lock'), 'utf8')).rejects.toThrow();
    const again = await lockDirectory(dir);
    await again();
  });
});
