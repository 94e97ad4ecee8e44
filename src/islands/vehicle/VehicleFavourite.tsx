/**
 * The favourite heart on a vehicle page: the search cards' toggle on the same per-site store, so a
 * car saved here shows as saved on its card and the other way round; adding one fires event 39.
 *
 * Its page hydrates it when the browser is idle (client:idle), and a press on the heart before then
 * would be lost: the head's recorder counts it on the wrapper (src/browser/early-actions.ts), and the
 * hydrated island makes it again.
 */
import { useEffect, useRef } from 'react';
import { HELD_CLICK_ATTRIBUTE, takeHeldClicks } from '../../browser/early-actions.ts';
import FavouriteToggle from '../search/FavouriteToggle.tsx';
import { useFavourites } from '../search/favourites-store.ts';

interface Props {
  siteSlug: string;
  carId: number;
  carName: string;
}

const HELD = { [HELD_CLICK_ATTRIBUTE]: '' };

export default function VehicleFavourite({ siteSlug, carId, carName }: Props) {
  const { favourites, toggle } = useFavourites(siteSlug);
  const wrapper = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const presses = takeHeldClicks(wrapper.current);
    for (let press = 0; press < presses; press += 1) wrapper.current?.querySelector('button')?.click();
  }, []);
  return (
    <span ref={wrapper} {...HELD}>
      <FavouriteToggle carName={carName} pressed={favourites.includes(carId)} onToggle={() => toggle(carId)} />
    </span>
  );
}
