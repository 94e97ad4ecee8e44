/**
 * The little XML writer the ADF builder needs: escaping that no shopper's text can break out of, and
 * an element tree printed with two-space indentation. Nothing here knows ADF.
 */
import { escapeMarkup } from '../../lib/escape-markup.ts';

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
    .map(([name, value]) => ` ${name}="${escapeMarkup(value)}"`)
    .join('');
}

/** The element printed with two-space indentation; text content is printed exactly, never re-indented. */
export function printXml(node: XmlElement, depth = 0): string {
  const indent = '  '.repeat(depth);
  const open = `${indent}<${node.name}${attributeText(node.attributes)}`;
  if (node.text !== undefined) return `${open}>${escapeMarkup(node.text)}</${node.name}>`;
  const children = (node.children ?? []).filter((child): child is XmlElement => Boolean(child));
  if (children.length === 0) return `${open}/>`;
  return [`${open}>`, ...children.map((child) => printXml(child, depth + 1)), `${indent}</${node.name}>`].join('\n');
}
