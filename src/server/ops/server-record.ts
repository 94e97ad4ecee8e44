/**
 * `server.json` next to the local PGlite folder (`.data/leads/server.json` by default): the local
 * server that holds the store (its pid, the sites it serves and, once it listens, its URL), so
 * `npm run leads` can ask that server's ops endpoint instead of opening a store it cannot share, and
 * a second server started on the same store is refused at start, naming the first. Claimed on start,
 * removed on stop.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync } from 'node:fs';
import { link, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** A server that holds the store; `url` is missing while it is still starting (building its sites). */
export interface ServerClaimRecord {
  readonly pid: number;
  readonly url?: string;
  readonly sites: readonly string[];
}

/** A server that holds the store and listens: where its ops endpoint is. */
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

/** The claim in the file, or undefined when there is none or it cannot be read. */
async function readClaim(file: string): Promise<ServerClaimRecord | undefined> {
  try {
    const value = JSON.parse(await readFile(file, 'utf8')) as { pid?: unknown; url?: unknown; sites?: unknown };
    if (typeof value.pid !== 'number' || !Number.isInteger(value.pid)) return undefined;
    const sites = Array.isArray(value.sites) ? value.sites.filter((site): site is string => typeof site === 'string') : [];
    return typeof value.url === 'string' ? { pid: value.pid, url: value.url, sites } : { pid: value.pid, sites };
  } catch {
    return undefined;
  }
}

/** The record of a listening server, or undefined when there is none (or its server is still starting). */
export async function readServerRecord(file: string): Promise<ServerRecord | undefined> {
  const claim = await readClaim(file);
  return claim?.url === undefined ? undefined : { pid: claim.pid, url: claim.url };
}

/** This process's claim on the record, or the server that holds it. */
export type ServerClaim =
  | {
      readonly held: true;
      /** Removes the record, when this call made it (it also goes when the process exits). */
      readonly release: () => Promise<void>;
    }
  | { readonly held: false; readonly holder: ServerClaimRecord };

/** The file's text; a record that names no sites (a server started alone) is just its pid and URL. */
function recordText({ sites, ...rest }: ServerClaimRecord): string {
  return `${JSON.stringify(sites.length > 0 ? { ...rest, sites } : rest)}\n`;
}

/** Writes `record` to a fresh file beside `file` and returns its name. */
async function writeBeside(file: string, record: ServerClaimRecord): Promise<string> {
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(temporary, recordText(record));
  return temporary;
}

/** Puts `record` at `file` only when no record is there: linking a whole file either succeeds or finds one. */
async function createWhole(file: string, record: ServerClaimRecord): Promise<boolean> {
  const temporary = await writeBeside(file, record);
  try {
    await link(temporary, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await rm(temporary, { force: true });
  }
}

/**
 * Claims the record for this process, serving `sites`: of two servers starting at once on the same
 * store, exactly one gets it (the record is created whole or not at all). A record left by a process
 * that is gone is replaced. When this process holds it already, it is kept (the first claim of a
 * process owns it: the store is shared by every site the process serves), with `url` filled in if it
 * had none (the process claimed it before its first server listened).
 */
export async function claimServerRecord(file: string, sites: readonly string[], url?: string): Promise<ServerClaim> {
  await mkdir(path.dirname(file), { recursive: true });
  const own: ServerClaimRecord = url === undefined ? { pid: process.pid, sites } : { pid: process.pid, url, sites };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (await createWhole(file, own)) return ownClaim(file);
    const existing = await readClaim(file);
    if (existing?.pid === process.pid) {
      if (existing.url === undefined && url !== undefined) await rename(await writeBeside(file, { ...existing, url }), file);
      return { held: true, release: async () => {} };
    }
    if (existing !== undefined && isProcessAlive(existing.pid)) return { held: false, holder: existing };
    // Its process is gone (or the file is not a record): the claim is stale.
    await rm(file, { force: true });
  }
  throw new Error(`Could not claim ${file}: it keeps changing`);
}

/** Whether the file holds this process's record, read synchronously (for the exit hook). */
function holdsOwnRecordSync(file: string): boolean {
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { pid?: unknown }).pid === process.pid;
  } catch {
    return false;
  }
}

function ownClaim(file: string): ServerClaim {
  let releasing = false;
  // Until the record is gone, a process that exits (even in the middle of release) removes it.
  const onExit = () => {
    if (holdsOwnRecordSync(file)) rmSync(file, { force: true });
  };
  process.once('exit', onExit);
  return {
    held: true,
    async release() {
      if (releasing) return;
      releasing = true;
      if ((await readClaim(file))?.pid === process.pid) await rm(file, { force: true });
      process.removeListener('exit', onExit);
    },
  };
}

/**
 * Records a listening server of this process (the first server of a process to start writes it; a
 * record of another running process is left alone) and returns the function that removes it. It is
 * also removed when the process exits.
 */
export async function writeServerRecord(file: string, url: string): Promise<() => Promise<void>> {
  const claim = await claimServerRecord(file, [], url);
  return claim.held ? claim.release : async () => {};
}
