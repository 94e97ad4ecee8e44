import { describe, expect, it } from 'vitest';
import {
  GENERIC_FORM_MESSAGES,
  genericFieldLabel,
  genericFormDefinition,
  genericFormFieldOrder,
  genericFormFields,
  genericFormInitialValues,
  genericFormValuesSchema,
  genericFormValuesOf,
  isCalendarDate,
  serverEarliestDate,
  type GenericFormDefinition,
} from '../../../../src/domain/leads/generic-form.ts';
import {
  ADDITIONAL_SERVICES,
  DROP_OFF_TIMES,
  SERVICE_BOOKING_CATEGORY,
  SERVICE_TYPES,
  formDefinitionFor,
  serviceBookingForm,
  serviceLocationNames,
  vehicleMakeChoices,
} from '../../../../src/domain/leads/service-booking-form.ts';
import { MAKES, OTHER_MAKE } from '../../../../src/domain/cars/makes.ts';
import { buildGenericFormPayload } from '../../../../src/domain/leads/generic-form-payload.ts';
import { makeLocation } from '../places/fixtures.ts';
import { errorsOf, validated } from './validate.ts';

const TODAY = '2026-11-21';
const booking = serviceBookingForm(['Bayside Service Centre', 'Bayside Service & Parts'], { region: 'AU' });

/** A booking a shopper could send. */
const goodBooking = {
  'Service Location': 'Bayside Service & Parts',
  'First name': 'Ana',
  'Last name': 'Silva',
  Email: 'ana@example.com',
  Phone: '0400 123 456',
  'Vehicle make': 'Ford',
  'Vehicle model': 'Ranger',
  Registration: ' ABC123 ',
  'Service type': SERVICE_TYPES[0],
  'Preferred date': TODAY,
  'Drop-off time': DROP_OFF_TIMES[1],
  'Wheel alignment (check_option)': true,
  'Courtesy car (check_option)': false,
  Comments: '',
  opt_in: true,
};

describe('generic form definitions', () => {
  it('a check option shows its name without the (check_option) suffix; other fields show their name', () => {
    expect(genericFieldLabel({ kind: 'check_option', name: 'Wheel alignment (check_option)' })).toBe('Wheel alignment');
    expect(genericFieldLabel({ kind: 'text', name: 'Vehicle make', required: true })).toBe('Vehicle make');
  });

  it.each(['Vehicle.make', 'Items[0]', ' ', 'opt_in'])('refuses a field named %j (not a usable formik key, or the opt-in key)', (name) => {
    expect(() => genericFormDefinition({ category: 'X', optIn: true, fields: [{ kind: 'text', name, required: false }] })).toThrow(/Form field name/);
  });

  it('refuses a name used twice', () => {
    const field = { kind: 'text', name: 'Name', required: true } as const;
    expect(() => genericFormDefinition({ category: 'X', optIn: false, fields: [field, field] })).toThrow(/used twice/);
  });

  it('checks calendar dates, leap days included', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('21/11/2026')).toBe(false);
  });

  it('the server accepts dates from the day before its UTC today, so no time zone is refused its own today', () => {
    expect(serverEarliestDate(new Date('2026-11-21T00:30:00Z'))).toBe('2026-11-20');
    expect(serverEarliestDate(new Date('2026-03-01T23:59:00Z'))).toBe('2026-02-28');
  });

  it('optional fields of every kind accept blank, and check their value when given', () => {
    const form: GenericFormDefinition = {
      category: 'Parts Enquiry',
      optIn: false,
      fields: [
        { kind: 'email', name: 'Email', required: false },
        { kind: 'phone', name: 'Phone', required: false },
        { kind: 'date', name: 'Needed by', required: false },
        { kind: 'radio', name: 'Contact by', required: false, options: ['Phone', 'Email'] },
        { kind: 'textarea', name: 'Part', required: false },
      ],
    };
    const schema = genericFormValuesSchema(form, TODAY);
    expect(errorsOf(schema, genericFormInitialValues(form))).toEqual({});
    expect(errorsOf(schema, { Email: 'nope', Phone: 'call me', 'Needed by': '2026-11-20', 'Contact by': 'Fax' })).toEqual({
      Email: 'Email must be a valid email address, like name@example.com.',
      Phone: 'Phone must have 8 to 15 digits, and only digits, spaces, brackets, hyphens, dots and a leading + are allowed.',
      'Needed by': GENERIC_FORM_MESSAGES.pastDate('Needed by'),
      'Contact by': GENERIC_FORM_MESSAGES.notAnOption('Contact by', ['Phone', 'Email']),
    });
    expect(Object.keys(schema.fields)).not.toContain('opt_in');
  });
});

