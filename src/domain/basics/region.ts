/** What a dealer's region decides: the locale for text and numbers, the currency and the distance unit. */
export type RegionCode = 'AU' | 'NZ' | 'US';

export interface RegionSettings {
  readonly locale: 'en-AU' | 'en-NZ' | 'en-US';
  readonly currency: 'AUD' | 'NZD' | 'USD';
  readonly distanceUnit: 'km' | 'mi';
}

const regions: Record<RegionCode, RegionSettings> = {
  AU: { locale: 'en-AU', currency: 'AUD', distanceUnit: 'km' },
  NZ: { locale: 'en-NZ', currency: 'NZD', distanceUnit: 'km' },
  US: { locale: 'en-US', currency: 'USD', distanceUnit: 'mi' },
};

/** Locale, currency and distance unit for a region. */
export function regionSettings(region: RegionCode): RegionSettings {
  return regions[region];
}
