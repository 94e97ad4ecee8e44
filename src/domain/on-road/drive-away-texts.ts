/**
 * The words of the drive-away estimate on a car's page (the DriveAwayEstimate island). Kept out of
 * basics/texts.ts, which every page's shared chunk carries: only a car page with an estimate needs them.
 */
import { DRIVE_AWAY_LABEL } from '../basics/texts.ts';

/** The car page's drive-away estimate: its line, its workings dialog and its postcode form. */
export const DRIVE_AWAY_TEXTS = {
  label: DRIVE_AWAY_LABEL,
  openWorkings: 'How this estimate adds up',
  dialogTitle: 'Estimated drive-away price',
  dialogIntro: (place: string) =>
    `For a car registered in ${place}. This is an estimate from the published government charges and the dealer's own fees: the dealer confirms the final price.`,
  advertised: 'Advertised price',
  total: 'Estimated drive-away price',
  estimateNote: 'An estimate, not an offer.',
  postcodeLabel: 'Your postcode',
  update: 'Update estimate',
  badPostcode: 'Enter the 4-digit postcode where the car will be registered, e.g. 3186.',
  notLoaded: 'The estimate could not be worked out just now. Please try again.',
  noEstimateFor: (place: string) => `No drive-away estimate for ${place}.`,
} as const;
