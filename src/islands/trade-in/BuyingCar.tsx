/**
 * The car being bought, above the trade-in wizard on /cars/trade-in?car_id=: while it is looked up,
 * once found (its name, price and a way back to it), or why it is not shown.
 */
import { carPath } from '../../domain/routes/routes.ts';
import type { BuyingCarLookup } from './valuation-calls.ts';

/** The car being bought, from /cars/trade-in?car_id=. */
export function BuyingCar({ lookup }: { lookup: BuyingCarLookup | 'loading' }) {
  if (lookup === 'loading') return <p role="status">Looking up the car you are buying…</p>;
  if (lookup.kind !== 'found')
    return (
      <p className="trade-in__note" role="status">
        {lookup.kind === 'unknown'
          ? 'The car you were looking at is no longer available to value a trade-in against, but you can still value your car here.'
          : 'We could not load the car you were looking at, but you can still value your car here.'}
      </p>
    );
  const { car } = lookup;
  return (
    <section className="trade-in__buying" aria-labelledby="trade-in-buying-title">
      <h2 id="trade-in-buying-title" className="trade-in__buying-title">
        Trading in towards
      </h2>
      <p className="trade-in__buying-name">{car.name}</p>
      <p>{car.price_words}</p>
      <p>
        <a href={carPath(car.slug)}>Back to the {car.name}</a>
      </p>
    </section>
  );
}
