/**
 * Content collections for the dealer being built. Data collections read the site's data folder
 * (generated demo data or an imported stock feed); Markdown pages are shared by every site and
 * filled in per dealer. Schemas check the fields pages rely on and keep the rest of each record.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { dataDir, site } from 'virtual:dealer/site';
import { jsonArrayLoader } from './content/json-array-loader.ts';
import { stockFeedLoader } from './content/stock-feed-loader.ts';
import type { Car } from './domain/car.ts';
import { MODEL_STATUSES } from './domain/content.ts';

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

const models = defineCollection({
  loader: jsonArrayLoader(`${dataDir}/models.json`, (model) => model.slug as string),
  schema: z.looseObject({
    id: z.number(),
    name: z.string().min(1),
    slug: z.string().min(1),
    manufacturer_name: z.string(),
    /** The make's slug in the site config (the lead forms and the brand directory use it). */
    manufacturer_slug: z.string().min(1),
    short_description: z.string(),
    status: z.enum(MODEL_STATUSES),
    body: z.array(z.string()),
    image: z.looseObject({ url: z.string(), thumb: z.string(), alt: z.string() }),
    price_from: z.number().nullable(),
  }),
});

const pages = defineCollection({
  loader: glob({ pattern: '*.md', base: './content/pages' }),
  schema: z.object({
    title: z.string().min(1),
    description: z.string().min(1).max(160),
  }),
});

/**
 * The dealer's stock, keyed by slug for /cars/{slug}. The loader reads it through the one stock
 * reader, which validates every row against the stock schema (src/stock/car-schema.ts); the
 * collection only names the type, so the rows are not checked a second time.
 */
const cars = defineCollection({
  loader: stockFeedLoader(site, dataDir),
  schema: z.custom<Car>(),
});

export const collections = { slides, models, pages, cars };
