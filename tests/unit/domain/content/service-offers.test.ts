import { describe, expect, it } from 'vitest';
import { formatCalendarDate, packagePrices, serviceOfferPhase, serviceOfferTerms, type ServiceOffer } from '../../../../src/domain/content/service-offers.ts';
import { formatMoneyToCent } from '../../../../src/domain/basics/format.ts';

const summer: ServiceOffer = {
  id: 'summer-service-2023',
  title: 'Summer service offer',
  start: '2023-09-01',
  end: '2023-12-31',
  packages: [
    { name: 'Essential', price: 299 },
    { name: 'Essential Plus', price: 499 },
  ],
  roadside_assistance: { value: 140.11, months: 12 },
  max_vehicle_age_years: 9,
  prize: { amount: 25000, entry: 'Every service booked in the offer period went into the draw.' },
};

describe('serviceOfferPhase', () => {
  it('runs from its first to its last day, both included', () => {
    expect(serviceOfferPhase(summer, '2023-08-31')).toBe('upcoming');
    expect(serviceOfferPhase(summer, '2023-09-01')).toBe('running');
    expect(serviceOfferPhase(summer, '2023-12-31')).toBe('running');
    expect(serviceOfferPhase(summer, '2024-01-01')).toBe('ended');
    expect(serviceOfferPhase(summer, '2026-11-24')).toBe('ended');
  });
});

describe('serviceOfferTerms', () => {
  it("states the spec's Brighton summer service offer, in the past tense once it has ended", () => {
    const terms = serviceOfferTerms(summer, 'AU', 'ended', 'Brighton Volkswagen').join(' ');
    expect(terms).toContain('ran from 1 September 2023 to 31 December 2023');
    expect(terms).toContain('Essential $299, Essential Plus $499');
    expect(terms).toContain('12 months of roadside assistance, valued at $140.11');
    expect(terms).toContain('vehicles up to 9 years old');
    expect(terms).toContain('$25,000 cash');
    expect(terms).not.toMatch(/\bruns\b|\bis open\b|\bincludes\b/);
  });

  it('speaks in the present while the offer runs', () => {
    const terms = serviceOfferTerms(summer, 'AU', 'running', 'Brighton Volkswagen').join(' ');
    expect(terms).toContain('runs from 1 September 2023');
    expect(terms).toContain('is open to vehicles up to 9 years old');
  });
});

describe('formatting', () => {
  it('prints cents only when an amount has them', () => {
    expect(formatMoneyToCent(140.11, 'AU')).toBe('$140.11');
    expect(formatMoneyToCent(299, 'AU')).toBe('$299');
    expect(packagePrices(summer.packages, 'NZ')).toBe('Essential $299, Essential Plus $499');
  });

  it("writes a date the region's way", () => {
    expect(formatCalendarDate('2023-09-01', 'AU')).toBe('1 September 2023');
    expect(formatCalendarDate('2023-09-01', 'US')).toBe('September 1, 2023');
  });
});
