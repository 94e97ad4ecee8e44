/**
 * A reservation's notices as ADF 1.0 leads: each state's notice validates against the ADF DTD (with
 * xmllint), names the car as a buy lead, and carries the reservation in a block of its own after
 * Subcategory, never again under Other fields; its e-mail subject says what happened to which car.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../../src/config/site-config-schema.ts';
import { RESERVATION_STATES, type ReservationState } from '../../../src/domain/reservations/reservation.ts';
import { FORM_TEXTS } from '../../../src/domain/basics/texts.ts';
import { buildAdf } from '../../../src/server/crm/adf.ts';
import { leadSubject } from '../../../src/server/crm/delivery.ts';
import type { StoredSubmission } from '../../../src/server/ports/lead-store.ts';
import { CONSENT_AT, HOSTILE, HOSTILE_READ_BACK, loadSite, NEW_TIGUAN, RESERVATION, reservationNotice, stored } from './fixtures.ts';
import { readXml, select, textAt, xmllintErrors, type XmlNode } from './xml-reader.ts';

let brighton: SiteConfig;

beforeAll(async () => {
  brighton = await loadSite('brighton-volkswagen');
});

function prospectOf(submission: StoredSubmission): XmlNode {
  const xml = buildAdf(submission, brighton);
  expect(xmllintErrors(xml)).toBe('');
  const [prospect] = select(readXml(xml), 'prospect');
  if (!prospect) throw new Error('no prospect');
  return prospect;
}

function commentLines(prospect: XmlNode): string[] {
  return textAt(prospect, 'customer/comments').split('\n');
}

/** A notice with its reservation object changed. */
function withReservation(state: ReservationState, change: (reservation: Record<string, unknown>) => Record<string, unknown>): StoredSubmission {
  const notice = reservationNotice(brighton, state);
  const reservation = notice.payload.reservation as Record<string, unknown>;
  return stored({ ...notice, payload: { ...notice.payload, reservation: change(reservation) } });
}

/** Each state's block, as the dealer reads it. */
const BLOCKS: readonly [ReservationState, readonly string[]][] = [
  [
    'awaiting_payment',
    ['State: awaiting payment', 'Previous state: none', 'Reason: hold taken; waiting for the deposit', 'Payment reference: none', 'Refund reference: none', 'Car held: yes'],
  ],
  [
    'payment_pending',
    [
      'State: payment pending',
      'Previous state: awaiting payment',
      'Reason: payment made; waiting for it to settle',
      'Payment reference: pi_3PendingSettle',
      'Refund reference: none',
      'Car held: yes',
    ],
  ],
  [
    'confirmed',
    ['State: confirmed (deposit paid)', 'Previous state: payment pending', 'Reason: deposit paid', 'Payment reference: pi_3DepositPaid', 'Refund reference: none', 'Car held: yes'],
  ],
  [
    'released',
    ['State: released', 'Previous state: awaiting payment', 'Reason: the hold expired without a payment', 'Payment reference: none', 'Refund reference: none', 'Car held: no'],
  ],
  [
    'refunded',
    [
      'State: refunded',
      'Previous state: confirmed (deposit paid)',
      'Reason: refunded by the dealer',
      'Payment reference: pi_3DepositPaid',
      'Refund reference: re_3GivenBack',
      'Car held: no',
    ],
  ],
];

