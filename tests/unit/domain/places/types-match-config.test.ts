/**
 * The domain's location types are written out by hand (src/domain imports nothing outside itself),
 * so this test keeps them and the site config schema describing the same shapes: each is assignable
 * to the other, and the types are identical (which also catches an extra optional field, something
 * assignability alone lets through). tsc checks the expectTypeOf lines; the run-time assertions
 * check that config data parses to the same value.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import {
  LocationSchema,
  ManufacturerSchema,
  OpeningHourSchema,
  SpecialHoursSchema,
} from '../../../../src/config/site-config-schema.ts';
import type { Location, Manufacturer, OpeningHour, SpecialHours } from '../../../../src/domain/places/location.ts';
import { makeLocation } from './fixtures.ts';

describe('the domain types describe the same shapes as the site config schema', () => {
  it('a config Location is a domain Location and the reverse', () => {
    expectTypeOf<z.output<typeof LocationSchema>>().toExtend<Location>();
    expectTypeOf<Location>().toExtend<z.output<typeof LocationSchema>>();
    expectTypeOf<z.output<typeof LocationSchema>>().toEqualTypeOf<Location>();
    const location: Location = makeLocation({ special_hours: [{ status: 'Closed', date: '2026-12-25', name: 'Christmas Day' }] });
    expect(LocationSchema.parse(location)).toEqual(location);
  });

  it('a config opening hour entry is a domain OpeningHour and the reverse', () => {
    expectTypeOf<z.output<typeof OpeningHourSchema>>().toExtend<OpeningHour>();
    expectTypeOf<OpeningHour>().toExtend<z.output<typeof OpeningHourSchema>>();
    expectTypeOf<z.output<typeof OpeningHourSchema>>().toEqualTypeOf<OpeningHour>();
    const entry: OpeningHour = { weekday: 1, status: 'Open', open: '08:30', close: '17:30', formated_hours: 'By appointment only' };
    expect(OpeningHourSchema.parse(entry)).toEqual(entry);
  });

  it('a config special hours entry is a domain SpecialHours and the reverse', () => {
    expectTypeOf<z.output<typeof SpecialHoursSchema>>().toExtend<SpecialHours>();
    expectTypeOf<SpecialHours>().toExtend<z.output<typeof SpecialHoursSchema>>();
    expectTypeOf<z.output<typeof SpecialHoursSchema>>().toEqualTypeOf<SpecialHours>();
    const special: SpecialHours = { status: 'Open', date: '2026-12-26', start_hour: '10:00', end_hour: '16:00', name: 'Boxing Day' };
    expect(SpecialHoursSchema.parse(special)).toEqual(special);
  });

  it('a config manufacturer is a domain Manufacturer and the reverse', () => {
    expectTypeOf<z.output<typeof ManufacturerSchema>>().toExtend<Manufacturer>();
    expectTypeOf<Manufacturer>().toExtend<z.output<typeof ManufacturerSchema>>();
    expectTypeOf<z.output<typeof ManufacturerSchema>>().toEqualTypeOf<Manufacturer>();
    const make: Manufacturer = { id: 38, name: 'Volkswagen', slug: 'volkswagen', logo: { url: '/brands/makes/volkswagen.svg' } };
    expect(ManufacturerSchema.parse(make)).toEqual(make);
  });

  it('the defaults the schema applies are the fields the domain Location requires', () => {
    const { visible, average_rating, review_count, reviews, special_hours, ...written } = makeLocation();
    const parsed: Location = LocationSchema.parse(written);
    expect({ visible, average_rating, review_count, reviews, special_hours }).toEqual({
      visible: parsed.visible,
      average_rating: parsed.average_rating,
      review_count: parsed.review_count,
      reviews: parsed.reviews,
      special_hours: parsed.special_hours,
    });
  });
});
