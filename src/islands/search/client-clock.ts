/**
 * The island's clock. Card tags (New Arrival) and promo cards depend on the date, so the first
 * render uses the moment the page was built, exactly as the static HTML did (no hydration
 * mismatch), and the browser's clock from the first effect on. Promo cards go by the dealer's
 * calendar date (in the dealer's time zone), whatever the shopper's own zone.
 */
import { useEffect, useState } from 'react';
import { dateInTimeZone } from '../../domain/places/time-zone.ts';

/** A moment as the island uses it: the instant, and the dealer's calendar date (YYYY-MM-DD) of promo cards. */
export interface ClientClock {
  readonly now: Date;
  readonly today: string;
}

/** The build's moment on the first render, then the browser's. */
export function useClientClock(builtAt: number, builtToday: string, timeZone: string): ClientClock {
  const [clock, setClock] = useState<ClientClock>(() => ({ now: new Date(builtAt * 1000), today: builtToday }));
  useEffect(() => {
    const now = new Date();
    setClock({ now, today: dateInTimeZone(now, timeZone) });
  }, [timeZone]);
  return clock;
}
