/**
 * The product's fixed texts and labels that the spec gives word for word (sections 2, 4, 5, 8 and
 * 9), shared by rules and screens. Labels that belong to one rule (weekday names in
 * opening-hours.ts, sort option names in search/sort-options.ts) live beside it.
 */

// --- Buttons and calls to action (section 9, "Default texts and labels") ---
export const LABELS = {
  enquireNow: 'Enquire Now',
  messageNow: 'Message Now',
  getPreApprovedNow: 'Get Pre-Approved Now',
  callTheDealer: 'Call the dealer',
  dealerComments: 'Dealer Comments',
  enquire: 'Enquire',
  getFinance: 'Get Finance',
  financeQuote: 'Finance Quote',
  tradeInValuation: 'Trade-In Valuation',
  bookATestDrive: 'Book a Test Drive',
  reserveThisCar: 'Reserve This Car',
  reserveNow: 'Reserve Now',
  exploreVehicle: 'Explore Vehicle',
  quickEnquiry: 'Quick Enquiry',
  viewDetails: 'View Details',
  findMeSomethingSimilar: 'Find Me Something Similar',
  getAQuote: 'Get a Quote',
  registerYourInterest: 'Register Your Interest',
  contactUs: 'Contact Us',
  getDirections: 'Get Directions',
  exploreMore: 'Explore More',
  discoverMore: 'Discover More',
  showAllMakes: 'Show all makes',
} as const;

// --- Tags (sections 4 and 9) ---
export const TAG_TEXTS = {
  new: 'New',
  justSold: 'JUST SOLD',
  newArrival: 'New Arrival',
  reserved: 'Reserved',
  comingSoon: 'Coming Soon',
  electric: 'Electric',
  hybrid: 'Hybrid',
  certified: 'Toyota Certified Used',
} as const;

// --- Prices ---
export const PRICE_TEXTS = {
  enquireForPrice: 'Enquire for price.',
  preorder: 'PREORDER',
  sold: 'SOLD',
} as const;

/** The estimated drive-away line's words on a card and the car page (its dialog's: on-road/drive-away-texts.ts). */
export const DRIVE_AWAY_LABEL = 'Est. drive away';

/** Shown on a sold car in place of its action buttons' usual copy (section 4). */
export const RECENTLY_SOLD_TEXT = 'This vehicle has recently sold. Let us find you something similar.';

// --- Offer cards (sections 2 and 4) ---
export const OFFER_TEXTS = {
  viewMore: 'View more',
  viewLess: 'View less',
  viewFullDisclaimer: 'View full disclaimer',
  lessDisclaimer: 'less disclaimer',
} as const;

// --- Opening hours (section 9) ---
export const HOURS_TEXTS = {
  byAppointmentOnly: 'By appointment only',
  closed: 'Closed',
  holidayOpeningHours: 'Holiday Opening Hours',
} as const;

/** The location block's open-now line: "Open now" / "Closes 5:30 pm", "Closed" / "Opens Monday 8:30 am". */
export const OPEN_NOW_TEXTS = {
  openNow: 'Open now',
  closed: 'Closed',
  closes: 'Closes',
  opens: 'Opens',
} as const;

// --- Forms (sections 5 and 9) ---
export const FORM_TEXTS = {
  invalidPostcode: 'Invalid postcode. Please enter a 4-digit number.',
  geocodeInvalidPostcode: 'Invalid postcode',
  errorBanner: 'Please fix the following errors:',
  defaultOptIn: 'Yes, I would like to subscribe to receive latest offers & product updates.',
  defaultCategory: 'General Enquiry',
  /** The remembered-details checkbox on every form (ours: the spec names the stored record only). */
  rememberDetails: 'Remember my details on this device',
  /** The control that clears the remembered details. */
  forgetDetails: 'Forget my details',
  /** Said in a polite live region once the details are cleared. */
  detailsForgotten: 'Your details are no longer remembered on this device.',
  /** Shown when the enquiry form's terms checkbox (on a site that configures terms) is not ticked. Ours. */
  termsRequired: 'Please accept the terms and conditions to continue.',
} as const;

// --- Errors (section 8) ---
export const ERROR_TEXTS = {
  leadSubmitFailed: 'An unexpected error occured',
  formSubmitFailed: 'An error occurred when submitting this form',
  valuationSaveFailed: 'Failed to save valuation data',
} as const;
