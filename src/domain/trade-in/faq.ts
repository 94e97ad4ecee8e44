/**
 * The trade-in FAQ (spec section 2, "A trade-in FAQ with five questions"; section 5, "Trade-in FAQ:
 * cars over 7 years old or 100,000 km do not get an online estimate"), and its FAQPage structured
 * data (schema.org). The rule's numbers come from constants.ts, the same ones the estimate applies,
 * so the page can never promise what the valuation refuses. A US site reads the distance in miles
 * too, as its odometer question asks.
 */
import { KM_PER_MILE, TRADE_IN_MAX_AGE_YEARS, TRADE_IN_MAX_KM } from '../basics/constants.ts';
import type { RegionCode } from '../basics/region.ts';
import { regionSettings } from '../basics/region.ts';
import { regionTerm } from '../basics/region-terms.ts';

/** One question and its answer, in plain text. */
export interface FaqEntry {
  readonly question: string;
  readonly answer: string;
}

/** The online-estimate limit as a region reads it: "100,000 km", or "100,000 km (about 62,137 miles)" in the US. */
export function tradeInDistanceLimitText(region: RegionCode): string {
  const number = new Intl.NumberFormat(regionSettings(region).locale, { maximumFractionDigits: 0 });
  const km = `${number.format(TRADE_IN_MAX_KM)} km`;
  return region === 'US' ? `${km} (about ${number.format(Math.floor(TRADE_IN_MAX_KM / KM_PER_MILE))} miles)` : km;
}

/** Why a car gets no online estimate, as the FAQ and the wizard both say it. */
export function noOnlineEstimateRuleText(region: RegionCode): string {
  return `Cars over ${TRADE_IN_MAX_AGE_YEARS} years old or with more than ${tradeInDistanceLimitText(region)} on the odometer do not get an online estimate.`;
}

/** The five questions, for a site in `region`. */
export function tradeInFaq(region: RegionCode): readonly FaqEntry[] {
  return [
    {
      question: 'How is my online estimate worked out?',
      answer: `We find your car from its ${regionTerm('registration', region)}, then adjust its value for the odometer reading, condition, service history, any damage and any finance owing that you tell us about. The estimate is a range, shown with the assumptions behind it.`,
    },
    {
      question: 'Why did my car not get an online estimate?',
      answer: `${noOnlineEstimateRuleText(region)} Older and higher-mileage cars vary too much to value from a few questions, so one of our team values them in person. Your details still reach us and we will contact you.`,
    },
    {
      question: 'How long is my estimate valid?',
      answer: 'Until the date shown with it. After that, start again for a fresh estimate: used car prices move with the market.',
    },
    {
      question: 'Is the estimate the price you will pay?',
      answer:
        'No: it is an estimate from what you told us. The final price is confirmed when we inspect the car. Accepting the offer online asks us to contact you to arrange that inspection; it does not commit you to sell.',
    },
    {
      question: 'Do I have to buy a car from you to sell you mine?',
      answer: 'No. You can trade your car in against one of ours, or simply sell it to us.',
    },
  ];
}

/** The FAQPage structured data (schema.org) for the questions. */
export function faqPageJsonLd(entries: readonly FaqEntry[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: entries.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}
