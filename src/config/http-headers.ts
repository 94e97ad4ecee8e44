/**
 * Response headers every dealer site sends, in one place: the local server applies them and a
 * test holds netlify.toml to the same list, so local and production behave alike.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self), payment=(self)',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Sent only by the production CDN: over plain-HTTP localhost it would be meaningless. */
export const HSTS_HEADER = { name: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' } as const;

/** Astro's hashed bundles never change under the same name, so they may be cached for a year. */
export const HASHED_ASSET_PREFIX = '/_astro/';
export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Pages and unhashed files are revalidated so a rebuilt site shows at once. */
export const DEFAULT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
