/**
 * POST /api/miscellaneous: stores a trade-in valuation (column_name 'valuation' and the valuation of
 * spec section 3) for a site whose config keeps them (`trade_in.store_valuations`). The
 * registration is kept as the valuation tool expects it (normalisePlate). A valuation is data for
 * the dealer's records, not a lead: it is not delivered to the CRM.
 *
 * A site that does not keep valuations answers 404 in plain words, as for an address it does not
 * serve (the trade-in page of such a site never calls it; the browser only logs a failure, 'Failed
 * to save valuation data', so the shopper is never blocked). The guards run first, as everywhere.
 */
import { normalisePlate } from '../../domain/trade-in/registration.ts';
import { errorResponse, leadIdResponse } from '../http/responses.ts';
import { validateBody } from '../http/validation.ts';
import { handlePost, keyReusedResponse, useStore } from './common.ts';
import type { HandlerDeps } from './deps.ts';
import { storedValuationSchema } from './valuation-schemas.ts';

export const STORE_VALUATION_TEXTS = {
  notKept: 'This website does not keep trade-in valuations.',
} as const;

/** Handles POST /api/miscellaneous. */
export function storeValuation(request: Request, deps: HandlerDeps): Promise<Response> {
  return handlePost(request, deps, async (body, idempotencyKey) => {
    if (!deps.site.trade_in.store_valuations) return errorResponse(404, STORE_VALUATION_TEXTS.notKept);
    const validated = await validateBody(storedValuationSchema(deps.site.region), body);
    if (!validated.ok) return validated.response;
    const { valuation } = validated.value;
    const payload = {
      column_name: 'valuation',
      valuation: {
        ...valuation,
        ...(valuation.rego === undefined ? {} : { rego: normalisePlate(valuation.rego) }),
        ...(valuation.regoState === undefined ? {} : { regoState: valuation.regoState.toUpperCase() }),
        ...(valuation.vin === undefined ? {} : { vin: valuation.vin.toUpperCase() }),
      },
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
