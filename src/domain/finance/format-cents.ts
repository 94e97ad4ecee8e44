/**
 * Money to the cent, for repayments and loan totals (prices keep format.ts's whole dollars). It
 * sits here rather than in format.ts on purpose: format.ts travels in the chunk every island shares,
 * the search page's included, and only the repayment calculator prints cents.
 */
import { regionSettings, type RegionCode } from '../region.ts';

function centsFormat(region: RegionCode): Intl.NumberFormat {
  const { locale, currency } = regionSettings(region);
  return new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

/** Built once per region: constructing Intl.NumberFormat is slow next to using one. */
const centsFormats: Readonly<Record<RegionCode, Intl.NumberFormat>> = { AU: centsFormat('AU'), NZ: centsFormat('NZ'), US: centsFormat('US') };

/**
 * An amount held in integer cents, printed to the cent in the region's currency and locale:
 * `formatMoneyCents(63741, 'AU')` is "$637.41", `formatMoneyCents(3824468, 'NZ')` "$38,244.68".
 */
export function formatMoneyCents(cents: number, region: RegionCode): string {
  return centsFormats[region].format(cents / 100);
}
