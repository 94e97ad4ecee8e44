/** Which of a page's islands are still their static HTML, for tests that wait for a page to hydrate. */
import type { Locator, Page } from '@playwright/test';

/**
 * Islands that wait for the shopper by design (client:intent, their modules never fetched ahead):
 * the car page's 'Compare' toggle and a search page's "Save this search". A page is ready without
 * them; they hydrate when pressed, which the tests that use them do.
 */
const WAIT_FOR_THE_SHOPPER = ['VehicleCompare', 'SaveSearch'] as const;

/** The islands of `scope` that have not hydrated yet (Astro drops `ssr` once one has), leaving out those that wait for the shopper. */
export function staticIslands(scope: Page | Locator): Locator {
  return scope.locator(`astro-island[ssr]${WAIT_FOR_THE_SHOPPER.map((name) => `:not([component-url*="/${name}."])`).join('')}`);
}
