/**
 * Government fees by table shape: a flat amount, an amount by the engine's cylinders, an amount by
 * Victoria's TAC zone, or a fee counted inside another (SA's registration figure includes CTP).
 * Like duty, the rates are data (on-road-tables.ts); this module only reads them for one vehicle.
 */
import type { VicZone } from './au-states.ts';
import { centsText, toCents } from './cents.ts';
import type { DutiableVehicle } from './dutiable-vehicle.ts';
import type { FeeSchedule } from './on-road-tables.ts';

/** A fee for one vehicle, or that it is counted elsewhere, or why it cannot be given. */
export type FeeResult =
  | { readonly kind: 'fee'; readonly cents: number; readonly workings: string }
  | { readonly kind: 'included'; readonly in: 'registration' }
  | { readonly kind: 'no-fee'; readonly reason: string };

/** Where the car is kept, for fees charged by zone. */
export interface FeePlace {
  readonly postcode: string | null;
  /** The postcode's zone, or null when it has none (no postcode, or not Victorian). */
  readonly zone: VicZone | null;
}

const ZONE_WORDS: Readonly<Record<VicZone, string>> = {
  metropolitan: 'Metropolitan (high risk)',
  'outer-metropolitan': 'Outer metropolitan (medium risk)',
  rural: 'Rural (low risk)',
};

/**
 * A fee from its schedule for a vehicle kept at a place; `byUse` when the table charges passenger and
 * commercial vehicles differently, so the workings say which rate applied. A fee by zone with no zone known takes the
 * metropolitan figure, the highest, and says so: an estimate should not come in under the real
 * price because the shopper has not given a postcode yet.
 */
export function feeOf(schedule: FeeSchedule, vehicle: DutiableVehicle, place: FeePlace, byUse = false): FeeResult {
  switch (schedule.kind) {
    case 'included':
      return { kind: 'included', in: schedule.in };
    case 'flat': {
      const cents = toCents(schedule.amount);
      const vehicleWords = byUse ? (vehicle.use === 'commercial' ? 'Commercial vehicle' : 'Passenger vehicle') : 'Light vehicle';
      return { kind: 'fee', cents, workings: `${vehicleWords}: ${centsText(cents)}` };
    }
    case 'by-cylinders': {
      if (vehicle.fuel === 'Electric') {
        const cents = toCents(schedule.electric);
        return { kind: 'fee', cents, workings: `Electric vehicle: ${centsText(cents)}` };
      }
      const cylinders = vehicle.cylinders;
      if (cylinders === null) return { kind: 'no-fee', reason: "the fee depends on the engine, and the engine's cylinder count is not known" };
      const band = schedule.bands.find((candidate) => candidate.max_cylinders === null || cylinders <= candidate.max_cylinders);
      if (band === undefined) return { kind: 'no-fee', reason: `the fee table has no amount for a ${cylinders}-cylinder engine` };
      const cents = toCents(band.amount);
      return { kind: 'fee', cents, workings: `${cylinders}-cylinder engine: ${centsText(cents)}` };
    }
    case 'by-zone': {
      const zone = place.zone;
      if (zone === null) {
        const cents = toCents(schedule.metropolitan);
        const why = place.postcode === null ? 'No postcode given' : `Postcode ${place.postcode} is not Victorian`;
        return { kind: 'fee', cents, workings: `${why}, so the metropolitan (highest) figure: ${centsText(cents)}` };
      }
      const cents = toCents(zone === 'metropolitan' ? schedule.metropolitan : zone === 'outer-metropolitan' ? schedule.outer_metropolitan : schedule.rural);
      return { kind: 'fee', cents, workings: `${ZONE_WORDS[zone]} zone, postcode ${place.postcode ?? ''}: ${centsText(cents)}` };
    }
  }
}
