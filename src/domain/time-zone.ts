/**
 * The dealer's time zone and calendar date. Offers end, promo cards start and shops open by the
 * dealer's clock, not the build machine's: an offer whose last day is 30 November in Melbourne is
 * over at 13:00 UTC that day. The zone comes from where the location is (region and state as its
 * address writes them), so the site config needs no extra setting for the demo regions.
 */
import type { RegionCode } from './region.ts';

/** IANA zones by Australian state or territory, as addresses abbreviate them. */
const AU_ZONES: Readonly<Record<string, string>> = {
  ACT: 'Australia/Sydney',
  NSW: 'Australia/Sydney',
  NT: 'Australia/Darwin',
  QLD: 'Australia/Brisbane',
  SA: 'Australia/Adelaide',
  TAS: 'Australia/Hobart',
  VIC: 'Australia/Melbourne',
  WA: 'Australia/Perth',
};

/** IANA zones by US state (the zone most of the state's people live in). */
const US_ZONES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    ['CT', 'DC', 'DE', 'FL', 'GA', 'IN', 'KY', 'MA', 'MD', 'ME', 'MI', 'NC', 'NH', 'NJ', 'NY', 'OH', 'PA', 'RI', 'SC', 'VA', 'VT', 'WV'].map((s) => [s, 'America/New_York']),
  ),
  ...Object.fromEntries(['AL', 'AR', 'IA', 'IL', 'KS', 'LA', 'MN', 'MO', 'MS', 'ND', 'NE', 'OK', 'SD', 'TN', 'TX', 'WI'].map((s) => [s, 'America/Chicago'])),
  ...Object.fromEntries(['CO', 'ID', 'MT', 'NM', 'UT', 'WY'].map((s) => [s, 'America/Denver'])),
  AZ: 'America/Phoenix',
  ...Object.fromEntries(['CA', 'NV', 'OR', 'WA'].map((s) => [s, 'America/Los_Angeles'])),
  AK: 'America/Anchorage',
  HI: 'Pacific/Honolulu',
};

/** The fallback zone of each region when the state is not one we know (spec 9: default state qld). */
const REGION_ZONES: Readonly<Record<RegionCode, string>> = {
  AU: 'Australia/Brisbane',
  NZ: 'Pacific/Auckland',
  US: 'America/New_York',
};

/** The IANA time zone of a place in `region` whose address gives `state` (e.g. 'VIC', 'WI', 'Auckland'). */
export function timeZoneOf(region: RegionCode, state: string): string {
  const key = state.trim().toUpperCase();
  if (region === 'AU') return AU_ZONES[key] ?? REGION_ZONES.AU;
  if (region === 'US') return US_ZONES[key] ?? REGION_ZONES.US;
  return REGION_ZONES.NZ;
}

/** The calendar date (YYYY-MM-DD) at `moment` in `timeZone`. */
export function isoDateIn(moment: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(moment);
  const part = (type: string): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The dealer's zone: that of its primary location (else its first), as its address gives it. */
export function dealerTimeZone(site: {
  readonly region: RegionCode;
  readonly locations: readonly { readonly primary: boolean; readonly address: { readonly state: string } }[];
}): string {
  const main = site.locations.find((location) => location.primary) ?? site.locations[0];
  return timeZoneOf(site.region, main?.address.state ?? '');
}
