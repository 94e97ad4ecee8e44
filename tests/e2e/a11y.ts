/**
 * Every page a browser test visits is also checked with axe against WCAG 2.2 AA: tests call
 * expectNoAxeViolations at the states they care about (a modal open, an error banner shown), and the
 * `test` exported here checks whatever page a test ends on as well, so no visited page goes unchecked
 * because a test forgot to.
 */
import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { WCAG_TAGS } from './wcag-tags.ts';


/**
 * What axe's verdict on a page depends on: its address, its viewport, its whole DOM (attributes,
 * text, the open dialog, the styles it links) and the element that has focus. Two states with the
 * same fingerprint get the same verdict, so a state already found clean in this worker is not
 * analysed again (a test that checks its last state itself, then the fixture's check of the page
 * it ended on; the same untouched page loaded by many tests), which saves 1 to 3 s each time.
 */
async function stateFingerprint(page: Page): Promise<string> {
  const state = await page.evaluate(() => {
    const active = document.activeElement;
    const focused = active === null ? '' : `${active.tagName}#${active.id}.${active.getAttribute('name') ?? ''}`;
    return `${location.href}\n${innerWidth}x${innerHeight}\n${focused}\n${document.documentElement.outerHTML}`;
  });
  return createHash('sha256').update(state).digest('hex');
}

/** The fingerprints of the states this worker found free of violations. */
const cleanStates = new Set<string>();

/** Fails the test with a readable list when axe finds any violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const fingerprint = await stateFingerprint(page);
  if (cleanStates.has(fingerprint)) return;
  // Only violations are asked for: axe otherwise builds a selector and an HTML excerpt for every
  // node that passed, most of its time on a large page. Legacy mode runs axe in the page itself;
  // the default opens a blank page (a new renderer) for every check to merge frames' results, and
  // these pages have no frames. Together they make a check two to four times faster.
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ resultTypes: ['violations'] }).setLegacyMode().analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact ?? 'n/a'}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n    ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
  // Taken again after the analysis: a state that changed while axe ran is not the one it judged.
  if ((await stateFingerprint(page)) === fingerprint) cleanStates.add(fingerprint);
}

/** What a page reports of a Content-Security-Policy violation (its securitypolicyviolation event). */
interface CspViolation {
  readonly directive: string;
  readonly blocked: string;
  readonly source: string;
}

declare global {
  interface Window {
    reportCspViolation?: (violation: CspViolation) => Promise<void>;
  }
}

/** Runs in every document before its own scripts: hands each violation to the test at once. */
function reportCspViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    void window.reportCspViolation?.({
      directive: event.effectiveDirective,
      blocked: event.blockedURI || 'inline',
      source: `${event.sourceFile || document.location.href}:${event.lineNumber}`,
    });
  });
}

/**
 * Playwright's test, with axe run on the page each test ends on (when it ended on a site page),
 * and failing on any Content-Security-Policy violation on any page it visited: the policy is
 * enforced, so a violation is something a page meant to do and could not.
 */
export const test = base.extend<{ axeOnLastPage: void; noCspViolations: void }>({
  noCspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('reportCspViolation', (v: CspViolation) => {
        violations.push(`${v.directive} blocked ${v.blocked} (${v.source})`);
      });
      await page.addInitScript(reportCspViolations);
      await use();
      expect([...new Set(violations)], 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  axeOnLastPage: [
    async ({ page }, use, testInfo) => {
      await use();
      // A failed test is already reported; an axe run on its broken state would only add noise.
      if (testInfo.status !== testInfo.expectedStatus || page.isClosed() || !/^https?:/.test(page.url())) return;
      await expectNoAxeViolations(page);
    },
    { auto: true },
  ],
});
