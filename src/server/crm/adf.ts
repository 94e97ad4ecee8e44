/**
 * A stored submission as an ADF 1.0 lead (Auto-lead Data Format, the automotive CRM standard), valid
 * against `docs/standards/adf-1.0.dtd`. Pure: the submission and the site config in, the XML
 * document out.
 *
 * What goes where (the DTD fixes the element order; `tests/functions/delivery/adf.test.ts` validates
 * every case with xmllint):
 *
 * - `prospect/id`: `lead_id` (the submission id the browser got) and `event_id` when there is one.
 *   `requestdate` is when the submission was stored (ISO 8601).
 * - `vehicle`: the car of the lead. Its fields come from a `car` object in the payload (a snapshot of
 *   the car taken by the handler: year, make, model, badge, vin, stocknum, km, price, car_type,
 *   status, and when present doors, simple_body, simple_transmission, colour; any other snapshot
 *   field lands under Other fields as `car.<name>`) and from the lead form values ('Vehicle Make',
 *   'Vehicle Model', stock_number, car_type, car_id, vehicle_status, manufacturer_slug). `year`,
 *   `make`, `model`, `vin`, `stock`, `trim` (badge), `doors`, `bodystyle`, `transmission`,
 *   `odometer` (km, or miles with units="mi" on a US site), `colorcombination` (the exterior colour)
 *   and `price` (type="asking" in the site's currency, only a valid price: over MIN_VALID_PRICE). `id source="car_id"` and
 *   `id source="manufacturer_slug"`; a model lead (no car: the order form, the model test drive, the
 *   model page's quote) has `id source="model_id"` (the model's slug) and MODEL_LEAD_COMMENT in the
 *   vehicle's comments. The attribute `status` is used for used cars, new otherwise (a
 *   demo car is sold as near-new); the car type and availability are repeated in the vehicle's
 *   `comments` so 'demo' is not lost. `interest` is buy for a reservation notice (the shopper is
 *   paying a deposit on the car, whatever its state says); test-drive for the test drive events
 *   (17, 48), the test_drive source or a category naming a test drive; trade-in for the trade-in
 *   offer accepted event (18), the offer-accepted and valuation kinds, the trade_in source or a
 *   category naming a trade-in; buy otherwise. A trade-in lead's own car (`user.trade_in`) is a
 *   second `<vehicle interest="trade-in" status="used">` after the car to buy (then interest buy), or
 *   the only vehicle when the lead names no car of the site.
 * - A deal (source `deal`, POST /api/deals/send; the payload's `deal`, the server's own figures):
 *   the car's vehicle also has `pricecomments` (the price in the deal and the estimated drive-away
 *   price for the shopper's place) and `finance` (method "finance", the deposit as the downpayment
 *   amount, the repayment as the monthly amount when monthly, the total amount payable, and the
 *   amount financed as the finance balance), with the term, rates and balloon in its comments; the
 *   trade-in is a second `<vehicle interest="trade-in" status="used">` with the low end of its
 *   online estimate as `<price type="appraisal">` and the range and dates in its pricecomments; the
 *   deal's summary lines are a `Deal:` block of the customer comments, after the reservation's.
 * - A submission without a car (a service booking, a contact request): the DTD needs a vehicle with
 *   year, make and model, so we send the make the dealer sells when there is exactly one (a tied
 *   site, or a dealership with one make), else 'Unknown', with year and model 'Unknown', or what the
 *   form's own 'Vehicle Year' / 'Vehicle Make' / 'Vehicle Model' fields say. Its comments read
 *   NO_VEHICLE_COMMENT.
 * - `customer/contact`: `name` (part="full", or first and last when the form has a last name),
 *   `email`, `phone`. When the submission carries no e-mail and no phone (a phone reveal, an offer
 *   accepted on its own), the DTD still needs one of them: name and phone then read NOT_GIVEN.
 *   `customer/timeframe`: the test drive's preferred date and time. `customer/comments`: everything
 *   else, one `Label: value` line each, in this order: Category, Subcategory, for a reservation
 *   notice (kind 'reservation', reservation-notice.ts) a `Reservation:` block with one indented line
 *   each for Reference, Reservation ID, State and Previous state (in words), Reason, Deposit
 *   ("AUD 200.00"), Hold expires, Payment reference, Refund reference (null reads "none") and Car
 *   held, then Submission (kind and completeness), Source, Page URL (`url`, or a notice's
 *   `page_url`), Page ID, Preferred date and time, Opt-in, Opt-in consent (its
 *   text and time, quoted), Additional services, Visited pages (comma-separated, oldest first),
 *   Linked query parameters (`name=value`, separated by `; `), User agent, then `Other fields:` with
 *   one indented `name: value` line per remaining payload field (nested values as JSON), then
 *   `Message:` with the message indented on the lines after it. Nothing of the payload is dropped:
 *   any field not named above lands under Other fields.
 * - `vendor`: the dealership the lead is for (`id source="dealership_slug"` and
 *   `id source="car_dealership_id"`), its name, the site URL, and a contact with the dealership's
 *   location (the one the shopper chose: the enquiry's `location` or a service booking's 'Service
 *   Location'; else the dealership's primary location, else the site's, by the domain's
 *   primaryLocation rule): the location's name, phone and street address.
 * - `provider`: the website the lead came from.
 *
 * Hostile text cannot break the document: characters XML 1.0 forbids are removed and `& < > " '`
 * are escaped (src/lib/escape-markup.ts).
 */
