/**
 * POST /api/deals from the car page's deal builder: the shopper's choices go, the server's signed
 * link comes back (docs/deals.md). What went wrong is said in the server's own plain words, each bad
 * choice by its field.
 */
import { DEAL_API, type DealChoices } from '../../domain/deals/deal.ts';
import { ROUTES } from '../../domain/routes/routes.ts';
import { DEAL_BUILDER_TEXTS } from '../../domain/deals/deal-builder.ts';

/** The request body: the choices, with the trade-in as the wizard's id and the answers beside it. */
export type MakeDealBody = Omit<DealChoices, 'tradeIn'> & {
  readonly tradeIn: ({ readonly valuationId: string } & NonNullable<DealChoices['tradeIn']>['answers']) | null;
};

export type MadeDeal =
  | { readonly ok: true; readonly dealPath: string }
  | { readonly ok: false; readonly messages: string[]; readonly fields: Readonly<Record<string, string>> };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Makes the deal; on success the address of its page. */
export async function makeDeal(body: MakeDealBody): Promise<MadeDeal> {
  let response: Response;
  let answer: unknown;
  try {
    response = await fetch(DEAL_API.deals, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    answer = await response.json().catch(() => null);
  } catch {
    return { ok: false, messages: [DEAL_BUILDER_TEXTS.failed], fields: {} };
  }
  if (response.status === 201 && isRecord(answer) && typeof answer.token === 'string') {
    return { ok: true, dealPath: `${ROUTES.deal}?${new URLSearchParams({ d: answer.token }).toString()}` };
  }
  const fields: Record<string, string> = {};
  if (isRecord(answer) && isRecord(answer.fields)) {
    for (const [field, message] of Object.entries(answer.fields)) if (typeof message === 'string') fields[field] = message;
  }
  const fieldMessages = Object.values(fields);
  const error = isRecord(answer) && typeof answer.error === 'string' ? answer.error : DEAL_BUILDER_TEXTS.failed;
  return { ok: false, messages: fieldMessages.length > 0 ? fieldMessages : [error], fields };
}
