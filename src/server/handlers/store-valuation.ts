/**
 * POST /api/miscellaneous: stores a trade-in valuation (column_name 'valuation' and the valuation of
 * spec section 3). The registration is kept as the valuation tool expects it (normaliseRego). A
 * valuation is data for the dealer's records, not a lead: it is not delivered to the CRM.
 */
import { normaliseRego } from '../../domain/leads/valuation.ts';
import { leadIdResponse } from '../http/responses.ts';
import { validateBody } from '../http/validation.ts';
import { handlePost, keyReusedResponse, useStore } from './common.ts';
import type { HandlerDeps } from './deps.ts';
import { storeValuationSchema } from './schemas.ts';

/** Handles POST /api/miscellaneous. */
export function storeValuation(request: Request, deps: HandlerDeps): Promise<Response> {
  return handlePost(request, deps, async (body, idempotencyKey) => {
    const validated = await validateBody(storeValuationSchema(), body);
    if (!validated.ok) return validated.response;
    const { valuation } = validated.value;
    const payload = {
      column_name: 'valuation',
      valuation: { ...valuation, rego: normaliseRego(valuation.rego), regoState: valuation.regoState.toUpperCase() },
    };
    const result = await useStore(deps, (store) =>
      store.record(
        {
          siteSlug: deps.site.slug,
          kind: 'valuation',
          idempotencyKey,
          dealershipSlug: null,
          category: null,
          subcategory: null,
          eventId: null,
          payload,
          consent: null,
          complete: true,
        },
        [],
      ),
    );
    if (!result.created && result.submission.kind !== 'valuation') return keyReusedResponse();
    return leadIdResponse(result.submission.id, !result.created);
  });
}
