/**
 * One part's card in /parts/search, as markup: the build writes the first page with it and the
 * browser script (parts-search.ts) the pages it shows, so both draw the same card.
 * Every text is escaped; the part data come from outside the code base.
 */
import type { Part } from '../domain/content/parts.ts';
import { partEnquiryHref } from '../domain/content/parts.ts';
import { formatMoney } from '../domain/basics/format.ts';
import type { RegionCode } from '../domain/basics/region.ts';
import { escapeMarkup } from '../lib/escape-markup.ts';

export interface PartCardContext {
  readonly region: RegionCode;
  /** The parts page, where the enquiry form is. */
  readonly partsPagePath: string;
  /** Model names by slug, for the 'Fits' line. */
  readonly modelNames: ReadonlyMap<string, string>;
}

/** The 'Fits' line's words: the models' names, in catalogue order. */
export function fitsText(part: Pick<Part, 'fits'>, modelNames: ReadonlyMap<string, string>): string {
  return part.fits.map((slug) => modelNames.get(slug) ?? slug).join(', ');
}

/** A list item holding the part's card. */
export function partCardHtml(part: Part, context: PartCardContext): string {
  const e = escapeMarkup;
  return (
    `<li class="part-card" data-part-card>` +
    `<h2 class="part-card__name">${e(part.name)}</h2>` +
    `<dl class="part-card__facts">` +
    `<div><dt>Part number</dt><dd class="part-card__number">${e(part.part_number)}</dd></div>` +
    `<div><dt>Category</dt><dd>${e(part.category)}</dd></div>` +
    `<div><dt>Fits</dt><dd>${e(fitsText(part, context.modelNames))}</dd></div>` +
    `</dl>` +
    `<p class="part-card__price">${e(formatMoney(part.price, context.region))}</p>` +
    `<a class="button button--outline part-card__enquire" href="${e(partEnquiryHref(context.partsPagePath, part))}">Enquire<span class="visually-hidden"> about ${e(part.name)}</span></a>` +
    `</li>`
  );
}