import type { SiteConfig } from '../../config/site-config-schema.ts';
import { MIN_VALID_PRICE } from '../../domain/basics/constants.ts';
import { distanceInRegionUnit } from '../../domain/basics/format.ts';
import { LEAD_EVENT_IDS } from '../../domain/leads/event-ids.ts';
import { SERVICE_LOCATION_FIELD } from '../../domain/leads/generic-form-payload.ts';
import type { EnquiryFormValues } from '../../domain/leads/enquiry-form.ts';
import type { ContactFormPayloadLabel, FieldName } from '../../domain/leads/lead-fields.ts';
import type { GenericFormPayload } from '../../domain/leads/generic-form-payload.ts';
import type { LeadContact, LeadFormValues, LeadSubmission, ModelLeadFormValues } from '../../domain/leads/types.ts';
import { TRADE_IN_DETAILS_FIELD } from '../../domain/trade-in/trade-in-lead.ts';
import { primaryLocation } from '../../domain/places/location.ts';
import { regionSettings } from '../../domain/basics/region.ts';
import type { StoredSubmission } from '../ports/lead-store.ts';
import { reservationBlock, reservationOf } from './reservation-notice.ts';
import { element, printXml, textElement, type XmlElement } from './xml.ts';

/** The parts of the site config an ADF lead names. */
export type AdfSite = Pick<SiteConfig, 'slug' | 'name' | 'url' | 'region' | 'manufacturers' | 'dealerships' | 'locations'>;

/** What a contact field says when the submission gave nothing for it. */
export const NOT_GIVEN = 'Not given';
/** Year, make or model of a lead that names no car. */
export const UNKNOWN = 'Unknown';
/** The vehicle comments of a lead that names no car. */
export const NO_VEHICLE_COMMENT = 'No vehicle: this lead names no car; the DTD requires one, so year, make and model are placeholders.';
/** The vehicle comment of a model lead: the dealer quotes or books the model, there is no stock car yet. */
export const MODEL_LEAD_COMMENT = 'A new model of the range, not a car in stock (no stock number or VIN)';

type Json = Readonly<Record<string, unknown>>;

/**
 * Every name the writer reads a field by. Our own lead kinds' names come from their definitions
 * (LeadWireName), so renaming a field there is a type error here, not a field that quietly moves
 * to Other fields; the rest are what the submission itself adds and the other names senders use.
 */
type AdfFieldName = LeadWireName | typeof TRADE_IN_DETAILS_FIELD | typeof SERVICE_LOCATION_FIELD | SubmissionAddition | OtherSendersName;

/**
 * Our lead kinds' names as they travel: the submission and its user data (a car's or a model's lead
 * form values, the contact), a generic form's payload and the contact page's labels, the enquiry's
 * page id and location. A form that asks one of these takes its name from the same definition
 * (src/domain/leads/lead-fields.ts), so a rename reaches the form, its schemas and this writer together.
 */
type LeadWireName =
  | FieldName<LeadSubmission>
  | FieldName<LeadContact>
  | FieldName<LeadFormValues>
  | FieldName<ModelLeadFormValues>
  | FieldName<GenericFormPayload>
  | FieldName<Pick<EnquiryFormValues, 'page_id' | 'location'>>
  | ContactFormPayloadLabel;

/** What the server adds to a stored submission: the car's snapshot, a reservation's state and a deal's figures. */
type SubmissionAddition = 'car' | 'reservation' | 'deal';

