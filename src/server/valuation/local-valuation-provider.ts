/**
 * THE LOCAL SANDBOX ESTIMATOR (`LocalValuationProvider`): the valuation provider `npm start` and the
 * tests use when VALUATION_API_URL is not set, like the sandbox payment gateway. It is labelled as
 * such (its name is 'sandbox') and a deploy never uses it (see valuation-wiring.ts).
 *
 * - By registration it knows only the sandbox registry (sandbox-plates.ts); every other plate or
 *   VIN is not identified.
 * - By make, model and year it identifies a car the dealer itself advertises (same make and model
 *   in its stock or its model catalogue), so it can value it.
 * - It values a car with the domain's depreciation model over the dealer's own prices for the same
 *   make and model (src/domain/trade-in/depreciation.ts). No reference price: not identified,
 *   never a made-up number.
 */
import type { Car } from '../../domain/cars/car.ts';
import { retailValue, tradeValueOf, type ReferencePrice } from '../../domain/trade-in/depreciation.ts';
import type {
  EstimateQuery,
  Identification,
  RegistrationQuery,
  ValuationAnswer,
  ValuationProvider,
  VehicleQuery,
} from '../ports/valuation-provider.ts';
import type { CataloguePrice } from './catalogue-prices.ts';
import { findSandboxPlate } from './sandbox-plates.ts';

/** A price of 10 or less means "no price" on a car (stock feed convention). */
const NO_PRICE_AT_OR_BELOW = 10;

export interface LocalValuationOptions {
  /** The site's stock (deps.cars). */
  readonly cars: () => Promise<readonly Car[]>;
  /** The site's model catalogue's new prices. */
  readonly catalogue: () => Promise<readonly CataloguePrice[]>;
  readonly now: () => Date;
  /** Where a catalogue that cannot be read is reported. */
  readonly logError: (message: string, error: unknown) => void;
}

const same = (a: string, b: string) => a.trim().toLocaleLowerCase('en') === b.trim().toLocaleLowerCase('en');

export class LocalValuationProvider implements ValuationProvider {
  readonly name = 'sandbox';
  readonly #options: LocalValuationOptions;

  constructor(options: LocalValuationOptions) {
    this.#options = options;
  }

  identifyByRegistration(query: RegistrationQuery): Promise<Identification> {
    const entry = findSandboxPlate(query);
    if (entry === undefined) return Promise.resolve({ status: 'not-identified' });
    return Promise.resolve({ status: 'identified', ref: `sandbox:${entry.vin ?? `${entry.rego ?? ''}/${entry.regoState ?? ''}`}`, vehicle: entry.vehicle });
  }

  async identifyByVehicle(query: VehicleQuery): Promise<Identification> {
    const references = await this.#references(query.make, query.model);
    if (references === 'unavailable') return { status: 'unavailable', reason: 'the site\'s stock could not be read' };
    if (references.prices.length === 0) return { status: 'not-identified' };
    const badge = query.badge?.trim();
    return {
      status: 'identified',
      ref: 'sandbox:by-hand',
      vehicle: { make: references.make, model: references.model, year: query.year, badge: badge === undefined || badge === '' ? null : badge },
    };
  }

  async estimate(query: EstimateQuery): Promise<ValuationAnswer> {
    const references = await this.#references(query.vehicle.make, query.vehicle.model);
    if (references === 'unavailable') return { status: 'unavailable', reason: 'the site\'s stock could not be read' };
    const value = retailValue(references.prices, { year: query.vehicle.year, km: query.odometerKm }, this.#options.now().getUTCFullYear());
    if (value === null) return { status: 'not-identified' };
    return { status: 'valued', retailValue: value.retail, tradeValue: tradeValueOf(value.retail), confidence: value.confidence };
  }

  /** The dealer's prices for a make and model, with the names as the dealer writes them. */
  async #references(make: string, model: string): Promise<{ make: string; model: string; prices: ReferencePrice[] } | 'unavailable'> {
    let cars: readonly Car[];
    try {
      cars = await this.#options.cars();
    } catch (error) {
      this.#options.logError('the sandbox valuation could not read the site\'s stock', error);
      return 'unavailable';
    }
    let catalogue: readonly CataloguePrice[] = [];
    try {
      catalogue = await this.#options.catalogue();
    } catch (error) {
      // The catalogue only adds new prices; stock alone still values a car.
      this.#options.logError('the sandbox valuation could not read the site\'s model catalogue', error);
    }
    const stock = cars.filter((car) => same(car.make, make) && same(car.model, model) && car.price > NO_PRICE_AT_OR_BELOW);
    const models = catalogue.filter((entry) => same(entry.make, make) && same(entry.model, model));
    const currentYear = this.#options.now().getUTCFullYear();
    const prices: ReferencePrice[] = [
      ...stock.map((car) => ({ year: car.year, km: car.km, price: car.price, source: 'stock' as const })),
      ...models.map((entry) => ({ year: currentYear, km: 0, price: entry.priceFrom, source: 'catalogue' as const })),
    ];
    const named = stock[0] ?? undefined;
    return {
      make: named?.make ?? models[0]?.make ?? make,
      model: named?.model ?? models[0]?.model ?? model,
      prices,
    };
  }
}
