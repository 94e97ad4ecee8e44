/**
 * The one escaper for text put into markup: HTML text and attribute values, the Markdown pages'
 * placeholders, demo-data HTML and SVG, the ADF lead XML and sitemap.xml. Every reference it writes
 * means the same in HTML and in XML: `&#39;` rather than `&apos;` (which HTML 4 lacks) for the
 * apostrophe, and `&#13;` for a carriage return, which XML parsers would otherwise normalise into a
 * line feed (a shopper's message must reach the CRM as typed).
 */

/**
 * Characters XML 1.0 does not allow anywhere, even escaped, and that HTML reports as parse errors:
 * C0 controls other than tab, line feed and carriage return; lone UTF-16 surrogates; U+FFFE and
 * U+FFFF. They are removed, never encoded, since `&#1;` is as invalid as the raw character.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
const FORBIDDEN_IN_MARKUP = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

const REFERENCES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '\r': '&#13;' };

/** Text with the characters markup cannot carry (see FORBIDDEN_IN_MARKUP) removed. */
export function stripForbiddenMarkupChars(text: string): string {
  return text.replace(FORBIDDEN_IN_MARKUP, '');
}

/**
 * Text made safe for element content and for quoted attribute values alike, in HTML and XML:
 * forbidden characters removed, then `& < > " '` written as references (escaping `>` also keeps
 * `]]>` out of XML content) and a carriage return as `&#13;`.
 */
export function escapeMarkup(text: string): string {
  return stripForbiddenMarkupChars(text).replace(/[&<>"'\r]/g, (char) => REFERENCES[char] ?? char);
}
