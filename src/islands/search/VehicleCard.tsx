/**
 * One car in the result grid: image, name, price line (with the market-price indicator), the tag
 * the priority rules pick, the key specs in the spec's order, the favourite toggle and
 * 'View Details', with 'Quick Enquiry' beside it for a car that can be enquired about (the car's
 * page, which opens its enquiry at #quick-enquiry). Every rule comes from src/domain; the card only
 * lays them out.
 */
import { carInfo } from '../../domain/cars/car-info.ts';
import { cardTag, type CardTagSettings } from '../../domain/cars/card-tag.ts';
import { advertisedPrice, marketPriceSavingText } from '../../domain/cars/price.ts';
import type { RegionCode } from '../../domain/basics/region.ts';
import { isEnquirable } from '../../domain/cars/car-state.ts';
import { carPath, quickEnquiryPath } from '../../domain/routes/routes.ts';
import { DRIVE_AWAY_LABEL, LABELS } from '../../domain/basics/texts.ts';
import { formatMoney } from '../../domain/basics/format.ts';
import type { SearchDocument } from '../../search/search-document.ts';
import FavouriteToggle from './FavouriteToggle.tsx';
import CompareToggle from '../compare/CompareToggle.tsx';

/** The generated stock photos are 4:3; width and height reserve the space before they load. */
const IMAGE_WIDTH = 400;
const IMAGE_HEIGHT = 300;

interface Props {
  car: SearchDocument;
  region: RegionCode;
  tagSettings: CardTagSettings;
  now: Date;
  /** Above the fold: loaded at once rather than lazily. */
  eager: boolean;
  /** Null when the site switches favourites off. */
  favourite: { pressed: boolean; onToggle: () => void } | null;
  /** The card's 'Compare' toggle. */
  compare: { pressed: boolean; onToggle: () => void };
}

function PriceLine({ car, region }: Pick<Props, 'car' | 'region'>) {
  const price = advertisedPrice(car, region);
  const saving = marketPriceSavingText(car, region);
  if (price.kind !== 'amount') return <p className={`vehicle-card__price vehicle-card__price--${price.kind}`}>{price.label}</p>;
  return (
    <div className="vehicle-card__price">
      <p>
        {price.beforePrice && (
          <s className="vehicle-card__before-price">
            <span className="visually-hidden">Was </span>
            {price.beforePrice.text}
          </s>
        )}{' '}
        <strong className="vehicle-card__amount">{price.price.text}</strong> <span className="vehicle-card__price-type">{price.priceTypeLabel}</span>
      </p>
      {price.offerPrice && <p className="vehicle-card__offer">Offer price {price.offerPrice.text}</p>}
      {saving !== null && <p className="vehicle-card__market">{saving}</p>}
      {car.drive_away !== null && (
        // As prominent as the price it adds to (Australian Consumer Law s48).
        <p className="vehicle-card__drive-away">
          {DRIVE_AWAY_LABEL} <strong className="vehicle-card__drive-away-amount">{formatMoney(car.drive_away.total, region)}</strong>{' '}
          <span className="vehicle-card__drive-away-place">for {car.drive_away.placeLabel}</span>
        </p>
      )}
    </div>
  );
}

export default function VehicleCard({ car, region, tagSettings, now, eager, favourite, compare }: Props) {
  const href = carPath(car.slug);
  const tag = cardTag(car, tagSettings, now);
  const headingId = `car-${car.id}`;
  return (
    <article className="vehicle-card" aria-labelledby={headingId}>
      <div className="vehicle-card__media">
        <img
          src={car.primary_image_url}
          alt={car.image_alt}
          width={IMAGE_WIDTH}
          height={IMAGE_HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
        {tag && <p className={`vehicle-card__tag tag-pill tag-pill--${tag.kind}`}>{tag.label}</p>}
        {favourite && <FavouriteToggle carName={car.name} pressed={favourite.pressed} onToggle={favourite.onToggle} />}
      </div>
      <div className="vehicle-card__body">
        <h3 className="vehicle-card__name" id={headingId}>
          <a href={href}>{car.name}</a>
        </h3>
        <PriceLine car={car} region={region} />
        <dl className="spec-pairs">
          {carInfo(car, region).map((item) => (
            <div key={item.key}>
              <dt>{item.label}</dt>
              <dd>{item.value}</dd>
            </div>
          ))}
        </dl>
        <p className="vehicle-card__compare">
          <CompareToggle carName={car.name} pressed={compare.pressed} onToggle={compare.onToggle} />
        </p>
        <p className="vehicle-card__actions">
          <a className="button" href={href}>
            {LABELS.viewDetails}
            <span className="visually-hidden">, {car.name}</span>
          </a>
          {isEnquirable(car) && (
            <a className="button button--outline" href={quickEnquiryPath(car.slug)}>
              {LABELS.quickEnquiry}
              <span className="visually-hidden">, {car.name}</span>
            </a>
          )}
        </p>
      </div>
    </article>
  );
}
