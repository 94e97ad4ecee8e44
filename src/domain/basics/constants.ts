/**
 * The business constants of the spec (section 9 unless noted) that more than one rule or screen
 * uses. A constant that belongs to a single rule lives beside it (lead event ids in
 * leads/event-ids.ts, the 5 visible phone characters in phone.ts); either way a test pins every
 * number to the spec, so a change is a deliberate, visible one.
 */

// --- Units ---

export const SECONDS_PER_DAY = 86_400;
/** Miles are shown on US sites; stock and locations store kilometres. */
export const KM_PER_MILE = 1.609344;

// --- Search and listing ---

/** Results per page in the brand and category directories. */
export const DIRECTORY_PAGE_SIZE = 21;
/** The search box waits this long after the last keystroke (ms). */
export const SEARCH_DEBOUNCE_MS = 300;
/** The result cache holds between these many entries; the oldest is evicted first. */
export const RESULT_CACHE_MIN_SIZE = 10;
export const RESULT_CACHE_MAX_SIZE = 50;
/** Refinement history entries kept; the oldest is dropped. */
export const SEARCH_HISTORY_SIZE = 5;
/** Makes listed before 'Show all makes' when the site has no popular-makes list (else that list's length). */
export const SHOW_ALL_MAKES_AFTER = 7;
/** At most this many models in the model sub-filter. */
export const MODEL_SUB_FILTER_LIMIT = 30;
/** Location filter limits. */
export const CITY_FILTER_LIMIT = 20;
export const DEALERSHIP_FILTER_LIMIT = 40;
/** Slider range when the search has no facet stats. */
export const DEFAULT_SLIDER_MIN = 0;
export const DEFAULT_SLIDER_MAX = 100_000;
/** Slider values snap to this. */
export const SLIDER_ROUNDING = 1000;
/** A car created within this many days gets the New Arrival tag. */
export const NEW_ARRIVAL_DAYS = 8;
/** The market-price indicator shows only when the market average exceeds the price by more than this. */
export const MARKET_PRICE_THRESHOLD = 499;
/** Days a sold car stays listed after its sold date, unless the dealer sets another number. */
export const DEFAULT_SOLD_VISIBILITY_DAYS = 3;
/** Where a promo card sits in the result grid (1-based) unless it says otherwise (section 2). */
export const DEFAULT_PROMO_CARD_POSITION = 9;
/** The highest stock age bucket (`age_index`, section 7); older stock stays in this bucket. */
export const MAX_AGE_INDEX = 14;
/** Days of stock age per `age_index` bucket. */
export const AGE_INDEX_BUCKET_DAYS = 30;

// --- Prices ---

/** A price is shown only when it is above this; otherwise no-price text, or PREORDER for preorders. */
export const MIN_VALID_PRICE = 10;
/** A car qualifies for the valuation feature only with a price above this. */
export const MIN_VALUATION_PRICE = 200;
/** Reserve deposit when neither the car nor the site gives another amount. */
export const DEFAULT_RESERVE_DEPOSIT = 200;

// --- Forms and display ---

/** Postcodes are exactly this many digits. */
export const POSTCODE_LENGTH = 4;
/** Model feature text is cut at this many characters. */
export const MODEL_FEATURE_TEXT_LIMIT = 600;
/** Offer description and disclaimer collapse when longer than this. */
export const OFFER_COLLAPSE_THRESHOLD = 200;
/** Where a collapsed offer description and disclaimer are cut. */
export const OFFER_DESCRIPTION_CUT = 160;
export const OFFER_DISCLAIMER_CUT = 200;
/** Collapsible panels animate for this long (ms). */
export const COLLAPSE_ANIMATION_MS = 300;

// --- Reviews, maps and geography ---

/** Only reviews rated above this are shown. */
export const MIN_REVIEW_RATING = 4;
/** At most this many Google reviews are shown. */
export const GOOGLE_REVIEWS_LIMIT = 12;
/**
 * The two review authors whose reviews are never shown (spec section 9: "Two hidden review authors
 * are excluded"). The spec does not name them; we chose the two names Google gives reviews that
 * carry no person: a deleted account and an anonymous one. Matched ignoring case.
 */
export const HIDDEN_REVIEW_AUTHORS = ['A Google User', 'Anonymous'] as const;
/** For great-circle distances. */
export const EARTH_RADIUS_KM = 6371;
export const DEFAULT_MAP_ZOOM = 10;
export const DEFAULT_MAP_TYPE = 'roadmap';
export const DEFAULT_STATE = 'qld';

// --- Trade-in ---

/** Cars older than this many years get no online estimate (trade-in FAQ). */
export const TRADE_IN_MAX_AGE_YEARS = 7;
/** Cars with more than this many km get no online estimate. */
export const TRADE_IN_MAX_KM = 100_000;

// --- Car tags ---

/** The tag that switches a car to the test-drive-only button layout (section 4). */
export const TEST_DRIVE_ONLY_TAG = 'Test Drive Only';
