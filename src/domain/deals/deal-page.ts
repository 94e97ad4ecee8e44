/**
 * What the deal page (`/deal?d=<token>`, docs/deals.md) says: its fixed words, and each part of an
 * opened deal (deal-view.ts) as terms and figures in the region's money and dates, every figure
 * with what it rests on and, when it changed since the deal was made, what it was. Pure, so every
 * part's words are table-tested without React; the island fetches and renders what this gives.
 */
import { formatMoney, formatMoneyToCent, formatRate } from '../basics/format.ts';
import { regionSettings, type RegionCode } from '../basics/region.ts';
import type { DealFinanceLabels } from './deal-finance-labels.ts';
import { adjustmentLabels, CONDITION_CHOICES, SERVICE_HISTORY_CHOICES } from '../trade-in/trade-in-form.ts';
import { formatEstimateRange, formatExpiryDate, noEstimateExplanation } from '../trade-in/wizard-lead.ts';
import { DEAL_VALID_DAYS, type DealCarState, type DealChanges, type FigureChange } from './deal.ts';
import type { DealCarView, DealView, DriveAwayView, FinanceView, OpenedDeal, PriceView, ReserveView, TradeInView } from './deal-view.ts';

/** The deal page's words. */
export const DEAL_PAGE_TEXTS = {
  title: 'Your deal',
  about: 'A deal on one of our cars: its price, estimated drive-away price, trade-in, repayment and reserve deposit, to share or send to us.',
  noScript: 'This page needs JavaScript to show your deal. Turn JavaScript on and reload the page, or call us and we will go through the deal with you:',
  backHome: 'Back to the home page',
  browseStock: 'Browse our stock',
  loading: 'Loading your deal…',
  noTokenHeading: 'No deal to show',
  noToken: 'This address holds no deal. A deal link ends in ?d= and a long code: open the link as it was sent, or build a deal on a car\'s page.',
  refusedHeading: 'This deal cannot be shown',
  failedHeading: 'Your deal could not be loaded',
  failed: 'Your deal could not be loaded just now. Check your connection, then try again in a moment.',
  tryAgain: 'Try again',
  /** The h1 holds the car's name (a link while it is listed): "Your deal on {car}". */
  headingBefore: 'Your deal on ',
  changesHeading: 'What has changed since the deal was made',
  madeLabel: 'Deal made',
  validUntilLabel: 'This link works until',
  carLabel: 'The car',
  carStates: {
    listed: 'For sale',
    sold: 'Sold since the deal was made',
    gone: 'No longer listed on this website',
  } satisfies Readonly<Record<DealCarState, string>>,
  /** Beside a changed figure: visually hidden before the old figure, as the car page marks an earlier price. */
  was: 'Was',
  basisLabel: 'Based on',
  share: {
    heading: 'Share or keep this deal',
    about: `Anyone with this link can see this deal, worked out again with the day's prices, for ${DEAL_VALID_DAYS} days from when it was made. It holds no name, e-mail address or phone number.`,
    linkLabel: 'This deal\'s link',
    /** Copies the link. */
    button: 'Share this deal',
    copied: 'Link copied',
    copyByHand: 'Copy the link above',
  },
  send: {
    heading: 'Send to the dealer',
    about: (dealer: string) => `${dealer} gets every figure above with your details, and will contact you about the car.`,
    submit: 'Send to the dealer',
    busy: 'Sending your deal…',
    sent: (carName: string, dealer: string) =>
      `Thank you. Your deal on the ${carName} has been sent to ${dealer}. The dealer will contact you, usually within one business day, by phone or e-mail.`,
    failed: 'Your deal could not be sent just now. Nothing you typed is lost: please try again in a moment.',
  },
} as const;

/** The headline figure of each part: the `data-figure` of its `<dd>`, for the browser tests. */
export type DealFigureName = 'price' | 'drive-away' | 'trade-in' | 'repayment' | 'reserve-deposit';

/** One term of a part and its detail. */
export interface DealFact {
  readonly term: string;
  readonly detail: string;
  /** Set on the part's headline figure. */
  readonly figure?: DealFigureName;
  /** The figure when the deal was made, when it has changed since. */
  readonly was?: string;
  /** Beside a figure kept from the deal for a car sold or gone since. */
  readonly marked?: string;
}

