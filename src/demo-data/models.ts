/**
 * The model catalogue for a site's makes: every current model with catalogue details (the full
 * Volkswagen range, including sub-range pages such as Golf GTI; three to six models for other
 * makes), with HTML descriptions, feature blocks and images.
 */
import { BODIES, FUELS, type Body, type Fuel } from '../domain/cars/car.ts';
import type { ModelBody, ModelCatalogueEntry, ModelFeature } from '../domain/content/content.ts';
import type { RegionCode } from '../domain/basics/region.ts';
import type { SiteConfig } from '../config/site-config-schema.ts';
import { VOLKSWAGEN_VARIANT_ENTRIES, findMake, pricedInUsd, soldInRegion, type FeatureTheme, type MakeSpec, type ModelSpec, type VariantSpec } from './catalogue.ts';
import { siteManufacturers } from './cars.ts';
import type { ImageRegistry } from './images.ts';
import type { Random } from './random.ts';
import { formatMoney } from '../domain/basics/format.ts';
import { regionTerm } from '../domain/basics/region-terms.ts';
import { escapeMarkup } from '../lib/escape-markup.ts';
import { dealerPrice, localPrice, regionalEngine, slugify } from './util.ts';

/**
 * Feature copy per theme: {model} is the model's name, a {word} the region's word for it (region-terms.ts).
 * Safety, technology and capability run past 600 characters on purpose: the UI cuts there.
 */
const FEATURE_COPY: Record<FeatureTheme, { title: string; text: string }> = {
  safety: {
    title: 'Safety that looks out for you',
    text:
      'Every {model} comes with a suite of driver assistance systems designed to help prevent a collision before it happens. ' +
      'Autonomous emergency braking watches for cars, pedestrians and cyclists ahead and can brake on its own if you do not react in time. ' +
      'Lane keeping assist gently steers you back into your lane, while blind spot monitoring and rear cross-traffic alert keep an eye on the areas that mirrors miss. ' +
      'Adaptive cruise control with stop-and-go holds a set distance to the car in front, even in heavy traffic, and driver fatigue detection suggests a break on long trips. ' +
      'Should the worst happen, multiple airbags and a rigid safety cell protect everyone on board, and an automatic post-collision braking system helps prevent a second impact.',
  },
  technology: {
    title: 'Connected, intuitive technology',
    text:
      'The {model} puts everything you need within easy reach. A high-resolution touchscreen sits alongside a fully digital driver display that you can configure to show navigation, media or driving data. ' +
      'Wireless Apple CarPlay and Android Auto connect your phone the moment you get in, and a wireless charging pad keeps it topped up. ' +
      'Voice control understands natural commands for climate, navigation and media, and over-the-air updates keep the software current. ' +
      'On selected grades a head-up display projects speed and directions onto the {windscreen}, a premium sound system fills the cabin, and a 360-degree camera makes tight {car parks} simple.',
  },
  capability: {
    title: 'Built for the tough stuff',
    text:
      'When the bitumen ends, the {model} keeps going. A strong ladder-frame or reinforced body, generous ground clearance and underbody protection let you explore with confidence. ' +
      'Selectable drive modes adjust throttle, transmission and traction control for sand, mud, snow or rock, and a locking rear differential is there when traction gets scarce. ' +
      'Hill descent control manages your speed on steep, slippery slopes, while a braked towing capacity of up to 3,500 kg means the caravan, boat or trailer comes too. ' +
      'Back at work on Monday, the same toughness means a payload that handles tools, materials and everything in between.',
  },
  comfort: {
    title: 'Comfort on every journey',
    text: 'Supportive seats, quality materials and a hushed cabin make the {model} a relaxing place to spend time, whether it is the school run or a weekend away.',
  },
  performance: {
    title: 'Driving that puts a smile on your face',
    text: 'Responsive power, precise steering and a chassis tuned on local roads give the {model} a sharper edge. Select Sport mode and it comes alive.',
  },
  space: {
    title: 'Room for everything',
    text: 'Clever packaging gives the {model} generous space for people and luggage, with flexible seating and a wide, low load floor that makes loading easy.',
  },
  efficiency: {
    title: 'Efficient by design',
    text: 'Modern powertrains, smart aerodynamics and energy recovery help the {model} go further on every tank or charge, lowering running costs without losing any of the fun.',
  },
};

