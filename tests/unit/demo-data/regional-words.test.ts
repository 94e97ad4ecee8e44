import { describe, expect, it } from 'vitest';
import { regionalEngine } from '../../../src/demo-data/util.ts';
import { allStrings, generateAll } from './helpers.ts';

describe('regional words in the generated data', () => {
  it('writes a US engine as gas, and leaves AU and NZ engines as petrol', () => {
    expect(regionalEngine('2.5L 4cyl turbo petrol', 'US')).toBe('2.5L 4cyl turbo gas');
    expect(regionalEngine('2.5L 4cyl petrol hybrid', 'US')).toBe('2.5L 4cyl gas hybrid');
    expect(regionalEngine('2.0L 4cyl petrol', 'AU')).toBe('2.0L 4cyl petrol');
  });

  // The stored fuel value stays 'Petrol' on every site (the pages read it as 'Gas'); prose must not say petrol.
  it("the US site's car and model texts never say petrol", async () => {
    const us = (await generateAll()).filter((generated) => generated.config.region === 'US');
    expect(us.length).toBeGreaterThan(0);
    for (const { data } of us) {
      const text = [...allStrings(data.cars), ...allStrings(data.models)].join('\n');
      expect(text).not.toMatch(/\bpetrol\b/);
    }
  });
});
