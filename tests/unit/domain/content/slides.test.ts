import { describe, expect, it } from 'vitest';
import { isSlideLinkShown, modelSlugOfPath } from '../../../../src/domain/content/slides.ts';

describe('a home slide\'s button', () => {
  const site = (modelsBuilt: boolean) => ({
    isBuilt: (url: string) => modelsBuilt || !url.startsWith('/models'),
    modelSlugs: new Set(['golf', 'tiguan']),
  });

  it.each([
    ['/models/golf', true, true],
    ['/models/golf?utm=home', true, true],
    ['/models/arteon', true, false],
    ['/models/golf', false, false],
    ['/special-offers', false, true],
    ['/search/new-cars', true, true],
  ])('%s with model pages built %s: shown %s', (url, modelsBuilt, shown) => {
    expect(isSlideLinkShown(url, site(modelsBuilt))).toBe(shown);
  });

  it('reads the model slug of a model path only', () => {
    expect(modelSlugOfPath('/models/id-4#range')).toBe('id-4');
    expect(modelSlugOfPath('/models')).toBeNull();
    expect(modelSlugOfPath('/models/golf/order')).toBeNull();
    expect(modelSlugOfPath('/search/new-cars')).toBeNull();
  });
});