/** Factory warranty wording per make, by region where it differs. */
const WARRANTY: Record<string, string> = {
  volkswagen: 'a 5-year, unlimited-kilometre warranty',
  ford: 'a 5-year, unlimited-kilometre warranty',
  hyundai: 'a 5-year, unlimited-kilometre warranty',
  kia: 'a 7-year, unlimited-kilometre warranty',
  mazda: 'a 5-year, unlimited-kilometre warranty',
  isuzu: 'a 6-year or 150,000 km warranty',
  renault: 'a 5-year, unlimited-kilometre warranty',
  skoda: 'a 7-year, unlimited-kilometre warranty',
};

function warrantyText(make: MakeSpec, region: RegionCode): string {
  if (region === 'US') return 'a 3-year/36,000-mile limited warranty and a 5-year/60,000-mile powertrain warranty';
  return WARRANTY[make.slug] ?? 'a 5-year warranty';
}

const PRICE_WORDS: Record<RegionCode, string> = { AU: 'drive away', NZ: 'drive away', US: 'MSRP' };

function uniqueInOrder<T>(order: readonly T[], values: readonly T[]): T[] {
  return order.filter((value) => values.includes(value));
}

/** Catalogue body groups for a model's body styles, when the catalogue spec does not give them. */
function modelBodies(bodyStyles: Body[], comingSoon: boolean): ModelBody[] {
  const out = new Set<ModelBody>();
  for (const body of bodyStyles) {
    if (body === 'SUV' || body === 'Hatch' || body === 'Ute' || body === 'Wagon' || body === 'Van' || body === 'People Mover') out.add(body);
    if (body === 'Cab Chassis') out.add('Ute');
  }
  if (bodyStyles.some((b) => ['SUV', 'Hatch', 'Sedan', 'Wagon', 'People Mover', 'Coupe', 'Convertible'].includes(b))) out.add('Passenger');
  if (bodyStyles.some((b) => ['Van', 'Ute', 'Cab Chassis'].includes(b))) out.add('Commercial');
  if (comingSoon) out.add('Coming Soon');
  return [...out];
}

function newPrice(model: ModelSpec, variant: VariantSpec, region: RegionCode): number {
  return dealerPrice(pricedInUsd(model) ? variant.price : localPrice(variant.price, region), region, 1000);
}

function describeModel(makeName: string, name: string, short: string, model: ModelSpec, variants: readonly VariantSpec[], region: RegionCode, warranty: string, comingSoon: boolean): string {
  const range = variants
    .map((v) => {
      const price = comingSoon ? '' : ` from ${formatMoney(newPrice(model, v, region), region)} ${PRICE_WORDS[region]}`;
      return `<li><strong>${escapeMarkup(v.badge)}</strong>: ${escapeMarkup(regionalEngine(v.engine, region))}, ${v.transmission.toLowerCase()}, ${v.drive}${price}</li>`;
    })
    .join('');
  const lead = comingSoon
    ? `<p>The ${escapeMarkup(makeName)} ${escapeMarkup(name)} is <em>coming soon</em>. ${escapeMarkup(short)}</p>`
    : `<p>${escapeMarkup(short)}</p>`;
  return `${lead}<h3>The range</h3><ul>${range}</ul><p>Every new ${escapeMarkup(makeName)} comes with ${escapeMarkup(warranty)} and roadside assistance.</p>`;
}

/** A feature's copy for one model, in the region's words ({windscreen} is a windshield in the US). */
function featureText(theme: FeatureTheme, displayName: string, region: RegionCode): string {
  return FEATURE_COPY[theme].text.replaceAll('{model}', displayName).replace(/\{([a-z ]+)\}/g, (_, word: string) => regionTerm(word, region));
}

