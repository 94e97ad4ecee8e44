/**
 * The moment a build runs for, decided once. Everything a build writes that depends on the time
 * (which cars are listed, their pages, the search snapshot and first pages, the New Arrival tags,
 * the offers and promo cards, the footer's year, the sitemap that lists the pages) reads this one moment, so
 * no two parts of one build can disagree about a sold car whose window closes while it runs.
 *
 * The build CLI decides it when a run starts and hands it to every site's build (and the demo
 * data's reference date) in DEALER_BUILD_MOMENT; `astro build` run by hand decides it when the
 * integration loads. Setting DEALER_BUILD_MOMENT yourself builds the sites as of that moment.
 */
/** Unix seconds or an ISO 8601 date-time; the build's moment when set. */
export const BUILD_MOMENT_ENV = 'DEALER_BUILD_MOMENT';

/** The moment a build renders its pages for. */
export interface BuildMoment {
  /** Unix seconds. Calendar dates (offers, promo cards, the footer's year) are the dealer's at this moment: src/site/dealer-today.ts. */
  readonly at: number;
}

/** The moment of `date`. */
export function buildMomentAt(date: Date): BuildMoment {
  return { at: Math.floor(date.getTime() / 1000) };
}

/** Parses DEALER_BUILD_MOMENT; throws a message naming the variable when it is neither form. */
function parseMoment(text: string): Date {
  const trimmed = text.trim();
  const date = /^\d+$/.test(trimmed) ? new Date(Number(trimmed) * 1000) : new Date(trimmed);
  if (Number.isNaN(date.getTime()) || !/^\d+$|^\d{4}-\d{2}-\d{2}T/.test(trimmed)) {
    throw new Error(`${BUILD_MOMENT_ENV} must be Unix seconds or an ISO 8601 date-time (e.g. 2026-11-24T09:00:00Z), got "${text}"`);
  }
  return date;
}

/** The build's moment: DEALER_BUILD_MOMENT when the environment sets it, else the clock's now. */
export function decideBuildMoment(env: Readonly<Record<string, string | undefined>>, clock: () => Date = () => new Date()): BuildMoment {
  const given = env[BUILD_MOMENT_ENV];
  return buildMomentAt(given === undefined || given.trim() === '' ? clock() : parseMoment(given));
}
