import { expect } from '@playwright/test';
import { expectNoAxeViolations, test } from './a11y.ts';
import { builtPages, isBuiltPath } from '../../src/site/built-pages.ts';
import { siteConfig, siteOrigin } from './sites.ts';

test.describe('home page hero carousel', () => {
  test('previous and next are disabled at the ends, by mouse and by keyboard', async ({ page }) => {
    await page.goto(`${siteOrigin('brighton-volkswagen')}/`);
    // The hero is the first carousel; the brand template's model slider follows it.
    const carousel = page.locator('[data-carousel]').first();
    const previous = carousel.getByRole('button', { name: 'Previous slide' });
    const next = carousel.getByRole('button', { name: 'Next slide' });
    const slides = carousel.locator('[data-carousel-slide]');
    const count = await slides.count();
    expect(count).toBeGreaterThanOrEqual(3);

    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(carousel.getByText(`Slide 1 of ${count}`)).toBeVisible();
    await expectNoAxeViolations(page);

    for (let i = 1; i < count; i += 1) await next.click();
    await expect(next).toBeDisabled();
    await expect(previous).toBeEnabled();
    await expect(previous).toBeFocused();
    await expect(carousel.getByText(`Slide ${count} of ${count}`)).toBeVisible();
    await expect(slides.nth(count - 1)).toHaveAttribute('aria-hidden', 'false');
    await expect(slides.first()).toHaveAttribute('aria-hidden', 'true');

    for (let i = 1; i < count; i += 1) await page.keyboard.press('Enter');
    await expect(previous).toBeDisabled();
    await expect(next).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(carousel.getByText(`Slide 2 of ${count}`)).toBeVisible();
  });

  test('the feature banner links to offers, book service and sell your car, each when the build made its page', async ({ page }) => {
    await page.goto(`${siteOrigin('bayside-motor-group')}/`);
    const banner = page.getByRole('region', { name: 'How we can help' });
    const built = builtPages(siteConfig('bayside-motor-group'));
    const tiles = [
      ['View offers', '/special-offers'],
      ['Book a service', '/service'],
      ['Value my car', '/trade-in'],
    ].filter(([, href]) => isBuiltPath(built, href ?? ''));
    await expect(banner.getByRole('link')).toHaveText(tiles.map(([text]) => text ?? ''));
    expect(await banner.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(tiles.map(([, href]) => href));
    await expectNoAxeViolations(page);
  });
});
