import { describe, expect, it } from 'vitest';
import { CAREER_TYPES } from '../../../src/domain/content/content.ts';
import { siteManufacturers } from '../../../src/demo-data/cars.ts';
import { REFERENCE_SECONDS, generateAll } from './helpers.ts';

const sites = await generateAll();
const COLLAPSE_AT = 200;

describe.each(sites.map((s) => [s.config.slug, s] as const))('offers of %s', (_slug, { config, data }) => {
  const offers = data.offers;

  it('has several offers, each with the spec fields', () => {
    expect(offers.length).toBeGreaterThanOrEqual(4);
    const makes = siteManufacturers(config).map((m) => m.slug);
    for (const offer of offers) {
      expect(offer.name.length).toBeGreaterThan(0);
      expect(offer.sanitized_description).not.toMatch(/[<>]/);
      expect(offer.image_or_model_image.url).toMatch(/^\/generated\/.+\.svg$/);
      expect(offer.image_or_model_image.alt.length).toBeGreaterThan(0);
      expect(makes).toContain(offer.manufacturer.slug);
      if (offer.model) expect(data.models.map((m) => m.slug)).toContain(offer.model.slug);
    }
  });

  it('has an offer whose description and disclaimer both run past 200 characters (View more / full disclaimer)', () => {
    expect(offers.some((o) => o.sanitized_description.length > COLLAPSE_AT && o.disclaimer.length > COLLAPSE_AT)).toBe(true);
  });

  it('has an offer whose description and disclaimer are both short', () => {
    expect(offers.some((o) => o.sanitized_description.length <= COLLAPSE_AT && o.disclaimer.length <= COLLAPSE_AT)).toBe(true);
  });

  it('has an offer without its own image that falls back to the model image', () => {
    const fallback = offers.find((o) => o.image_url === null);
    expect(fallback).toBeDefined();
    expect(fallback?.image_or_model_image.url).toBe(data.models.find((m) => m.slug === fallback?.model?.slug)?.image.url);
  });

  it('has an offer with no model, one excluded from this site, and one excluded only elsewhere', () => {
    expect(offers.some((o) => o.model === null)).toBe(true);
    expect(offers.some((o) => o.excluded_website_ids.includes(config.slug))).toBe(true);
    expect(offers.some((o) => o.excluded_website_ids.length > 0 && !o.excluded_website_ids.includes(config.slug))).toBe(true);
  });

  it('every offer starts on a date; one ended a week before the reference date and one starts a week after it', () => {
    for (const offer of offers) expect(offer.starts_on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const day = (days: number) => new Date((REFERENCE_SECONDS + days * 86_400) * 1000).toISOString().slice(0, 10);
    const ended = offers.filter((o) => o.expires_on !== null && o.expires_on < day(0));
    expect(ended.map((o) => o.expires_on)).toEqual([day(-7)]);
    expect(offers.filter((o) => o.starts_on > day(0)).map((o) => o.starts_on)).toEqual([day(7)]);
    // The others run from two weeks before to at least a week after the reference date.
    const running = offers.filter((o) => !ended.includes(o) && o.starts_on <= day(0));
    for (const offer of running) {
      expect(offer.starts_on).toBe(day(-14));
      if (offer.expires_on !== null) expect(offer.expires_on >= day(7)).toBe(true);
    }
  });

  it('offer ids are unique', () => {
    expect(new Set(offers.map((o) => o.id)).size).toBe(offers.length);
  });
});

describe.each(sites.map((s) => [s.config.slug, s] as const))('content of %s', (_slug, { config, data }) => {
  it('reviews are rated 1 to 5, some above 4 (shown) and some 4 or less (hidden)', () => {
    expect(data.reviews.length).toBeGreaterThan(0);
    for (const review of data.reviews) {
      expect(Number.isInteger(review.rating) && review.rating >= 1 && review.rating <= 5).toBe(true);
      expect(review.author.length).toBeGreaterThan(0);
      expect(review.text.length).toBeGreaterThan(0);
      expect(review.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Date.parse(review.date) / 1000).toBeLessThanOrEqual(REFERENCE_SECONDS);
      expect(config.locations.map((l) => l.slug)).toContain(review.location_slug);
    }
    expect(data.reviews.some((r) => r.rating > 4)).toBe(true);
    expect(data.reviews.some((r) => r.rating <= 4)).toBe(true);
  });

  it('has 3 to 5 hero slides linking to site paths, each with a wide image and alt text', () => {
    expect(data.slides.length).toBeGreaterThanOrEqual(3);
    expect(data.slides.length).toBeLessThanOrEqual(5);
    for (const slide of data.slides) {
      expect(slide.url).toMatch(/^\/[^\s]*$/);
      expect(slide.name.length).toBeGreaterThan(0);
      expect(slide.description.length).toBeGreaterThan(0);
      expect(slide.image).toMatchObject({ width: 1600, height: 700 });
      expect(slide.image.alt.length).toBeGreaterThan(0);
    }
    expect(new Set(data.slides.map((s) => s.id)).size).toBe(data.slides.length);
  });

  it('blog posts have unique slugs, Markdown bodies, dates up to today and images with alt text', () => {
    expect(data.posts.length).toBeGreaterThan(0);
    expect(new Set(data.posts.map((p) => p.slug)).size).toBe(data.posts.length);
    for (const post of data.posts) {
      expect(post.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(post.body).toMatch(/^(#{2,3} |\d\. |- )/m);
      expect(Date.parse(post.date) / 1000).toBeLessThanOrEqual(REFERENCE_SECONDS);
      expect(post.image.alt.length).toBeGreaterThan(0);
    }
  });

  it('careers name a site location and a known job type', () => {
    expect(data.careers.length).toBeGreaterThan(0);
    for (const career of data.careers) {
      expect(CAREER_TYPES).toContain(career.type);
      expect(config.locations.find((l) => l.slug === career.location_slug)?.name).toBe(career.location);
      expect(career.description.length).toBeGreaterThan(100);
    }
    expect(new Set(data.careers.map((c) => c.slug)).size).toBe(data.careers.length);
  });
});
