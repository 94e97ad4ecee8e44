/**
 * The shopper's localStorage and sessionStorage, safely. Storage can be switched off, blocked (a
 * sandboxed frame, strict privacy settings: even reading `window.localStorage` throws), full, or
 * absent (prerendering): whatever the site keeps there is a convenience, so a read gives null and a
 * write reports failure instead of throwing. What is stored, and how it is read back, is the
 * domain's (browser-storage.ts, stored-json.ts).
 */

/** Which storage: `local` lasts, `session` ends with the tab. Both are per origin, so per site. */
export type WebStorageArea = 'local' | 'session';

function storageOf(area: WebStorageArea): Storage {
  return area === 'local' ? window.localStorage : window.sessionStorage;
}

/** The string stored under `key`; null when there is none or the storage cannot be read. */
export function readStorage(area: WebStorageArea, key: string): string | null {
  try {
    return storageOf(area).getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; false when the storage is switched off, blocked or full. */
export function writeStorage(area: WebStorageArea, key: string, value: string): boolean {
  try {
    storageOf(area).setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Removes what is stored under `key`; false when the storage is switched off or blocked. */
export function removeStorage(area: WebStorageArea, key: string): boolean {
  try {
    storageOf(area).removeItem(key);
    return true;
  } catch {
    return false;
  }
}