/** Names other senders (a dealer's own form posting to the webhook) give the same details. */
type OtherSendersName =
  | 'page_url'
  | 'firstname'
  | 'lastname'
  | 'surname'
  | 'full name'
  | 'your name'
  | 'email address'
  | 'e-mail'
  | 'phone number'
  | 'mobile number'
  | 'telephone'
  | 'Vehicle Year'
  | 'year'
  | 'stocknum'
  | 'vin'
  | 'km'
  | 'price';

function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A key as compared: lower case, with `_` and `-` read as spaces. */
function normaliseKey(key: string): string {
  return key.toLowerCase().replace(/[_-]+/g, ' ').trim();
}

/** Text of a scalar value; undefined for missing, empty, or non-scalar values. */
function scalarText(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return undefined;
}

/**
 * The payload's fields, flattened one level (`user` of a lead submission, `fields` of a generic form
 * submit), read by name; every field taken is remembered so the rest can be listed. A nested field
 * whose name clashes with a different value outside keeps its path (`user.subcategory`).
 */
class FieldReader {
  private readonly fields = new Map<string, { key: string; value: unknown }>();
  private readonly taken = new Set<string>();

  constructor(payload: Json) {
    const add = (record: Json, prefix: string) => {
      for (const [key, value] of Object.entries(record)) {
        const existing = this.fields.get(normaliseKey(key));
        if (existing === undefined) this.fields.set(normaliseKey(key), { key, value });
        else if (JSON.stringify(existing.value) !== JSON.stringify(value)) this.fields.set(normaliseKey(`${prefix}.${key}`), { key: `${prefix}.${key}`, value });
      }
    };
    add(Object.fromEntries(Object.entries(payload).filter(([key]) => key !== 'user' && key !== 'fields')), '');
    if (isRecord(payload.user)) add(payload.user, 'user');
    if (isRecord(payload.fields)) add(payload.fields, 'fields');
  }

  /** The first of these fields that is present and not empty (raw value); each present one is marked as carried. */
  raw(...names: AdfFieldName[]): unknown {
    let found: unknown;
    for (const name of names) {
      const key = normaliseKey(name);
      const field = this.fields.get(key);
      if (field === undefined) continue;
      this.taken.add(key);
      if (found === undefined && field.value !== undefined && field.value !== null && field.value !== '') found = field.value;
    }
    return found;
  }

  /**
   * The first of these fields that has scalar text. Only scalar (or empty) fields are marked as
   * carried, so an unexpected object under a known name still lands under Other fields.
   */
  text(...names: AdfFieldName[]): string | undefined {
    let found: string | undefined;
    for (const name of names) {
      const key = normaliseKey(name);
      const field = this.fields.get(key);
      if (field === undefined) continue;
      const text = scalarText(field.value);
      if (text === undefined && readable(field.value) !== '') continue;
      this.taken.add(key);
      found ??= text;
    }
    return found;
  }

  /** The first of these fields that has scalar text, without marking it as carried. */
  peek(...names: AdfFieldName[]): string | undefined {
    for (const name of names) {
      const text = scalarText(this.fields.get(normaliseKey(name))?.value);
      if (text !== undefined) return text;
    }
    return undefined;
  }

  /** The raw value of a field, without marking it as carried. */
  peekRaw(name: AdfFieldName): unknown {
    return this.fields.get(normaliseKey(name))?.value;
  }

  /** Marks these fields as not carried after all (their value was not the one sent). */
  release(...names: AdfFieldName[]): void {
    for (const name of names) this.taken.delete(normaliseKey(name));
  }

  /** The fields no rule has taken, in payload order. */
  rest(): { key: string; value: unknown }[] {
    return [...this.fields.entries()].filter(([key]) => !this.taken.has(key)).map(([, field]) => field);
  }
}

/** The car snapshot of the payload, read by name; `rest` lists what was not read. */
function carReader(fields: FieldReader): { get: (name: string) => string | undefined; rest: () => { key: string; value: unknown }[] } {
  const car = fields.raw('car');
  const snapshot = isRecord(car) ? car : {};
  const read = new Set<string>();
  return {
    get: (name) => {
      read.add(name);
      return scalarText(snapshot[name]);
    },
    rest: () => Object.entries(snapshot).filter(([key]) => !read.has(key)).map(([key, value]) => ({ key: `car.${key}`, value })),
  };
}

type Interest = 'buy' | 'test-drive' | 'trade-in';

