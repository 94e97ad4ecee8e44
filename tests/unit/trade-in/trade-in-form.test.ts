import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { estimateValuationSchema, registrationValuationSchema } from '../../../src/server/handlers/valuation-schemas.ts';
import {
  adjustmentAnswersOf,
  adjustmentLabels,
  adjustmentsSchema,
  AU_STATES,
  detailsSchema,
  manualVehicleSchema,
  normaliseOdometerInput,
  plateStates,
  plateStepSchema,
  registrationRequestOf,
  US_STATES,
  yearChoices,
} from '../../../src/domain/trade-in/trade-in-form.ts';

/** The messages a schema gives the values, by field ({} when they pass). */
async function messages(schema: { validate: (value: unknown, options: { abortEarly: false }) => Promise<unknown> }, values: unknown): Promise<Record<string, string>> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(error.inner.map((inner) => [inner.path ?? '', inner.message]));
  }
}

describe('the plate step', () => {
  it('an Australian plate needs one of the 8 states and territories', async () => {
    expect(AU_STATES.map((state) => state.value)).toEqual(['NSW', 'VIC', 'QLD', 'SA', 'WA', 'TAS', 'NT', 'ACT']);
    const schema = plateStepSchema('AU');
    expect(await messages(schema, { lookup: 'plate', rego: 'ABC123', regoState: 'VIC', vin: '' })).toEqual({});
    expect(await messages(schema, { lookup: 'plate', rego: '', regoState: '', vin: '' })).toEqual({
      rego: 'Registration plate is required.',
      regoState: 'Choose the state or territory the car is registered in.',
    });
    expect(await messages(schema, { lookup: 'plate', rego: 'ABC123', regoState: 'CA', vin: '' })).toHaveProperty('regoState');
  });

  it('a New Zealand plate has no state', async () => {
    expect(plateStates('NZ')).toEqual([]);
    expect(await messages(plateStepSchema('NZ'), { lookup: 'plate', rego: 'ABC123', regoState: '', vin: '' })).toEqual({});
  });

  it('a plate is letters and digits, at most 10 of them', async () => {
    const schema = plateStepSchema('NZ');
    expect(await messages(schema, { lookup: 'plate', rego: 'AB-C 123', regoState: '', vin: '' })).toEqual({});
    expect(await messages(schema, { lookup: 'plate', rego: 'ABC$12', regoState: '', vin: '' })).toHaveProperty('rego');
    expect(await messages(schema, { lookup: 'plate', rego: 'ABCDEFGHIJK', regoState: '', vin: '' })).toHaveProperty('rego');
  });

  it('a US shopper gives a license plate and state, or a VIN instead', async () => {
    expect(US_STATES).toHaveLength(51);
    const schema = plateStepSchema('US');
    expect(await messages(schema, { lookup: 'plate', rego: '7ABC123', regoState: 'WI', vin: '' })).toEqual({});
    expect(await messages(schema, { lookup: 'plate', rego: '', regoState: '', vin: '' })).toEqual({
      rego: 'License plate is required.',
      regoState: 'Choose the state the car is registered in.',
    });
    expect(await messages(schema, { lookup: 'vin', rego: '', regoState: '', vin: '1hgcm82633a004352' })).toEqual({});
    expect(await messages(schema, { lookup: 'vin', rego: '', regoState: '', vin: '1HGCM82633A00435O' })).toEqual({ vin: 'VIN must be 17 letters and digits, without the letters I, O or Q.' });
  });

  it('only a US site may look up by VIN', async () => {
    expect(await messages(plateStepSchema('AU'), { lookup: 'vin', rego: '', regoState: '', vin: '1HGCM82633A004352' })).toHaveProperty('lookup');
  });
});

describe('the car chosen by hand', () => {
  it('needs a make, a model and a year from the list; the badge is optional', async () => {
    const schema = manualVehicleSchema(2026);
    expect(await messages(schema, { make: 'Toyota', model: 'Corolla', year: '2020', badge: '' })).toEqual({});
    expect(await messages(schema, { make: '', model: ' ', year: '', badge: '' })).toEqual({
      make: 'Make is required.',
      model: 'Model is required.',
      year: 'Choose the year the car was built.',
    });
    expect(await messages(schema, { make: 'Toyota', model: 'Corolla', year: '1900', badge: '' })).toHaveProperty('year');
  });

  it('offers next year down to 40 years ago, newest first', () => {
    const years = yearChoices(2026);
    expect(years[0]).toBe(2027);
    expect(years.at(-1)).toBe(1986);
  });
});

