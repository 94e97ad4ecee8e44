/**
 * The shopper's favourite cars in this site's localStorage (spec section 3, "Browser storage";
 * section 4: adding one fires an analytics event), shared by every card on the page. The stored
 * shape and the toggle rule are the domain's (browser-storage.ts); this is the browser shell.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { pushToDataLayer } from '../../browser/data-layer.ts';
import { parseFavourites, storageKeys, toggleFavourite, type FavouriteAddedEvent, type Favourites } from '../../domain/shopper/browser-storage.ts';
import { storedList } from '../stored-list.ts';

const NO_FAVOURITES: Favourites = [];

/** Sends the favourite-added event (id 39) to the tag manager's data layer. */
function pushFavouriteEvent(event: FavouriteAddedEvent): void {
  pushToDataLayer({ event: 'favourite_added', event_id: event.eventId, car_id: event.carId });
}

/**
 * The site's favourites and a toggle. The server (and hydration) sees none, so the static HTML
 * never depends on one shopper's storage; the stored ones show right after hydration.
 */
export function useFavourites(siteSlug: string): { favourites: Favourites; toggle: (carId: number) => void } {
  const stored = storedList(storageKeys(siteSlug).favourites, parseFavourites, NO_FAVOURITES);
  const favourites = useSyncExternalStore(stored.subscribe, stored.read, () => NO_FAVOURITES);
  const toggle = useCallback(
    (carId: number) => {
      const result = toggleFavourite(stored.read(), carId);
      stored.write(result.favourites, JSON.stringify(result.favourites));
      if (result.kind === 'added') pushFavouriteEvent(result.event);
    },
    [stored],
  );
  return { favourites, toggle };
}
