/**
 * Australia's states and territories as on-road costs see them: which one a postcode belongs to
 * (Australia Post's ranges) and, in Victoria, which TAC risk zone a postcode is in (the Transport
 * Accident Commission charges by where a car is kept). Both are facts about a postcode that change
 * rarely, unlike the rates, which live in the dated tables.
 */

/** The eight states and territories. */
export const AU_STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'NT', 'ACT'] as const;
export type AuState = (typeof AU_STATES)[number];

/** How a sentence names a state's own things: "Victoria's", "the ACT's" (lower-case article; capitalise at a sentence's start). */
export const AU_STATE_POSSESSIVES: Readonly<Record<AuState, string>> = {
  NSW: "NSW's",
  VIC: "Victoria's",
  QLD: "Queensland's",
  WA: "Western Australia's",
  SA: "South Australia's",
  TAS: "Tasmania's",
  NT: "the Northern Territory's",
  ACT: "the ACT's",
};

/** Whether a value is one of the eight state codes. */
export function isAuState(value: string): value is AuState {
  return (AU_STATES as readonly string[]).includes(value);
}

/** Inclusive ranges of 4-digit postcodes as numbers; [from, to]. */
type Ranges = readonly (readonly [number, number])[];

/**
 * Australia Post's postcode ranges. The ACT's ranges sit inside NSW's 2xxx block (2600-2618 and
 * 2900-2920, with 0200-0299 for its large-volume receivers), so they are tried first; the rest do
 * not overlap. Numbers 1000-1999 and 8000-9999 are large-volume receivers (post office boxes and big
 * mail users) of NSW, VIC and QLD.
 */
const POSTCODE_RANGES: readonly (readonly [AuState, Ranges])[] = [
  ['ACT', [[200, 299], [2600, 2618], [2900, 2920]]],
  ['NSW', [[1000, 1999], [2000, 2599], [2619, 2899], [2921, 2999]]],
  ['VIC', [[3000, 3999], [8000, 8999]]],
  ['QLD', [[4000, 4999], [9000, 9999]]],
  ['SA', [[5000, 5999]]],
  ['WA', [[6000, 6797], [6800, 6999]]],
  ['TAS', [[7000, 7999]]],
  ['NT', [[800, 999]]],
];

/** What a postcode says about its state: the state, or why there is none. */
export type PostcodeState =
  | { readonly kind: 'state'; readonly state: AuState }
  | { readonly kind: 'invalid'; readonly reason: string }
  | { readonly kind: 'unknown'; readonly reason: string };

const inRanges = (value: number, ranges: Ranges): boolean => ranges.some(([from, to]) => value >= from && value <= to);

/**
 * The state or territory of an Australian postcode. A postcode is exactly 4 digits (Darwin's is
 * 0800, not 800: the site's postcode rule); anything else is `invalid`, and 4 digits in no
 * Australia Post range (0100, 6798) are `unknown`.
 */
export function postcodeState(postcode: string): PostcodeState {
  const trimmed = postcode.trim();
  if (!/^\d{4}$/.test(trimmed)) return { kind: 'invalid', reason: `"${postcode}" is not a postcode: a postcode is 4 digits.` };
  const value = Number(trimmed);
  const found = POSTCODE_RANGES.find(([, ranges]) => inRanges(value, ranges));
  return found === undefined
    ? { kind: 'unknown', reason: `${trimmed} is in no Australian state's postcode range.` }
    : { kind: 'state', state: found[0] };
}

/** The state of a postcode, or null for anything that is not a postcode of an Australian state's range. */
export function auStateOfPostcode(postcode: string): AuState | null {
  const found = postcodeState(postcode);
  return found.kind === 'state' ? found.state : null;
}

/** Victoria's TAC risk zones: high (metropolitan), medium (outer metropolitan) and low (rural). */
export const VIC_ZONES = ['metropolitan', 'outer-metropolitan', 'rural'] as const;
export type VicZone = (typeof VIC_ZONES)[number];

/**
 * The TAC's high-risk (metropolitan) zone postcodes: Melbourne and its suburbs, as the TAC lists
 * them with its transport accident charges. Ranges skip numbers that are not
 * Victorian postcodes or are in another zone (3024, 3029, 3030, 3063).
 */
const VIC_METROPOLITAN: Ranges = [
  [3000, 3006], [3008, 3008], [3010, 3013], [3015, 3016], [3018, 3023], [3025, 3028], [3031, 3034],
  [3036, 3062], [3064, 3068], [3070, 3076], [3078, 3079], [3081, 3088], [3093, 3094], [3101, 3111],
  [3121, 3138], [3141, 3156], [3161, 3202], [3204, 3207], [3428, 3428], [3800, 3800], [3802, 3803],
  [3975, 3976],
];

/** The TAC's medium-risk (outer metropolitan) zone postcodes: Melbourne's fringe, Geelong and the Mornington Peninsula. */
const VIC_OUTER_METROPOLITAN: Ranges = [
  [3024, 3024], [3029, 3030], [3089, 3091], [3095, 3097], [3099, 3099], [3113, 3116], [3139, 3140],
  [3158, 3160], [3211, 3212], [3214, 3220], [3335, 3335], [3337, 3338], [3427, 3427], [3429, 3429],
  [3750, 3752], [3754, 3755], [3757, 3757], [3759, 3761], [3763, 3763], [3765, 3767], [3770, 3770],
  [3775, 3775], [3777, 3777], [3781, 3783], [3785, 3789], [3791, 3793], [3795, 3796], [3804, 3810],
  [3910, 3913], [3915, 3916], [3918, 3920], [3926, 3931], [3933, 3934], [3936, 3944], [3977, 3978],
  [3980, 3980],
];

/**
 * The TAC risk zone of a Victorian postcode: metropolitan or outer metropolitan when the TAC lists
 * it so, rural (low risk) for every other Victorian postcode. Null for a postcode that is not
 * Victorian or not a postcode at all: the zone is Victoria's alone.
 */
export function vicTacZone(postcode: string): VicZone | null {
  const found = postcodeState(postcode);
  if (found.kind !== 'state' || found.state !== 'VIC') return null;
  const value = Number(postcode.trim());
  if (inRanges(value, VIC_METROPOLITAN)) return 'metropolitan';
  if (inRanges(value, VIC_OUTER_METROPOLITAN)) return 'outer-metropolitan';
  return 'rural';
}

/** Where the shopper will register the car: a state, and the postcode when they gave one. */
export interface AuPlace {
  readonly state: AuState;
  readonly postcode: string | null;
}

/** The place of a postcode the shopper typed: four digits in an AU state's range; null for anything else. */
export function auPlaceOfPostcode(text: string): AuPlace | null {
  const postcode = text.trim();
  if (!/^\d{4}$/.test(postcode)) return null;
  const state = auStateOfPostcode(postcode);
  return state === null ? null : { state, postcode };
}
