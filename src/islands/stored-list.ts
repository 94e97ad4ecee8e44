/**
 * A list the site keeps in the shopper's localStorage (favourites, the compare tray), as React reads
 * it with useSyncExternalStore: the parsed list stays the same object while the stored string does,
 * every reader on the page hears a change, and other tabs' changes arrive through the `storage`
 * event. What the list holds and how it is read back is the domain's (`parse`).
 */
import { readStorage, removeStorage, writeStorage } from '../browser/web-storage.ts';

export interface StoredList<T> {
  /** The stored list, parsed; the same object until the stored string changes. */
  read(): T;
  /**
   * Stores `list` as `raw` (null removes the key) and tells every reader. When storage refuses
   * (switched off or full), the list still holds for this page view.
   */
  write(list: T, raw: string | null): void;
  subscribe(listener: () => void): () => void;
}

const lists = new Map<string, StoredList<unknown>>();

/**
 * The one store of `key` on this page, however many islands ask for it. `empty` is what nothing
 * stored reads as: the very object the islands render on the server, so that hydrating over an
 * empty store renders nothing twice.
 */
export function storedList<T>(key: string, parse: (raw: string | null) => T, empty: T): StoredList<T> {
  const known = lists.get(key);
  if (known !== undefined) return known as StoredList<T>;
  const listeners = new Set<() => void>();
  let cached: { raw: string | null; list: T } = { raw: null, list: empty };
  const list: StoredList<T> = {
    read() {
      const raw = readStorage('local', key);
      if (raw !== cached.raw) cached = { raw, list: parse(raw) };
      return cached.list;
    },
    write(value, raw) {
      if (raw === null) removeStorage('local', key);
      else writeStorage('local', key, raw);
      cached = { raw: readStorage('local', key), list: value };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      window.addEventListener('storage', listener);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', listener);
      };
    },
  };
  lists.set(key, list as StoredList<unknown>);
  return list;
}