/** One line of the drive-away estimate's workings. */
export interface DealWorking {
  readonly label: string;
  readonly amount: string;
  readonly workings: string;
  /** Who publishes the figure, with its address when it has one. */
  readonly source: { readonly name: string; readonly url: string | null };
  /** The day the table applies from, in words; null for the dealer's own figures. */
  readonly dated: string | null;
  readonly notes: string | null;
}

/** A list under a part: the estimate's assumptions, the finance notes, why there is no figure. */
export interface DealList {
  readonly title: string;
  readonly items: readonly string[];
}

/** One part of the deal: a section of the page with its heading and a list of terms. */
export interface DealPart {
  readonly id: 'price' | 'drive-away' | 'trade-in' | 'finance' | 'reserve';
  readonly heading: string;
  readonly facts: readonly DealFact[];
  /** The drive-away estimate's workings, shown under a disclosure. */
  readonly workings: { readonly summary: string; readonly lines: readonly DealWorking[]; readonly advertised: string; readonly total: string } | null;
  readonly lists: readonly DealList[];
}

/** The whole page of an opened deal. */
export interface DealPageView {
  readonly car: { readonly name: string; readonly href: string | null; readonly state: string };
  readonly made: string;
  readonly validUntil: string;
  readonly changes: readonly string[];
  readonly parts: readonly DealPart[];
}

/** The deal link's token in the page's query (`?d=`), or null. */
export function dealTokenOf(search: string): string | null {
  const token = new URLSearchParams(search).get('d')?.trim() ?? '';
  return token === '' ? null : token;
}

/** A moment as the region writes it in prose, in `timeZone` (the browser's when undefined): "5 December 2026, 9:14 am". */
export function formatDealMoment(iso: string, region: RegionCode, timeZone?: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return new Intl.DateTimeFormat(regionSettings(region).locale, { day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone }).format(at);
}

/** The figure a change started from, in the region's money; undefined when there was none. */
function wasText(change: FigureChange | null, region: RegionCode, toCent: boolean): string | undefined {
  if (change === null || change.before === null) return undefined;
  return toCent ? formatMoneyToCent(change.before, region) : formatMoney(change.before, region);
}

const MARKED_TEXTS = {
  price: { sold: 'The car has been sold: this is the price when the deal was made.', gone: 'The car is no longer listed: this is the price when the deal was made.' },
  driveAway: { sold: 'The car has been sold: this is the estimate when the deal was made.', gone: 'The car is no longer listed: this is the estimate when the deal was made.' },
} as const;

/** `{ was }` when the figure changed since the deal was made, else nothing. */
function wasOf(change: FigureChange | null, region: RegionCode, toCent: boolean): Pick<DealFact, 'was'> {
  const was = wasText(change, region, toCent);
  return was === undefined ? {} : { was };
}

function pricePart(price: PriceView, changes: DealChanges, region: RegionCode): DealPart {
  const fact: DealFact = {
    term: 'Price',
    detail: price.words,
    figure: 'price',
    ...wasOf(changes.price, region, false),
    ...(price.marked === null ? {} : { marked: MARKED_TEXTS.price[price.marked] }),
  };
  return { id: 'price', heading: 'Price', facts: [fact, { term: DEAL_PAGE_TEXTS.basisLabel, detail: price.basis }], workings: null, lists: [] };
}

const DRIVE_AWAY_TERM = 'Estimated drive-away price';