describe('service booking form', () => {
  it('is filed under Service Booking, asks for a service location, the shopper, the car, the work and the day, with four additional services', () => {
    expect(booking.category).toBe(SERVICE_BOOKING_CATEGORY);
    expect(genericFormFieldOrder(booking)).toEqual([
      'Service Location',
      'First name',
      'Last name',
      'Email',
      'Phone',
      'Vehicle make',
      'Vehicle model',
      'Registration',
      'Service type',
      'Preferred date',
      'Drop-off time',
      ...ADDITIONAL_SERVICES.map((service) => `${service} (check_option)`),
      'Comments',
    ]);
  });

  it('starts empty with the boxes unticked; a single service location is chosen already', () => {
    expect(genericFormInitialValues(booking)).toMatchObject({ 'Service Location': '', 'Wheel alignment (check_option)': false, opt_in: false, Comments: '' });
    expect(genericFormInitialValues(serviceBookingForm(['Only Service'], { region: 'AU' }))['Service Location']).toBe('Only Service');
  });

  it('names every required field when sent empty', () => {
    expect(errorsOf(genericFormValuesSchema(booking, TODAY), genericFormInitialValues(booking))).toEqual({
      'Service Location': 'Service Location is required.',
      'First name': 'First name is required.',
      'Last name': 'Last name is required.',
      Email: 'Email is required.',
      Phone: 'Phone is required.',
      'Vehicle make': 'Vehicle make is required.',
      'Vehicle model': 'Vehicle model is required.',
      'Service type': 'Service type is required.',
      'Preferred date': 'Preferred date is required.',
      'Drop-off time': 'Drop-off time is required.',
    });
  });

  it('accepts a good booking, and refuses a past day, a non-date, and a location or work not on its lists', () => {
    const schema = genericFormValuesSchema(booking, TODAY);
    expect(errorsOf(schema, goodBooking)).toEqual({});
    expect(errorsOf(schema, { ...goodBooking, 'Preferred date': '2026-11-20' })).toEqual({ 'Preferred date': 'Preferred date must be today or later.' });
    expect(errorsOf(schema, { ...goodBooking, 'Preferred date': 'Tuesday' })).toEqual({ 'Preferred date': 'Preferred date must be a date, like 2026-05-01.' });
    expect(errorsOf(schema, { ...goodBooking, 'Service Location': 'Bayside Used Cars', 'Service type': 'Paint' })).toEqual({
      'Service Location': 'Service Location must be one of: Bayside Service Centre, Bayside Service & Parts.',
      'Service type': `Service type must be one of: ${SERVICE_TYPES.join(', ')}.`,
    });
  });

  it("its fields give the generic payload: ticked extras become additional_services and the 'Service Location' picks the dealership", () => {
    const values = validated(genericFormValuesSchema(booking, TODAY), goodBooking) as Record<string, unknown>;
    const fields = genericFormFields(booking, values);
    expect(fields).toMatchObject({ Registration: 'ABC123', Comments: null, 'Wheel alignment (check_option)': true, 'Courtesy car (check_option)': false });
    const payload = buildGenericFormPayload({
      category: booking.category,
      fields,
      page_id: null,
      opt_in: true,
      dealership_slug: null,
      locations: [
        { name: 'Bayside Service Centre', dealership_slug: 'bayside-ford' },
        { name: 'Bayside Service & Parts', dealership_slug: 'bayside-kia' },
      ],
    });
    expect(payload).toMatchObject({ category: 'Service Booking', dealership_slug: 'bayside-kia', additional_services: ['Wheel alignment'], opt_in: true });
    expect(Object.keys(payload.fields).some((name) => name.endsWith('(check_option)'))).toBe(false);
  });

  it('reads a payload back into the values the schema checks (the server side), extras by field or by additional_services', () => {
    const fields = genericFormFields(booking, goodBooking);
    expect(genericFormValuesOf(booking, { ...fields, 'Wheel alignment (check_option)': false }, ['Car wash and vacuum', 'Wheel alignment'], true)).toMatchObject({
      'Wheel alignment (check_option)': true,
      'Car wash and vacuum (check_option)': true,
      'Courtesy car (check_option)': false,
      Registration: 'ABC123',
      Comments: undefined,
      opt_in: true,
    });
    expect(genericFormValuesOf(booking, { 'Vehicle make': 1999 }, [], false)['Vehicle make']).toBe('1999');
  });

  it('lists the visible locations that do service, a service-and-parts site included', () => {
    const locations = [
      makeLocation({ id: 1, name: 'Sales Yard', location_type: 'sales' }),
      makeLocation({ id: 2, name: 'Service Centre', location_type: 'service' }),
      makeLocation({ id: 3, name: 'Service & Parts', location_type: 'service-and-parts' }),
      makeLocation({ id: 4, name: 'Hidden Service', location_type: 'service', visible: false }),
      makeLocation({ id: 5, name: 'Parts Shop', location_type: 'parts' }),
    ];
    expect(serviceLocationNames(locations)).toEqual(['Service Centre', 'Service & Parts']);
  });

  it('is the form a Service Booking submit must satisfy, when the site has a service location', () => {
    expect(formDefinitionFor(SERVICE_BOOKING_CATEGORY, ['Service Centre'], 'AU')?.fields[0]).toMatchObject({ name: 'Service Location', options: ['Service Centre'] });
    expect(formDefinitionFor(SERVICE_BOOKING_CATEGORY, [], 'AU')).toBeNull();
    expect(formDefinitionFor('General Enquiry', ['Service Centre'], 'AU')).toBeNull();
  });

  it('asks for the vehicle make as a choice of the makes list: the site\'s makes first, the rest by name, then Other', () => {
    const make = serviceBookingForm(['Service Centre'], { region: 'AU', siteMakes: ['mazda', 'ford'] }).fields.find((field) => field.name === 'Vehicle make');
    expect(make).toMatchObject({ kind: 'select', required: true });
    const options = make?.kind === 'select' ? make.options : [];
    expect(options.slice(0, 4)).toEqual(['Mazda', 'Ford', 'Abarth', 'Acura']);
    expect(options.at(-1)).toBe(OTHER_MAKE);
    expect(options).toHaveLength(MAKES.length + 1);
    expect(errorsOf(genericFormValuesSchema(booking, TODAY), { ...goodBooking, 'Vehicle make': 'Fordd' })).toEqual({
      'Vehicle make': GENERIC_FORM_MESSAGES.notAnOption('Vehicle make', vehicleMakeChoices()),
    });
  });

  it.each([
    ['AU', 'Registration', 'Tyres, brakes or battery', 'Courtesy car (check_option)'],
    ['NZ', 'Registration', 'Tyres, brakes or battery', 'Courtesy car (check_option)'],
    ['US', 'License plate', 'Tires, brakes or battery', 'Loaner car (check_option)'],
  ] as const)('on a %s site the plate reads %s, a service type %s, an extra %s', (region, plate, serviceType, extra) => {
    const form = serviceBookingForm(['Service Centre'], { region });
    const names = genericFormFieldOrder(form);
    expect(names).toContain(plate);
    expect(names).toContain(extra);
    expect(form.fields.find((field) => field.name === 'Service type')).toMatchObject({ options: expect.arrayContaining([serviceType]) });
    expect(formDefinitionFor(SERVICE_BOOKING_CATEGORY, ['Service Centre'], region)).toEqual(form);
  });
});
