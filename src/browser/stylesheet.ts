/**
 * A style sheet loaded when the code that needs it loads, not with the page: the build inlines the
 * CSS of every component a page can render into that page's HTML, so a large sheet that only an
 * interactive part uses (Leaflet's, for a map drawn on demand) would otherwise weigh on every
 * first paint. A `<link>` to the site's own file is allowed by the Content-Security-Policy
 * (`style-src 'self'`), where an injected `<style>` would not be.
 */

/** Resolves once the style sheet at `href` applies (at once when it already does); rejects when it cannot load. */
export function loadStylesheet(href: string): Promise<void> {
  const existing = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].find((link) => link.getAttribute('href') === href);
  if (existing?.sheet) return Promise.resolve();
  const link = existing ?? Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
  const loaded = new Promise<void>((resolve, reject) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => reject(new Error(`The style sheet ${href} could not be loaded`)), { once: true });
  });
  if (existing === undefined) document.head.append(link);
  return loaded;
}
