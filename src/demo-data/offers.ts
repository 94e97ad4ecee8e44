/**
 * Special offers for a site: model offers per make (price, finance and bonus offers), a servicing
 * offer with no model, one offer that excludes the site itself, one that ended a week ago and one
 * that starts in a week, so the exclusion, expiry and start rules each have something to hide.
 * The others started two weeks ago. The week's margin keeps each offer on its side of the rules
 * whatever the dealer's time zone (the reference date is a UTC date). Descriptions and disclaimers come in long (over the UI's 200-character
 * collapse) and short forms.
 */
import type { Body, Colour } from '../domain/cars/car.ts';
import type { ModelCatalogueEntry, Offer } from '../domain/content/content.ts';
import type { RegionCode } from '../domain/basics/region.ts';
import type { SiteConfig } from '../config/site-config-schema.ts';
import { findMake } from './catalogue.ts';
import { siteManufacturers } from './cars.ts';
import type { ImageRegistry, Palette } from './images.ts';
import { hashString, type Random } from './random.ts';
import { SECONDS_PER_DAY } from '../domain/basics/constants.ts';
import { formatMoney } from '../domain/basics/format.ts';
import { escapeMarkup } from '../lib/escape-markup.ts';
import { formatLongDate, htmlToText, isoDate } from './util.ts';

/** A site slug no demo site uses: offers excluded only there must still show everywhere else. */
const OTHER_WEBSITE_ID = 'fleet-direct';

interface OfferDraft {
  name: string;
  description: string;
  disclaimer: string;
}

function modelPriceWords(region: RegionCode): string {
  return region === 'US' ? 'MSRP' : 'drive away';
}

function longDisclaimer(region: RegionCode, dealer: string, until: string): string {
  if (region === 'US') {
    return `Offer valid on new vehicles purchased and delivered from ${dealer} by ${until}, while stocks last. MSRP excludes tax, title, license, dealer documentation fee and options. Financing offers are subject to approved credit through the manufacturer's finance partner; not all buyers will qualify. Vehicle shown may include optional equipment. See dealer for complete details.`;
  }
  return `Offer available on new vehicles ordered and delivered from ${dealer} by ${until}, or while stocks last. Drive away pricing includes 12 months registration, compulsory third party insurance, stamp duty and dealer delivery. Not available with other offers, to fleet, government or rental buyers. Metallic paint and options cost extra. Finance offers are available to approved applicants only; fees, charges, terms and conditions apply.`;
}

function shortDisclaimer(region: RegionCode, until: string): string {
  return region === 'US' ? `Ends ${until}. Plus tax, title and license. See dealer for details.` : `Ends ${until}. Approved applicants only. Terms and conditions apply.`;
}

function priceOffer(entry: ModelCatalogueEntry, region: RegionCode, dealer: string, until: string, long: boolean): OfferDraft {
  const price = entry.price_from ?? 0;
  const words = modelPriceWords(region);
  const name = `${entry.manufacturer_name} ${entry.name} from ${formatMoney(price, region)} ${words}`;
  const description = long
    ? `<p>Drive away in a new <strong>${escapeMarkup(entry.manufacturer_name)} ${escapeMarkup(entry.name)}</strong> from just ${formatMoney(price, region)} ${words}. ${escapeMarkup(entry.short_description)}</p><ul><li>Balance of factory warranty and roadside assistance</li><li>Complimentary first service</li><li>Trade-ins welcome, with an instant online valuation</li></ul><p>Talk to our team at ${escapeMarkup(dealer)} about finance and availability today.</p>`
    : `<p>New ${escapeMarkup(entry.name)} from ${formatMoney(price, region)} ${words}.</p>`;
  return { name, description, disclaimer: long ? longDisclaimer(region, dealer, until) : shortDisclaimer(region, until) };
}

function financeOffer(entry: ModelCatalogueEntry, region: RegionCode, dealer: string, until: string, long: boolean): OfferDraft {
  const rate = region === 'US' ? '2.9% APR' : '2.99% p.a. comparison rate';
  const name = `${rate} finance on ${entry.manufacturer_name} ${entry.name}`;
  const description = long
    ? `<p>Finance your new <strong>${escapeMarkup(entry.name)}</strong> at ${rate} for a limited time, with repayments tailored to your budget and terms from 12 to 60 months.</p><p>Apply online in minutes, get a decision quickly and drive home sooner. Our finance specialists at ${escapeMarkup(dealer)} can also look after insurance and extended warranty.</p>`
    : `<p>${rate} finance on the ${escapeMarkup(entry.name)} range.</p>`;
  const disclaimer = long
    ? `${rate} available to approved business and personal applicants of the manufacturer's finance partner on new ${entry.name} models ordered by ${until}. Comparison rate based on a secured consumer fixed-rate loan of $30,000 over 5 years. WARNING: This comparison rate is true only for the example given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate. Fees, charges, terms and conditions apply.`
    : shortDisclaimer(region, until);
  return { name, description, disclaimer };
}

function bonusOffer(entry: ModelCatalogueEntry, region: RegionCode, until: string): OfferDraft {
  const bonus = region === 'US' ? '2 years of complimentary maintenance' : '5 years of capped-price servicing included';
  return {
    name: `${entry.name} with ${bonus}`,
    description: `<p>Buy a new ${escapeMarkup(entry.name)} and get ${bonus}.</p>`,
    disclaimer: shortDisclaimer(region, until),
  };
}

