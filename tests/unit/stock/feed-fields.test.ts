/** The feed's fields as flat, dotted names, derived from the stock schema. */
import { describe, expect, it } from 'vitest';
import { CarSchema } from '../../../src/stock/car-schema.ts';
import { collectUnknownFields, FEED_FIELDS, REQUIRED_COLUMNS } from '../../../src/stock/feed-fields.ts';

describe('FEED_FIELDS', () => {
  it('has a column for every field of the schema, nested ones dotted', () => {
    const topLevel = new Set(FEED_FIELDS.map((field) => field.path[0]));
    expect([...topLevel]).toEqual(Object.keys(CarSchema.shape));
    expect(FEED_FIELDS.map((field) => field.name)).toEqual(
      expect.arrayContaining(['location.address.city', 'autograb_data.average_market_price', 'file.url', 'location.distribution_locations']),
    );
  });

  it('says how each column reads', () => {
    const of = (name: string) => FEED_FIELDS.find((field) => field.name === name);
    expect(of('price')).toEqual({ name: 'price', path: ['price'], kind: 'number', nullable: false, group: null });
    expect(of('before_price')).toMatchObject({ kind: 'number', nullable: true });
    expect(of('sold')).toMatchObject({ kind: 'boolean' });
    expect(of('car_type')).toMatchObject({ kind: 'text' });
    expect(of('images')).toMatchObject({ kind: 'list' });
    expect(of('file.name')).toMatchObject({ kind: 'text', nullable: false, group: 'file' });
  });

  it('requires a column for every field that may not be null', () => {
    expect(REQUIRED_COLUMNS).toContain('location.address.city');
    expect(REQUIRED_COLUMNS).not.toContain('before_price');
    expect(REQUIRED_COLUMNS).not.toContain('file.url');
    expect(REQUIRED_COLUMNS).not.toContain('autograb_data.average_market_price');
  });
});

describe('collectUnknownFields', () => {
  it('names the fields of a JSON row the schema does not know, nested ones dotted', () => {
    const out = new Set<string>();
    collectUnknownFields({ id: 1, colour_code: 'LC9A', location: { id: 2, map_pin: 'x', address: { city: 'Brighton', floor: 2 } }, images: [{ url: '/a', caption: 'front' }], file: null }, out);
    collectUnknownFields({ colour_code: 'LB7A', autograb_data: { average_market_price: 1, source: 'x' } }, out);
    expect([...out]).toEqual(['colour_code', 'location.map_pin', 'location.address.floor', 'images[].caption', 'autograb_data.source']);
  });
});
