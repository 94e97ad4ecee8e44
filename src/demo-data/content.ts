/**
 * Editorial content for a site: customer reviews, home hero slides, blog posts and job ads. Text
 * names the site's makes, models, city and region so each demo site reads as its own.
 */
import type { BlogPost, Career, CareerType, ModelCatalogueEntry, Review, Slide } from '../domain/content/content.ts';
import { primaryLocation } from '../domain/places/location.ts';
import type { RegionCode } from '../domain/basics/region.ts';
import { regionTerm } from '../domain/basics/region-terms.ts';
import type { Location, SiteConfig } from '../config/site-config-schema.ts';
import { siteManufacturers } from './cars.ts';
import type { BlogTheme, ImageRegistry, Palette, SlideTheme } from './images.ts';
import { hashString, type Random } from './random.ts';
import { HIDDEN_REVIEW_AUTHORS, SECONDS_PER_DAY } from '../domain/basics/constants.ts';
import { isoDate, slugify } from './util.ts';

const FIRST_NAMES: Record<RegionCode, readonly string[]> = {
  AU: ['Olivia', 'Jack', 'Charlotte', 'Liam', 'Mia', 'Noah', 'Chloe', 'Lachlan', 'Isla', 'Cooper', 'Priya', 'Minh', 'Sofia', 'Aaron', 'Grace', 'Tom'],
  NZ: ['Aroha', 'Liam', 'Isla', 'Nikau', 'Charlotte', 'Tama', 'Amelia', 'Mason', 'Ruby', 'Hemi', 'Sophie', 'Wiremu', 'Olivia', 'Jack', 'Mere', 'Sam'],
  US: ['Emma', 'Michael', 'Ava', 'James', 'Sophia', 'Daniel', 'Madison', 'Jose', 'Harper', 'Ethan', 'Aaliyah', 'Ryan', 'Chloe', 'Tyler', 'Grace', 'Luis'],
};
const LAST_NAMES: Record<RegionCode, readonly string[]> = {
  AU: ['Smith', 'Nguyen', 'Williams', 'Brown', 'Wilson', 'Taylor', 'Patel', 'Kelly', 'Murphy', 'Chen', 'Walker', "O'Brien"],
  NZ: ['Ngata', 'Smith', 'Wilson', 'Te Rangi', 'Brown', 'Taylor', 'Walker', 'Parata', 'Thompson', 'Singh', 'Anderson', 'Harris'],
  US: ['Johnson', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Anderson', 'Thomas', 'Moore', 'Jackson', 'Lee', 'Walker'],
};

function personName(random: Random, region: RegionCode, initialOnly: boolean): string {
  const last = random.pick(LAST_NAMES[region]);
  return `${random.pick(FIRST_NAMES[region])} ${initialOnly ? `${last.charAt(0)}.` : last}`;
}

const REVIEW_TEXT: Record<number, readonly string[]> = {
  5: [
    'Fantastic experience from start to finish. {staff} was patient, knew the cars inside out and never pushed. Picked up our new car on the weekend and everything was ready to go.',
    'Booked a service online, dropped the car off at 8 and it was ready by lunch with a clear explanation of what was done. Great communication all round.',
    'We traded in our old car and got a fair price without any haggling. The whole process took less than an afternoon. Highly recommend {dealer}.',
    'Second car we have bought here and the service is as good as the first time. Thanks to {staff} and the team for making it so easy.',
    'Honest advice, no pressure and a great deal on finance. The handover was thorough and they even set up my phone with the car.',
    'Friendly team, clean showroom and a test drive organised at short notice. Would buy from {dealer} again.',
  ],
  4: [
    'Good experience overall. Delivery took a week longer than quoted, but {staff} kept us updated the whole time.',
    'Service was done well and on time. Waiting area could use better coffee, but the staff were great.',
  ],
  3: ['The car is great, but it took a few calls to get the paperwork sorted after pickup.'],
  2: ['Service took two days longer than promised and I had to chase for updates. The work itself was fine.'],
  1: ['Waited over an hour past my booking time and nobody explained why. Disappointing.'],
};

export interface ContentOptions {
  config: SiteConfig;
  random: Random;
  reference: number;
  images: ImageRegistry;
  palette: Palette;
  models: ModelCatalogueEntry[];
}

/** The site's main location; the config schema guarantees at least one location. */
function mainLocation(config: SiteConfig): Location {
  return primaryLocation(config.locations) as Location;
}

/** Fourteen reviews; most are 5 stars, some 4 or less (which the UI does not show). */
export function generateReviews({ config, random, reference }: ContentOptions): Review[] {
  const ratings = [5, 5, 5, 4, 5, 3, 5, 5, 4, 5, 2, 5, 1, 5];
  const locations = config.locations.filter((l) => l.visible);
  const days = random.shuffle(Array.from({ length: 400 }, (_, i) => i + 1)).slice(0, ratings.length).sort((a, b) => a - b);
  const shown = ratings.map((rating, i): Review => {
    const text = random
      .pick(REVIEW_TEXT[rating] ?? [])
      .replaceAll('{staff}', random.pick(FIRST_NAMES[config.region]))
      .replaceAll('{dealer}', config.name);
    return {
      id: `${config.slug}-review-${i + 1}`,
      author: personName(random, config.region, true),
      rating,
      text,
      date: isoDate(reference - (days[i] ?? 1) * SECONDS_PER_DAY),
      location_slug: random.pick(locations.length > 0 ? locations : config.locations).slug,
      source: 'Google',
    };
  });
  // Two 5-star reviews by the hidden authors, the newest of all, so the site shows they stay out.
  // Added after the random draws above so the other reviews stay as they were.
  const hiddenByAuthors = HIDDEN_REVIEW_AUTHORS.map((author, i): Review => ({
    id: `${config.slug}-review-hidden-${i + 1}`,
    author,
    rating: 5,
    text: `Great service from the team at ${config.name}.`,
    date: isoDate(reference - i * SECONDS_PER_DAY),
    location_slug: (locations[0] ?? config.locations[0])?.slug ?? '',
    source: 'Google',
  }));
  return [...shown, ...hiddenByAuthors];
}

/** Three to five hero slides linking to site paths the site's settings switch on. */
export function generateSlides({ config, random, images, palette, models }: ContentOptions): Slide[] {
  const makes = siteManufacturers(config);
  const makeNames = makes.map((m) => m.name).join(', ').replace(/, ([^,]*)$/, ' and $1');
  const pages = config.features.pages;
  const featured = models.find((m) => m.status === 'new') ?? models.find((m) => m.status === '');
  const electric = models.find((m) => m.fuel.includes('Electric') && m.status !== 'coming_soon');
  const city = mainLocation(config).address.city;
  type Draft = { name: string; description: string; url: string; theme: SlideTheme; alt: string };
  const drafts: Draft[] = [];
  drafts.push(
    featured
      ? {
          name: `The ${featured.manufacturer_name} ${featured.name}`,
          description: featured.short_description,
          url: pages.models ? featured.path : '/search/new-cars',
          theme: 'car',
          alt: `A ${featured.manufacturer_name} ${featured.name} against large circles in ${config.name} ${regionTerm('colours', config.region)}`,
        }
      : {
          name: `New ${makeNames} in ${city}`,
          description: 'Browse our full range of new cars in stock now.',
          url: '/search/new-cars',
          theme: 'car',
          alt: `A new car on a brand-${regionTerm('coloured', config.region)} background`,
        },
  );
  if (pages.special_offers) {
    drafts.push({ name: 'Special offers this month', description: `Sharp drive away deals on new ${makeNames} models, for a limited time.`, url: '/special-offers', theme: 'offers', alt: 'A price tag illustration' });
  }
  drafts.push({ name: 'Quality used cars', description: `Hundreds of inspected used cars, with finance and trade-ins available in ${city}.`, url: '/search/used-cars', theme: 'car', alt: `A used car on a brand-${regionTerm('coloured', config.region)} background` });
  if (pages.service) {
    drafts.push({ name: 'Book your next service', description: 'Factory-trained technicians, genuine parts and a free wash with every service.', url: '/service', theme: 'service', alt: 'A gear and spanner illustration' });
  }
  if (pages.finance_pre_approval) {
    drafts.push({ name: 'Get pre-approved in minutes', description: 'Know your budget before you shop, with no impact on your credit score.', url: '/finance-pre-approval', theme: 'finance', alt: 'A rising bar chart illustration' });
  }
  if (electric && drafts.length < 5) {
    drafts.push({ name: `Go electric with the ${electric.name}`, description: electric.short_description, url: pages.models ? electric.path : '/search/new-cars', theme: 'electric', alt: `A ${electric.manufacturer_name} ${electric.name} with a charging bolt` });
  }
  const chosen = drafts.slice(0, 5);
  const idBase = (100 + (hashString(config.slug) % 900)) * 10;
  return chosen.map((draft, i) => {
    const index = i + 1;
    const body = i === 0 && featured ? (featured.bodyStyle[0] ?? 'SUV') : random.pick(['SUV', 'Hatch', 'Ute', 'Sedan'] as const);
    const colour = random.pick(['White', 'Silver', 'Red', 'Grey'] as const);
    return {
      id: idBase + index,
      name: draft.name,
      description: draft.description,
      url: draft.url,
      image: { url: images.slide(config.slug, index, palette, draft.theme, body, colour), alt: draft.alt, width: 1600, height: 700 },
    };
  });
}

const STAFF_ROLES = ['Sales Manager', 'Service Manager', 'Marketing Coordinator', 'Dealer Principal'];

/** Five blog posts, newest first, in Markdown. */
export function generatePosts({ config, random, reference, images, palette, models }: ContentOptions): BlogPost[] {
  const city = mainLocation(config).address.city;
  const state = mainLocation(config).address.state;
  const region = config.region;
  const makes = siteManufacturers(config);
  const ev = models.find((m) => m.fuel.includes('Electric'));
  const family = models.find((m) => m.body.includes('People Mover') || m.bodyStyle.includes('SUV'));
  const work = models.find((m) => m.body.includes('Ute') || m.body.includes('Commercial'));
  const distance = region === 'US' ? 'miles' : 'km';
  const term = (word: string) => regionTerm(word, region);
  const drafts: { title: string; theme: BlogTheme; excerpt: string; body: string }[] = [
    {
      title: ev ? `Living with the ${ev.manufacturer_name} ${ev.name}: an electric car owner's guide` : 'Thinking about going electric? Start here',
      theme: 'electric',
      excerpt: 'Charging at home, range on real roads and what it costs to run: the questions our customers ask most.',
      body: `## Charging at home\n\nMost owners charge overnight from a wall box. A 7 kW charger adds roughly 40 ${distance} of range per hour, so a daily commute is covered while you sleep.\n\n## Public charging around ${city}\n\nFast chargers along the main routes out of ${city} can add hundreds of ${distance} in the time it takes to grab a coffee. Apps show which ones are free right now.\n\n## Running costs\n\n- Fewer moving parts mean simpler servicing\n- Electricity costs less per ${region === 'US' ? 'mile' : 'kilometre'} than ${term('petrol')}\n- Regenerative braking saves brake pads\n\n${ev ? `Ready to try one? [Book a test drive](${ev.path}) of the ${ev.name}.` : 'Ask our team about the electric and hybrid cars in stock.'}`,
    },
    {
      title: `Five road trips from ${city} to take this season`,
      theme: 'road',
      excerpt: `Our team's favourite drives within a day of ${city}, with stops worth making.`,
      body: `Nothing beats a long drive on a good road. Here are five favourites from the team at ${config.name}.\n\n1. **The coast road**: sea views, bakeries and a swim stop.\n2. **The wine country loop**: take a designated driver.\n3. **The mountain pass**: best in the early morning.\n4. **The lakes circuit**: plenty of picnic spots.\n5. **The historic towns trail**: antiques and pub lunches.\n\n### Before you go\n\nCheck ${term('tyre')} pressures, top up washer fluid and make sure your service is up to date. [Book a service](/service) if it is due.`,
    },
    {
      title: family ? `Is the ${family.name} the right family car for you?` : 'How to choose a family car',
      theme: 'family',
      excerpt: `Seats, ${term('boot')} space, safety ratings and running costs: a checklist for choosing your next family car.`,
      body: `Choosing a family car is about more than seat count. Here is the checklist we walk customers through.\n\n## Space\n\nBring the pram and the child seats to the test drive. Check third-row access and ${term('boot')} space with all seats up.\n\n## Safety\n\nLook for the latest crash-test rating and features like autonomous emergency braking and rear cross-traffic alert.\n\n## Running costs\n\nCompare fuel use, servicing prices and insurance. ${family ? `The ${family.name} comes with capped-price servicing.` : ''}\n\n[Browse family cars in stock](/search/new-used-and-demo-cars).`,
    },
    {
      title: 'What happens at a logbook service?',
      theme: 'service',
      excerpt: "A plain-English look at what our technicians check, and why servicing on time protects your warranty.",
      body: `A logbook service follows the manufacturer's schedule for your car's age and distance.\n\n## What we check\n\n- Engine oil and filter\n- Brakes, ${term('tyres')} and suspension\n- Lights, wipers and battery\n- Software updates from the manufacturer\n\n## Why it matters\n\nServicing on time keeps your warranty intact and your car safe. It also helps resale value: a complete service history is one of the first things buyers ask for.\n\n[Book online](/service) in under two minutes.`,
    },
    {
      title: work ? `${work.name} buyer's guide for tradies and small business` : `${makes[0]?.name ?? 'Our'} range for business buyers`,
      theme: 'work',
      excerpt: 'Payload, towing, fit-outs and fleet pricing: what business buyers should know.',
      body: `Buying a work vehicle is a business decision. Here is what to consider.\n\n## Payload and towing\n\nAdd up tools, materials and accessories before you choose a grade. Towing capacity falls as payload rises.\n\n## Fit-outs\n\nCanopies, trays, racks and drawers can be fitted before delivery and included in your finance.\n\n## Fleet pricing\n\nRegistered businesses in ${state} may qualify for fleet pricing. [Contact us](/contact) to talk to our business team.`,
    },
  ];
  const days = [3, 21, 45, 80, 130].map((d) => d + random.int(0, 6));
  const idBase = (100 + (hashString(config.slug) % 900)) * 10;
  return drafts.map((draft, i) => {
    const author = `${personName(random, region, false)}, ${random.pick(STAFF_ROLES)}`;
    return {
      id: idBase + i + 1,
      slug: slugify(draft.title),
      title: draft.title,
      date: isoDate(reference - (days[i] ?? 1) * SECONDS_PER_DAY),
      author,
      excerpt: draft.excerpt,
      body: draft.body,
      image: { url: images.blog(config.slug, i + 1, palette, draft.theme), alt: `Illustration for "${draft.title}"` },
    };
  });
}

interface RoleDraft {
  title: string;
  kind: 'sales' | 'service';
  type: CareerType;
  duties: string[];
  needs: string[];
}

const ROLES: readonly RoleDraft[] = [
  {
    title: 'Sales Consultant',
    kind: 'sales',
    type: 'Full time',
    duties: ['Welcome customers and understand what they need', 'Demonstrate and test drive new and used vehicles', 'Manage enquiries from the website and follow up leads'],
    needs: ["A current driver's licence", 'Great communication skills', 'Automotive sales experience is a plus but not essential'],
  },
  {
    title: 'Qualified Service Technician',
    kind: 'service',
    type: 'Full time',
    duties: ['Carry out logbook services and repairs', 'Diagnose faults using factory equipment', 'Complete clear job cards and customer notes'],
    needs: ['A light vehicle trade qualification', 'Attention to detail and pride in your work', 'Electric and hybrid experience is welcome'],
  },
  {
    title: 'Service Advisor',
    kind: 'service',
    type: 'Full time',
    duties: ['Book services and greet customers', 'Explain work and quotes in plain language', 'Keep customers updated throughout the day'],
    needs: ['Customer service experience', 'A calm, organised approach', 'Basic mechanical knowledge'],
  },
  {
    title: 'Vehicle Detailer',
    kind: 'sales',
    type: 'Casual',
    duties: ['Prepare new and used cars for delivery', 'Keep the showroom fleet spotless', 'Move vehicles safely around the yard'],
    needs: ["A current driver's licence", 'An eye for detail', 'Weekend availability'],
  },
];

/** Three or four job ads at the site's locations. */
export function generateCareers({ config, random, reference }: ContentOptions): Career[] {
  const sales = config.locations.filter((l) => l.location_type === 'sales' || l.location_type === '');
  const service = config.locations.filter((l) => l.location_type === 'service' || l.location_type === 'service-and-parts');
  const count = random.int(3, 4);
  const idBase = (100 + (hashString(config.slug) % 900)) * 10;
  return ROLES.slice(0, count).map((role, i) => {
    const pool = role.kind === 'sales' ? sales : service;
    const location = random.pick(pool.length > 0 ? pool : config.locations);
    const description = `## About the role\n\nJoin the team at ${location.name} in ${location.address.city}. We are a busy, friendly dealership that looks after its people.\n\n## What you'll do\n\n${role.duties.map((d) => `- ${d}`).join('\n')}\n\n## What you bring\n\n${role.needs.map((n) => `- ${n}`).join('\n')}\n\n## Why join us\n\n- Ongoing manufacturer training\n- Staff discounts on vehicles, parts and servicing\n- A supportive team and a clear path to grow\n\nTo apply, send us the careers enquiry form on this page.`;
    return {
      id: idBase + i + 1,
      slug: slugify(`${role.title} ${location.address.city}`),
      title: role.title,
      location: location.name,
      location_slug: location.slug,
      type: role.type,
      description,
      posted_on: isoDate(reference - random.int(2, 45) * SECONDS_PER_DAY),
    };
  });
}
