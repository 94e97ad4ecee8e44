import { describe, expect, it, vi } from 'vitest';
import { COMPARE_STATUS_TEXTS, type CompareCar } from '../../../src/domain/compare/compare-car.ts';
import { COMPARE_CARDS_END, COMPARE_CARDS_START } from '../../../src/domain/compare/compare-page.ts';
import { COMPARE_TEXTS } from '../../../src/domain/compare/compare-texts.ts';
import { carPath } from '../../../src/domain/routes/routes.ts';
import { fillCompareCards } from '../../../src/server/compare/compare-cards.ts';
import { BUILT_PAGE, cardTexts, compareRecord } from './compare-fixtures.ts';

function reader(records: readonly CompareCar[]) {
  return vi.fn((slug: string) => Promise.resolve(records.find((record) => record.slug === slug) ?? null));
}

describe('fillCompareCards: the plain cards of a compare link', () => {
  it('lists the cars in the link\'s order in place of the empty message, with price, year, odometer and status', async () => {
    const golf = compareRecord('golf-u1', { name: '2021 Volkswagen Golf', price: '$30,990 Drive Away', odometer: '12,000 km' });
    const polo = compareRecord('polo-u2', { name: '2020 Volkswagen Polo', price: '$24,990 Excl. Government Charges', driveAway: 'Est. drive away $27,100 for VIC 3186' });
    const html = await fillCompareCards(BUILT_PAGE, '?cars=polo-u2,golf-u1', reader([golf, polo]));
    expect(html).not.toContain(COMPARE_TEXTS.empty);
    expect(html).not.toContain(COMPARE_CARDS_START);
    expect(html.startsWith(BUILT_PAGE.slice(0, BUILT_PAGE.indexOf(COMPARE_CARDS_START)))).toBe(true);
    expect(html.endsWith(BUILT_PAGE.slice(BUILT_PAGE.indexOf(COMPARE_CARDS_END) + COMPARE_CARDS_END.length))).toBe(true);
    const [first, second] = cardTexts(html);
    expect(first).toBe('2020 Volkswagen Polo $24,990 Excl. Government Charges Est. drive away $27,100 for VIC 3186 Year 2021 Odometer 45,000 km Status In stock');
    expect(second).toBe('2021 Volkswagen Golf $30,990 Drive Away Year 2021 Odometer 12,000 km Status In stock');
    expect(html).toContain(`<h2 class="compare-card__name"><a href="${carPath('polo-u2')}">2020 Volkswagen Polo</a></h2>`);
    expect(html).toContain('<img class="compare-card__image" src="/generated/cars/polo-u2.svg" alt="Photo of polo-u2"');
  });

  it('says a sold car has sold, and names a car the site does not list, or a slug that is none, as no longer listed', async () => {
    const sold = compareRecord('sold-u3', { status: COMPARE_STATUS_TEXTS.sold, sold: true, price: 'SOLD' });
    const read = reader([sold]);
    const html = await fillCompareCards(BUILT_PAGE, `?cars=gone-u9,sold-u3,${encodeURIComponent('<b>bad</b>')}`, read);
    expect(cardTexts(html)).toEqual([
      `${COMPARE_TEXTS.notListedName} ${COMPARE_TEXTS.notListed}`,
      `Car sold-u3 SOLD Year 2021 Odometer 45,000 km Status Sold ${COMPARE_TEXTS.sold}`,
      `${COMPARE_TEXTS.notListedName} ${COMPARE_TEXTS.notListed}`,
    ]);
    // A slug that cannot be a car's is never looked up, nor echoed.
    expect(read.mock.calls.map(([slug]) => slug)).toEqual(['gone-u9', 'sold-u3']);
    expect(html).not.toContain('bad');
  });

  it('counts a record of another car as no longer listed', async () => {
    const html = await fillCompareCards(BUILT_PAGE, '?cars=other-u2', () => Promise.resolve(compareRecord('someone-else')));
    expect(cardTexts(html)).toEqual([`${COMPARE_TEXTS.notListedName} ${COMPARE_TEXTS.notListed}`]);
  });

  it('fails when a record could not be read, rather than call the car unlisted', async () => {
    await expect(fillCompareCards(BUILT_PAGE, '?cars=a1', () => Promise.reject(new Error('host down')))).rejects.toThrow('host down');
  });

  it('escapes every text and attribute of a record', async () => {
    const record = compareRecord('golf-u1', {
      name: '<script>alert(1)</script> & "Golf"',
      price: '<img src=x onerror=alert(1)>',
      driveAway: "It's <b>",
      odometer: '1 < 2',
      image: { url: '/a.svg"><script>x</script>', alt: '" onload="alert(1)' },
    });
    const html = await fillCompareCards(BUILT_PAGE, '?cars=golf-u1', reader([record]));
    const cards = html.slice(html.indexOf('<ol'), html.indexOf('</ol>'));
    expect(cards).not.toMatch(/<script|<img src=x|<b>|onload="/);
    expect(cards).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Golf&quot;');
    expect(cards).toContain('alt="&quot; onload=&quot;alert(1)"');
    expect(cards).toContain('It&#39;s &lt;b&gt;');
  });

  it('writes no script and no style attribute: the page\'s Content-Security-Policy holds', async () => {
    const html = await fillCompareCards(BUILT_PAGE, '?cars=a1,b2', reader([compareRecord('a1'), compareRecord('b2', { sold: true })]));
    const cards = html.slice(html.indexOf('<ol'), html.indexOf('</ol>'));
    expect(cards).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=/i);
  });

  it('leaves the page as built for a link without cars, or a page without the placeholder', async () => {
    const read = reader([compareRecord('a1')]);
    for (const search of ['', '?cars=', '?cars=,,', '?other=a1']) expect(await fillCompareCards(BUILT_PAGE, search, read)).toBe(BUILT_PAGE);
    expect(await fillCompareCards('<html><body>no placeholder</body></html>', '?cars=a1', read)).toBe('<html><body>no placeholder</body></html>');
    expect(await fillCompareCards(`<html>${COMPARE_CARDS_START} unclosed</html>`, '?cars=a1', read)).toBe(`<html>${COMPARE_CARDS_START} unclosed</html>`);
    expect(read).not.toHaveBeenCalled();
  });

  it('shows at most four cars, as the link allows', async () => {
    const html = await fillCompareCards(BUILT_PAGE, '?cars=a1,b2,c3,d4,e5', reader(['a1', 'b2', 'c3', 'd4', 'e5'].map((slug) => compareRecord(slug))));
    expect(cardTexts(html)).toHaveLength(4);
  });
});
