/**
 * The trade-in wizard's last step: the estimate, with what it assumes, and the shopper's answer to
 * it (accept the offer, or talk to the dealer), or else why there is no online estimate; either way
 * the lead has reached the dealer.
 */
import { useEffect, useRef, useState } from 'react';
import { TRADE_IN_ENQUIRY_CATEGORY as TRADE_IN_CATEGORY } from '../../../domain/leads/enquiry-form.ts';
import { LEAD_EVENT_IDS } from '../../../domain/leads/event-ids.ts';
import { leadErrorMessage } from '../../../domain/leads/submit-errors.ts';
import { estimateValidityText, formatEstimateRange, noEstimateExplanation, tradeInLeadEvent } from '../../../domain/trade-in/wizard-lead.ts';
import type { tradeInVehicleOf, WizardResult } from '../../../domain/trade-in/trade-in-steps.ts';
import { finish } from '../../forms/useLeadSubmission.tsx';
import { StepHeading } from '../StepHeading.tsx';
import { acceptOffer, sendTradeInLead } from '../valuation-calls.ts';
import { vehicleName, type StepProps } from './step-parts.tsx';
import { carPath } from '../../../domain/routes/routes.ts';
import { DEAL_BUILDER_ANCHOR } from '../../../domain/deals/deal.ts';
import type { TradeInCar } from '../../../domain/trade-in/wizard-lead.ts';

export function ResultStep({
  siteSlug,
  region,
  result,
  vehicle,
  buyingCar,
  onFinished,
  onRestart,
}: StepProps & { result: WizardResult; vehicle: ReturnType<typeof tradeInVehicleOf>; buyingCar: TradeInCar | null; onFinished: () => void; onRestart: () => void }) {
  const [busy, setBusy] = useState<'accept' | 'talk' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (failure !== null) failureRef.current?.focus();
  }, [failure]);

  if (result.kind !== 'estimate') {
    const text =
      result.kind === 'no-online-estimate'
        ? noEstimateExplanation(result.reason, region)
        : result.kind === 'provider-unavailable'
          ? "We can't value cars online right now, so one of our team will value your car."
          : 'We could not identify your car online, so one of our team will value it.';
    return (
      <div className="trade-in__step">
        <StepHeading focusKey={`result-${result.kind}`}>{result.kind === 'no-online-estimate' ? 'No online estimate for this car' : 'Thank you'}</StepHeading>
        <p>{text}</p>
        <p className="trade-in__sent" role="status">
          Your details have reached the dealer, who will contact you about your car.
        </p>
        <div className="trade-in__actions">
          <button type="button" className="button button--outline" onClick={onRestart}>
            Value another car
          </button>
        </div>
      </div>
    );
  }

  const { estimate, leadId, lead } = result;
  /** Sends the shopper's choice; on success the lead's event and the success page, else the failure in plain words. */
  const settle = async (choice: 'accept' | 'talk', send: () => Promise<{ ok: boolean; message?: string | null }>, eventId: number) => {
    setBusy(choice);
    setFailure(null);
    const sent = await send();
    if (!sent.ok) {
      setBusy(null);
      setFailure(leadErrorMessage(sent.message ?? null));
      return;
    }
    onFinished();
    finish(siteSlug, tradeInLeadEvent(eventId, leadId, lead), TRADE_IN_CATEGORY);
  };
  const accept = () => settle('accept', () => acceptOffer(leadId), LEAD_EVENT_IDS.tradeInOfferAccepted);
  const talk = () =>
    settle(
      'talk',
      () => sendTradeInLead({ ...lead, lead_id: leadId, last_step: true }, { website: '', form_started_at: Number(lead.form_started_at) || Date.now() }),
      LEAD_EVENT_IDS.form,
    );
  return (
    <div className="trade-in__step">
      <StepHeading focusKey="result-estimate">Your estimate</StepHeading>
      {vehicle !== null && <p>For your {vehicleName(vehicle)}:</p>}
      <p className="trade-in__range">{formatEstimateRange(estimate, region)}</p>
      <p>{estimateValidityText(estimate.expires_on, region)}.</p>
      {estimate.assumptions.length > 0 && (
        <>
          <h3 className="trade-in__subheading">What it assumes</h3>
          <ul>
            {estimate.assumptions.map((assumption) => (
              <li key={assumption}>{assumption}</li>
            ))}
          </ul>
        </>
      )}
      <p>The final price is confirmed when we inspect your car. Your details have reached the dealer.</p>
      {buyingCar !== null && (
        <p>
          <a href={`${carPath(buyingCar.slug)}#${DEAL_BUILDER_ANCHOR}`}>Add this trade-in to your deal on the {buyingCar.name}</a>
        </p>
      )}
      {failure !== null && (
        <div ref={failureRef} className="lead-form__banner" role="alert" tabIndex={-1}>
          <p>{failure}</p>
        </div>
      )}
      <div className="trade-in__actions">
        <button type="button" className="button" disabled={busy !== null} aria-busy={busy === 'accept'} onClick={() => void accept()}>
          {busy === 'accept' ? 'Sending…' : 'Accept offer'}
        </button>
        <button type="button" className="button button--outline" disabled={busy !== null} aria-busy={busy === 'talk'} onClick={() => void talk()}>
          {busy === 'talk' ? 'Sending…' : 'Talk to us'}
        </button>
      </div>
    </div>
  );
}
