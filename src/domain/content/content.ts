/**
 * Site content besides cars: the model catalogue, offers, reviews, hero slides, blog posts and
 * careers (spec section 3). Plain types only. Dates are ISO 8601 dates (`2026-05-01`); money is a
 * whole number in the site's currency; images are site-absolute paths with alt text.
 */
import type { Body, Fuel } from '../cars/car.ts';

/** The body groups the model catalogue uses (spec: "Body types seen"); /models?body= filters on them. */
export const MODEL_BODIES = [
  'SUV',
  'Hatch',
  'Ute',
  'Wagon',
  'Van',
  'Passenger',
  'Commercial',
  'People Mover',
  'Camper',
  'Coming Soon',
] as const;
export type ModelBody = (typeof MODEL_BODIES)[number];

/** '' is an established model; 'new' a recent launch; 'coming_soon' turns 'Get a Quote' into 'Register Your Interest'. */
export const MODEL_STATUSES = ['', 'new', 'coming_soon'] as const;
export type ModelStatus = (typeof MODEL_STATUSES)[number];

interface ContentImage {
  url: string;
  alt: string;
}

/** A highlight on a model page; the UI cuts `description` at 600 characters. */
export interface ModelFeature {
  title: string;
  description: string;
  image: ContentImage;
}

/**
 * A model in a make's catalogue: the spec's "Model catalogue entry" together with the spec's "Model"
 * fields (short_description), so one record drives both the /models list and /models/{slug}.
 */
export interface ModelCatalogueEntry {
  id: number;
  name: string;
  slug: string;
  manufacturer_name: string;
  /** Slug of the make in the site config. */
  manufacturer_slug: string;
  /** One or two plain sentences for cards and the model intro. */
  short_description: string;
  /** HTML (paragraphs, lists, emphasis); sanitised before rendering. */
  description: string;
  /** The first three entries of `body`, or '' when there are fewer; feeds send them flattened. */
  manufacturer_body: string;
  manufacturer_body2: string;
  manufacturer_body3: string;
  /** The car body styles the model comes in, as on stock (`simple_body`). */
  bodyStyle: Body[];
  /** Small and large renderings; `alt` names the model. */
  image: { url: string; thumb: string; alt: string };
  status: ModelStatus;
  fuel: Fuel[];
  /** A sub-range name such as "GTI" or "R"; '' for the core model. */
  variant: string;
  /** A site path that replaces the model page link; null to use `path`. */
  override_url: string | null;
  /** The model page, /models/{slug}. */
  path: string;
  /** The parts catalogue make id for accessories; null when the parts catalogue has none. */
  aftermarket_manufacturer_id: number | null;
  accessories_count: number;
  body: ModelBody[];
  /** Lowest current new price in the site's currency; null for models not yet on sale. */
  price_from: number | null;
  features: ModelFeature[];
}

/** A special offer (spec section 3, "Offer"); the UI collapses description and disclaimer over 200 characters. */
export interface Offer {
  id: number;
  name: string;
  /** HTML. */
  description: string;
  /** `description` as plain text, for cards and length checks. */
  sanitized_description: string;
  /** Plain text legal terms. */
  disclaimer: string;
  /** The offer's own image; null when the offer shows its model's image instead. */
  image_url: string | null;
  /** The offer image, or the model image when the offer has none; always set. */
  image_or_model_image: ContentImage;
  manufacturer: { id: number; name: string; slug: string };
  /** The model the offer is for; null for offers that are not about one model (e.g. servicing). */
  model: { name: string; slug: string; override_url: string | null } | null;
  /** Slugs of the sites that must not show this offer (our sites are identified by slug). */
  excluded_website_ids: string[];
  /** First day of the offer (YYYY-MM-DD, the dealer's calendar): before it, the offer is not shown. */
  starts_on: string;
  /** Last day of the offer (inclusive); null for ongoing offers. */
  expires_on: string | null;
}

/** A customer review of the dealer. The UI shows only ratings above 4. */
export interface Review {
  id: string;
  author: string;
  /** Whole stars, 1 to 5. */
  rating: number;
  text: string;
  date: string;
  /** Slug of the reviewed location in the site config. */
  location_slug: string;
  source: 'Google';
}

/** A home-page hero slide (spec section 3, "Slide"). */
export interface Slide {
  id: number;
  name: string;
  description: string;
  /** The site path the slide links to, e.g. /special-offers. */
  url: string;
  image: ContentImage & { width: number; height: number };
}

export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  date: string;
  author: string;
  /** One plain sentence or two for lists and meta descriptions. */
  excerpt: string;
  /** Markdown. */
  body: string;
  image: ContentImage;
}

export const CAREER_TYPES = ['Full time', 'Part time', 'Casual', 'Contract'] as const;
export type CareerType = (typeof CAREER_TYPES)[number];

export interface Career {
  id: number;
  slug: string;
  title: string;
  /** Name of the site location the role is based at. */
  location: string;
  location_slug: string;
  type: CareerType;
  /** Markdown. */
  description: string;
  posted_on: string;
}
