/**
 * Content collections for the dealer being built. Data collections read the site's data folder
 * (generated demo data); Markdown pages are shared by every site and filled in per dealer. Schemas
 * check the fields pages rely on and keep the rest of each record. The stock is no collection:
 * pages read it from the one stock reader (src/stock/read-stock-feed.ts) when they render, so it
 * is not compiled into the build's bundle and a stock change leaves the bundle as it was.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { dataDir } from 'virtual:dealer/site';
import { jsonArrayLoader } from './content/json-array-loader.ts';
import { modelCatalogueEntrySchema } from './stock/model-catalogue-schema.ts';
import { CAREER_TYPES } from './domain/content/content.ts';

const image = z.looseObject({ url: z.string().startsWith('/'), alt: z.string().min(1) });

const slides = defineCollection({
  loader: jsonArrayLoader(`${dataDir}/slides.json`),
  schema: z.looseObject({
    id: z.number(),
    name: z.string().min(1),
    description: z.string(),
    url: z.string().startsWith('/'),
    image: image.extend({ width: z.number().int().positive(), height: z.number().int().positive() }),
  }),
});

/**
 * The site's model catalogue (spec section 3, "Model catalogue entry" with the "Model" fields): the
 * /models directory, the model pages, the home range and the New Vehicles menu read it. `description`
 * is HTML from outside the code base and is rendered only through src/site/model-html.ts.
 */
const models = defineCollection({
  loader: jsonArrayLoader(`${dataDir}/models.json`, (model) => model.slug as string),
  schema: modelCatalogueEntrySchema,
});

/**
 * The dealer's special offers, keyed by id, every one of them: which are live on the build's date
 * is decided by the pages (src/domain/content/offers.ts), since it depends on the dealer's calendar.
 */
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'expected a date like 2026-12-25');
const offers = defineCollection({
  loader: jsonArrayLoader(`${dataDir}/offers.json`, (offer) => String(offer.id)),
  schema: z.looseObject({
    id: z.number().int().positive(),
    name: z.string().min(1),
    description: z.string(),
    sanitized_description: z.string(),
    disclaimer: z.string(),
    image_or_model_image: image,
    manufacturer: z.looseObject({ name: z.string().min(1), slug: z.string().regex(/^[a-z0-9-]+$/) }),
    model: z.looseObject({ name: z.string().min(1), slug: z.string().min(1), override_url: z.string().nullable() }).nullable(),
    excluded_website_ids: z.array(z.string()),
    starts_on: isoDate,
    expires_on: isoDate.nullable(),
  }),
});

/** The parts catalogue (src/domain/content/parts.ts), keyed by part number: the parts page and /parts/search read it. */
const parts = defineCollection({
  loader: jsonArrayLoader(`${dataDir}/parts.json`, (part) => String(part.part_number)),
  schema: z.object({
    part_number: z.string().regex(/^[A-Z0-9]+(-[A-Z0-9]+)+$/),
    name: z.string().min(1),
    category: z.string().min(1),
    fits: z.array(z.string().min(1)),
    price: z.number().int().nonnegative(),
    accessory: z.boolean(),
  }),
});

const pages = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/pages' }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(1).max(160),
  }),
});

// --- Company pages: reviews, blog posts and careers ---

const slug = z.string().regex(/^[a-z0-9-]+$/);

/** The dealer's Google reviews, all of them: which are shown is src/domain/content/reviews.ts's call. */
const reviews = defineCollection({
  loader: jsonArrayLoader(`${dataDir}/reviews.json`),
  schema: z.looseObject({
    id: z.string().min(1),
    author: z.string(),
    rating: z.number().int().min(1).max(5),
    text: z.string(),
    date: isoDate,
    location_slug: z.string(),
    source: z.literal('Google'),
  }),
});

/** Blog posts keyed by slug; `entry.rendered.html` is the body's HTML, to sanitise before use. */
const posts = defineCollection({
  loader: jsonArrayLoader(`${dataDir}/posts.json`, (post) => post.slug as string, 'body'),
  schema: z.looseObject({
    id: z.number().int(),
    slug,
    title: z.string().min(1),
    date: isoDate,
    author: z.string().min(1),
    excerpt: z.string().min(1),
    body: z.string(),
    image,
  }),
});

/** Job ads keyed by slug; `entry.rendered.html` is the description's HTML, to sanitise before use. */
const careers = defineCollection({
  loader: jsonArrayLoader(`${dataDir}/careers.json`, (career) => career.slug as string, 'description'),
  schema: z.looseObject({
    id: z.number().int(),
    slug,
    title: z.string().min(1),
    location: z.string().min(1),
    location_slug: z.string(),
    type: z.enum(CAREER_TYPES),
    description: z.string(),
    posted_on: isoDate,
  }),
});

export const collections = { slides, models, offers, parts, pages, reviews, posts, careers };
