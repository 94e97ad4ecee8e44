/**
 * Money to the cent, for repayments and loan totals (prices keep format.ts's whole dollars). It
 * sits here rather than in format.ts on purpose: format.ts travels in the chunk every island shares,
 * the search page's included, and only the repayment calculator prints cents.
 */
import { formatterPerRegion } from '../basics/format.ts';
import { regionSettings, type RegionCode } from '../basics/region.ts';

function centsFormat(region: RegionCode): Intl.NumberFormat {
  const { locale, currency } = regionSettings(region);
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

const centsFormats = formatterPerRegion(centsFormat);

/**
 * An amount held in integer cents, printed to the cent in the region's currency and locale:
 * `formatMoneyCents(63741, 'AU')` is "$637.41", `formatMoneyCents(3824468, 'NZ')` "$38,244.68".
 */
export function formatMoneyCents(cents: number, region: RegionCode): string {
  return centsFormats(region).format(cents / 100);
}