function features(themes: readonly FeatureTheme[], displayName: string, images: ImageRegistry, region: RegionCode): ModelFeature[] {
  return themes.map((theme) => ({
    title: FEATURE_COPY[theme].title,
    description: featureText(theme, displayName, region),
    image: { url: images.feature(theme), alt: `${FEATURE_COPY[theme].title}: illustration` },
  }));
}

interface GenerateModelsOptions {
  config: SiteConfig;
  random: Random;
  images: ImageRegistry;
}

/** The catalogue for every make the site sells, in config order. */
export function generateModels({ config, random, images }: GenerateModelsOptions): ModelCatalogueEntry[] {
  const region = config.region;
  const entries: ModelCatalogueEntry[] = [];
  for (const manufacturer of siteManufacturers(config)) {
    const make = findMake(manufacturer.slug);
    if (!make) continue;
    const warranty = warrantyText(make, region);
    let index = 0;
    const push = (input: {
      name: string;
      model: ModelSpec;
      variants: readonly VariantSpec[];
      status: ModelCatalogueEntry['status'];
      body?: ModelBody[];
      variant: string;
      override_url: string | null;
      short: string;
      themes: readonly FeatureTheme[];
      imageBody: Body;
      imageColour: ModelSpec['colour'];
    }): void => {
      index += 1;
      const slug = slugify(input.name);
      const comingSoon = input.status === 'coming_soon';
      const bodyStyle = uniqueInOrder<Body>(BODIES, input.variants.map((v) => v.body));
      const body = input.body ?? modelBodies(bodyStyle, comingSoon);
      const displayName = `${manufacturer.name} ${input.name}`;
      const image = images.model(input.imageBody, input.imageColour);
      entries.push({
        id: manufacturer.id * 1000 + index,
        name: input.name,
        slug,
        manufacturer_name: manufacturer.name,
        manufacturer_slug: manufacturer.slug,
        short_description: input.short,
        description: describeModel(manufacturer.name, input.name, input.short, input.model, input.variants, region, warranty, comingSoon),
        manufacturer_body: body[0] ?? '',
        manufacturer_body2: body[1] ?? '',
        manufacturer_body3: body[2] ?? '',
        bodyStyle,
        image: { ...image, alt: displayName },
        status: input.status,
        fuel: uniqueInOrder<Fuel>(FUELS, input.variants.map((v) => v.fuel)),
        variant: input.variant,
        override_url: input.override_url,
        path: `/models/${slug}`,
        aftermarket_manufacturer_id: comingSoon ? null : manufacturer.id,
        accessories_count: comingSoon ? 0 : random.int(8, 64),
        body,
        price_from: comingSoon ? null : Math.min(...input.variants.map((v) => newPrice(input.model, v, region))),
        features: features(input.themes, displayName, images, region),
      });
    };

    for (const model of make.models) {
      const spec = model.catalogue;
      if (!spec || !soldInRegion(model, region) || model.years[1] !== null) continue;
      const firstBody = model.variants[0]?.body ?? 'SUV';
      push({
        name: model.name,
        model,
        variants: model.variants,
        status: spec.status ?? '',
        body: spec.body,
        variant: spec.variant ?? '',
        override_url: spec.override_url ?? null,
        short: spec.short,
        themes: spec.features ?? ['technology', 'safety'],
        imageBody: firstBody,
        imageColour: model.colour,
      });
      if (make.slug === 'volkswagen') {
        for (const sub of VOLKSWAGEN_VARIANT_ENTRIES.filter((e) => e.of === model.name)) {
          const variants = model.variants.filter((v) => v.badge.split(' ').includes(sub.variant));
          push({
            name: sub.name,
            model,
            variants,
            status: '',
            variant: sub.variant,
            override_url: sub.override_url,
            short: sub.short,
            themes: ['performance', 'technology', 'safety'],
            imageBody: sub.body,
            imageColour: sub.colour,
          });
        }
      }
    }
  }
  return entries;
}
