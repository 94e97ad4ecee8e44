import { describe, expect, it } from 'vitest';
import { AU_STATES, auStateOfPostcode, isAuState, postcodeState, vicTacZone } from '../../../../src/domain/on-road/au-states.ts';

describe('a postcode belongs to the state of its Australia Post range', () => {
  it.each([
    ['2000', 'NSW'],
    ['2619', 'NSW'],
    ['2921', 'NSW'],
    ['1225', 'NSW'],
    ['2600', 'ACT'],
    ['2618', 'ACT'],
    ['2913', 'ACT'],
    ['0200', 'ACT'],
    ['3000', 'VIC'],
    ['3996', 'VIC'],
    ['8001', 'VIC'],
    ['4000', 'QLD'],
    ['4870', 'QLD'],
    ['9726', 'QLD'],
    ['5000', 'SA'],
    ['5950', 'SA'],
    ['6000', 'WA'],
    ['6800', 'WA'],
    ['7000', 'TAS'],
    ['7250', 'TAS'],
    ['0800', 'NT'],
    ['0870', 'NT'],
  ])('%s is in %s', (postcode, state) => {
    expect(postcodeState(postcode)).toEqual({ kind: 'state', state });
    expect(auStateOfPostcode(postcode)).toBe(state);
  });

  it('the ACT inside NSW: 2600 to 2618 and 2900 to 2920 are the ACT, the numbers either side are NSW', () => {
    expect(['2599', '2600', '2618', '2619', '2899', '2900', '2920', '2921'].map(auStateOfPostcode)).toEqual(['NSW', 'ACT', 'ACT', 'NSW', 'NSW', 'ACT', 'ACT', 'NSW']);
  });

  it('spaces around a postcode do not matter', () => {
    expect(auStateOfPostcode(' 3186 ')).toBe('VIC');
  });

  it.each(['800', '30000', 'abcd', '', '3 186', '-300'])('"%s" is not a postcode: a postcode is 4 digits', (postcode) => {
    expect(postcodeState(postcode)).toEqual({ kind: 'invalid', reason: `"${postcode}" is not a postcode: a postcode is 4 digits.` });
    expect(auStateOfPostcode(postcode)).toBeNull();
  });

  it.each(['0100', '0199', '6798', '6799'])('%s is 4 digits in no state\'s range: unknown', (postcode) => {
    expect(postcodeState(postcode)).toEqual({ kind: 'unknown', reason: `${postcode} is in no Australian state's postcode range.` });
    expect(auStateOfPostcode(postcode)).toBeNull();
  });
});

describe('the eight states and territories', () => {
  it('are NSW, VIC, QLD, WA, SA, TAS, NT and ACT', () => {
    expect(AU_STATES).toEqual(['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'NT', 'ACT']);
  });

  it.each([
    ['VIC', true],
    ['ACT', true],
    ['vic', false],
    ['NZ', false],
  ])('%s is a state code: %s', (value, expected) => {
    expect(isAuState(value)).toBe(expected);
  });
});

describe("Victoria's TAC risk zone goes by the postcode where the car is kept", () => {
  it.each([
    ['3000', 'metropolitan'],
    ['3186', 'metropolitan'],
    ['3064', 'metropolitan'],
    ['3975', 'metropolitan'],
    ['3024', 'outer-metropolitan'],
    ['3220', 'outer-metropolitan'],
    ['3977', 'outer-metropolitan'],
    ['3930', 'outer-metropolitan'],
    ['3350', 'rural'],
    ['3550', 'rural'],
    ['3690', 'rural'],
    ['3063', 'rural'],
  ])('%s is %s', (postcode, zone) => {
    expect(vicTacZone(postcode)).toBe(zone);
  });

  it.each(['2000', '0800', 'abcd', '30000'])('%s has no Victorian zone', (postcode) => {
    expect(vicTacZone(postcode)).toBeNull();
  });
});
