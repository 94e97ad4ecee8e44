/**
 * `server.json` next to the local PGlite folder (`.data/leads/server.json` by default): the pid and
 * URL of the local server that holds the store, so `npm run leads` can ask that server's ops
 * endpoint instead of opening a store it cannot share. Written on start, removed on stop.
 */
import { rmSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

interface ServerRecord {
  readonly pid: number;
  readonly url: string;
}

/** Where the record of the server using the PGlite folder `dataDir` lives. */
export function serverRecordPath(dataDir: string): string {
  return path.join(path.dirname(path.resolve(dataDir)), 'server.json');
}

/** Whether a process with this id is running. */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The record, or undefined when there is none or it cannot be read. */
export async function readServerRecord(file: string): Promise<ServerRecord | undefined> {
  try {
    const value = JSON.parse(await readFile(file, 'utf8')) as Partial<ServerRecord>;
    if (typeof value.pid !== 'number' || !Number.isInteger(value.pid) || typeof value.url !== 'string') return undefined;
    return { pid: value.pid, url: value.url };
  } catch {
    return undefined;
  }
}

/**
 * Writes this process's record (the first server of a process to start writes it; the store is
 * shared by every site the process serves; a record of another running process is left alone) and
 * returns the function that removes it. It is also removed when the process exits.
 */
export async function writeServerRecord(file: string, url: string): Promise<() => Promise<void>> {
  const existing = await readServerRecord(file);
  // This process recorded a server already, or another running server holds the record: keep it.
  if (existing !== undefined && (existing.pid === process.pid || isProcessAlive(existing.pid))) return async () => {};
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify({ pid: process.pid, url } satisfies ServerRecord)}\n`);
  let removed = false;
  const onExit = () => {
    if (!removed) rmSync(file, { force: true });
  };
  process.once('exit', onExit);
  return async () => {
    if (removed) return;
    removed = true;
    process.removeListener('exit', onExit);
    const current = await readServerRecord(file);
    if (current?.pid === process.pid) await rm(file, { force: true });
  };
}
