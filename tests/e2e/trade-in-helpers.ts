/**
 * The trade-in wizard, step by step, for the browser tests that go through it (trade-in.spec.ts,
 * deal.spec.ts): the demo sites it runs on, the local valuation service's sandbox plates, and a
 * helper per step.
 */
import { expect, type Page } from '@playwright/test';
import { ROUTES } from '../../src/domain/routes/routes.ts';
import { AU_STATES } from '../../src/domain/trade-in/trade-in-form.ts';
import { expectNoAxeViolations } from './a11y.ts';
import { siteOrigin, type DemoSite } from './sites.ts';
import { waitOutBotCheck } from './lead-helpers.ts';
import { staticIslands } from './islands.ts';

export const AU = 'brighton-volkswagen' satisfies DemoSite;
export const NZ = 'harbour-city-renault-skoda' satisfies DemoSite;
export const US = 'lakeside-mazda' satisfies DemoSite;

export interface Plate {
  rego: string;
  /** null on a New Zealand plate. */
  regoState: string | null;
}

/**
 * Plates of the local valuation service's sandbox registry (src/server/valuation/sandbox-plates.ts,
 * docs/trade-in.md): per site a car young enough for an online estimate, and one over 7 years old.
 */
export const SANDBOX: Readonly<Record<typeof AU | typeof NZ | typeof US, { valued: Plate; old: Plate }>> = {
  [AU]: { valued: { rego: 'TRADE1', regoState: 'VIC' }, old: { rego: 'OLDCAR', regoState: 'NSW' } },
  [NZ]: { valued: { rego: 'KIWI1', regoState: null }, old: { rego: 'OLDNZ', regoState: null } },
  [US]: { valued: { rego: 'TRADE1', regoState: 'CA' }, old: { rego: 'OLDCAR', regoState: 'TX' } },
};

/** A plate the local valuation service identifies as a car young enough for an online estimate. */
export function valuedPlate(site: keyof typeof SANDBOX): Plate {
  return SANDBOX[site].valued;
}

/** A plate the local valuation service identifies as a car over 7 years old. */
export function oldPlate(site: keyof typeof SANDBOX): Plate {
  return SANDBOX[site].old;
}

/** The names the AU state select shows, by code (typed to choose one by keyboard). */
export const AU_STATE_NAMES: Readonly<Record<string, string>> = Object.fromEntries(AU_STATES.map((state) => [state.value, state.label]));

/** Opens a trade-in page and waits for the wizard to hydrate. */
export async function openTradeIn(page: Page, site: DemoSite, pathAndQuery: string = ROUTES.tradeIn): Promise<void> {
  const response = await page.goto(`${siteOrigin(site)}${pathAndQuery}`);
  expect(response?.status()).toBe(200);
  await expect(staticIslands(page)).toHaveCount(0);
  // A wizard left over from another test of this browser context starts fresh.
  await page.evaluate((key) => sessionStorage.removeItem(key), `trade_in_wizard:${site}`);
  // The wizard's fill-time clock started when it hydrated, just before this.
  openedAt.set(page, Date.now());
}

/** When each page's wizard was opened (openTradeIn). */
export const openedAt = new WeakMap<Page, number>();

/** Waits out the bot check's fill time since the wizard opened, as a person would take, then asks for the estimate. */
export async function getEstimate(page: Page): Promise<void> {
  await waitOutBotCheck(page, openedAt.get(page) ?? Date.now());
  await page.getByRole('button', { name: 'Get my estimate' }).click();
}

/** The current step's heading, which takes focus when the step shows. */
export const stepHeading = (page: Page, name: string | RegExp) => page.locator('.trade-in').getByRole('heading', { level: 2, name });

/** Fills the plate step and asks for the car. */
export async function findByPlate(page: Page, site: DemoSite, rego: string, state: string | null): Promise<void> {
  await stepHeading(page, /registration|license plate/i).waitFor();
  const plateLabel = site === US ? 'License plate' : 'Registration plate';
  await page.getByRole('textbox', { name: plateLabel }).fill(rego);
  if (state !== null) await page.getByRole('combobox', { name: site === AU ? 'State or territory' : 'State' }).selectOption(state);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Find my car' }).click();
}

export interface Adjustments {
  odometer: string;
  condition: RegExp;
}

/** Answers the adjustment questions. */
export async function answerAdjustments(page: Page, answers: Adjustments): Promise<void> {
  await expect(stepHeading(page, 'About your car')).toBeFocused();
  await page.getByRole('textbox', { name: /^Odometer/ }).fill(answers.odometer);
  await page.getByRole('group', { name: /^Condition/ }).getByRole('radio', { name: answers.condition }).check();
  await page.getByRole('group', { name: /^Service history/ }).getByRole('radio', { name: 'Full service history' }).check();
  await page.getByRole('group', { name: /damage/ }).getByRole('radio', { name: 'No' }).check();
  await page.getByRole('group', { name: /finance owing/ }).getByRole('radio', { name: 'No' }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** Fills the shopper's details (the region's postcode) and, when a site has several dealerships, the first. */
export async function fillDetails(page: Page, site: DemoSite): Promise<void> {
  await expect(stepHeading(page, 'Your details')).toBeFocused();
  await page.getByRole('textbox', { name: 'Name' }).fill('Alex Trader');
  await page.getByRole('textbox', { name: 'Email' }).fill('alex.trader@example.com');
  await page.getByRole('textbox', { name: 'Phone' }).fill('0400 123 456');
  await page.getByRole('textbox', { name: site === US ? 'ZIP code' : 'Postcode' }).fill(site === US ? '53202' : '3186');
  const dealership = page.getByRole('combobox', { name: 'Dealership' });
  if ((await dealership.count()) > 0) await dealership.selectOption({ index: 1 });
  await expectNoAxeViolations(page);
}
