/**
 * The dealer phone on a vehicle page (spec section 4): masked to its first 5 characters until the
 * shopper asks for it, then the full number as a tel: link. Each reveal records the reveal call and
 * fires the phone-click event (25). No number means a logged warning and no button (section 8).
 * The number comes sealed (phone.ts sealPhone): the page's HTML holds only its masked form.
 */
import { useEffect, useRef, useState } from 'react';
import { revealPhone, unsealPhone, type SealedPhone } from '../../domain/basics/phone.ts';
import { LABELS } from '../../domain/basics/texts.ts';
import type { PhoneRevealCall } from '../../site/vehicle-page.ts';
import { pushPhoneClickEvent, sendPhoneReveal } from './phone-reveal-call.ts';

interface Props {
  /** The number 'Call the dealer' reveals, sealed; null when there is none. */
  phone: SealedPhone | null;
  /** The reveal call's body: the car, its dealership and the site. */
  call: PhoneRevealCall;
}

export default function PhoneReveal({ phone, call }: Props) {
  const [state, setState] = useState(() => unsealPhone(phone));
  const link = useRef<HTMLAnchorElement>(null);
  const revealed = state.kind === 'revealed';

  useEffect(() => {
    if (state.kind === 'none') console.warn(`No phone number to show for car ${call.car_id}: the phone reveal is hidden.`);
  }, [state.kind, call.car_id]);

  useEffect(() => {
    // The button is gone once pressed: keyboard and screen reader users land on the number instead.
    if (revealed) link.current?.focus();
  }, [revealed]);

  if (state.kind === 'none') return null;
  if (state.kind === 'revealed') {
    return (
      <p className="phone-reveal">
        {/* The reveal already sent asc_click_to_call: the call it leads to is the same intent, not a second one. */}
        <a ref={link} className="phone-reveal__number" href={state.href} data-asc-call-counted="">
          {state.number}
        </a>
      </p>
    );
  }
  const reveal = () => {
    setState(revealPhone(state));
    sendPhoneReveal(call);
    pushPhoneClickEvent(call.car_id);
  };
  return (
    <p className="phone-reveal">
      <span className="phone-reveal__number">{state.masked}</span>
      <button type="button" className="button button--outline phone-reveal__button" onClick={reveal}>
        {LABELS.callTheDealer}
        <span className="visually-hidden">: show the full number</span>
      </button>
    </p>
  );
}
