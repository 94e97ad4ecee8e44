/**
 * "Send to the dealer" on the deal page: name, e-mail, phone, an optional message and the opt-in,
 * validated with the domain's dealSendFormSchema like every other form (useFormSubmission: the
 * banner, the bot-check fields counted from when this form was shown, the busy button, the
 * remembered details). A valid submit POSTs /api/deals/send with the deal's token and a send id
 * made once per send and kept for every retry of it, so a retry stores nothing new. On success the
 * form gives way to a message, focused, naming the car; a refusal puts each message by its field;
 * a failure keeps everything typed.
 */
import { useEffect, useMemo, useRef } from 'react';
import { pushToDataLayer } from '../../browser/data-layer.ts';
import { DEAL_PAGE_TEXTS } from '../../domain/deals/deal-page.ts';
import type { DealCarView } from '../../domain/deals/deal-view.ts';
import { DEAL_SEND_FORM_DETAIL_FIELDS, DEAL_SEND_FORM_FIELDS, dealSendFormInitialValues, dealSendFormSchema, type DealSendFormValues } from '../../domain/leads/deal-send-form.ts';
import { VEHICLE_ENQUIRY_CATEGORY } from '../../domain/leads/enquiry-form.ts';
import { DEAL_LEAD_SUBCATEGORY } from '../../domain/leads/types.ts';
import { pushAscFormSubmission } from '../../scripts/asc-interactions.ts';
import { FormFrame } from '../forms/FormFrame.tsx';
import { BotCheckFields, fieldsFor, RememberDetailsField, SubmitButton } from '../forms/FormFields.tsx';
import { ConsentFields, ContactFields } from '../forms/SharedFields.tsx';
import { newAttemptKey } from '../forms/submit.ts';
import { useFormSubmission, type BotCheckBody, type SubmitOutcome } from '../forms/useLeadSubmission.tsx';
import { dealSentEvent, sendDeal, sendDealBody } from './deal-calls.ts';
import '../forms/lead-forms.css';

const { TextField } = fieldsFor<DealSendFormValues>();

interface Props {
  readonly siteSlug: string;
  /** The deal link's token: what the dealer gets the deal from. */
  readonly token: string;
  readonly car: DealCarView;
  readonly dealerName: string;
  readonly optInText?: string | undefined;
  readonly turnstileSiteKey?: string | undefined;
  /** The id of the heading that names the form. */
  readonly labelledBy: string;
}

export function DealSendForm({ siteSlug, token, car, dealerName, optInText, turnstileSiteKey, labelledBy }: Props) {
  const formId = 'deal-send-form';
  const schema = useMemo(() => dealSendFormSchema(), []);
  // One send's id, made at its first press and kept for its retries; a send the server surely did not store ends it.
  const sendId = useRef<string | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);

  const submit = async (values: DealSendFormValues, bot: BotCheckBody): Promise<SubmitOutcome> => {
    sendId.current ??= newAttemptKey();
    const answer = await sendDeal(sendDealBody(token, sendId.current, values, bot));
    switch (answer.kind) {
      case 'sent':
        if (!answer.replayed) {
          pushToDataLayer(dealSentEvent(car, answer.leadId, values.opt_in));
          pushAscFormSubmission(`${VEHICLE_ENQUIRY_CATEGORY} ${DEAL_LEAD_SUBCATEGORY}`, formId);
        }
        return { kind: 'sent' };
      case 'invalid':
        sendId.current = null;
        return { kind: 'invalid', fields: answer.fields };
      case 'failed':
        if (!answer.sameSend) sendId.current = null;
        return { kind: 'failed', message: answer.message ?? DEAL_PAGE_TEXTS.send.failed };
    }
  };

  const { form, formRef, status, busy, banner, onSubmit, remembered } = useFormSubmission<DealSendFormValues & Record<string, unknown>>({
    schema,
    initialValues: dealSendFormInitialValues() as DealSendFormValues & Record<string, unknown>,
    fieldOrder: DEAL_SEND_FORM_FIELDS,
    submit,
    remember: { siteSlug, fields: DEAL_SEND_FORM_DETAIL_FIELDS },
  });

  // The message that replaces the form takes the focus, so it is read out and the keyboard starts from it.
  useEffect(() => {
    if (status === 'success') sentRef.current?.focus();
  }, [status]);

  if (status === 'success') {
    return (
      <div ref={sentRef} className="deal-send__sent" role="status" tabIndex={-1}>
        <p>{DEAL_PAGE_TEXTS.send.sent(car.name, dealerName)}</p>
      </div>
    );
  }

  return (
    <FormFrame id={formId} submission={{ form, formRef, onSubmit, busy }} className="lead-form deal-send__form" labelledBy={labelledBy}>
      {banner}
      <ContactFields />
      <TextField name="message" label="Message" multiline />
      <ConsentFields optInText={optInText} />
      <RememberDetailsField remembered={remembered} />
      <BotCheckFields turnstileSiteKey={turnstileSiteKey} />
      <SubmitButton busy={busy} busyLabel={DEAL_PAGE_TEXTS.send.busy}>
        {DEAL_PAGE_TEXTS.send.submit}
      </SubmitButton>
    </FormFrame>
  );
}
