import { describe, expect, it } from 'vitest';
import { FILTER_ATTRIBUTES, FILTER_ATTRIBUTE_KINDS, isListAttribute } from '../../../../src/domain/search/types.ts';

/** Section 3, "Filter attributes", verbatim. */
const SPEC_FILTER_ATTRIBUTES =
  'query, page, badge, status, car_type, categories, city, colour, dealership_name, filtered_features, item_type, km, location_name, make, make_model, model, price, subscription_price, price_range, seats, body, drive, fuel, transmission, state, tag, weekly_price_range, year';

describe('filter attributes', () => {
  it('are exactly the spec’s, in the spec’s order, then section 2’s dealership_slug refinement', () => {
    expect(FILTER_ATTRIBUTES.join(', ')).toBe(`${SPEC_FILTER_ATTRIBUTES}, dealership_slug`);
  });

  it.each([
    ['scalar', ['query', 'page']],
    ['range', ['km', 'price', 'subscription_price', 'year']],
  ])('the %s attributes are %j; every other attribute is a list of values', (kind, attributes) => {
    const ofKind = FILTER_ATTRIBUTES.filter((attribute) => FILTER_ATTRIBUTE_KINDS[attribute] === kind);
    expect(ofKind).toEqual(attributes);
  });

  it.each([
    ['make', true],
    ['seats', true],
    ['price_range', true],
    ['price', false],
    ['year', false],
  ] as const)('%s is refined by a list of values: %s', (attribute, expected) => {
    expect(isListAttribute(attribute)).toBe(expected);
  });
});
