/**
 * `dealerships`: the licensed businesses behind the site, which locations belong to and leads are
 * routed by. Their ids and slugs are unique, and each sells only makes the site lists; these rules
 * run once the whole file has parsed (see site-config-schema.ts).
 */
import { z } from 'zod';
import { reportDuplicates, slug } from './common.ts';
import { reportUnknownMakes } from './manufacturers.ts';

export const DealershipSchema = z.strictObject({
  /**
   * Numeric id of the dealership, unique in this file. Locations point at it with dealership_id.
   */
  id: z.number().int().positive(),
  /**
   * URL form of the dealership name, unique in this file. Locations point at it with
   * dealership_slug; dealer-filtered stock links and leads use it.
   */
  slug,
  /**
   * The dealership's name, shown in the footer next to its licence number and in dealership pickers
   * on forms.
   */
  name: z.string().min(1),
  /** The motor dealer licence number printed in the footer (e.g. LMCT 12345, MD 1234). */
  licence_number: z.string().min(1),
  /**
   * Slugs of the manufacturers this dealership sells, at least one; each must be listed under
   * manufacturers.
   */
  manufacturers: z.array(slug).min(1),
});

type Dealership = z.output<typeof DealershipSchema>;

/** Ids and slugs become lookup keys (locations name their dealership by both), so they must be unique. */
export function reportDuplicateDealerships(ctx: z.RefinementCtx, dealerships: readonly Dealership[]): void {
  reportDuplicates(ctx, 'dealerships', dealerships, 'id');
  reportDuplicates(ctx, 'dealerships', dealerships, 'slug');
}

/** Each dealership sells only makes of the site's `manufacturers`. */
export function reportUnknownDealershipMakes(ctx: z.RefinementCtx, dealerships: readonly Dealership[], siteMakes: ReadonlySet<string>): void {
  dealerships.forEach((dealership, index) => reportUnknownMakes(ctx, dealership.manufacturers, siteMakes, ['dealerships', index, 'manufacturers']));
}
