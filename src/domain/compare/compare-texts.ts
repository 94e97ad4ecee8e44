/**
 * The words of comparing cars: the compare tray and the compare page (the toggle's one word is
 * compare-tray.ts's, so that a search page loads none of these). `{n}`, `{car}` and `{limit}` are filled by the functions below.
 */
export const COMPARE_TEXTS = {
  trayLabel: 'Cars to compare',
  trayCompare: 'Compare {n} cars',
  trayAddAnother: 'Add another car to compare.',
  trayFull: 'You can compare up to {limit} cars on this screen. Remove one to add another.',
  trayRemove: 'Remove {car} from the comparison',
  trayClear: 'Clear all',
  pageTitle: 'Compare cars',
  pageIntro: 'Your chosen cars side by side.',
  onlyDifferences: 'Show only differences',
  noDifferences: 'These cars are the same in every row.',
  loading: 'Loading the cars to compare…',
  loadFailed: 'The cars could not be loaded. Check your connection and try again.',
  tryAgain: 'Try again',
  empty: 'No cars to compare yet. Press Compare on two to four cars in our stock, then open the comparison.',
  browseStock: 'Browse our stock',
  oneCar: 'Add another car to compare it with this one.',
  notListed: 'This car is no longer listed on our site.',
  notListedName: 'Car no longer listed',
  sold: 'This car has sold.',
  removeFromPage: 'Remove {car}',
  viewCar: 'View {car}',
  phoneLimit: 'A phone shows up to {limit} cars side by side.',
  tableCaption: 'Comparing {n} cars',
  tableCaptionDifferences: 'Comparing {n} cars: only the rows where they differ',
  noFeatures: 'None listed',
  /** The visible word of a column's remove button; its accessible name is removeFromPage's. */
  remove: 'Remove',
  removed: '{car} removed from the comparison.',
} as const;

function fill(text: string, values: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function trayCompareText(count: number): string {
  return fill(COMPARE_TEXTS.trayCompare, { n: count });
}

export function trayFullText(limit: number): string {
  return fill(COMPARE_TEXTS.trayFull, { limit });
}

export function compareTextFor(text: string, carName: string): string {
  return fill(text, { car: carName });
}

export function phoneLimitText(limit: number): string {
  return fill(COMPARE_TEXTS.phoneLimit, { limit });
}

/** The comparison table's caption: how many cars, and whether only their differences are shown. */
export function tableCaptionText(count: number, onlyDifferences: boolean): string {
  return fill(onlyDifferences ? COMPARE_TEXTS.tableCaptionDifferences : COMPARE_TEXTS.tableCaption, { n: count });
}