function interestOf(submission: StoredSubmission, source: string | undefined, hasTradeInVehicle: boolean): Interest {
  if (submission.kind === 'reservation') return 'buy';
  // The shopper's own car is the trade-in vehicle; the site's car named beside it is the one to buy.
  if (hasTradeInVehicle) return 'buy';
  const category = `${submission.category ?? ''} ${submission.subcategory ?? ''}`.toLowerCase();
  if (
    submission.eventId === LEAD_EVENT_IDS.tradeInOfferAccepted ||
    submission.kind === 'offer-accepted' ||
    submission.kind === 'valuation' ||
    source === 'trade_in' ||
    /trade[\s-]?in/.test(category)
  ) {
    return 'trade-in';
  }
  if (
    submission.eventId === LEAD_EVENT_IDS.newOrTestDriveOnlyTestDrive ||
    submission.eventId === LEAD_EVENT_IDS.usedCarTestDrive ||
    source === 'test_drive' ||
    /test[\s-]?drive/.test(category)
  ) {
    return 'test-drive';
  }
  return 'buy';
}

/** The make a car-less lead names: the site's or the dealership's only make, else Unknown. */
function soleMake(site: AdfSite, dealershipSlug: string | undefined): string {
  if ('tied' in site.manufacturers) return site.manufacturers.tied.name;
  const dealership = site.dealerships.find((d) => d.slug === dealershipSlug);
  if (dealership?.manufacturers.length === 1) {
    const make = site.manufacturers.several.find((m) => m.slug === dealership.manufacturers[0]);
    if (make) return make.name;
  }
  return UNKNOWN;
}

function vehicleElement(
  submission: StoredSubmission,
  site: AdfSite,
  fields: FieldReader,
  source: string | undefined,
  dealershipSlug: string | undefined,
  hasTradeInVehicle: boolean,
  deal: Json | undefined,
): { vehicle: XmlElement | undefined; carRest: { key: string; value: unknown }[] } {
  const car = carReader(fields);
  /** The car snapshot's value, else the lead form value's; a form value that disagrees stays listed under Other fields. */
  const pick = (carKey: string, ...names: AdfFieldName[]) => {
    const fromCar = car.get(carKey);
    const fromForm = names.length > 0 ? fields.text(...names) : undefined;
    if (fromCar !== undefined && fromForm !== undefined && fromCar !== fromForm) fields.release(...names);
    return fromCar ?? fromForm;
  };
  const make = pick('make', 'Vehicle Make');
  const model = pick('model', 'Vehicle Model');
  const year = pick('year', 'Vehicle Year', 'year');
  const carType = pick('car_type', 'car_type');
  const availability = pick('status', 'vehicle_status');
  const carId = pick('id', 'car_id');
  const stock = pick('stocknum', 'stock_number', 'stocknum');
  const vin = pick('vin', 'vin');
  const badge = pick('badge');
  const manufacturerSlug = pick('make_slug', 'manufacturer_slug');
  // A model lead (order, model test drive, model quote) names a model of the range, not a car.
  const modelId = fields.text('model_id');
  const doors = pick('doors');
  const body = pick('simple_body');
  const transmission = pick('simple_transmission');
  const colour = pick('colour');
  const kmText = pick('km', 'km');
  const priceText = pick('price', 'price');
  const hasCar = make !== undefined || model !== undefined || carId !== undefined || stock !== undefined || modelId !== undefined;

  const km = kmText === undefined ? Number.NaN : Number(kmText);
  const odometer = Number.isFinite(km) && km >= 0 ? distanceInRegionUnit(km, site.region) : undefined;
  const price = priceText === undefined ? Number.NaN : Number(priceText);
  const validPrice = Number.isFinite(price) && price > MIN_VALID_PRICE;

  const comments = hasCar
    ? [
        carType && `Car type: ${carType}`,
        modelId !== undefined && MODEL_LEAD_COMMENT,
        availability && `Availability: ${availability}`,
        priceText !== undefined && !validPrice && `Price: none advertised (${priceText})`,
        deal !== undefined && dealFinanceComment(deal, site),
      ]
        .filter(Boolean)
        .join('. ')
    : NO_VEHICLE_COMMENT;

  // A trade-in lead about no car of the site has the shopper's car as its only vehicle.
  if (!hasCar && hasTradeInVehicle) return { vehicle: undefined, carRest: car.rest() };
  const vehicle = element('vehicle', { interest: interestOf(submission, source, hasTradeInVehicle), status: carType === 'used' ? 'used' : 'new' }, [
    carId !== undefined && textElement('id', carId, { source: 'car_id' }),
    manufacturerSlug !== undefined && textElement('id', manufacturerSlug, { source: 'manufacturer_slug' }),
    modelId !== undefined && textElement('id', modelId, { source: 'model_id' }),
    textElement('year', year ?? UNKNOWN),
    textElement('make', make ?? (hasCar ? UNKNOWN : soleMake(site, dealershipSlug))),
    textElement('model', model ?? UNKNOWN),
    vin !== undefined && textElement('vin', vin),
    stock !== undefined && textElement('stock', stock),
    badge !== undefined && textElement('trim', badge),
    doors !== undefined && textElement('doors', doors),
    body !== undefined && textElement('bodystyle', body),
    transmission !== undefined && textElement('transmission', transmission),
    odometer && textElement('odometer', String(odometer.value), { units: odometer.unit }),
    colour !== undefined &&
      element('colorcombination', undefined, [textElement('exteriorcolor', colour), textElement('preference', '1')]),
    validPrice && textElement('price', String(Math.round(price)), { type: 'asking', currency: regionSettings(site.region).currency }),
    deal !== undefined && dealPriceCommentsElement(deal, site),
    deal !== undefined && dealFinanceElement(deal, site),
    comments !== '' && textElement('comments', comments),
  ]);
  return { vehicle, carRest: car.rest() };
}

