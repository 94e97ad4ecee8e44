/**
 * The trade-in wizard's details step: who the shopper is, the dealership when the site has several
 * and no car decides, consent, remembered details and the bot check. Sending it asks the estimate
 * (for a car the service identified), keeps the valuation where the site does and sends the
 * trade-in lead; a lead without an estimate is complete at once.
 */
import { useMemo } from 'react';
import { writeStorage } from '../../../browser/web-storage.ts';
import { pushToDataLayer } from '../../../browser/data-layer.ts';
import { TRADE_IN_ENQUIRY_CATEGORY as TRADE_IN_CATEGORY } from '../../../domain/leads/enquiry-form.ts';
import { postcodeRuleFor } from '../../../domain/leads/postcode.ts';
import { LEAD_EVENT_IDS } from '../../../domain/leads/event-ids.ts';
import { leadErrorMessage } from '../../../domain/leads/submit-errors.ts';
import { storageKeys } from '../../../domain/shopper/browser-storage.ts';
import { adjustmentAnswersOf, DETAILS_FIELDS, detailsSchema, registrationRequestOf, type DetailsValues } from '../../../domain/trade-in/trade-in-form.ts';
import { buildTradeInLead, tradeInLeadEvent, type TradeInCar } from '../../../domain/trade-in/wizard-lead.ts';
import { leadOutcomeOf, tradeInVehicleOf, valuationOutcomeOf, type WizardResult, type WizardState } from '../../../domain/trade-in/trade-in-steps.ts';
import { pushAscFormSubmission } from '../../../scripts/asc-interactions.ts';
import { readVisit } from '../../../scripts/visited-pages.ts';
import { FormFrame } from '../../forms/FormFrame.tsx';
import { ConsentFields, ContactFields, DealershipField, type DealershipChoice } from '../../forms/SharedFields.tsx';
import { BotCheckFields, RememberDetailsField, SubmitButton } from '../../forms/FormFields.tsx';
import { useFormSubmission } from '../../forms/useLeadSubmission.tsx';
import { StepHeading } from '../StepHeading.tsx';
import { requestEstimate, sendTradeInLead, storeValuation } from '../valuation-calls.ts';
import { BackButton, FORM_ID, type StepProps } from './step-parts.tsx';

/** The page the lead was sent from, as the lead form values record it. */
function pageContext() {
  const visit = readVisit();
  return { url: window.location.href, user_agent: navigator.userAgent, visited_pages: visit.visited_pages, linked_query_params: visit.linked_query_params };
}

export function DetailsStep({
  siteSlug,
  region,
  state,
  car,
  dealerships,
  storeValuations,
  optInText,
  turnstileSiteKey,
  shownAt,
  onSent,
  onBack,
}: StepProps & {
  state: WizardState;
  car: TradeInCar | null;
  dealerships: readonly DealershipChoice[];
  storeValuations: boolean;
  optInText?: string | undefined;
  turnstileSiteKey?: string | undefined;
  /** When the wizard was shown (the bot check's fill time is the whole wizard's). */
  shownAt: number;
  onSent: (result: WizardResult) => void;
  onBack: () => void;
}) {
  const askDealership = car === null && dealerships.length > 1;
  const schema = useMemo(() => detailsSchema(region, askDealership), [region, askDealership]);
  const rule = postcodeRuleFor(region);
  const formId = `${FORM_ID}-details`;
  const valued = state.identification.status === 'identified';
  const initialValues: DetailsValues = { name: '', email: '', phone: '', postcode: '', dealership_slug: '', opt_in: false };
  const { form, formRef, busy, banner, onSubmit, remembered, startedAt } = useFormSubmission<DetailsValues & Record<string, unknown>>({
    schema,
    initialValues: initialValues as DetailsValues & Record<string, unknown>,
    fieldOrder: DETAILS_FIELDS,
    remember: { siteSlug, fields: { name: 'name', email: 'email', phone: 'phone', postcode: 'postcode' } },
    submit: async (details, bot) => {
      const vehicle = tradeInVehicleOf(state);
      if (vehicle === null) return { kind: 'failed', message: leadErrorMessage(null) };
      const identification = state.identification;
      const adjustments = adjustmentAnswersOf(state.adjustments);
      // No estimate is asked for a car the service could not identify, or once it was found down.
      const answer = identification.status === 'identified' ? await requestEstimate(identification.id, adjustments) : null;
      const valuation = valuationOutcomeOf(identification, answer);
      const estimate = valuation.kind === 'estimate' ? valuation.estimate : null;
      const complete = valuation.kind !== 'estimate';
      const lead = buildTradeInLead({
        details,
        plate: state.plate,
        vehicle,
        adjustments,
        valuationId: identification.status === 'identified' ? identification.id : null,
        estimate,
        outcome: leadOutcomeOf(valuation),
        car,
        dealershipSlug: askDealership ? details.dealership_slug : (car?.dealership_slug ?? dealerships[0]?.slug ?? ''),
        page: pageContext(),
        region,
        leadId: null,
        lastStep: complete,
      });
      // The stored valuation goes beside the lead, and never holds the shopper up.
      if (storeValuations && estimate !== null && identification.status === 'identified') {
        void storeValuation({ ...registrationRequestOf(state.plate, region), adjustmentAnswers: adjustments, id: identification.id });
      }
      const sent = await sendTradeInLead(lead, bot);
      if (!sent.ok) return { kind: 'failed', message: leadErrorMessage(sent.message), fields: sent.fields };
      if (complete) {
        // Complete at once: the lead's event, the analytics standard's conversion and the success marker, as a form's success sends them.
        pushToDataLayer(tradeInLeadEvent(LEAD_EVENT_IDS.form, sent.leadId, lead));
        pushAscFormSubmission(TRADE_IN_CATEGORY);
        writeStorage('local', storageKeys(siteSlug).successCategory, JSON.stringify(TRADE_IN_CATEGORY));
      }
      onSent(valuation.kind === 'estimate' ? { ...valuation, leadId: sent.leadId, lead: { ...lead, form_started_at: bot.form_started_at } } : valuation);
      return { kind: 'sent' };
    },
  });
  startedAt.current = Math.min(startedAt.current, shownAt);
  return (
    <FormFrame id={formId} submission={{ form, formRef, onSubmit, busy }} className="lead-form trade-in__step">
      <StepHeading focusKey="details">Your details</StepHeading>
      <p>{valued ? 'Where should we send your estimate? The dealer will see these details with it.' : 'The dealer will contact you with a valuation.'}</p>
      {banner}
      <ContactFields postcode={rule} />
      {askDealership && <DealershipField dealerships={dealerships} />}
      <ConsentFields optInText={optInText} />
      <RememberDetailsField remembered={remembered} />
      <BotCheckFields turnstileSiteKey={turnstileSiteKey} />
      <div className="trade-in__actions">
        <SubmitButton busy={busy} busyLabel={valued ? 'Getting your estimate…' : 'Sending…'}>
          {valued ? 'Get my estimate' : 'Send to the dealer'}
        </SubmitButton>
        <BackButton onBack={onBack} />
      </div>
    </FormFrame>
  );
}
