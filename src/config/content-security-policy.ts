/**
 * The Content-Security-Policy of one built page, from the site's config, what the page needs of the
 * outside world and the hashes of its inline scripts and styles. Everything starts from
 * `default-src 'none'`; a page gets only the sources it uses:
 *
 * - scripts and styles from the site itself or by the sha256 of an inline element (never
 *   'unsafe-inline'), images and fonts from the site, `data:` images (icons inlined in CSS);
 * - a page with a search island (or the live similar cars of a car page) may call the site's
 *   Typesense nodes;
 * - a page with a form may load Cloudflare Turnstile's script and frame, when the site has a key;
 * - a page with a map may fetch the tile server's images and ask the geocoding service;
 * - a page showing the image service's location picture may load it.
 *
 * The payment gateway needs nothing here: the checkout island asks our own API, then sends the
 * browser to Stripe's hosted Checkout page by navigation, which CSP does not govern (the sandbox
 * gateway is on the site itself). No page embeds or calls Stripe.
 */
import type { SiteConfig } from './site-config-schema.ts';

/** What a page uses beyond the site itself. */
export type PageNeed = 'search' | 'form' | 'map';

/** The site settings a policy depends on. */
export type CspSiteSettings = Pick<SiteConfig, 'search' | 'bot_check' | 'maps'>;

/** The sha256 sources (`'sha256-…'`) of a page's inline `<script>` and `<style>` elements. */
export interface InlineHashes {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

/** Cloudflare Turnstile serves its script and its challenge frame from this origin. */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

/**
 * What each React island needs, by the name Astro gives it in the page (`opts` name). The build
 * refuses a page with an island missing here (unknownIslands), so a new island cannot ship with a
 * policy that silently blocks it.
 */
export const ISLAND_NEEDS: Readonly<Record<string, readonly PageNeed[]>> = {
  SearchIsland: ['search'],
  LiveSimilarVehicles: ['search'],
  MapBox: ['map'],
  LocationsMapIsland: ['map'],
  CheckoutForm: ['form'],
  ContactForm: ['form'],
  GenericForm: ['form'],
  ModelLeadForm: ['form'],
  MultiStepLeadForm: ['form'],
  PartsEnquiryForm: ['form'],
  TradeInWizard: ['form'],
  VehicleModals: ['form'],
  ContactTabs: ['form'],
  DealPage: ['form'],
  SaveSearch: ['form'],
  DealBuilder: [],
  CompareTable: [],
  DriveAwayEstimate: [],
  PhoneReveal: [],
  RepaymentCalculator: [],
  ReservationConfirmation: [],
  VehicleFavourite: [],
  VehicleCompare: [],
};

/** Island names of a page that ISLAND_NEEDS does not know. */
export function unknownIslands(islands: Iterable<string>): string[] {
  return [...new Set(islands)].filter((name) => !Object.hasOwn(ISLAND_NEEDS, name));
}

/** The needs of a page from the islands it hydrates. */
export function pageNeeds(islands: Iterable<string>): Set<PageNeed> {
  return new Set([...islands].flatMap((name) => ISLAND_NEEDS[name] ?? []));
}

/** `https://host[:port]` of a Typesense node; the port is left out when it is the protocol's own. */
function nodeOrigin(node: { readonly host: string; readonly port: number; readonly protocol: 'http' | 'https' }): string {
  const defaultPort = node.protocol === 'https' ? 443 : 80;
  return `${node.protocol}://${node.host}${node.port === defaultPort ? '' : `:${node.port}`}`;
}

/**
 * The origin a URL template loads from. A `{s}` subdomain placeholder (Leaflet's tile servers a, b,
 * c) becomes a wildcard subdomain; other placeholders sit in the path, so they do not matter.
 */
export function templateOrigin(template: string): string {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template);
  if (match === null) throw new Error(`"${template}" is not an absolute http(s) URL, so no source can be allowed for it`);
  const host = match[2]!.replace(/^\{s\}\./, '*.');
  if (/[{}]/.test(host)) throw new Error(`"${template}" has a placeholder in its host name other than a leading {s}.`);
  return `${match[1]!.toLowerCase()}://${host.toLowerCase()}`;
}

/** The Typesense origins the browser may call: the nearest node first, then the others. */
export function typesenseOrigins(search: CspSiteSettings['search']): string[] {
  if (search.backend !== 'typesense' || search.typesense === undefined) return [];
  const { nodes, nearest_node: nearest } = search.typesense;
  return [...new Set([...(nearest ? [nearest] : []), ...nodes].map(nodeOrigin))];
}

/** Options for what a page shows beyond its islands. */
export interface PageExtras {
  /** The page shows a location picture from the image service (maps.location_image_url). */
  readonly hostedLocationImage?: boolean;
}

/** The policy header value for one page. */
export function contentSecurityPolicy(site: CspSiteSettings, needs: ReadonlySet<PageNeed>, inline: InlineHashes, extras: PageExtras = {}): string {
  const turnstile = needs.has('form') && site.bot_check !== undefined;
  const script = ["'self'", ...inline.scripts, ...(turnstile ? [TURNSTILE_ORIGIN] : [])];
  const style = ["'self'", ...inline.styles];
  const img = ["'self'", 'data:'];
  const connect = ["'self'"];
  if (needs.has('search')) connect.push(...typesenseOrigins(site.search));
  if (needs.has('map')) {
    img.push(templateOrigin(site.maps.tile_url));
    if (site.maps.geocoding !== undefined) connect.push(templateOrigin(site.maps.geocoding.url));
  }
  if (extras.hostedLocationImage === true && site.maps.location_image_url !== undefined) img.push(templateOrigin(site.maps.location_image_url));
  const directives: [string, string[]][] = [
    ['default-src', ["'none'"]],
    ['script-src', script],
    ['style-src', style],
    ['img-src', img],
    ['font-src', ["'self'"]],
    ['connect-src', connect],
    ['manifest-src', ["'self'"]],
    ...(turnstile ? ([['frame-src', [TURNSTILE_ORIGIN]]] as [string, string[]][]) : []),
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/**
 * The widest policy of a site: every page's sources together. Sent for any path without a
 * page of its own (a file, an unknown URL answered by the 404 page). Where a host also applies it to
 * a page beside the page's own policy, the browser enforces both, which is the page's own.
 */
export function unionPolicy(policies: Iterable<string>): string {
  const order: string[] = [];
  const merged = new Map<string, Set<string>>();
  for (const policy of policies) {
    for (const directive of policy.split(';')) {
      const [name, ...sources] = directive.trim().split(/\s+/);
      if (!name) continue;
      if (!merged.has(name)) {
        merged.set(name, new Set());
        order.push(name);
      }
      for (const source of sources) merged.get(name)!.add(source);
    }
  }
  return order.map((name) => `${name} ${[...merged.get(name)!].join(' ')}`).join('; ');
}