/**
 * The shopper's own car of a trade-in lead (`user.trade_in`), as `<vehicle interest="trade-in"
 * status="used">`: year, make, model, VIN, badge as trim, odometer (km, or miles on a US site, as the
 * shopper gave it), the estimate as a price range in comments, the registration, outcome and
 * adjustment answers in comments too (ADF has no element for them).
 */
function tradeInVehicleElement(tradeIn: Json, site: AdfSite): XmlElement {
  const text = (name: string) => scalarText(tradeIn[name]);
  const odometer = typeof tradeIn.odometer === 'number' && Number.isFinite(tradeIn.odometer) ? tradeIn.odometer : undefined;
  const estimate = isRecord(tradeIn.estimate) ? tradeIn.estimate : undefined;
  const answers = isRecord(tradeIn.adjustmentAnswers) ? tradeIn.adjustmentAnswers : {};
  const registration = [text('rego'), text('regoState')].filter(Boolean).join(' ');
  const comments = [
    registration && `Registration: ${registration}`,
    `Valuation outcome: ${text('outcome') ?? UNKNOWN}`,
    estimate &&
      `Estimate: ${scalarText(estimate.currency) ?? ''} ${scalarText(estimate.low) ?? '?'} to ${scalarText(estimate.high) ?? '?'}, expires ${scalarText(estimate.expires_on) ?? '?'}`.trim(),
    text('valuation_id') && `Valuation id: ${text('valuation_id')}`,
    Object.keys(answers).length > 0 && `Adjustment answers: ${Object.entries(answers).map(([name, value]) => `${name}=${readable(value)}`).join('; ')}`,
  ]
    .filter(Boolean)
    .join('. ');
  return element('vehicle', { interest: 'trade-in', status: 'used' }, [
    textElement('year', text('year') ?? UNKNOWN),
    textElement('make', text('make') ?? UNKNOWN),
    textElement('model', text('model') ?? UNKNOWN),
    text('vin') !== undefined && textElement('vin', text('vin') ?? ''),
    text('badge') !== undefined && textElement('trim', text('badge') ?? ''),
    odometer !== undefined && textElement('odometer', String(Math.round(odometer)), { units: regionSettings(site.region).distanceUnit }),
    textElement('comments', comments),
  ]);
}

