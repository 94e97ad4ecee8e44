/**
 * The shopper's favourite cars in this site's localStorage (spec section 3, "Browser storage";
 * section 4: adding one fires an analytics event), shared by every card on the page. The stored
 * shape and the toggle rule are the domain's (browser-storage.ts); this is the browser shell.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { pushToDataLayer } from '../../browser/data-layer.ts';
import { readStorage, writeStorage } from '../../browser/web-storage.ts';
import { parseFavourites, storageKeys, toggleFavourite, type FavouriteAddedEvent, type Favourites } from '../../domain/shopper/browser-storage.ts';

const NO_FAVOURITES: Favourites = [];
const listeners = new Set<() => void>();
/** Parsed favourites by raw stored string, so that an unchanged store gives the same array. */
let cached: { raw: string | null; favourites: Favourites } = { raw: null, favourites: NO_FAVOURITES };

/** The stored favourites; with storage switched off there are none, and favourites simply do not persist. */
function snapshot(key: string): Favourites {
  const raw = readStorage('local', key);
  if (raw !== cached.raw) cached = { raw, favourites: parseFavourites(raw) };
  return cached.favourites;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** Sends the favourite-added event (id 39) to the tag manager's data layer. */
function pushFavouriteEvent(event: FavouriteAddedEvent): void {
  pushToDataLayer({ event: 'favourite_added', event_id: event.eventId, car_id: event.carId });
}

/**
 * The site's favourites and a toggle. The server (and hydration) sees none, so the static HTML
 * never depends on one shopper's storage; the stored ones show right after hydration.
 */
export function useFavourites(siteSlug: string): { favourites: Favourites; toggle: (carId: number) => void } {
  const key = storageKeys(siteSlug).favourites;
  const favourites = useSyncExternalStore(
    subscribe,
    () => snapshot(key),
    () => NO_FAVOURITES,
  );
  const toggle = useCallback(
    (carId: number) => {
      const result = toggleFavourite(snapshot(key), carId);
      // Not stored (storage off or full): the toggle still shows for this page view through the cache.
      writeStorage('local', key, JSON.stringify(result.favourites));
      cached = { raw: readStorage('local', key), favourites: result.favourites };
      if (result.kind === 'added') pushFavouriteEvent(result.event);
      for (const listener of listeners) listener();
    },
    [key],
  );
  return { favourites, toggle };
}
