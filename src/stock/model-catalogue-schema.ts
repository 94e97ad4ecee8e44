/**
 * The model catalogue file's one schema (`<site data folder>/models.json`, spec section 3 "Model
 * catalogue entry" with the "Model" fields). The build's `models` content collection and the
 * server's catalogue reader (which checks the model a model lead names) both validate with it, so
 * the pages and the functions cannot disagree about what a usable catalogue is. Fields beyond these
 * are kept for the pages that want them.
 */
import { z } from 'zod';
import { BODIES, FUELS } from '../domain/cars/car.ts';
import { MODEL_BODIES, MODEL_STATUSES } from '../domain/content/content.ts';

export const modelCatalogueEntrySchema = z.looseObject({
  id: z.number(),
  name: z.string().min(1),
  slug: z.string().min(1),
  manufacturer_name: z.string().min(1),
  /** The make's slug in the site config (the lead forms and the brand directory use it). */
  manufacturer_slug: z.string().min(1),
  short_description: z.string(),
  /** HTML from outside the code base; rendered only through src/site/model-html.ts. */
  description: z.string(),
  status: z.enum(MODEL_STATUSES),
  /** The body groups /models?body= filters on. */
  body: z.array(z.enum(MODEL_BODIES)),
  /** The car body styles the model comes in, as stock names them. */
  bodyStyle: z.array(z.enum(BODIES)),
  fuel: z.array(z.enum(FUELS)),
  /** A sub-range ("GTI", "R") of the model whose name the entry's name starts with; '' for a core model. */
  variant: z.string(),
  /** A site path that replaces the model page link; null for the model page itself. */
  override_url: z.string().startsWith('/').nullable(),
  image: z.looseObject({ url: z.string(), thumb: z.string(), alt: z.string() }),
  price_from: z.number().nullable(),
  features: z.array(
    z.looseObject({
      title: z.string().min(1),
      description: z.string(),
      image: z.looseObject({ url: z.string().startsWith('/'), alt: z.string() }),
    }),
  ),
});
