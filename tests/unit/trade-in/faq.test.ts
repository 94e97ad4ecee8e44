import { describe, expect, it } from 'vitest';
import { TRADE_IN_MAX_AGE_YEARS, TRADE_IN_MAX_KM } from '../../../src/domain/basics/constants.ts';
import { faqPageJsonLd, noOnlineEstimateRuleText, tradeInDistanceLimitText, tradeInFaq } from '../../../src/domain/trade-in/faq.ts';

describe('the trade-in FAQ', () => {
  it('has five questions in every region, each with an answer', () => {
    for (const region of ['AU', 'NZ', 'US'] as const) {
      const entries = tradeInFaq(region);
      expect(entries).toHaveLength(5);
      expect(new Set(entries.map((entry) => entry.question)).size).toBe(5);
      for (const entry of entries) expect(entry.answer.length).toBeGreaterThan(20);
    }
  });

  it("one question gives the spec's rule: over 7 years old or 100,000 km gets no online estimate", () => {
    const rule = tradeInFaq('AU').find((entry) => entry.answer.includes(noOnlineEstimateRuleText('AU')));
    expect(rule).toBeDefined();
    expect(noOnlineEstimateRuleText('AU')).toBe('Cars over 7 years old or with more than 100,000 km on the odometer do not get an online estimate.');
    expect(TRADE_IN_MAX_AGE_YEARS).toBe(7);
    expect(TRADE_IN_MAX_KM).toBe(100_000);
  });

  it('a US site reads the limit in miles too', () => {
    expect(tradeInDistanceLimitText('AU')).toBe('100,000 km');
    expect(tradeInDistanceLimitText('NZ')).toBe('100,000 km');
    expect(tradeInDistanceLimitText('US')).toBe('100,000 km (about 62,137 miles)');
  });

  it('finds the car from its registration in AU and NZ, from its license plate in the US', () => {
    const first = (region: 'AU' | 'NZ' | 'US') => tradeInFaq(region)[0]?.answer ?? '';
    expect(first('AU')).toMatch(/^We find your car from its registration, /);
    expect(first('NZ')).toMatch(/^We find your car from its registration, /);
    expect(first('US')).toMatch(/^We find your car from its license plate, /);
  });

  it('gives FAQPage structured data with every question and answer', () => {
    const entries = tradeInFaq('NZ');
    const data = faqPageJsonLd(entries);
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'FAQPage' });
    expect(data.mainEntity).toEqual(entries.map((entry) => ({ '@type': 'Question', name: entry.question, acceptedAnswer: { '@type': 'Answer', text: entry.answer } })));
  });
});
