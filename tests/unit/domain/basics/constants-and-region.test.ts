import { describe, expect, it } from 'vitest';
import * as C from '../../../../src/domain/basics/constants.ts';
import { regionSettings } from '../../../../src/domain/basics/region.ts';
import { ERROR_TEXTS, FORM_TEXTS, LABELS, OFFER_TEXTS, PRICE_TEXTS, TAG_TEXTS } from '../../../../src/domain/basics/texts.ts';

describe('business constants of spec section 9', () => {
  it.each([
    ['search page size in the directories is 21', C.DIRECTORY_PAGE_SIZE, 21],
    ['search debounce is 300 ms', C.SEARCH_DEBOUNCE_MS, 300],
    ['the result cache holds at least 10 entries', C.RESULT_CACHE_MIN_SIZE, 10],
    ['the result cache holds at most 50 entries', C.RESULT_CACHE_MAX_SIZE, 50],
    ['search history keeps 5 entries', C.SEARCH_HISTORY_SIZE, 5],
    ['show-all makes defaults to 7', C.SHOW_ALL_MAKES_AFTER, 7],
    ['the model sub-filter limit is 30', C.MODEL_SUB_FILTER_LIMIT, 30],
    ['the price slider default max is 100000', C.DEFAULT_SLIDER_MAX, 100_000],
    ['the new tag window is 8 days', C.NEW_ARRIVAL_DAYS, 8],
    ['the market-price threshold is $499', C.MARKET_PRICE_THRESHOLD, 499],
    ['default sold-car visibility is 3 days', C.DEFAULT_SOLD_VISIBILITY_DAYS, 3],
    ['the location filter limit is 20 cities', C.CITY_FILTER_LIMIT, 20],
    ['the location filter limit is 40 dealerships', C.DEALERSHIP_FILTER_LIMIT, 40],
    ['postcode length is 4', C.POSTCODE_LENGTH, 4],
    ['model feature text is cut at 600 characters', C.MODEL_FEATURE_TEXT_LIMIT, 600],
    ['offer text collapses at 200 characters', C.OFFER_COLLAPSE_THRESHOLD, 200],
    ['the offer description is cut at 160', C.OFFER_DESCRIPTION_CUT, 160],
    ['the offer disclaimer is cut at 200', C.OFFER_DISCLAIMER_CUT, 200],
    ['the collapsible panel animation lasts 300 ms', C.COLLAPSE_ANIMATION_MS, 300],
    ['the minimum price for the valuation feature is over 200', C.MIN_VALUATION_PRICE, 200],
    ['the minimum review rating shown is above 4', C.MIN_REVIEW_RATING, 4],
    ['Google reviews full quantity is 12', C.GOOGLE_REVIEWS_LIMIT, 12],
    ['the Earth radius for distance is 6371 km', C.EARTH_RADIUS_KM, 6371],
    ['the default map zoom is 10', C.DEFAULT_MAP_ZOOM, 10],
    ['the default reserve deposit is $200', C.DEFAULT_RESERVE_DEPOSIT, 200],
    ['a price is valid only over 10', C.MIN_VALID_PRICE, 10],
    ['cars over 7 years old get no online estimate', C.TRADE_IN_MAX_AGE_YEARS, 7],
    ['cars over 100,000 km get no online estimate', C.TRADE_IN_MAX_KM, 100_000],
  ])('%s', (_rule, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('the map type is roadmap and the default state is qld', () => {
    expect(C.DEFAULT_MAP_TYPE).toBe('roadmap');
    expect(C.DEFAULT_STATE).toBe('qld');
  });
});

describe('spec texts', () => {
  it('keeps the default texts and labels word for word', () => {
    expect([LABELS.enquireNow, LABELS.messageNow, LABELS.getPreApprovedNow, PRICE_TEXTS.enquireForPrice, LABELS.callTheDealer, LABELS.dealerComments]).toEqual([
      'Enquire Now',
      'Message Now',
      'Get Pre-Approved Now',
      'Enquire for price.',
      'Call the dealer',
      'Dealer Comments',
    ]);
    expect([TAG_TEXTS.new, TAG_TEXTS.justSold, TAG_TEXTS.newArrival]).toEqual(['New', 'JUST SOLD', 'New Arrival']);
    expect(FORM_TEXTS.defaultOptIn).toBe('Yes, I would like to subscribe to receive latest offers & product updates.');
    expect(FORM_TEXTS.invalidPostcode).toBe('Invalid postcode. Please enter a 4-digit number.');
    expect(FORM_TEXTS.errorBanner).toBe('Please fix the following errors:');
    expect(ERROR_TEXTS.leadSubmitFailed).toBe('An unexpected error occured');
    expect(ERROR_TEXTS.formSubmitFailed).toBe('An error occurred when submitting this form');
    expect(Object.values(OFFER_TEXTS)).toEqual(['View more', 'View less', 'View full disclaimer', 'less disclaimer']);
  });
});

describe('region settings', () => {
  it.each([
    ['AU', 'en-AU', 'AUD', 'km'],
    ['NZ', 'en-NZ', 'NZD', 'km'],
    ['US', 'en-US', 'USD', 'mi'],
  ] as const)('%s uses locale %s, currency %s and distances in %s', (region, locale, currency, distanceUnit) => {
    expect(regionSettings(region)).toEqual({ locale, currency, distanceUnit });
  });
});
