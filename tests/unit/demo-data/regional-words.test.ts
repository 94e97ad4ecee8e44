import { describe, expect, it } from 'vitest';
import { regionalEngine } from '../../../src/demo-data/util.ts';
import { allStrings, generateAll, type GeneratedSite } from './helpers.ts';

/** The Australian words a US shopper should not read in the demo copy (the e2e test reads the built pages for the rest). */
const AUSTRALIAN_WORDS = /\b(?:tyres?|petrol|colours?|coloured|boot|bonnet|windscreen|car parks|number plate|registration|organiser)\b/i;

/** What a shopper reads of a site's generated copy: posts, slides, parts, model features and offers. */
function shopperCopy({ data }: GeneratedSite): string[] {
  return [
    ...data.posts.flatMap((post) => [post.title, post.excerpt, post.body]),
    ...data.slides.flatMap((slide) => [slide.name, slide.description, slide.image.alt]),
    ...data.parts.map((part) => part.name),
    ...data.models.flatMap((model) => [model.description, ...model.features.map((feature) => feature.description)]),
    ...data.offers.flatMap((offer) => [offer.name, offer.description, offer.disclaimer]),
  ];
}

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

  it("the US site's posts, slides, parts, model features and offers read US words; an Australian site keeps its own", async () => {
    const sites = await generateAll();
    const us = sites.filter((generated) => generated.config.region === 'US');
    expect(us.length).toBeGreaterThan(0);
    for (const site of us) {
      const copy = shopperCopy(site);
      expect(copy.filter((text) => AUSTRALIAN_WORDS.test(text))).toEqual([]);
    }
    const au = sites.filter((generated) => generated.config.region === 'AU').flatMap(shopperCopy).join('\n');
    for (const word of ['tyre pressures', 'boot space', 'Brakes, tyres and suspension', 'bonnet protector', 'colours']) expect(au).toContain(word);
  });
});

