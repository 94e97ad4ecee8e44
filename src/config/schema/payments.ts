/**
 * `payments`: reserving a car online: the deposit, the gateway that takes it, the cards shown as
 * accepted, how long a car is held while the shopper pays, and the build hook that refreshes the
 * static pages when a car is held or freed.
 */
import { z } from 'zod';
import { DEFAULT_HOLD_MINUTES, MAX_HOLD_MINUTES, MIN_HOLD_MINUTES } from '../../domain/reservations/reservation.ts';

export const PaymentsSchema = z.strictObject({
  /**
   * Reserve deposit in whole units of the site's currency (AUD, NZD or USD by region), unless a car
   * sets its own. Default 200.
   */
  deposit: z.number().int().positive().default(200),
  /**
   * Who takes the deposit: "stripe" (Stripe Checkout; the deploy sets STRIPE_SECRET_KEY and
   * STRIPE_WEBHOOK_SECRET) or "sandbox" (the local test gateway of `npm start`, which takes no
   * money; a production build refuses it). Default sandbox.
   */
  gateway: z.enum(['sandbox', 'stripe']).default('sandbox'),
  /**
   * How long a car is held for a shopper who is paying the deposit, in minutes (30 to 1440: the
   * life of a Stripe Checkout page). Default 30.
   */
  hold_minutes: z.number().int().min(MIN_HOLD_MINUTES).max(MAX_HOLD_MINUTES).default(DEFAULT_HOLD_MINUTES),
  /**
   * A build hook (e.g. Netlify's) called when a reservation holds or frees a car, so the static
   * pages catch up. Optional.
   */
  build_hook_url: z.url().optional(),
  /**
   * Payment methods shown as accepted when reserving a car, at least one of Mastercard, Visa,
   * Maestro, Google Pay, Apple Pay. Default all five.
   */
  card_brands: z
    .array(z.enum(['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay']))
    .min(1)
    .default(['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay']),
});