describe('a reservation notice as ADF', () => {
  it('covers every reservation state', () => {
    expect(BLOCKS.map(([state]) => state)).toEqual([...RESERVATION_STATES]);
  });

  it.each(BLOCKS)('a notice of %s is a valid buy lead for the car, with the reservation block after Subcategory', (state, lines) => {
    const submission = stored(reservationNotice(brighton, state));
    const prospect = prospectOf(submission);
    expect(select(prospect, 'vehicle')[0]?.attributes).toEqual({ interest: 'buy', status: 'new' });
    expect(textAt(prospect, 'vehicle/year')).toBe('2025');
    expect(textAt(prospect, 'vehicle/make')).toBe(NEW_TIGUAN.make);
    expect(textAt(prospect, 'vehicle/model')).toBe(NEW_TIGUAN.model);
    expect(textAt(prospect, 'vehicle/vin')).toBe(NEW_TIGUAN.vin);
    expect(textAt(prospect, 'vehicle/stock')).toBe(NEW_TIGUAN.stocknum);
    expect(textAt(prospect, 'vehicle/trim')).toBe(NEW_TIGUAN.badge);
    expect(select(prospect, 'vehicle/price')[0]).toMatchObject({ text: '57990', attributes: { type: 'asking', currency: 'AUD' } });
    expect(select(prospect, 'vehicle/id').find((id) => id.attributes.source === 'car_id')?.text).toBe(String(NEW_TIGUAN.id));
    expect(textAt(prospect, 'customer/contact/name')).toBe('Jane Citizen');
    expect(textAt(prospect, 'customer/contact/email')).toBe('jane@example.com');
    expect(textAt(prospect, 'customer/contact/phone')).toBe('0412 345 678');
    expect(select(prospect, 'vendor/id').find((id) => id.attributes.source === 'dealership_slug')?.text).toBe('brighton-volkswagen');

    const [stateLine, previousLine, reasonLine, paymentLine, refundLine, heldLine] = lines;
    expect(commentLines(prospect)).toEqual([
      'Category: Reservation',
      `Subcategory: ${state}`,
      'Reservation:',
      `  Reference: ${RESERVATION.reference}`,
      `  Reservation ID: ${RESERVATION.id}`,
      `  ${stateLine}`,
      `  ${previousLine}`,
      `  ${reasonLine}`,
      '  Deposit: AUD 200.00',
      `  Hold expires: ${RESERVATION.holdExpiresAt}`,
      `  ${paymentLine}`,
      `  ${refundLine}`,
      `  ${heldLine}`,
      'Submission: reservation, complete',
      `Page URL: ${brighton.url}/cars/2025-volkswagen-tiguan-162tsi-elegance-${NEW_TIGUAN.id}`,
      'Opt-in: yes',
      `Opt-in consent: "${FORM_TEXTS.defaultOptIn}" (given at ${CONSENT_AT})`,
      // Only what the block and the ADF elements do not carry.
      'Other fields:',
      '  postcode: 3186',
      '  terms: yes',
      `  car.slug: 2025-volkswagen-tiguan-162tsi-elegance-${NEW_TIGUAN.id}`,
      '  car.name: 2025 Volkswagen Tiguan 162TSI Elegance',
    ]);
  });

  it.each([
    ['confirmed', 'Reservation R-ABC23456 confirmed (deposit paid): 2025 Volkswagen Tiguan 162TSI Elegance from Brighton Volkswagen website'],
    ['awaiting_payment', 'Reservation R-ABC23456 awaiting payment: 2025 Volkswagen Tiguan 162TSI Elegance from Brighton Volkswagen website'],
    ['refunded', 'Reservation R-ABC23456 refunded: 2025 Volkswagen Tiguan 162TSI Elegance from Brighton Volkswagen website'],
  ] as const)('the e-mail subject of a %s notice says what happened to which car', (state, subject) => {
    expect(leadSubject(stored(reservationNotice(brighton, state)), brighton)).toBe(subject);
  });

  it('a notice without a reference keeps the lead subject; a car without a name is named by year, make, model and badge', () => {
    const unnamed = withReservation('released', ({ reference: _reference, ...rest }) => rest);
    expect(leadSubject(unnamed, brighton)).toBe(`New lead from Brighton Volkswagen website: Reservation (lead ${unnamed.id})`);
    const notice = reservationNotice(brighton, 'released');
    const car = { ...(notice.payload.car as Record<string, unknown>), name: undefined };
    expect(leadSubject(stored({ ...notice, payload: { ...notice.payload, car } }), brighton)).toBe(
      'Reservation R-ABC23456 released: 2025 Volkswagen Tiguan 162TSI Elegance from Brighton Volkswagen website',
    );
  });

  it('a field the block does not know, or cannot read, is listed under Other fields, not dropped', () => {
    const submission = withReservation('confirmed', (reservation) => ({ ...reservation, deposit: 'two hundred', checkout: { mode: 'payment' } }));
    const lines = commentLines(prospectOf(submission));
    expect(lines).not.toContain('  Deposit: AUD 200.00');
    expect(lines).toContain('  reservation.deposit: two hundred');
    expect(lines).toContain('  reservation.currency: AUD');
    expect(lines).toContain('  reservation.checkout: {"mode":"payment"}');
    expect(lines.filter((line) => line.startsWith('  reservation.'))).toHaveLength(3);
  });

  it('a state this code does not know is shown in words as it comes', () => {
    const lines = commentLines(prospectOf(withReservation('released', (reservation) => ({ ...reservation, state: 'under_review' }))));
    expect(lines).toContain('  State: under review');
  });

  it('hostile text in the notice is escaped and reads back, each line of it indented in the block', () => {
    const lines = commentLines(prospectOf(withReservation('released', (reservation) => ({ ...reservation, reason: `${HOSTILE}\nsecond line` }))));
    const at = lines.indexOf(`  Reason: ${HOSTILE_READ_BACK}`);
    expect(at).toBeGreaterThan(0);
    expect(lines[at + 1]).toBe('  second line');
  });
});
