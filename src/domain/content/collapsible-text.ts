/**
 * Long texts shown short (spec sections 2, 4 and 9): offer descriptions and disclaimers collapse when
 * over 200 characters, cut at 160 for the description and 200 for the disclaimer, with
 * 'View more' / 'View less' and 'View full disclaimer' / 'less disclaimer'; model feature text is cut
 * at 600 characters. All inputs are plain text (an offer's `sanitized_description`, its `disclaimer`,
 * a model feature's `description`).
 *
 * Characters are counted in code points, so an emoji or other astral character counts once and a
 * surrogate pair is never split.
 */
import type { Offer } from './content.ts';
import { MODEL_FEATURE_TEXT_LIMIT, OFFER_COLLAPSE_THRESHOLD, OFFER_DESCRIPTION_CUT, OFFER_DISCLAIMER_CUT } from '../basics/constants.ts';
import { OFFER_TEXTS } from '../basics/texts.ts';

/** Appended to a text that was cut. */
export const ELLIPSIS = '…';

/** How a collapsible text behaves: when it collapses, where it is cut, and its toggle labels. */
interface CollapseRule {
  /** The text collapses only when longer than this many characters. */
  readonly threshold: number;
  /** A collapsed text keeps at most this many characters, before the ellipsis. */
  readonly cut: number;
  /** The toggle that expands the text. */
  readonly moreLabel: string;
  /** The toggle that collapses it again. */
  readonly lessLabel: string;
}

/** Offer descriptions: collapse over 200, cut at 160, 'View more' / 'View less'. */
const OFFER_DESCRIPTION_RULE: CollapseRule = {
  threshold: OFFER_COLLAPSE_THRESHOLD,
  cut: OFFER_DESCRIPTION_CUT,
  moreLabel: OFFER_TEXTS.viewMore,
  lessLabel: OFFER_TEXTS.viewLess,
};

/** Offer disclaimers: collapse over 200, cut at 200, 'View full disclaimer' / 'less disclaimer'. */
const OFFER_DISCLAIMER_RULE: CollapseRule = {
  threshold: OFFER_COLLAPSE_THRESHOLD,
  cut: OFFER_DISCLAIMER_CUT,
  moreLabel: OFFER_TEXTS.viewFullDisclaimer,
  lessLabel: OFFER_TEXTS.lessDisclaimer,
};

/**
 * A text as the page shows it: `full` when short enough to show whole (no toggle), or `collapsible`
 * with the cut text shown first, the full text behind the toggle, and the toggle's two labels.
 */
type CollapsibleText =
  | { readonly kind: 'full'; readonly text: string }
  | {
      readonly kind: 'collapsible';
      readonly short: string;
      readonly full: string;
      readonly moreLabel: string;
      readonly lessLabel: string;
    };

const WHITESPACE = /\s/u;

/**
 * The text cut to at most `limit` characters, plus '…' when anything was cut; a text of `limit`
 * characters or fewer comes back unchanged. The cut falls at a word boundary: the last whitespace
 * within the first `limit` characters, so no word is chopped in half, unless that would drop more than
 * half the allowance (one very long word), in which case the cut is exact. Whitespace before the cut is
 * trimmed so the ellipsis follows the last word.
 */
export function truncateText(text: string, limit: number): string {
  const characters = Array.from(text);
  if (characters.length <= limit) return text;
  let end = limit;
  if (!WHITESPACE.test(String(characters[limit]))) {
    const lastSpace = characters.slice(0, limit).findLastIndex((character) => WHITESPACE.test(character));
    if (lastSpace >= limit / 2) end = lastSpace;
  }
  return `${characters.slice(0, end).join('').trimEnd()}${ELLIPSIS}`;
}

/** A text collapsed by a rule: whole when it has `threshold` characters or fewer, otherwise cut at `cut`. */
export function collapseText(text: string, rule: CollapseRule): CollapsibleText {
  if (Array.from(text).length <= rule.threshold) return { kind: 'full', text };
  return { kind: 'collapsible', short: truncateText(text, rule.cut), full: text, moreLabel: rule.moreLabel, lessLabel: rule.lessLabel };
}

/** An offer card's description (its plain-text `sanitized_description`) with 'View more' / 'View less'. */
export function offerDescriptionText(offer: Pick<Offer, 'sanitized_description'>): CollapsibleText {
  return collapseText(offer.sanitized_description, OFFER_DESCRIPTION_RULE);
}

/** An offer card's disclaimer with 'View full disclaimer' / 'less disclaimer'. */
export function offerDisclaimerText(offer: Pick<Offer, 'disclaimer'>): CollapsibleText {
  return collapseText(offer.disclaimer, OFFER_DISCLAIMER_RULE);
}

/** A model feature's description cut at 600 characters (no toggle: the rest is not shown). */
export function modelFeatureText(description: string): string {
  return truncateText(description, MODEL_FEATURE_TEXT_LIMIT);
}
