/**
 * The /models directory's rules: which body filters a site offers, how the page
 * reads `?body=` and the words it shows. Pure and small: the build and the page's filter script
 * (src/scripts/models-filter.ts) both import it, so the static page and the script agree.
 */
import { MODEL_BODIES, type ModelBody } from '../domain/content/content.ts';

/** The query parameter of the body filter: `/models?body=SUV`. */
export const MODEL_BODY_PARAM = 'body';

/** The bodies at least one of the models has, in the catalogue's order (SUV, Hatch, Ute...). */
export function modelBodiesOf(models: readonly { readonly body: readonly ModelBody[] }[]): ModelBody[] {
  const present = new Set(models.flatMap((model) => model.body));
  return MODEL_BODIES.filter((body) => present.has(body));
}

/**
 * The body a directory URL asks for, spelled as the catalogue spells it ('suv' reads as 'SUV'), when
 * it is one of `bodies`; undefined for no filter or an unknown body, which shows every model.
 */
export function parseModelBody(search: URLSearchParams, bodies: readonly string[]): string | undefined {
  const asked = search.get(MODEL_BODY_PARAM)?.trim().toLowerCase();
  if (!asked) return undefined;
  return bodies.find((body) => body.toLowerCase() === asked);
}

/** What the live region says after a filter: "21 models", "1 SUV model". */
export function modelCountText(count: number, body?: string): string {
  return `${count} ${body ? `${body} ` : ''}${count === 1 ? 'model' : 'models'}`;
}

/** The empty state of a filter that matches no model. */
export function noModelsText(body: string): string {
  return `No ${body} models right now`;
}
