/**
 * The one tag a vehicle card shows (spec section 4, "Card tag priority"). The spec's order:
 * 1. electric or hybrid (on sites with that setting), 2. reserved, 3. Toyota certified used,
 * 4. custom tag, 5. coming soon, 6. new arrival (created within the last 8 days), 7. none;
 * sold cars get the sold tag ('JUST SOLD') whatever else holds.
 */
import { ELECTRIFIED_FUELS, type Car } from './car.ts';
import { isSold } from './car-state.ts';
import { NEW_ARRIVAL_DAYS, SECONDS_PER_DAY, TEST_DRIVE_ONLY_TAG } from '../basics/constants.ts';
import { TAG_TEXTS } from '../basics/texts.ts';

const MS_PER_DAY = SECONDS_PER_DAY * 1000;

/** The make slug whose certified used cars earn the 'Toyota Certified Used' tag. */
const CERTIFIED_TAG_MAKE_SLUG = 'toyota';

/** The tag a card shows; `label` is the text on the card. Null means no tag (priority level 7). */
export type CardTag =
  | { readonly kind: 'sold'; readonly label: typeof TAG_TEXTS.justSold }
  | { readonly kind: 'electric'; readonly label: typeof TAG_TEXTS.electric }
  | { readonly kind: 'hybrid'; readonly label: typeof TAG_TEXTS.hybrid }
  | { readonly kind: 'reserved'; readonly label: typeof TAG_TEXTS.reserved }
  | { readonly kind: 'certified'; readonly label: typeof TAG_TEXTS.certified }
  | { readonly kind: 'custom'; readonly label: string }
  | { readonly kind: 'coming-soon'; readonly label: typeof TAG_TEXTS.comingSoon }
  | { readonly kind: 'new-arrival'; readonly label: typeof TAG_TEXTS.newArrival }
  | null;

/** The site switch the card tags read; a validated site config's `features` satisfies it. */
export interface CardTagSettings {
  readonly tags: { readonly electric_hybrid: boolean };
}

/** The car fields the card tag reads. */
type TaggedCar = Pick<
  Car,
  'status' | 'sold' | 'simple_fuel' | 'reserved' | 'certified' | 'make_slug' | 'car_type' | 'tag' | 'created_at'
>;

/**
 * A custom tag is the dealer's own text (e.g. 'One Owner'). 'Test Drive Only' is not shown as a tag:
 * it switches the car to the test-drive-only button layout (see car-state.ts), which already says so,
 * so such a car falls through to the lower levels. Blank text is no tag.
 */
function customTag(tag: string | null): string | null {
  if (tag === null) return null;
  const text = tag.trim();
  return text === '' || text === TEST_DRIVE_ONLY_TAG ? null : text;
}

/**
 * "Toyota certified used" read literally: a certified car that is a Toyota (by make slug) and used.
 * The label says 'Toyota Certified Used', so a certified car of another make, or a certified new or
 * demo car, gets no certified tag and falls through to the lower levels.
 */
function isToyotaCertifiedUsed(car: TaggedCar): boolean {
  return car.certified && car.car_type === 'used' && car.make_slug.toLowerCase() === CERTIFIED_TAG_MAKE_SLUG;
}

/**
 * True when the car was added to stock within the last NEW_ARRIVAL_DAYS (8) days before `now`:
 * a car exactly 8 days old is no longer new. An unreadable `created_at` is never new.
 */
export function isNewArrival(car: Pick<Car, 'created_at'>, now: Date): boolean {
  const created = Date.parse(car.created_at);
  return !Number.isNaN(created) && now.getTime() - created < NEW_ARRIVAL_DAYS * MS_PER_DAY;
}

/**
 * The tag for a car's card at `now`, following the spec's priority: the first level that applies wins.
 * Electric (fuel 'Electric') and hybrid (fuel 'Hybrid' or 'Plug-in Hybrid') show only when the site
 * switch `tags.electric_hybrid` is on; with it off they are not a level at all.
 */
export function cardTag(car: TaggedCar, settings: CardTagSettings, now: Date): CardTag {
  if (isSold(car)) return { kind: 'sold', label: TAG_TEXTS.justSold };
  if (settings.tags.electric_hybrid && ELECTRIFIED_FUELS.includes(car.simple_fuel)) {
    return car.simple_fuel === 'Electric' ? { kind: 'electric', label: TAG_TEXTS.electric } : { kind: 'hybrid', label: TAG_TEXTS.hybrid };
  }
  if (car.reserved) return { kind: 'reserved', label: TAG_TEXTS.reserved };
  if (isToyotaCertifiedUsed(car)) return { kind: 'certified', label: TAG_TEXTS.certified };
  const custom = customTag(car.tag);
  if (custom !== null) return { kind: 'custom', label: custom };
  if (car.status === 'coming_soon') return { kind: 'coming-soon', label: TAG_TEXTS.comingSoon };
  if (isNewArrival(car, now)) return { kind: 'new-arrival', label: TAG_TEXTS.newArrival };
  return null;
}
