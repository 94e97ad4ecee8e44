/**
 * Scoped search keys: the only Typesense key a browser ever receives. A scoped key is derived
 * offline from a search-only parent key and carries search parameters that Typesense enforces on
 * every search made with it; the browser cannot change them without breaking the signature.
 *
 * The format (the one typesense-js's `generateScopedSearchKey` writes and the server checks):
 *   base64( base64(HMAC-SHA256(parentKey, paramsJson)) + parentKey[0..4) + paramsJson )
 * The first four characters of the parent key let the server find the parent; the digest proves
 * the parameters were signed with it.
 *
 * Each site's key embeds `dealership_id:=[its dealerships] && show_on_dealer_website:=true` and an
 * expiry, so one collection can hold every dealer's stock while a site's key sees only its own.
 *
 * Uses node:crypto: only the indexer imports this module, never browser code.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The parameters a site's scoped key embeds. */
interface EmbeddedSearchParameters {
  /** ANDed by Typesense with whatever filter a search sends. */
  readonly filter_by: string;
  /** Unix seconds after which Typesense refuses the key. */
  readonly expires_at: number;
}

/** A scoped key taken apart. */
interface DecodedScopedKey {
  /** base64 HMAC-SHA256 of `paramsJson` under the parent key. */
  readonly digest: string;
  /** The first four characters of the parent key. */
  readonly keyPrefix: string;
  /** The embedded parameters exactly as signed. */
  readonly paramsJson: string;
  readonly params: Readonly<Record<string, unknown>>;
}

/** Length of a base64 SHA-256 digest (32 bytes). */
const DIGEST_LENGTH = 44;
const KEY_PREFIX_LENGTH = 4;

/**
 * The filter that confines a key to a site's cars: its dealerships, and only cars the dealer shows
 * on its website. Ids are sorted and de-duplicated so the same site always gets the same filter.
 * Throws on an empty list (a key for no dealership would be a key for nothing, or worse, a mistake)
 * or on an id that is not a positive whole number.
 */
export function siteKeyFilter(dealershipIds: readonly number[]): string {
  if (dealershipIds.length === 0) throw new Error('a scoped key needs at least one dealership id');
  for (const id of dealershipIds) {
    if (!Number.isSafeInteger(id) || id <= 0) throw new Error(`dealership id ${id} is not a positive whole number`);
  }
  const ids = [...new Set(dealershipIds)].sort((a, b) => a - b);
  return `dealership_id:=[${ids.join(',')}] && show_on_dealer_website:=true`;
}

const hmac = (parentKey: string, paramsJson: string): string => createHmac('sha256', parentKey).update(paramsJson).digest('base64');

/**
 * A scoped search key embedding `params`, signed with `parentKey` (a search-only key: Typesense
 * accepts scoped keys only from a parent whose actions are `documents:search`).
 */
export function generateScopedSearchKey(parentKey: string, params: EmbeddedSearchParameters): string {
  if (parentKey.length < KEY_PREFIX_LENGTH) throw new Error('the parent key is too short to be a Typesense key');
  const paramsJson = JSON.stringify(params);
  return Buffer.from(`${hmac(parentKey, paramsJson)}${parentKey.slice(0, KEY_PREFIX_LENGTH)}${paramsJson}`).toString('base64');
}

/** Takes a scoped key apart. Throws a plain-words error when it is not one. */
export function decodeScopedKey(key: string): DecodedScopedKey {
  const raw = Buffer.from(key, 'base64').toString('utf8');
  const digest = raw.slice(0, DIGEST_LENGTH);
  const keyPrefix = raw.slice(DIGEST_LENGTH, DIGEST_LENGTH + KEY_PREFIX_LENGTH);
  const paramsJson = raw.slice(DIGEST_LENGTH + KEY_PREFIX_LENGTH);
  let params: unknown;
  try {
    params = JSON.parse(paramsJson);
  } catch {
    throw new Error('not a scoped search key: no embedded parameters after the digest and key prefix');
  }
  if (params === null || typeof params !== 'object' || Array.isArray(params)) {
    throw new Error('not a scoped search key: the embedded parameters are not an object');
  }
  return { digest, keyPrefix, paramsJson, params: params as Record<string, unknown> };
}

/**
 * Whether `key` was signed with `parentKey` for exactly the parameters it carries: the check
 * Typesense makes before honouring a scoped key. False for a malformed key.
 */
export function verifyScopedKey(key: string, parentKey: string): boolean {
  let decoded: DecodedScopedKey;
  try {
    decoded = decodeScopedKey(key);
  } catch {
    return false;
  }
  if (decoded.keyPrefix !== parentKey.slice(0, KEY_PREFIX_LENGTH)) return false;
  const expected = Buffer.from(hmac(parentKey, decoded.paramsJson));
  const actual = Buffer.from(decoded.digest);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A site's key and what it embeds. */
interface SiteScopedKey {
  readonly key: string;
  readonly params: EmbeddedSearchParameters;
}

/**
 * The scoped key for a site whose stock carries `dealershipIds`, valid until `expiresAt` (Unix
 * seconds). Typesense also refuses it once the parent key expires, whichever comes first.
 */
export function siteScopedKey(parentKey: string, dealershipIds: readonly number[], expiresAt: number): SiteScopedKey {
  if (!Number.isSafeInteger(expiresAt) || expiresAt <= 0) throw new Error(`expires_at must be whole Unix seconds, got ${expiresAt}`);
  const params: EmbeddedSearchParameters = { filter_by: siteKeyFilter(dealershipIds), expires_at: expiresAt };
  return { key: generateScopedSearchKey(parentKey, params), params };
}
