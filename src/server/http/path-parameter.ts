/**
 * The one reader of a GET route's path parameter: the segment its pattern captures, percent-decoded.
 * The segment is whatever the client put in the address, so one that does not decode (a broken
 * escape such as `%E0%A4%A`, or bytes that are not UTF-8) is the client's mistake: a 400 in plain
 * words naming the parameter, never a URIError thrown out of the handler (which the runtime answers 500).
 */
import { API_TEXTS, errorResponse } from './responses.ts';
import type { Validated } from './validation.ts';

/** The decoded segment `pattern` captures (its first group) in the request's path, or the 400 answer. */
export function pathParameter(request: Request, pattern: RegExp, label: string): Validated<string> {
  const raw = pattern.exec(new URL(request.url).pathname)?.[1] ?? '';
  try {
    return { ok: true, value: decodeURIComponent(raw) };
  } catch {
    return { ok: false, response: errorResponse(400, API_TEXTS.brokenPathEscape(label)) };
  }
}
