/**
 * What a client can put in a request that the API must refuse in plain words: JSON values of every
 * type, with the numbers and texts that trip naive code; request bodies that are no JSON object at
 * all; and path segments with broken percent-escapes and odd characters.
 */
import fc from 'fast-check';

/** A number as the JSON text writes it, beyond what JSON.stringify writes (`1e400` reads as Infinity). */
export class RawNumber {
  readonly text: string;

  constructor(text: string) {
    this.text = text;
  }
}

/** The JSON text of a value: a RawNumber as written, a member holding undefined left out (an absent field). */
export function jsonText(value: unknown): string {
  if (value instanceof RawNumber) return value.text;
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined ? 'null' : jsonText(item))).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const members = Object.entries(value).filter(([, item]) => item !== undefined);
    return `{${members.map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Numbers: whole, negative, fractional, tiny, beyond 2^53, and ones no double holds. */
export const awkwardNumber: fc.Arbitrary<number | RawNumber> = fc.oneof(
  fc.integer({ min: -1000, max: 100_000 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -1, 0.5, -2.5, 1e-7, 2 ** 53 + 2, -(2 ** 31), 1e21, Number.MAX_VALUE),
  fc.constantFrom('1e400', '-1e400', '123456789012345678901234567890', '1.00000000000000000001').map((text) => new RawNumber(text)),
);

const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));

/** Texts: empty and blank, look-alikes of other types, unicode, control characters, lone surrogates, long and too long. */
export const awkwardText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('', ' ', '   ', 'null', 'true', '0', '-1', '1e400', 'NaN', '[]', '{}', '__proto__', 'é', 'ＡＢＣ', '🚗', '\u202e', '\u0000', '\ud800') },
  { weight: 2, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme' }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary' }) },
  // What PostgreSQL text cannot hold (NUL, a lone surrogate) among characters JSON must escape.
  { weight: 2, arbitrary: fc.string({ unit: fc.oneof(fc.constantFrom('\u0000', '\n', '"', '\\', '%'), loneSurrogate), minLength: 1, maxLength: 4 }) },
  // Longer than any field allows but well under the body limit (a body over it is made by overLimitJson), so the field's own rule answers.
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 5_000 }).map((length) => 'x'.repeat(length)) },
);

/** Keys that name Object.prototype members (yup once looked these up as schema fields). */
export const PROTOTYPE_KEYS = fc.constantFrom('valueOf', 'toString', 'constructor', '__proto__', 'hasOwnProperty', 'isPrototypeOf');

const smallJson = fc.jsonValue({ maxDepth: 2 });

/** A JSON value of any type: null, true/false, numbers, texts, lists and objects (some shaped to fool a cast). */
export const anyJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  awkwardNumber,
  awkwardText,
  fc.array(fc.oneof(awkwardText, awkwardNumber, smallJson), { maxLength: 4 }),
  fc.dictionary(fc.oneof(fc.string(), PROTOTYPE_KEYS), fc.oneof(awkwardText, smallJson), { maxKeys: 4 }),
  fc.constantFrom({}, [], [null], { toString: [] }, { valueOf: {} }, { length: 1, 0: 'x' }),
);

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Text that is not JSON, the empty body among it. */
export const notJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom('', ' ', '{', '{"a":}', "{'a':1}", 'undefined', 'NaN', '{"a":1}}', '\ufeff{}', '[1,]', '{"a":1e400'),
  fc.string().filter((text) => !isJson(text)),
);

/** Lists or objects nested deeper than any body needs (the guard stops at 16). */
export const deepJsonText: fc.Arbitrary<string> = fc.oneof(
  fc.integer({ min: 17, max: 2000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 17, max: 200 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
);

/** A JSON object over the 64 KB body limit. */
export const overLimitJson: fc.Arbitrary<string> = fc.integer({ min: 65 * 1024, max: 80 * 1024 }).map((length) => jsonText({ padding: 'x'.repeat(length) }));

/** Bytes that are not UTF-8 (0xC3 0x28 is a broken two-byte sequence). */
export const notUtf8Bytes: fc.Arbitrary<Uint8Array<ArrayBuffer>> = fc
  .uint8Array({ minLength: 1, maxLength: 64 })
  .map((bytes) => Uint8Array.from([0xc3, 0x28, ...bytes]));

/** Content types the API takes as JSON. */
export const jsonContentType = fc.constantFrom('application/json', 'application/json; charset=utf-8', 'Application/JSON; charset="UTF-8"');

/** Content types it does not (undefined: no Content-Type header). */
export const wrongContentType = fc.constantFrom(
  undefined,
  '',
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonp',
  'application/json-patch+json',
  ';;;',
);

/** Percent-escapes that do not decode: a % without two hex digits, or bytes that are no UTF-8 character. */
export const BROKEN_ESCAPES = ['%', '%%', '%2', '%ZZ', '%E0%A4%A', '%E0%A4', '%C3%28', '%C0%AF', '%ED%A0%80', '%F4%90%80%80', '%FF', '%u00e9'] as const;

/** Escapes that decode to something a path should not hold: NUL, a slash, a backslash, a dot, ?, #, %. */
const ODD_ESCAPES = ['%00', '%2F', '%5C', '%20', '%0A', '%2e', '%3F', '%23', '%25'] as const;

/** Text put in a path as typed: the URL parser escapes what it must, so '/', '?', '#' and '\' (which end or split a segment) are left out. */
const typedInPath = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 }).map((text) => text.replace(/[/?#\\]/g, ''));

/** A path segment or query value built of broken escapes, odd escapes, escaped unicode and typed text. */
export const awkwardPathText: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc.constantFrom(...BROKEN_ESCAPES),
      fc.constantFrom(...ODD_ESCAPES),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 6 }).map(encodeURIComponent),
      typedInPath,
    ),
    { minLength: 1, maxLength: 5 },
  )
  .map((parts) => parts.join(''));
