import { describe, expect, it } from 'vitest';
import { readEstimateAnswer, readIdentifyAnswer } from '../../../src/domain/trade-in/trade-in-answers.ts';

const vehicle = { make: 'Toyota', model: 'Corolla', year: 2021, badge: 'Ascent Sport', body: 'Hatch', fuel: 'Petrol', transmission: 'Automatic' };
const estimate = { low: 18400, high: 20900, currency: 'AUD', confidence: 'high', assumptions: ['Average condition for its age'], expires_on: '2026-12-08' };

describe('reading the valuation API (the trade-in contract)', () => {
  it('an identified car, with its id and details', () => {
    expect(readIdentifyAnswer(200, { status: 'identified', id: 'v-1', vehicle })).toEqual({ status: 'identified', id: 'v-1', vehicle });
    expect(readIdentifyAnswer(200, { status: 'identified', id: 'v-1', vehicle: { ...vehicle, badge: null, body: undefined } })).toEqual({
      status: 'identified',
      id: 'v-1',
      vehicle: { make: 'Toyota', model: 'Corolla', year: 2021, badge: null, fuel: 'Petrol', transmission: 'Automatic' },
    });
  });

  it('nothing matched', () => {
    expect(readIdentifyAnswer(200, { status: 'not-identified' })).toEqual({ status: 'not-identified' });
  });

  it.each([
    ['a 503', 503, { error: 'We could not reach our valuation service.' }],
    ['no answer at all (the network failed)', null, undefined],
    ['a 404 (no API on this site)', 404, null],
    ['an identified car without an id', 200, { status: 'identified', vehicle }],
    ['an identified car whose year is text', 200, { status: 'identified', id: 'v', vehicle: { ...vehicle, year: '2021' } }],
    ['an unknown status', 200, { status: 'maybe' }],
  ])('%s counts as the service being unavailable', (_name, status, data) => {
    expect(readIdentifyAnswer(status, data)).toEqual({ status: 'unavailable' });
    expect(readEstimateAnswer(status, data)).toEqual({ status: 'unavailable' });
  });

  it('an estimate, as the server gave it', () => {
    expect(readEstimateAnswer(200, { status: 'estimate', estimate })).toEqual({ status: 'estimate', estimate });
  });

  it.each([
    ['a range upside down', { ...estimate, low: 21000 }],
    ['cents', { ...estimate, low: 18400.5 }],
    ['an unknown currency', { ...estimate, currency: 'EUR' }],
    ['an expiry that is not a date', { ...estimate, expires_on: 'soon' }],
  ])('an estimate with %s is never shown', (_name, bad) => {
    expect(readEstimateAnswer(200, { status: 'estimate', estimate: bad })).toEqual({ status: 'unavailable' });
  });

  it('no online estimate, with its reason', () => {
    expect(readEstimateAnswer(200, { status: 'no-online-estimate', reason: 'too-old' })).toEqual({ status: 'no-online-estimate', reason: 'too-old' });
    expect(readEstimateAnswer(200, { status: 'no-online-estimate', reason: 'too-many-km' })).toEqual({ status: 'no-online-estimate', reason: 'too-many-km' });
    expect(readEstimateAnswer(200, { status: 'not-identified' })).toEqual({ status: 'not-identified' });
  });
});
