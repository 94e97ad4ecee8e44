/**
 * The compare page's plain cards: the cars of a `/compare?cars=` link as a list, written into the
 * built page's placeholder, so that a browser without JavaScript (or before the island has run)
 * sees the cars of a shared link. The page's island shows the table and hides the cards.
 *
 * Two hosts call it, each reading the build's compare records its own way: the local static server
 * (scripts/lib/static-server.ts, from the site's folder) and the Netlify Edge Function
 * (netlify/edge-functions/compare-cards.ts, from the same origin). The edge runs it on Deno, so it
 * and what it imports stay free of packages and of Node's modules.
 *
 * The markup carries no script and no style attribute: the page's Content-Security-Policy, worked out
 * from the built page, must still hold for the filled one. Every text is escaped.
 */
import type { CompareCar } from '../../domain/compare/compare-car.ts';
import { COMPARE_ROW_LABELS } from '../../domain/compare/compare-car.ts';
import { linkedSlugsOf } from '../../domain/compare/compare-list.ts';
import { COMPARE_CARDS_END, COMPARE_CARDS_START } from '../../domain/compare/compare-page.ts';
import { COMPARE_TEXTS } from '../../domain/compare/compare-texts.ts';
import { escapeMarkup } from '../../lib/escape-markup.ts';

/**
 * Reads one car's compare record: null when the site lists no such car (or its record is of another
 * shape); it rejects when it could not tell (the host did not answer), and the fill with it.
 */
export type CompareRecordReader = (slug: string) => Promise<CompareCar | null>;

/**
 * The facts a card lists beside the price. Their labels read the same in every region (no region
 * term replaces them), so the cards need not know the site's region.
 */
const CARD_FACTS = ['year', 'odometer', 'status'] as const;

function carCard(car: CompareCar): string {
  const image = car.image === null ? '' : `<img class="compare-card__image" src="${escapeMarkup(car.image.url)}" alt="${escapeMarkup(car.image.alt)}" loading="lazy" decoding="async">`;
  const facts = CARD_FACTS.map((key) => `<div><dt>${escapeMarkup(COMPARE_ROW_LABELS[key])}</dt><dd>${escapeMarkup(car[key])}</dd></div>`).join('');
  return [
    `<li class="compare-card${car.sold ? ' compare-card--sold' : ''}">`,
    image,
    `<h2 class="compare-card__name"><a href="${escapeMarkup(car.href)}">${escapeMarkup(car.name)}</a></h2>`,
    `<p class="compare-card__price">${escapeMarkup(car.price)}</p>`,
    car.driveAway === null ? '' : `<p class="compare-card__drive-away">${escapeMarkup(car.driveAway)}</p>`,
    `<dl class="compare-card__facts">${facts}</dl>`,
    car.sold ? `<p class="compare-card__note">${escapeMarkup(COMPARE_TEXTS.sold)}</p>` : '',
    '</li>',
  ].join('');
}

function notListedCard(): string {
  return `<li class="compare-card compare-card--gone"><h2 class="compare-card__name">${escapeMarkup(COMPARE_TEXTS.notListedName)}</h2><p class="compare-card__note">${escapeMarkup(COMPARE_TEXTS.notListed)}</p></li>`;
}

async function readListed(readRecord: CompareRecordReader, slug: string): Promise<CompareCar | null> {
  const car = await readRecord(slug);
  // A record of another car is no answer for this one.
  return car !== null && car.slug === slug ? car : null;
}

/** The plain cards of these records, in the link's order: null for a car the site does not list. */
export function compareCardsHtml(cars: readonly (CompareCar | null)[]): string {
  return `<ol class="compare-cards__list">${cars.map((car) => (car === null ? notListedCard() : carCard(car))).join('')}</ol>`;
}

/**
 * The compare page's HTML with the cars of the link (`search`, the URL's `?cars=...`) in its
 * placeholder, in the link's order; a slug that names no listed car, or that cannot be a slug, has
 * its "no longer listed" card. A link without cars, or a page without the placeholder, is returned
 * as it is (the page then says there is nothing to compare). Rejects when a record could not be read.
 */
export async function fillCompareCards(html: string, search: string, readRecord: CompareRecordReader): Promise<string> {
  const linked = linkedSlugsOf(search);
  if (linked.length === 0) return html;
  const start = html.indexOf(COMPARE_CARDS_START);
  const end = start < 0 ? -1 : html.indexOf(COMPARE_CARDS_END, start);
  if (end < 0) return html;
  const cars = await Promise.all(linked.map(({ slug, wellFormed }) => (wellFormed ? readListed(readRecord, slug) : Promise.resolve(null))));
  return `${html.slice(0, start)}${compareCardsHtml(cars)}${html.slice(end + COMPARE_CARDS_END.length)}`;
}
