import { describe, expect, it } from 'vitest';
import { MAKES } from '../../../src/domain/cars/makes.ts';
import { makeLogoSvg } from '../../../src/site/make-logo.ts';

describe('make logos: our own monogram badges, drawn at build time', () => {
  it('draws the initial and the name, titled with the name, sized to it', () => {
    const svg = makeLogoSvg({ name: 'Mazda' });
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 115 40" width="115" height="40" role="img"/);
    expect(svg).toContain('<title id="title">Mazda</title>');
    expect(svg).toContain('text-anchor="middle">M</text>');
  });

  it('escapes a name with markup characters', () => {
    expect(makeLogoSvg({ name: 'Lynk & Co' })).toContain('<title id="title">Lynk &amp; Co</title>');
  });

  it('references nothing outside itself, for every make of the list, and stays small', () => {
    for (const make of MAKES) {
      const svg = makeLogoSvg(make);
      expect(svg).not.toMatch(/href|url\(|<image/);
      expect(svg.length).toBeLessThan(800);
    }
  });
});
