// One Astro config for every dealer: the build CLI names the dealer in DEALER_SITE and the
// integration loads that dealer's validated config. Output goes to dist/<slug>/.
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { dealerSite } from './src/integration/dealer-site.ts';

const slug = process.env.DEALER_SITE || 'brighton-volkswagen';
const dataDir = process.env.DEALER_DATA_DIR || 'data';

export default defineConfig({
  outDir: `./dist/${slug}`,
  // Each dealer gets its own cache so sites can build side by side.
  cacheDir: `./node_modules/.astro/${slug}`,
  trailingSlash: 'never',
  // Several pages at once: a page's render is followed by its writes (the page and the incremental
  // build's copy), and one page at a time left the main thread idle for a third of the build.
  build: { format: 'file', inlineStylesheets: 'always', concurrency: 4 },
  compressHTML: true,
  prefetch: false,
  devToolbar: { enabled: false },
  experimental: { incrementalBuild: true },
  // Every page is prerendered whole, so streaming an island's HTML buys nothing: React's plain
  // renderToString skips a stream per island (3 per vehicle page; 0.3 s of a 2,000-car build).
  integrations: [dealerSite({ slug, dataDir }), react({ experimentalDisableStreaming: true })],
  // Vite's dependency cache too: two sites optimising into one node_modules/.vite race on a
  // rename (ENOTEMPTY) when they build at the same time.
  vite: {
    cacheDir: `./node_modules/.vite/${slug}`,
    build: {
      rolldownOptions: {
        output: {
          // The pure domain and browser helpers the islands and page scripts share (texts, routes,
          // storage readers, the data layer...) are a dozen chunks of 0.1 to 1.5 KB each when split
          // by default: one request apiece, whose headers cost more than the code. They travel as
          // one chunk instead. The lead forms' rules (the leads room) stay out: they bring yup, which
          // only a form may load. So do the helpers of one kind of page (the parts search, a
          // location's open-now line, the postcode lookup, the search pages' refinement words, the
          // drive-away estimate's postcodes and engine, which a car page loads on its island; the
          // deal's, the trade-in wizard's and the finance calculators' rules, which bring yup or
          // the loan maths with them, and which the deal islands take words from at build time,
          // never at run time, so that the car page's calculator keeps its rules to itself; the
          // compare tray's, which only pages with 'Compare' load; the saved searches' (alerts),
          // whose form brings yup and loads only when a shopper reaches for 'Save this search'): every
          // page loads the shared chunk, and the search page has no room. The paths name each file's
          // room: a file moved to another room is moved here too, or the home page's JavaScript
          // budget (bench:lighthouse) is missed.
          codeSplitting: {
            groups: [
              // React itself, its DOM renderer and JSX runtime load together on every page with an
              // island: one chunk, not three requests of 0.3 to 3 KB beside the renderer.
              { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
              {
                name: 'shared',
                test: /[\\/]src[\\/](domain|browser)[\\/](?!leads[\\/]|deals[\\/]|compare[\\/]|alerts[\\/]|trade-in[\\/]|finance[\\/]|on-road[\\/]|content[\\/]parts\.ts|places[\\/](open-now|geocoding)\.ts|geocoding|search[\\/]refinement-labels\.ts)/,
                minShareCount: 2,
              },
            ],
          },
        },
      },
    },
  },
});
