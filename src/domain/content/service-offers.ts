/**
 * The service department's offers (a summer service price, say) and what may be said about them on
 * a given day. An offer is advertised only while it runs; once it has ended its terms page stays, for
 * customers who took it up, and says plainly that it has ended. Dates are calendar dates in the
 * dealer's time zone (time-zone.ts gives "today"), both ends included.
 */
import { formatMoney, formatMoneyToCent } from '../basics/format.ts';
import type { RegionCode } from '../basics/region.ts';

export interface ServicePackage {
  readonly name: string;
  readonly price: number;
  readonly description?: string | undefined;
}

export interface ServiceOffer {
  readonly id: string;
  readonly title: string;
  /** First and last day, YYYY-MM-DD. */
  readonly start: string;
  readonly end: string;
  readonly packages: readonly ServicePackage[];
  readonly roadside_assistance?: { readonly value: number; readonly months: number } | undefined;
  readonly max_vehicle_age_years?: number | undefined;
  readonly prize?: { readonly amount: number; readonly entry: string } | undefined;
}

/** Where an offer stands on a day. */
export type ServiceOfferPhase = 'upcoming' | 'running' | 'ended';

/** The offer's phase on `today` (YYYY-MM-DD in the dealer's zone). ISO dates compare as strings. */
export function serviceOfferPhase(offer: Pick<ServiceOffer, 'start' | 'end'>, today: string): ServiceOfferPhase {
  if (today < offer.start) return 'upcoming';
  return today > offer.end ? 'ended' : 'running';
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "1 September 2023" (AU, NZ) or "September 1, 2023" (US) for a YYYY-MM-DD date. */
export function formatCalendarDate(isoDate: string, region: RegionCode): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const monthName = MONTHS[(month ?? 1) - 1] ?? '';
  return region === 'US' ? `${monthName} ${day}, ${year}` : `${day} ${monthName} ${year}`;
}

/** "1 September 2023 to 31 December 2023". */
export function serviceOfferPeriod(offer: Pick<ServiceOffer, 'start' | 'end'>, region: RegionCode): string {
  return `${formatCalendarDate(offer.start, region)} to ${formatCalendarDate(offer.end, region)}`;
}

/** "Essential $299, Essential Plus $499". */
export function packagePrices(packages: readonly ServicePackage[], region: RegionCode): string {
  return packages.map((item) => `${item.name} ${formatMoneyToCent(item.price, region)}`).join(', ');
}

/**
 * The offer's terms, one sentence each, in the past tense once it has ended so that nothing on the
 * page reads as a current offer.
 */
export function serviceOfferTerms(offer: ServiceOffer, region: RegionCode, phase: ServiceOfferPhase, dealer: string): string[] {
  const ended = phase === 'ended';
  const was = ended ? 'was' : 'is';
  const terms = [
    `The ${offer.title.toLowerCase()} ${ended ? 'ran' : 'runs'} from ${serviceOfferPeriod(offer, region)} at ${dealer}.`,
    `Offer prices: ${packagePrices(offer.packages, region)}, including parts and labour for the standard items of the service.`,
  ];
  if (offer.roadside_assistance) {
    const { value, months } = offer.roadside_assistance;
    terms.push(`Each service ${ended ? 'included' : 'includes'} ${months} months of roadside assistance, valued at ${formatMoneyToCent(value, region)}.`);
  }
  if (offer.max_vehicle_age_years !== undefined) {
    terms.push(`The offer ${was} open to vehicles up to ${offer.max_vehicle_age_years} years old.`);
  }
  if (offer.prize) {
    terms.push(`${offer.prize.entry} The prize ${was} ${formatMoney(offer.prize.amount, region)} cash.`);
  }
  terms.push(`Additional work ${ended ? 'was' : 'is'} quoted separately and only done with the customer's approval. The offer ${ended ? 'could not be' : 'cannot be'} combined with any other offer.`);
  return terms;
}