/**
 * A current servicing offer. Deliberately not the Brighton summer service offer of 2023 (Essential
 * $299, Essential Plus $499): that one has ended, and nothing may advertise it as current.
 */
function serviceOffer(region: RegionCode, dealer: string, until: string): OfferDraft {
  const saving = formatMoney(50, region);
  return {
    name: `Service special: ${saving} off your next logbook service`,
    description: `<p>Book your next <strong>logbook service</strong> with us and save ${saving}. Our factory-trained technicians use genuine parts, keep your warranty intact and stamp your logbook, and every service comes with a free wash, a multi-point safety inspection and a loan car on request.</p>`,
    disclaimer: `Valid on logbook services booked at ${dealer} and completed by ${until}. One saving per vehicle. Loan cars are subject to availability and must be requested when booking. Additional work is quoted separately and only done with your approval. Not available with any other offer.`,
  };
}

interface GenerateOffersOptions {
  config: SiteConfig;
  random: Random;
  reference: number;
  images: ImageRegistry;
  palette: Palette;
  models: ModelCatalogueEntry[];
}

/** Eight to fourteen offers for the site, two of them (ended, not yet started) never live. */
export function generateOffers({ config, random, reference, images, palette, models }: GenerateOffersOptions): Offer[] {
  const region = config.region;
  const dealer = config.name;
  const endOfNextMonth = new Date(reference * 1000);
  endOfNextMonth.setUTCMonth(endOfNextMonth.getUTCMonth() + 2, 0);
  const expires = isoDate(endOfNextMonth.getTime() / 1000);
  const until = formatLongDate(endOfNextMonth.getTime() / 1000, region);
  const daysFromReference = (days: number): number => reference + days * SECONDS_PER_DAY;
  const starts = isoDate(daysFromReference(-14));
  const idBase = (100 + (hashString(config.slug) % 900)) * 100;
  const offers: Offer[] = [];
  const manufacturers = siteManufacturers(config);

  const push = (draft: OfferDraft, manufacturer: (typeof manufacturers)[number], entry: ModelCatalogueEntry | null, options: { ownImage: boolean; excluded: string[]; expires: string | null; starts?: string }): void => {
    const id = idBase + offers.length + 1;
    const make = findMake(manufacturer.slug);
    const model = entry ? make?.models.find((m) => m.name === entry.name || entry.name.startsWith(`${m.name} `)) : undefined;
    const body: Body | null = entry ? (entry.bodyStyle[0] ?? 'SUV') : null;
    const colour: Colour = model?.colour ?? 'White';
    const imageUrl = options.ownImage || !entry ? images.offer(config.slug, id, palette, body, colour) : null;
    offers.push({
      id,
      name: draft.name,
      description: draft.description,
      sanitized_description: htmlToText(draft.description),
      disclaimer: draft.disclaimer,
      image_url: imageUrl,
      image_or_model_image: imageUrl
        ? { url: imageUrl, alt: entry ? `${entry.manufacturer_name} ${entry.name} offer` : 'Servicing offer' }
        : { url: entry?.image.url ?? '', alt: entry?.image.alt ?? '' },
      manufacturer: { id: manufacturer.id, name: manufacturer.name, slug: manufacturer.slug },
      model: entry ? { name: entry.name, slug: entry.slug, override_url: entry.override_url } : null,
      excluded_website_ids: options.excluded,
      starts_on: options.starts ?? starts,
      expires_on: options.expires,
    });
  };

  manufacturers.forEach((manufacturer, makeIndex) => {
    const available = models.filter((m) => m.manufacturer_slug === manufacturer.slug && m.status !== 'coming_soon' && m.variant === '');
    const picks = random.shuffle(available).slice(0, manufacturers.length > 2 ? 2 : 3);
    picks.forEach((entry, i) => {
      const long = (makeIndex + i) % 2 === 0;
      const draft = i === 0 ? priceOffer(entry, region, dealer, until, long) : i === 1 ? financeOffer(entry, region, dealer, until, long) : bonusOffer(entry, region, until);
      push(draft, manufacturer, entry, { ownImage: i !== 1, excluded: i === 1 ? [OTHER_WEBSITE_ID] : [], expires: i === 2 ? null : expires });
    });
  });

  const first = manufacturers[0];
  if (first) {
    push(serviceOffer(region, dealer, until), first, null, { ownImage: true, excluded: [], expires });
    const entry = models.find((m) => m.manufacturer_slug === first.slug && m.status !== 'coming_soon');
    if (entry) {
      const draft = priceOffer(entry, region, dealer, until, false);
      push({ ...draft, name: `Fleet only: ${draft.name}` }, first, entry, { ownImage: true, excluded: [config.slug], expires });
      const ended = bonusOffer(entry, region, formatLongDate(daysFromReference(-7), region));
      push({ ...ended, name: `Ended: ${ended.name}` }, first, entry, {
        ownImage: true,
        excluded: [],
        starts: isoDate(daysFromReference(-60)),
        expires: isoDate(daysFromReference(-7)),
      });
      const upcoming = financeOffer(entry, region, dealer, until, false);
      push({ ...upcoming, name: `Coming soon: ${upcoming.name}` }, first, entry, { ownImage: true, excluded: [], starts: isoDate(daysFromReference(7)), expires });
    }
  }
  return offers;
}