describe('the adjustment questions', () => {
  it('ask the odometer in km, or miles on US sites', () => {
    expect(adjustmentLabels('AU').odometer).toBe('Odometer (km)');
    expect(adjustmentLabels('NZ').odometer).toBe('Odometer (km)');
    expect(adjustmentLabels('US').odometer).toBe('Odometer (miles)');
  });

  it('need every answer', async () => {
    const schema = adjustmentsSchema('AU');
    expect(await messages(schema, { odometer: '85000', condition: 'good', service_history: 'full', damage: 'no', finance_owing: 'yes' })).toEqual({});
    expect(Object.keys(await messages(schema, { odometer: '', condition: '', service_history: '', damage: '', finance_owing: '' }))).toEqual([
      'odometer',
      'condition',
      'service_history',
      'damage',
      'finance_owing',
    ]);
    expect(await messages(schema, { odometer: '12.5', condition: 'good', service_history: 'full', damage: 'no', finance_owing: 'no' })).toEqual({
      odometer: 'Odometer must be a whole number from 0 to 2,000,000.',
    });
  });

  it('become the API answers: a whole number and true/false', () => {
    expect(adjustmentAnswersOf({ odometer: '85000', condition: 'fair', service_history: 'partial', damage: 'yes', finance_owing: 'no' })).toEqual({
      odometer: 85000,
      condition: 'fair',
      service_history: 'partial',
      damage: true,
      finance_owing: false,
    });
  });

  it('the odometer keeps digits only as it is typed', () => {
    expect(normaliseOdometerInput('85,000 km')).toBe('85000');
    expect(normaliseOdometerInput('123456789')).toBe('1234567');
  });
});

describe("the shopper's details", () => {
  const good = { name: 'Alex Shopper', email: 'alex@example.com', phone: '0400 123 456', postcode: '3186', dealership_slug: '', opt_in: false };

  it('need a 4-digit postcode in Australia and New Zealand, a 5-digit ZIP code in the US', async () => {
    expect(await messages(detailsSchema('AU', false), good)).toEqual({});
    expect(await messages(detailsSchema('NZ', false), { ...good, postcode: '31860' })).toEqual({ postcode: 'Invalid postcode. Please enter a 4-digit number.' });
    expect(await messages(detailsSchema('US', false), { ...good, postcode: '53202' })).toEqual({});
  });

  it('ask the dealership only when the site has several and no car decides', async () => {
    expect(await messages(detailsSchema('AU', true), good)).toEqual({ dealership_slug: 'Dealership is required.' });
    expect(await messages(detailsSchema('AU', true), { ...good, dealership_slug: 'bayside-ford' })).toEqual({});
  });
});

describe('what the wizard sends is what the valuation API takes', () => {
  it.each([
    ['AU', { lookup: 'plate' as const, rego: 'trade 1', regoState: 'VIC', vin: '' }, { rego: 'TRADE1', regoState: 'VIC' }],
    ['NZ', { lookup: 'plate' as const, rego: 'kiwi-1', regoState: '', vin: '' }, { rego: 'KIWI1' }],
    ['US', { lookup: 'plate' as const, rego: 'trade1', regoState: 'CA', vin: '' }, { rego: 'TRADE1', regoState: 'CA' }],
    ['US', { lookup: 'vin' as const, rego: '', regoState: '', vin: 'jm3kfbcm1m0123456' }, { vin: 'JM3KFBCM1M0123456' }],
  ] as const)('a %s registration body', async (region, plate, body) => {
    expect(await messages(plateStepSchema(region), plate)).toEqual({});
    expect(registrationRequestOf(plate, region)).toEqual(body);
    await expect(registrationValuationSchema(region).validate(body, { abortEarly: false })).resolves.toBeDefined();
  });

  it('the adjustment answers', async () => {
    const answers = adjustmentAnswersOf({ odometer: '85000', condition: 'excellent', service_history: 'none', damage: 'no', finance_owing: 'yes' });
    await expect(estimateValuationSchema().validate({ id: 'v-1', adjustmentAnswers: answers }, { abortEarly: false })).resolves.toBeDefined();
  });
});
