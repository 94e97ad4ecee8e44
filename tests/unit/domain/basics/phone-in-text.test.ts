import { describe, expect, it } from 'vitest';
import { looksLikePhone, maskPhonesInText, phonePartsOf } from '../../../../src/domain/basics/phone-in-text.ts';
import { maskPhone } from '../../../../src/domain/basics/phone.ts';

describe('phone numbers in feed text are masked as the phone reveal masks them', () => {
  it.each([
    ['AU landline with bracketed area code', '(03) 5550 1100'],
    ['AU landline without brackets', '03 5550 1100'],
    ['AU landline as one run', '0355501100'],
    ['AU international', '+61 3 5550 1100'],
    ['AU international with (0)', '+61 (0)3 5550 1100'],
    ['AU mobile', '0412 345 678'],
    ['AU mobile international', '+61 412 345 678'],
    ['AU 1300', '1300 555 010'],
    ['AU 1800', '1800 555 010'],
    ['NZ landline', '(09) 555 0140'],
    ['NZ mobile', '021 555 0140'],
    ['NZ 0800', '0800 555 014'],
    ['NZ international', '+64 9 555 0140'],
    ['US bracketed', '(555) 555-0100'],
    ['US hyphenated', '262-555-0142'],
    ['US dotted', '262.555.0142'],
    ['US with country code', '+1 (262) 555-0142'],
    ['US toll free with 1', '1-800-555-0100'],
  ])('%s: %s', (_, number) => {
    expect(looksLikePhone(number)).toBe(true);
    expect(maskPhonesInText(`Call us on ${number}, or drop in.`)).toBe(`Call us on ${maskPhone(number)}, or drop in.`);
    expect(maskPhonesInText(`Call us on ${number}.`)).toBe(`Call us on ${maskPhone(number)}.`);
  });

  it.each([
    ['a price', 'Now $18,990 drive away, was $21,500.'],
    ['a price without a symbol', 'Priced at 18990 or 21,990.50 with extras.'],
    ['a stock number', 'Quote stock number LM-5202 or U840004 or 20240117.'],
    ['a VIN', 'VIN 1HGCM82633A004352, compliance 04/2019.'],
    ['an odometer', 'Only 19,100 km, or 119100km, or 45 000 km.'],
    ['years', 'Built 2018, serviced 2019 2020 2021 2022 at the dealer.'],
    ['a date', 'Registered until 12/03/2026; serviced 2025-01-14.'],
    ['an engine and a decimal', 'A 2.0 litre engine with 110 kW and 1,450 kg, 6.5 L/100 km.'],
  ])('leaves %s alone', (_, text) => {
    expect(maskPhonesInText(text)).toBe(text);
    expect(phonePartsOf(text)).toEqual([{ kind: 'text', text }]);
  });

  it('masks every number in a text, leaving the rest of it as it was', () => {
    const text = 'Call Brighton Volkswagen on (03) 5550 1100 or text 0412 345 678. Stock LM-5202, $18,990.';
    expect(phonePartsOf(text)).toEqual([
      { kind: 'text', text: 'Call Brighton Volkswagen on ' },
      { kind: 'phone', masked: '(03) *********' },
      { kind: 'text', text: ' or text ' },
      { kind: 'phone', masked: '0412 *******' },
      { kind: 'text', text: '. Stock LM-5202, $18,990.' },
    ]);
  });

  it('never hands back the full number or its digits', () => {
    const parts = phonePartsOf('Phone +61 3 5550 1100 now');
    expect(JSON.stringify(parts)).not.toContain('5550');
    expect(JSON.stringify(parts)).not.toContain('1100');
  });

  it('gives a text without numbers back as one piece, and an empty text as none', () => {
    expect(phonePartsOf('No numbers here.')).toEqual([{ kind: 'text', text: 'No numbers here.' }]);
    expect(phonePartsOf('')).toEqual([]);
    expect(phonePartsOf('0412 345 678')).toEqual([{ kind: 'phone', masked: '0412 *******' }]);
  });
});
