/**
 * What the trade-in wizard's steps share: the prefix of their forms' ids, the props every step gets,
 * the form state of the steps before the details (no remembered details), the Back button, the
 * words for a car.
 */
import type { RegionCode } from '../../../domain/basics/region.ts';
import { useFormSubmission, type BotCheckBody, type SubmitOutcome } from '../../forms/useLeadSubmission.tsx';

export const FORM_ID = 'trade-in';

export interface StepProps {
  siteSlug: string;
  region: RegionCode;
}

/** The step's form state: useFormSubmission without remembered details (only the details step has them). */
export function useStepForm<V extends Record<string, unknown>>(siteSlug: string, schema: Parameters<typeof useFormSubmission<V>>[0]['schema'], initialValues: V, fieldOrder: readonly string[], submit: (values: V, bot: BotCheckBody) => Promise<SubmitOutcome>) {
  return useFormSubmission<V>({ schema, initialValues, fieldOrder, submit, remember: { siteSlug, fields: {} } });
}

export function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <button type="button" className="button button--outline" onClick={onBack}>
      Back
    </button>
  );
}

/** "2021 Toyota Corolla Ascent Sport". */
export function vehicleName(vehicle: { year: number; make: string; model: string; badge: string | null }): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.badge].filter((part) => part !== null && part !== '').join(' ');
}
