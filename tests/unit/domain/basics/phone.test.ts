import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskPhone, maskedPhone, revealPhone, samePhone, sealPhone, telHref, unsealPhone } from '../../../../src/domain/basics/phone.ts';

const VISIBLE = 5;
const codePoints = (text: string): string[] => Array.from(text);

/** Phone-like numbers: digits, spaces, brackets, dashes and a leading +, with no surrounding spaces. */
const phoneNumber = fc
  .tuple(fc.boolean(), fc.array(fc.constantFrom(...'0123456789 ()-'), { minLength: 0, maxLength: 20 }), fc.integer({ min: 0, max: 9 }))
  .map(([plus, body, last]) => `${plus ? '+' : ''}${body.join('')}${last}`.trim());

/** Any text, astral characters included. */
const anyText = fc.string({ unit: 'grapheme', maxLength: 40 });

describe('the phone number starts masked: only the first 5 characters are visible and the rest are starred', () => {
  it.each([
    ['(03) 5550 1100', '(03) *********'],
    ['+61 3 5550 1100', '+61 3**********'],
    ['0412 345 678', '0412 *******'],
    ['12345', '12345'],
    ['123456', '12345*'],
    ['1300', '1300'],
  ])('%s is shown as %s', (number, masked) => {
    expect(maskPhone(number)).toBe(masked);
  });

  it('the masked number has as many characters as the number', () => {
    fc.assert(fc.property(anyText, (text) => codePoints(maskPhone(text)).length === codePoints(text).length));
  });

  it('the first 5 characters are kept', () => {
    fc.assert(fc.property(anyText, (text) => codePoints(maskPhone(text)).slice(0, VISIBLE).join('') === codePoints(text).slice(0, VISIBLE).join('')));
  });

  it('no character after the fifth survives: every one is a star', () => {
    fc.assert(fc.property(anyText, (text) => codePoints(maskPhone(text)).slice(VISIBLE).every((character) => character === '*')));
  });

  it('a click reveals the full number: masking then revealing gives the number back', () => {
    fc.assert(
      fc.property(phoneNumber, (number) => {
        const masked = maskedPhone(number);
        const revealed = revealPhone(masked);
        return masked.kind === 'masked' && masked.masked === maskPhone(number) && revealed.kind === 'revealed' && revealed.number === number;
      }),
    );
  });

  it('the masked state shows the masked number and the revealed state the number with its tel: link', () => {
    const masked = maskedPhone('(03) 5550 1100');
    expect(masked).toEqual({ kind: 'masked', masked: '(03) *********', number: '(03) 5550 1100' });
    expect(revealPhone(masked)).toEqual({ kind: 'revealed', number: '(03) 5550 1100', href: 'tel:0355501100' });
  });

  it('surrounding spaces are trimmed, neither shown nor starred', () => {
    expect(maskedPhone('  (03) 5550 1100 ')).toEqual({ kind: 'masked', masked: '(03) *********', number: '(03) 5550 1100' });
  });

  it('revealing twice changes nothing', () => {
    const revealed = revealPhone(maskedPhone('(03) 5550 1100'));
    expect(revealPhone(revealed)).toBe(revealed);
  });
});

describe('no phone number available', () => {
  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['blank', '   '],
    ['without a digit', 'TBC'],
  ])('a %s number is none', (_case, number) => {
    expect(maskedPhone(number)).toEqual({ kind: 'none' });
  });

  it('revealing none stays none', () => {
    expect(revealPhone({ kind: 'none' })).toEqual({ kind: 'none' });
  });
});

describe('the tel: link holds the digits and a leading +', () => {
  it.each([
    ['(03) 5550 1100', 'tel:0355501100'],
    ['+61 3 5550 1100', 'tel:+61355501100'],
    [' +64 9-555 0100', 'tel:+6495550100'],
    ['1300 555 100 ext. 2', 'tel:13005551002'],
    ['03 5550 +1100', 'tel:0355501100'],
  ])('%s links to %s', (number, href) => {
    expect(telHref(number)).toBe(href);
  });

  it('holds only digits after tel: and an optional +', () => {
    fc.assert(fc.property(anyText, (text) => /^tel:\+?\d*$/.test(telHref(text))));
  });
});

describe('a sealed number keeps the full number out of the page until the reveal', () => {
  it.each(['(03) 5550 1199', '+61 3 5550 1100', '(262) 555-0142', '0412 345 678 ext. 2'])('%s seals to its masked form and unseals to the same masked state', (number) => {
    const sealed = sealPhone(number);
    expect(sealed?.masked).toBe(maskPhone(number));
    expect(sealed?.sealed.replace(/\D/g, '')).not.toContain(number.replace(/\D/g, '').slice(5));
    expect(unsealPhone(sealed)).toEqual(maskedPhone(number));
  });

  it('has nothing to seal without a number, and nothing to reveal from null or a broken seal', () => {
    expect(sealPhone('  ')).toBeNull();
    expect(sealPhone(null)).toBeNull();
    expect(unsealPhone(null)).toEqual({ kind: 'none' });
    expect(unsealPhone({ masked: '(03) *****', sealed: '%%%not base64' })).toEqual({ kind: 'none' });
  });

  it('tells the same number written two ways', () => {
    expect(samePhone('(03) 5550 1100', '03 5550 1100')).toBe(true);
    expect(samePhone('(03) 5550 1100', '(03) 5550 1199')).toBe(false);
  });
});
