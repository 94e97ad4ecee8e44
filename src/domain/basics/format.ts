/**
 * Money and distances as a dealer's region reads them (spec section 9: "Locale is en-AU, en-NZ or
 * en-US by region; distance is in km, or miles in the US"). Every price and odometer on the site goes
 * through here, so a region prints the same way on cards, detail pages and forms.
 */
import { KM_PER_MILE } from './constants.ts';
import { regionSettings, type RegionCode, type RegionSettings } from './region.ts';

/** The unit text printed after a distance: "12,345 km" or "7,671 mi". */
export const DISTANCE_UNIT_TEXTS: Readonly<Record<RegionSettings['distanceUnit'], string>> = {
  km: 'km',
  mi: 'mi',
};

function moneyFormat(region: RegionCode): Intl.NumberFormat {
  const { locale, currency } = regionSettings(region);
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 0, maximumFractionDigits: 0 });
}

function numberFormat(region: RegionCode): Intl.NumberFormat {
  return new Intl.NumberFormat(regionSettings(region).locale, { maximumFractionDigits: 0 });
}

/**
 * A formatter per region, built on first use and kept: constructing an Intl.NumberFormat is slow
 * next to using one (the first loads the locale's data), and a page needs only its own region's.
 * Built eagerly for all three regions, the nine formatters cost some 20 ms of the main thread on
 * every page with an island, before anything was printed.
 */
export function formatterPerRegion(build: (region: RegionCode) => Intl.NumberFormat): (region: RegionCode) => Intl.NumberFormat {
  const built = new Map<RegionCode, Intl.NumberFormat>();
  return (region) => {
    const existing = built.get(region);
    if (existing !== undefined) return existing;
    const made = build(region);
    built.set(region, made);
    return made;
  };
}

const moneyFormats = formatterPerRegion(moneyFormat);
const numberFormats = formatterPerRegion(numberFormat);

/**
 * A whole-dollar amount in the region's currency and locale: `formatMoney(45990, 'AU')` is "$45,990"
 * (AUD in en-AU, NZD in en-NZ and USD in en-US all print a plain "$"). The spec's prices are whole
 * dollars, so any cents are rounded to the nearest dollar, halves away from zero.
 */
export function formatMoney(amount: number, region: RegionCode): string {
  return moneyFormats(region).format(amount);
}

const centFormats = formatterPerRegion((region) => {
  const { locale, currency } = regionSettings(region);
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
});

/**
 * An amount to the cent, for prices that have cents ("$140.11"); whole amounts print as
 * formatMoney does ("$299"), so a list of prices never shows "$299.00" beside "$140.11" for no reason.
 */
export function formatMoneyToCent(amount: number, region: RegionCode): string {
  const cents = Math.round(amount * 100);
  return cents % 100 === 0 ? formatMoney(cents / 100, region) : centFormats(region).format(cents / 100);
}

/** A distance held in kilometres, converted to the region's unit and rounded to a whole number. */
export function distanceInRegionUnit(km: number, region: RegionCode): { value: number; unit: RegionSettings['distanceUnit'] } {
  const unit = regionSettings(region).distanceUnit;
  return { value: Math.round(unit === 'mi' ? km / KM_PER_MILE : km), unit };
}

/**
 * The number part of a distance in the region's unit, grouped by locale, without the unit:
 * "12,345" for 12,345 km in AU, "7,671" for the same car in the US. For places whose label names the
 * unit already, such as 'Odometer (km)'.
 */
export function formatDistanceValue(km: number, region: RegionCode): string {
  return numberFormats(region).format(distanceInRegionUnit(km, region).value);
}

/** A distance held in kilometres as the region reads it: "12,345 km" in AU and NZ, "7,671 mi" in the US. */
export function formatDistance(km: number, region: RegionCode): string {
  const { unit } = distanceInRegionUnit(km, region);
  return `${formatDistanceValue(km, region)} ${DISTANCE_UNIT_TEXTS[unit]}`;
}

/** A rate to two places, e.g. "10.66%" (the precision both regulators' rates are stated to). */
export function formatRate(percent: number): string {
  return `${percent.toFixed(2)}%`;
}
