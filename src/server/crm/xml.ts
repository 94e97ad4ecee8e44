/**
 * The little XML writer the ADF builder needs: escaping that no shopper's text can break out of, and
 * an element tree printed with two-space indentation. Nothing here knows ADF.
 */

/**
 * Characters XML 1.0 does not allow anywhere, even escaped: C0 controls other than tab, line feed and
 * carriage return; lone UTF-16 surrogates; U+FFFE and U+FFFF. They are removed, never encoded, since
 * `&#1;` is as invalid as the raw character.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point of this pattern
const FORBIDDEN_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text with the characters XML 1.0 forbids removed. */
export function stripForbiddenXmlChars(text: string): string {
  return text.replace(FORBIDDEN_IN_XML, '');
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;', '\r': '&#13;' };

/**
 * Text made safe for element content and for attribute values alike: forbidden characters removed,
 * then `& < > " '` escaped (escaping `>` also keeps `]]>` out of content), and a carriage return
 * written as `&#13;` so that parsers' line-end normalisation does not turn it into a line feed.
 */
export function escapeXml(text: string): string {
  return stripForbiddenXmlChars(text).replace(/[&<>"'\r]/g, (char) => ESCAPES[char] ?? char);
}

/** An element: a name, attributes (undefined ones are left out), and either text or child elements. */
export interface XmlElement {
  readonly name: string;
  readonly attributes?: Readonly<Record<string, string | undefined>>;
  readonly children?: readonly (XmlElement | null | undefined | false)[];
  readonly text?: string;
}

/** An element with text content. */
export function textElement(name: string, text: string, attributes?: XmlElement['attributes']): XmlElement {
  return { name, text, attributes };
}

/** An element with child elements; null, undefined and false children are skipped. */
export function element(name: string, attributes: XmlElement['attributes'], children: XmlElement['children']): XmlElement {
  return { name, attributes, children };
}

function attributeText(attributes: XmlElement['attributes']): string {
  if (!attributes) return '';
  return Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');
}

/** The element printed with two-space indentation; text content is printed exactly, never re-indented. */
export function printXml(node: XmlElement, depth = 0): string {
  const indent = '  '.repeat(depth);
  const open = `${indent}<${node.name}${attributeText(node.attributes)}`;
  if (node.text !== undefined) return `${open}>${escapeXml(node.text)}</${node.name}>`;
  const children = (node.children ?? []).filter((child): child is XmlElement => Boolean(child));
  if (children.length === 0) return `${open}/>`;
  return [`${open}>`, ...children.map((child) => printXml(child, depth + 1)), `${indent}</${node.name}>`].join('\n');
}
