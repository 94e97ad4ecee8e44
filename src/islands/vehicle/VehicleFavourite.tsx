/**
 * The favourite heart on a vehicle page: the search cards' toggle on the same per-site store, so a
 * car saved here shows as saved on its card and the other way round; adding one fires event 39.
 */
import FavouriteToggle from '../search/FavouriteToggle.tsx';
import { useFavourites } from '../search/favourites-store.ts';

interface Props {
  siteSlug: string;
  carId: number;
  carName: string;
}

export default function VehicleFavourite({ siteSlug, carId, carName }: Props) {
  const { favourites, toggle } = useFavourites(siteSlug);
  return <FavouriteToggle carName={carName} pressed={favourites.includes(carId)} onToggle={() => toggle(carId)} />;
}