/** A finite number of the deal's payload, else undefined. */
function dealNumber(record: Json | undefined, name: string): number | undefined {
  const value = record?.[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** An amount as ADF carries it: whole units as they are, else to the cent ("1234", "123.45"). */
function amountText(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

/**
 * A deal's price comments (`<pricecomments>`): the price in the deal as the shopper saw it, and the
 * estimated drive-away total for their place (ADF has no drive-away price type).
 */
function dealPriceCommentsElement(deal: Json, site: AdfSite): XmlElement | false {
  const currency = regionSettings(site.region).currency;
  const driveAway = isRecord(deal.drive_away) ? deal.drive_away : undefined;
  const total = dealNumber(driveAway, 'total');
  const place = scalarText(driveAway?.place);
  const state = scalarText(deal.car_state);
  const parts = [
    scalarText(deal.price_words) !== undefined && `Price in the deal: ${scalarText(deal.price_words)}${state === 'sold' ? ' (the car has been sold since)' : state === 'gone' ? ' (the car is no longer listed)' : ''}`,
    total !== undefined && `Estimated drive-away price${place === undefined ? '' : ` for ${place}`}: ${currency} ${amountText(total)} (an estimate of the government charges and the dealer's fees; the dealer confirms)`,
  ].filter(Boolean);
  return parts.length > 0 && textElement('pricecomments', `${parts.join('. ')}.`);
}

/**
 * A deal's repayment as ADF 1.0's `<finance>`: method "finance"; the deposit as the down payment,
 * the repayment as the monthly amount when it is monthly (ADF has no weekly or fortnightly amount:
 * those are in the vehicle's comments), the total amount payable, and the amount financed as the
 * balance. The term, rate and balloon have no element: they are in the vehicle's comments.
 */
function dealFinanceElement(deal: Json, site: AdfSite): XmlElement | false {
  const finance = isRecord(deal.finance) ? deal.finance : undefined;
  const deposit = dealNumber(finance, 'deposit');
  if (finance === undefined || deposit === undefined) return false;
  const currency = regionSettings(site.region).currency;
  const repayment = dealNumber(finance, 'repayment');
  const total = dealNumber(finance, 'total_payable');
  const financed = dealNumber(finance, 'amount_financed');
  return element('finance', undefined, [
    textElement('method', 'finance'),
    textElement('amount', amountText(deposit), { type: 'downpayment', limit: 'exact', currency }),
    finance.frequency === 'monthly' && repayment !== undefined && textElement('amount', amountText(repayment), { type: 'monthly', limit: 'exact', currency }),
    total !== undefined && textElement('amount', amountText(total), { type: 'total', limit: 'exact', currency }),
    financed !== undefined && textElement('balance', amountText(financed), { type: 'finance', currency }),
  ]);
}

/** The deal's repayment in words for the vehicle's comments: what `<finance>` has no element for. */
function dealFinanceComment(deal: Json, site: AdfSite): string | false {
  const finance = isRecord(deal.finance) ? deal.finance : undefined;
  const repayment = dealNumber(finance, 'repayment');
  if (finance === undefined || repayment === undefined) return false;
  const currency = regionSettings(site.region).currency;
  const rate = dealNumber(finance, 'rate_percent');
  const comparison = dealNumber(finance, 'comparison_rate_percent');
  const apr = dealNumber(finance, 'apr_percent');
  const balloon = dealNumber(finance, 'balloon');
  const rates = [
    rate !== undefined && `${rate.toFixed(2)}% p.a.`,
    comparison !== undefined && `comparison rate ${comparison.toFixed(2)}% p.a.`,
    apr !== undefined && `${apr.toFixed(2)}% APR`,
  ].filter(Boolean);
  return (
    `Finance in the deal: ${currency} ${amountText(repayment)} ${scalarText(finance.frequency) ?? ''} over ${scalarText(finance.term_months) ?? '?'} months` +
    `${rates.length > 0 ? ` at ${rates.join(', ')}` : ''}, deposit ${currency} ${amountText(dealNumber(finance, 'deposit') ?? 0)}` +
    `, balloon ${scalarText(finance.balloon_percent) ?? '0'}%${balloon !== undefined && balloon > 0 ? ` (${currency} ${amountText(balloon)})` : ''}`
  );
}

/**
 * A deal's trade-in (`deal.trade_in`) as `<vehicle interest="trade-in" status="used">`: year, make,
 * model, badge as trim, the odometer as the shopper gave it (km, or miles on a US site), the low end
 * of the online estimate as `<price type="appraisal">` with the range and its dates in
 * `<pricecomments>`, and the shopper's answers in comments.
 */
function dealTradeInVehicleElement(tradeIn: Json, site: AdfSite): XmlElement {
  const currency = regionSettings(site.region).currency;
  const text = (name: string) => scalarText(tradeIn[name]);
  const odometer = dealNumber(tradeIn, 'odometer');
  const low = dealNumber(tradeIn, 'low');
  const high = dealNumber(tradeIn, 'high');
  const answers = isRecord(tradeIn.answers) ? tradeIn.answers : {};
  const estimate =
    low !== undefined && high !== undefined
      ? `Online estimate ${currency} ${amountText(low)} to ${amountText(high)}, valued ${text('valued_on') ?? '?'}, holds to ${text('expires_on') ?? '?'}. The dealer confirms the price when it inspects the car.`
      : `No online estimate (${text('reason') ?? 'not valued'}): the dealer values the car when it sees it.`;
  return element('vehicle', { interest: 'trade-in', status: 'used' }, [
    textElement('year', text('year') ?? UNKNOWN),
    textElement('make', text('make') ?? UNKNOWN),
    textElement('model', text('model') ?? UNKNOWN),
    text('badge') !== undefined && textElement('trim', text('badge') ?? ''),
    odometer !== undefined && textElement('odometer', String(Math.round(odometer)), { units: regionSettings(site.region).distanceUnit }),
    low !== undefined && textElement('price', amountText(low), { type: 'appraisal', currency }),
    textElement('pricecomments', estimate),
    Object.keys(answers).length > 0 && textElement('comments', `Adjustment answers: ${Object.entries(answers).map(([name, value]) => `${name}=${readable(value)}`).join('; ')}`),
  ]);
}

/** A value as one readable line: scalars as text, lists comma-separated, anything else as JSON. */
function readable(value: unknown): string {
  const scalar = scalarText(value);
  if (scalar !== undefined) return scalar;
  if (Array.isArray(value) && value.every((item) => scalarText(item) !== undefined)) return value.map((item) => scalarText(item)).join(', ');
  if (value === null || value === undefined || value === '') return '';
  return JSON.stringify(value);
}

/** Indents every line of a multi-line text. */
function indented(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => `  ${line}`)
    .join('\n');
}

function customerComments(
  submission: StoredSubmission,
  fields: FieldReader,
  source: string | undefined,
  carRest: readonly { key: string; value: unknown }[],
): string {
  const attributes = fields.raw('lead_attributes');
  const leadAttributes = isRecord(attributes) ? attributes : {};
  const visited = leadAttributes.visited_pages;
  const linked = leadAttributes.linked_query_params;
  const optIn = fields.raw('opt_in');
  const consent = submission.consent;
  fields.raw('category', 'subcategory');
  const reservation = reservationOf(submission);
  if (reservation !== undefined) fields.raw('reservation');
  const block = reservation === undefined ? undefined : reservationBlock(reservation);
  const deal = fields.raw('deal');
  const dealLines = isRecord(deal) && Array.isArray(deal.summary) ? deal.summary.map((line) => readable(line)).filter((line) => line !== '') : [];
  const heading: [string, string | undefined][] = [
    ['Category', submission.category ?? undefined],
    ['Subcategory', submission.subcategory ?? undefined],
  ];
  const lines: [string, string | undefined][] = [
    ['Submission', `${submission.kind}, ${submission.complete ? 'complete' : 'incomplete'}`],
    ['Source', source],
    ['Page URL', fields.text('url', 'page_url')],
    ['Page ID', fields.text('page_id')],
    ['Preferred date and time', fields.text('dateTime')],
    ['Opt-in', optIn === undefined && consent === null ? undefined : optIn === true || consent?.given === true ? 'yes' : 'no'],
    ['Opt-in consent', consent ? `"${consent.text}" (${consent.given ? 'given' : 'not given'} at ${consent.at})` : undefined],
    ['Additional services', readable(fields.raw('additional_services')) || undefined],
    ['Visited pages', Array.isArray(visited) ? readable(visited) || '(none)' : undefined],
    [
      'Linked query parameters',
      isRecord(linked)
        ? Object.entries(linked)
            .map(([name, value]) => `${name}=${readable(value)}`)
            .join('; ') || '(none)'
        : undefined,
    ],
    ['User agent', fields.text('user_agent')],
  ];
  const extraAttributes = Object.entries(leadAttributes).filter(([key]) => key !== 'visited_pages' && key !== 'linked_query_params');
  const message = fields.text('message');
  const rest = [
    ...fields.rest(),
    ...carRest,
    ...(block?.rest ?? []),
    ...extraAttributes.map(([key, value]) => ({ key: `lead_attributes.${key}`, value })),
  ].filter((field) => readable(field.value) !== '');
  const labelled = (list: [string, string | undefined][]) =>
    list.filter((line): line is [string, string] => line[1] !== undefined).map(([label, value]) => `${label}: ${value}`);
  const text = labelled(heading);
  if (block !== undefined && block.lines.length > 0) text.push('Reservation:', ...block.lines.map(indented));
  if (dealLines.length > 0) text.push('Deal:', ...dealLines.map(indented));
  text.push(...labelled(lines));
  if (rest.length > 0) text.push('Other fields:', ...rest.map((field) => indented(`${field.key}: ${readable(field.value)}`)));
  if (message !== undefined) text.push('Message:', indented(message));
  return text.join('\n');
}

function contactElement(fields: FieldReader): XmlElement {
  const first = fields.text('First name', 'firstname');
  const last = fields.text('Last name', 'lastname', 'surname');
  const full = fields.text('name', 'full name', 'your name');
  const email = fields.text('email', 'email address', 'e-mail');
  const phone = fields.text('phone', 'Mobile', 'phone number', 'mobile number', 'telephone');
  const given = first ?? full;
  const names =
    last !== undefined
      ? [given !== undefined && textElement('name', given, { part: 'first' }), textElement('name', last, { part: 'last' })]
      : [textElement('name', given ?? NOT_GIVEN, { part: 'full' })];
  return element('contact', undefined, [
    ...names,
    email !== undefined && textElement('email', email),
    phone !== undefined ? textElement('phone', phone) : email === undefined && textElement('phone', NOT_GIVEN),
  ]);
}

function vendorElement(
  site: AdfSite,
  dealershipSlug: string | undefined,
  carDealershipId: string | undefined,
  chosenLocation: string | undefined,
): XmlElement {
  const dealership = site.dealerships.find((d) => d.slug === dealershipSlug) ?? site.dealerships[0];
  const ofDealership = site.locations.filter((l) => l.dealership_slug === dealership?.slug);
  const location = ofDealership.find((l) => l.name === chosenLocation) ?? primaryLocation(ofDealership) ?? primaryLocation(site.locations);
  return element('vendor', undefined, [
    dealershipSlug !== undefined && textElement('id', dealershipSlug, { source: 'dealership_slug' }),
    carDealershipId !== undefined && textElement('id', carDealershipId, { source: 'car_dealership_id' }),
    textElement('vendorname', dealership?.name ?? site.name),
    textElement('url', site.url),
    element('contact', undefined, [
      textElement('name', location?.name ?? site.name, { part: 'full', type: 'business' }),
      location && textElement('phone', location.contact_detail.phone),
      !location && textElement('phone', NOT_GIVEN),
      location &&
        element('address', { type: 'work' }, [
          textElement('street', location.address.street, { line: '1' }),
          textElement('city', location.address.city),
          textElement('regioncode', location.address.state),
          textElement('postalcode', location.address.postcode),
          textElement('country', site.region),
        ]),
    ]),
  ]);
}

/** The ADF 1.0 document for a stored submission of a site. */
export function buildAdf(submission: StoredSubmission, site: AdfSite): string {
  const fields = new FieldReader(submission.payload);
  const source = fields.text('source');
  const dealershipSlug = submission.dealershipSlug ?? fields.text('dealership_slug');
  fields.raw('dealership_slug');
  const carDealershipId = fields.text('car_dealership_id');
  // Read without taking: the chosen location also stays listed under Other fields.
  const chosen = fields.peek('location', SERVICE_LOCATION_FIELD);
  const tradeIn = fields.raw(TRADE_IN_DETAILS_FIELD);
  // A deal (POST /api/deals/send) carries the server's figures: read without taking, so customerComments lists its summary.
  const dealField = fields.peekRaw('deal');
  const deal = isRecord(dealField) ? dealField : undefined;
  const dealTradeIn = deal !== undefined && isRecord(deal.trade_in) ? deal.trade_in : undefined;
  const tradeInVehicle = isRecord(tradeIn) ? tradeInVehicleElement(tradeIn, site) : dealTradeIn !== undefined ? dealTradeInVehicleElement(dealTradeIn, site) : undefined;
  const { vehicle, carRest } = vehicleElement(submission, site, fields, source, dealershipSlug, tradeInVehicle !== undefined, deal);
  const contact = contactElement(fields);
  const dateTime = fields.text('dateTime');
  const comments = customerComments(submission, fields, source, carRest);
  const prospect = element('prospect', { status: 'new' }, [
    textElement('id', submission.id, { sequence: '1', source: 'lead_id' }),
    submission.eventId !== null && textElement('id', String(submission.eventId), { source: 'event_id' }),
    textElement('requestdate', submission.createdAt),
    vehicle,
    tradeInVehicle,
    element('customer', undefined, [
      contact,
      dateTime !== undefined &&
        element('timeframe', undefined, [textElement('description', 'Preferred date and time'), textElement('earliestdate', dateTime)]),
      textElement('comments', comments),
    ]),
    vendorElement(site, dealershipSlug, carDealershipId, chosen),
    element('provider', undefined, [
      textElement('name', `${site.name} website`, { part: 'full', type: 'business' }),
      textElement('service', 'Dealer website leads'),
      textElement('url', site.url),
    ]),
  ]);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<?adf version="1.0"?>\n${printXml(element('adf', undefined, [prospect]))}\n`;
}
