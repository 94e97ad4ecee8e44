import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStorage, writeStorage, type WebStorageArea } from '../../../src/browser/web-storage.ts';

/** A Storage that keeps its items in a Map and can be made full. */
function memoryStorage(options: { full?: boolean } = {}): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => {
      if (options.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      items.set(key, String(value));
    },
  };
}

/** A window whose storage getters throw, as a browser that blocks storage does. */
function blockedWindow(): object {
  const blocked = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return Object.defineProperties({}, { localStorage: { get: blocked }, sessionStorage: { get: blocked } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('safe web storage', () => {
  it.each<WebStorageArea>(['local', 'session'])('%s storage: what is written reads back, a key never written reads as null', (area) => {
    const local = memoryStorage();
    const session = memoryStorage();
    vi.stubGlobal('window', { localStorage: local, sessionStorage: session });
    expect(writeStorage(area, 'favourites:acme', '[4021]')).toBe(true);
    expect(readStorage(area, 'favourites:acme')).toBe('[4021]');
    expect(readStorage(area, 'nothing-here')).toBeNull();
    expect((area === 'local' ? session : local).length).toBe(0);
  });

  it('blocked storage (reading window.localStorage throws) reads as null and refuses writes without throwing', () => {
    vi.stubGlobal('window', blockedWindow());
    expect(readStorage('local', 'k')).toBeNull();
    expect(readStorage('session', 'k')).toBeNull();
    expect(writeStorage('local', 'k', 'v')).toBe(false);
    expect(writeStorage('session', 'k', 'v')).toBe(false);
  });

  it('full storage refuses the write without throwing and keeps what it had', () => {
    vi.stubGlobal('window', { localStorage: memoryStorage({ full: true }), sessionStorage: memoryStorage() });
    expect(writeStorage('local', 'k', 'v')).toBe(false);
    expect(readStorage('local', 'k')).toBeNull();
  });

  it('no window at all (prerendering) reads as null and refuses writes', () => {
    vi.stubGlobal('window', undefined);
    expect(readStorage('local', 'k')).toBeNull();
    expect(writeStorage('session', 'k', 'v')).toBe(false);
  });
});
