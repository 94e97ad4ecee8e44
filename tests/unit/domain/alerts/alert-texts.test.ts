import { describe, expect, it } from 'vitest';
import {
  ALERT_API_TEXTS,
  ALERT_PAGES,
  alertCarWhy,
  alertMail,
  alertMailText,
  alertSearchWords,
  confirmationMail,
  postalAddressLine,
} from '../../../../src/domain/alerts/alert-texts.ts';

const sender = { dealerName: 'Lakeside Mazda', postalAddress: postalAddressLine({ street: '1200 Lakeshore Drive', city: 'Madison', state: 'WI', postcode: '53703' }), siteUrl: 'https://www.lakesidemazda.example' };
const UNSUBSCRIBE = 'https://www.lakesidemazda.example/api/alerts/unsubscribe?t=a1.u.x';

describe('the mails', () => {
  it('the confirmation: what was asked, the one link that switches it on, and the way out with the postal address', () => {
    const content = confirmationMail({ sender, searchWords: 'Used · Mazda', searchUrl: 'https://www.lakesidemazda.example/search/used-cars?make=Mazda', frequency: 'weekly', confirmUrl: 'https://x/confirm?t=c', unsubscribeUrl: UNSUBSCRIBE });
    expect(content.subject).toBe('Confirm your saved search at Lakeside Mazda');
    expect(alertMailText(content)).toBe(
      [
        'You asked Lakeside Mazda to email you cars that match this search: Used · Mazda.',
        '',
        'How often: Weekly.',
        '',
        'The search: https://www.lakesidemazda.example/search/used-cars?make=Mazda',
        '',
        'Confirm and switch the alert on:',
        'https://x/confirm?t=c',
        'This link works for 7 days.',
        '',
        '--',
        'If you did not ask for this, ignore this email: without your confirmation you will get nothing more about this search.',
        '',
        'You got this email because this address was entered in the "Save this search" form on https://www.lakesidemazda.example.',
        '',
        'Unsubscribe from this alert (one click, no login):',
        UNSUBSCRIBE,
        '',
        'Lakeside Mazda, 1200 Lakeshore Drive, Madison WI 53703',
        '',
      ].join('\n'),
    );
  });

  it('an alert: each car with its price, why it is there and its link; the unsubscribe link and the address', () => {
    const cars = [
      { name: '2022 Mazda CX-5 Touring', url: 'https://x/cars/a', priceWords: '$27,990', why: alertCarWhy('new', null) },
      { name: '2021 Mazda3 Sport', url: 'https://x/cars/b', priceWords: '$19,990', why: alertCarWhy('price-drop', '$21,490') },
    ];
    const content = alertMail({ sender, searchWords: 'Used · Mazda', searchUrl: 'https://x/search', frequency: 'daily', cars, unsubscribeUrl: UNSUBSCRIBE });
    expect(content.subject).toBe('2 cars match your saved search at Lakeside Mazda');
    const text = alertMailText(content);
    expect(text).toContain('2022 Mazda CX-5 Touring\n$27,990 (New in your search)\nhttps://x/cars/a\n');
    expect(text).toContain('2021 Mazda3 Sport\n$19,990 (Price dropped from $21,490)\nhttps://x/cars/b\n');
    expect(text).toContain('You hear from us at most once a day.');
    expect(text).toContain(`Unsubscribe from this alert (one click, no login):\n${UNSUBSCRIBE}\n`);
    expect(text.trimEnd().split('\n').at(-1)).toBe('Lakeside Mazda, 1200 Lakeshore Drive, Madison WI 53703');
    expect(alertMail({ sender, searchWords: 'all cars', searchUrl: 'https://x/search', frequency: 'instant', cars: cars.slice(0, 1), unsubscribeUrl: UNSUBSCRIBE }).subject).toBe('1 car matches your saved search at Lakeside Mazda');
    expect(alertCarWhy('price-drop', null)).toBe('Price dropped');
  });

  it('a search in words: its text and its refinements, or all cars', () => {
    expect(alertSearchWords('Used · Mazda', ' cx-5 ')).toBe('“cx-5” · Used · Mazda');
    expect(alertSearchWords('', '')).toBe('all cars');
    expect(postalAddressLine({ street: '5 Queen Street', city: 'Auckland', state: '', postcode: '1010' })).toBe('5 Queen Street, Auckland 1010');
  });
});

describe('the pages of the links', () => {
  it('say what happened, with a status each', () => {
    const confirmed = ALERT_PAGES.confirmed({ dealerName: 'Lakeside Mazda', searchWords: 'Used · Mazda', frequency: 'instant', searchUrl: 's', unsubscribeUrl: 'u' });
    expect(confirmed).toEqual({
      status: 200,
      title: 'Your search alert is on',
      paragraphs: ['Lakeside Mazda will email you cars that match Used · Mazda, as cars come in.', 'Every email has a link to unsubscribe, and so does this page.'],
      links: [
        { label: 'See the saved search', url: 's' },
        { label: 'Unsubscribe', url: 'u' },
      ],
    });
    expect(ALERT_PAGES.unsubscribed({ dealerName: 'Lakeside Mazda', searchWords: 'all cars', searchUrl: 's' }).paragraphs).toEqual(['You will get no more emails from Lakeside Mazda about this search (all cars).']);
    expect([
      ALERT_PAGES.confirmAfterUnsubscribe({ searchUrl: 's' }).status,
      ALERT_PAGES.invalidLink('h').status,
      ALERT_PAGES.expiredConfirmLink('h').status,
      ALERT_PAGES.notFound('h').status,
      ALERT_PAGES.unavailable('h').status,
    ]).toEqual([409, 400, 410, 404, 503]);
    for (const page of [ALERT_PAGES.invalidLink('h'), ALERT_PAGES.expiredConfirmLink('h'), ALERT_PAGES.notFound('h'), ALERT_PAGES.unavailable('h')]) {
      expect(page.paragraphs.join(' ')).toMatch(/Nothing was (changed|switched on)\./);
    }
    expect(ALERT_API_TEXTS.tooMany(3)).toBe('This email address has been used for 3 saved searches in the last hour. Please confirm those from your inbox first, or try again in an hour.');
  });
});
