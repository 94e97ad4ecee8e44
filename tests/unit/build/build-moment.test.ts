import { describe, expect, it } from 'vitest';
import { BUILD_MOMENT_ENV, decideBuildMoment } from '../../../src/integration/build-moment.ts';

const clock = () => new Date('2026-11-24T09:30:15.750Z');

describe('the build moment is decided once, from DEALER_BUILD_MOMENT or the clock', () => {
  it('without the variable it is the clock\'s now, in whole seconds', () => {
    expect(decideBuildMoment({}, clock).at).toBe(Date.parse('2026-11-24T09:30:15Z') / 1000);
  });

  it.each([
    ['Unix seconds', '1795510800', 1_795_510_800],
    ['an ISO 8601 date-time', '2026-11-24T09:00:00Z', 1_795_510_800],
    ['an ISO 8601 date-time with an offset', '2026-11-24T19:00:00+10:00', 1_795_510_800],
  ])('takes %s', (_form, value, at) => {
    expect(decideBuildMoment({ [BUILD_MOMENT_ENV]: value }, clock).at).toBe(at);
  });

  it.each(['yesterday', '24/11/2026', '2026-13-45T00:00:00Z'])('refuses %s, naming the variable', (value) => {
    expect(() => decideBuildMoment({ [BUILD_MOMENT_ENV]: value }, clock)).toThrow(
      `DEALER_BUILD_MOMENT must be Unix seconds or an ISO 8601 date-time (e.g. 2026-11-24T09:00:00Z), got "${value}"`,
    );
  });
});
