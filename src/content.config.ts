/**
 * Content collections for the dealer being built. Data collections read the site's data folder
 * (generated demo data or a stock feed); Markdown pages are shared by every site and filled in per
 * dealer. Schemas check the fields pages rely on and keep the rest of each record as it is.
 */
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';
import { dataDir } from 'virtual:dealer/site';
import { jsonArrayLoader } from './content/json-array-loader.ts';
import { BODIES, CAR_STATUSES, CAR_TYPES, COLOURS, DRIVES, FUELS, PRICE_TYPES, TRANSMISSIONS } from './domain/car.ts';

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
    short_description: z.string(),
    status: z.enum(['', 'new', 'coming_soon']),
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
 * The dealer's stock (the domain's Car, src/domain/car.ts), keyed by slug for /cars/{slug}. Every
 * field the vehicle pages and the domain rules read is checked, so a bad feed record fails the build
 * with its path; fields the pages do not read are kept as they are.
 */
const nullableAmount = z.number().nullable();
const cars = defineCollection({
  loader: jsonArrayLoader(`${dataDir}/cars.json`, (car) => car.slug as string),
  schema: z.looseObject({
    id: z.number().int().positive(),
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    name: z.string().min(1),
    make: z.string().min(1),
    make_slug: z.string().min(1),
    model: z.string().min(1),
    badge: z.string(),
    series: z.string(),
    year: z.number().int(),
    km: z.number().min(0),
    price: z.number(),
    before_price: nullableAmount,
    offer_price: nullableAmount,
    subscription_price: nullableAmount,
    price_type: z.enum(PRICE_TYPES),
    car_type: z.enum(CAR_TYPES),
    status: z.enum(CAR_STATUSES),
    sold: z.boolean(),
    sold_date_timestamp: z.number().int().nullable(),
    show_on_dealer_website: z.boolean(),
    reserved: z.boolean(),
    tag: z.string().nullable(),
    certified: z.boolean(),
    created_at: z.string(),
    stocknum: z.string(),
    vin: z.string(),
    dealership_id: z.number().int().positive(),
    dealership_slug: z.string().min(1),
    dealership_name: z.string().min(1),
    city: z.string(),
    state: z.string(),
    private_suburb: z.string(),
    private_postcode: z.string(),
    simple_fuel: z.enum(FUELS),
    simple_body: z.enum(BODIES),
    simple_drive: z.enum(DRIVES),
    simple_transmission: z.enum(TRANSMISSIONS),
    images: z.array(z.object({ url: z.string().min(1), alt: z.string().min(1) })),
    primary_image_url: z.string().min(1),
    photos_count: z.number().int().min(0),
    preorder: z.boolean(),
    carsales_title: z.string(),
    file: z.object({ name: z.string(), url: z.string() }).nullable(),
    payment_processors: z.array(z.object({ provider: z.literal('stripe'), deposit: nullableAmount })),
    autograb_data: z.object({ average_market_price: z.number(), state_average_market_price: z.number() }).nullable(),
    location: z.object({
      id: z.number().int(),
      name: z.string().min(1),
      phone: z.string(),
      slug: z.string().min(1),
      address: z.object({ street: z.string(), city: z.string(), state: z.string(), postcode: z.string(), place_url: z.string() }),
      distribution_locations: z.array(z.object({ id: z.number().int(), name: z.string(), slug: z.string() })),
    }),
    colour: z.enum(COLOURS),
    seats: z.number().int(),
    doors: z.number().int(),
    engine: z.string(),
    age_index: z.number().int().min(0),
    features: z.array(z.string()),
    description: z.string(),
  }),
});

export const collections = { slides, models, pages, cars };
