// The project's own client directives, typed for .astro files (Astro's AstroClientDirectives is
// open for this). A module (the import), so that this augments 'astro' instead of replacing it.
import type { IntentHydrationOptions } from './browser/intent-hydration.ts';

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates when the shopper reaches for the island, or at once when its static HTML is out of date (src/islands/intent-directive.ts). */
    'client:intent'?: IntentHydrationOptions;
  }
}
