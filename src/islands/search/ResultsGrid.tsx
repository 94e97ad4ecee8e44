/**
 * The result grid: the page's cars as a list of articles, with the site's live promo cards placed
 * by the domain rule (placePromoCards: position 9 by default, between start and expiry).
 */
import type { CardTagSettings } from '../../domain/cars/card-tag.ts';
import type { RegionCode } from '../../domain/basics/region.ts';
import { placePromoCards, type PromoCard } from '../../domain/search/promo-cards.ts';
import type { Favourites } from '../../domain/shopper/browser-storage.ts';
import type { CompareTray, TrayCar } from '../../domain/compare/compare-tray.ts';
import PromoCardItem from './PromoCardItem.tsx';
import VehicleCard from './VehicleCard.tsx';
import type { CarHit } from './use-search-view.ts';

/** Cards in the first rows load at once; the rest wait until they near the viewport. */
const EAGER_IMAGES = 3;

interface Props {
  hits: readonly CarHit[];
  hitsPerPage: number;
  promoCards: readonly PromoCard[];
  today: string;
  now: Date;
  region: RegionCode;
  tagSettings: CardTagSettings;
  /** Null when the site switches favourites off. */
  favourites: { ids: Favourites; toggle: (carId: number) => void } | null;
  compare: { tray: CompareTray; toggle: (car: TrayCar) => void };
  busy: boolean;
}

export default function ResultsGrid({ hits, hitsPerPage, promoCards, today, now, region, tagSettings, favourites, compare, busy }: Props) {
  const items = placePromoCards(hits.slice(0, hitsPerPage), promoCards, today, hitsPerPage);
  return (
    <ol className="results-grid" aria-label="Cars found" aria-busy={busy}>
      {items.map((item, index) =>
        item.kind === 'hit' ? (
          <li key={item.hit.objectID} className="results-grid__item">
            <VehicleCard
              car={item.hit}
              region={region}
              tagSettings={tagSettings}
              now={now}
              eager={index < EAGER_IMAGES}
              favourite={
                favourites === null
                  ? null
                  : { pressed: favourites.ids.includes(item.hit.car_id), onToggle: () => favourites.toggle(item.hit.car_id) }
              }
              compare={{
                pressed: compare.tray.some((car) => car.id === item.hit.car_id),
                onToggle: () => compare.toggle({ id: item.hit.car_id, slug: item.hit.slug, name: item.hit.name }),
              }}
            />
          </li>
        ) : (
          <li key={`promo-${item.card.id}`} className="results-grid__item results-grid__item--promo">
            <PromoCardItem card={item.card} />
          </li>
        ),
      )}
    </ol>
  );
}
