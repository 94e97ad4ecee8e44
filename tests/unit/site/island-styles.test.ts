import { ISLAND_STYLES } from 'astro/runtime/server/astro-island-styles.js';
import { describe, expect, it } from 'vitest';
import { islandStylesInHead } from '../../../src/site/island-styles.ts';

const style = `<style>${ISLAND_STYLES}</style>`;

describe('islandStylesInHead', () => {
  it("moves Astro's island style from the body to the end of the head, leaving the island where it was", () => {
    const page = `<html><head><title>T</title><style>.a{}</style></head><body><h1>T</h1> ${style}<script>x</script><astro-island></astro-island></body></html>`;
    expect(islandStylesInHead(page)).toBe(
      `<html><head><title>T</title><style>.a{}</style>${style}</head><body><h1>T</h1> <script>x</script><astro-island></astro-island></body></html>`,
    );
  });

  it('leaves a page without islands, or with the style already in its head, as it was', () => {
    const plain = '<html><head></head><body><p>No islands</p></body></html>';
    expect(islandStylesInHead(plain)).toBe(plain);
    const done = `<html><head>${style}</head><body><astro-island></astro-island></body></html>`;
    expect(islandStylesInHead(done)).toBe(done);
    expect(islandStylesInHead(`<p>${style}</p>`)).toBe(`<p>${style}</p>`);
  });
});
