/**
 * `manufacturers`: the makes the site sells, either one (`tied`, a franchise site) or several (a
 * multi-brand site), and the check the other areas make against that list when they name a make by
 * its slug (dealerships[].manufacturers, locations[].manufacturers).
 */
import { z } from 'zod';
import { slug } from './common.ts';

/** A make the dealer sells, as shown in make filters and offer URLs. */
export const ManufacturerSchema = z.strictObject({
  /** The make's numeric id in the stock and offer data, e.g. 38. */
  id: z.number().int().positive(),
  /** The make as shoppers see it in make filters, headings and brand lists, e.g. Volkswagen. */
  name: z.string().min(1),
  /**
   * URL form of the make, e.g. volkswagen. Used in offer URLs (/offers/{manufacturer}/{id}) and
   * named by dealerships[].manufacturers and locations[].manufacturers.
   */
  slug,
  /** The make's logo, shown where the site lists the brands it sells. Leave out for no logo. */
  logo: z
    .strictObject({
      /**
       * Path of the logo image: /brands/makes/{slug}.svg, which every site draws for each make of
       * the makes list (src/domain/cars/makes.ts), or a file under public/.
       */
      url: z.string().min(1),
    })
    .optional(),
});

/**
 * Either the site is tied to one manufacturer (a franchise site: offer URLs carry no manufacturer
 * segment) or it sells several. A list of one is not "tied": the two are different settings.
 */
export const ManufacturersSchema = z.union([
  z.strictObject({
    /**
     * The one make of a franchise site (e.g. a Volkswagen dealer). Offer URLs then carry no
     * manufacturer segment: /offers/{id}.
     */
    tied: ManufacturerSchema,
  }),
  z.strictObject({
    /**
     * The makes of a multi-brand site, at least 2. Offer URLs carry the make
     * (/offers/{manufacturer}/{id}) and the home page lists the brands. For one make use "tied"
     * instead.
     */
    several: z.array(ManufacturerSchema).min(2, 'expected at least 2 manufacturers; use "tied" for one'),
  }),
]);

/** The slugs of the site's makes, which the other areas name a make by. */
export function makeSlugs(manufacturers: z.output<typeof ManufacturersSchema>): ReadonlySet<string> {
  return new Set('tied' in manufacturers ? [manufacturers.tied.slug] : manufacturers.several.map((m) => m.slug));
}

/** Adds one issue per make in `makes` (a list at `path` in the config) that is not one of the site's. */
export function reportUnknownMakes(
  ctx: z.RefinementCtx,
  makes: readonly string[],
  siteMakes: ReadonlySet<string>,
  path: readonly (string | number)[],
): void {
  makes.forEach((make, index) => {
    if (!siteMakes.has(make)) {
      ctx.addIssue({
        code: 'custom',
        path: [...path, index],
        message: `names manufacturer '${make}', which is not in manufacturers`,
      });
    }
  });
}