function driveAwayPart(view: DriveAwayView, changes: DealChanges, region: RegionCode): DealPart {
  const part = { id: 'drive-away', heading: DRIVE_AWAY_TERM, workings: null, lists: [] } as const;
  const basis: DealFact = { term: DEAL_PAGE_TEXTS.basisLabel, detail: view.basis };
  const money = (amount: number) => formatMoneyToCent(amount, region);
  switch (view.kind) {
    case 'estimate':
      return {
        ...part,
        facts: [
          { term: `${DRIVE_AWAY_TERM} for ${view.placeLabel}`, detail: money(view.total), figure: 'drive-away', ...wasOf(changes.driveAway, region, true) },
          basis,
        ],
        workings: {
          summary: 'How this estimate adds up',
          advertised: money(view.advertised),
          total: money(view.total),
          lines: view.components.map((component) => ({
            label: component.label,
            amount: money(component.amount),
            workings: component.workings,
            source: { name: component.source.name, url: 'url' in component.source ? component.source.url : null },
            dated: component.effectiveFrom === null ? null : formatExpiryDate(component.effectiveFrom, region),
            notes: 'notes' in component ? component.notes : null,
          })),
        },
      };
    case 'no-estimate':
      return { ...part, facts: [{ term: `${DRIVE_AWAY_TERM} for ${view.placeLabel}`, detail: 'No estimate', figure: 'drive-away' }, { term: 'Why', detail: view.reason }, basis] };
    case 'not-applicable':
      return { ...part, facts: [{ term: DRIVE_AWAY_TERM, detail: 'No estimate applies', figure: 'drive-away' }, basis] };
    case 'kept':
      return {
        ...part,
        facts: [{ term: view.placeLabel === null ? DRIVE_AWAY_TERM : `${DRIVE_AWAY_TERM} for ${view.placeLabel}`, detail: money(view.total), figure: 'drive-away', marked: MARKED_TEXTS.driveAway[view.marked] }, basis],
      };
  }
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function tradeInPart(view: TradeInView, region: RegionCode): DealPart {
  const { vehicle, answers } = view;
  const labels = adjustmentLabels(region);
  const { locale } = regionSettings(region);
  const facts: DealFact[] = [
    { term: 'Your car', detail: [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter((part) => part !== null && part !== '').join(' ') },
    { term: labels.odometer, detail: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(answers.odometer) },
    { term: labels.condition, detail: CONDITION_CHOICES.find((choice) => choice.value === answers.condition)?.label ?? answers.condition },
    { term: labels.service_history, detail: SERVICE_HISTORY_CHOICES.find((choice) => choice.value === answers.service_history)?.label ?? answers.service_history },
    { term: labels.damage, detail: yesNo(answers.damage) },
    { term: labels.finance_owing, detail: yesNo(answers.finance_owing) },
  ];
  const lists: DealList[] = view.assumptions.length > 0 ? [{ title: 'The estimate assumes', items: view.assumptions }] : [];
  if (view.outcome === 'estimate' && view.low !== null && view.high !== null) {
    facts.push({ term: 'Estimated trade-in value', detail: formatEstimateRange({ low: view.low, high: view.high }, region), figure: 'trade-in' });
    if (view.valuedOn !== null) facts.push({ term: 'Valued on', detail: formatExpiryDate(view.valuedOn, region) });
    if (view.expiresOn !== null) facts.push({ term: 'The estimate holds until', detail: formatExpiryDate(view.expiresOn, region) });
  } else {
    facts.push({ term: 'Estimated trade-in value', detail: 'No online estimate', figure: 'trade-in' });
    if (view.reason !== null) facts.push({ term: 'Why', detail: noEstimateExplanation(view.reason, region) });
  }
  facts.push({ term: DEAL_PAGE_TEXTS.basisLabel, detail: view.basis });
  return { id: 'trade-in', heading: 'Trade-in', facts, workings: null, lists };
}

function financePart(view: FinanceView, changes: DealChanges, region: RegionCode, words: DealFinanceLabels): DealPart {
  const money = (amount: number) => formatMoneyToCent(amount, region);
  const frequency = view.frequency;
  const choices: DealFact[] = [
    { term: words.deposit, detail: money(view.deposit) },
    { term: words.term, detail: `${view.termMonths} months` },
  ];
  const part = { id: 'finance', heading: 'Finance', workings: null } as const;
  if (view.kind === 'no-estimate') {
    return {
      ...part,
      facts: [
        { term: words.estimated[frequency], detail: 'No repayment could be worked out', figure: 'repayment' },
        ...choices,
        { term: 'Balloon', detail: `${view.balloonPercent}% of the price` },
      ],
      lists: [{ title: `Why there is no ${words.repayments.replace(/s$/, '')}`, items: view.problems.map((problem) => problem.message) }],
    };
  }
  const fees = [
    view.fees.establishment > 0 ? `${money(view.fees.establishment)} to establish the loan` : null,
    view.fees.monthly > 0 ? `${money(view.fees.monthly)} a month` : null,
  ].filter((fee) => fee !== null);
  const facts: DealFact[] = [
    { term: words.estimated[frequency], detail: money(view.repayment), figure: 'repayment', ...wasOf(changes.repayment, region, true) },
    { term: words.price, detail: money(view.price) },
    ...choices,
    { term: 'Balloon', detail: view.balloonPercent > 0 ? `${view.balloonPercent}% of the price (${money(view.balloon)})` : 'None' },
    { term: 'Interest rate', detail: `${formatRate(view.ratePercent)} p.a.` },
  ];
  if (view.comparisonRatePercent !== null) facts.push({ term: 'Comparison rate*', detail: `${formatRate(view.comparisonRatePercent)} p.a.` });
  if (view.aprPercent !== null) facts.push({ term: 'APR', detail: formatRate(view.aprPercent) });
  facts.push(
    { term: `Number of ${words.repayments}`, detail: String(view.repaymentCount) },
    { term: 'Amount borrowed', detail: money(view.amountFinanced) },
    { term: 'Total interest', detail: money(view.totalInterest) },
    { term: 'Fees', detail: fees.length === 0 ? money(view.totalFees) : `${money(view.totalFees)} (${fees.join(' and ')})` },
    { term: 'Total amount payable', detail: money(view.totalPayable) },
    { term: DEAL_PAGE_TEXTS.basisLabel, detail: view.assumptions },
  );
  return { ...part, facts, lists: view.notes.length > 0 ? [{ title: 'About these rates', items: view.notes }] : [] };
}

const RESERVE_TERM = 'Deposit to reserve the car online';

function reservePart(view: ReserveView): DealPart {
  const part = { id: 'reserve', heading: 'Reserve deposit', workings: null, lists: [] } as const;
  if (view.available && view.deposit !== null) {
    return {
      ...part,
      facts: [
        { term: RESERVE_TERM, detail: view.deposit.text, figure: 'reserve-deposit' },
        { term: DEAL_PAGE_TEXTS.basisLabel, detail: 'The refundable deposit the dealer asks to reserve this car online: nobody else can buy it while it is reserved for you.' },
      ],
    };
  }
  return { ...part, facts: [{ term: RESERVE_TERM, detail: 'Not available', figure: 'reserve-deposit' }, ...(view.reason === null ? [] : [{ term: 'Why', detail: view.reason }])] };
}

/** The car as the page names it: a link to its page only while it is listed. */
function carOf(car: DealCarView): DealPageView['car'] {
  return { name: car.name, href: car.state === 'listed' ? car.url : null, state: DEAL_PAGE_TEXTS.carStates[car.state] };
}

/** The page of an opened deal: its car, dates, what changed and each part, in the site's region (and the browser's time zone). */
export function dealPageView({ deal, changes }: OpenedDeal, region: RegionCode, labels: DealFinanceLabels, timeZone?: string): DealPageView {
  const parts: DealPart[] = [pricePart(deal.price, changes, region)];
  if (deal.driveAway !== null) parts.push(driveAwayPart(deal.driveAway, changes, region));
  if (deal.tradeIn !== null) parts.push(tradeInPart(deal.tradeIn, region));
  if (deal.finance !== null) parts.push(financePart(deal.finance, changes, region, labels));
  parts.push(reservePart(deal.reserve));
  return {
    car: carOf(deal.car),
    made: formatDealMoment(deal.createdAt, region, timeZone),
    validUntil: formatDealMoment(deal.expiresAt, region, timeZone),
    changes: changes.messages,
    parts,
  };
}

/** A deal answer's parts the page reads, checked at the edge: the answer, or null when it is not one. */
export function parseOpenedDeal(data: unknown): OpenedDeal | null {
  const record = recordOf(data);
  const deal = recordOf(record?.deal);
  const changes = recordOf(record?.changes);
  if (deal === null || changes === null) return null;
  const car = recordOf(deal.car);
  const price = recordOf(deal.price);
  const reserve = recordOf(deal.reserve);
  if (car === null || price === null || reserve === null) return null;
  if (typeof deal.createdAt !== 'string' || typeof deal.expiresAt !== 'string') return null;
  if (typeof car.name !== 'string' || typeof car.url !== 'string' || !['listed', 'sold', 'gone'].includes(String(car.state))) return null;
  if (typeof price.words !== 'string' || typeof price.basis !== 'string') return null;
  if (typeof reserve.available !== 'boolean') return null;
  if (!Array.isArray(changes.messages) || !changes.messages.every((message) => typeof message === 'string')) return null;
  for (const part of ['driveAway', 'tradeIn', 'finance'] as const) {
    const value = deal[part];
    if (value !== null && recordOf(value) === null) return null;
  }
  return { deal: deal as unknown as DealView, changes: changes as unknown as DealChanges };
}

function recordOf(data: unknown): Record<string, unknown> | null {
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as Record<string, unknown>) : null;
}
