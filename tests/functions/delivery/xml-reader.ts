/**
 * Reading ADF output back in tests: validation against the ADF 1.0 DTD with xmllint, and a small
 * XML reader (elements, attributes, text, the five named entities and character references) that
 * is independent of the writer under test.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/** The ADF 1.0 DTD kept in the repository (docs/standards/README.md names its source); ADF_DTD overrides it. */
export const ADF_DTD = process.env.ADF_DTD ?? path.resolve(import.meta.dirname, '../../../docs/standards/adf-1.0.dtd');

/** xmllint's complaints about a document (empty when it is valid against the ADF DTD). */
export function xmllintErrors(xml: string): string {
  if (!existsSync(ADF_DTD)) throw new Error(`The ADF 1.0 DTD is not at ${ADF_DTD}; set ADF_DTD to its path.`);
  const result = spawnSync('xmllint', ['--noout', '--dtdvalid', ADF_DTD, '-'], { input: xml, encoding: 'utf8' });
  if (result.error) {
    throw new Error(
      `xmllint could not be run (${result.error.message}). Install it (Debian: apt-get install libxml2-utils) to validate ADF output.`,
    );
  }
  return result.status === 0 ? '' : `${result.stderr}`.trim() || `xmllint exited with ${result.status}`;
}

export interface XmlNode {
  readonly name: string;
  readonly attributes: Record<string, string>;
  readonly children: XmlNode[];
  text: string;
}

function decode(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/g, (_, entity: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (entity in named) return named[entity] ?? '';
    return String.fromCodePoint(entity.startsWith('#x') ? parseInt(entity.slice(2), 16) : Number(entity.slice(1)));
  });
}

/** The document's root element. Throws on anything that is not well formed in the subset read here. */
export function readXml(xml: string): XmlNode {
  const stack: XmlNode[] = [];
  let root: XmlNode | undefined;
  const token = /<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<\/([\w:-]+)\s*>|<([\w:-]+)((?:\s+[\w:-]+\s*=\s*"[^"]*")*)\s*(\/?)>|([^<]+)/g;
  let match: RegExpExecArray | null;
  let consumed = 0;
  while ((match = token.exec(xml)) !== null) {
    if (match.index !== consumed) throw new Error(`unexpected text at ${consumed}: ${xml.slice(consumed, consumed + 40)}`);
    consumed = token.lastIndex;
    const [, closing, opening, attributeText, selfClosing, text] = match;
    if (closing !== undefined) {
      const open = stack.pop();
      if (open?.name !== closing) throw new Error(`</${closing}> closes <${open?.name ?? 'nothing'}>`);
    } else if (opening !== undefined) {
      const attributes: Record<string, string> = {};
      for (const [, name, value] of (attributeText ?? '').matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)) attributes[name ?? ''] = decode(value ?? '');
      const node: XmlNode = { name: opening, attributes, children: [], text: '' };
      const parent = stack.at(-1);
      if (parent) parent.children.push(node);
      else if (root) throw new Error('a second root element');
      else root = node;
      if (selfClosing !== '/') stack.push(node);
    } else if (text !== undefined) {
      const parent = stack.at(-1);
      if (parent) parent.text += decode(text);
      else if (text.trim() !== '') throw new Error(`text outside the root: ${text}`);
    }
  }
  if (consumed !== xml.length) throw new Error(`unexpected text at ${consumed}`);
  if (stack.length > 0 || !root) throw new Error('unclosed elements');
  return root;
}

/** The nodes at a path of element names below `node` ("prospect/vehicle/make"). */
export function select(node: XmlNode, pathText: string): XmlNode[] {
  let nodes = [node];
  for (const name of pathText.split('/')) nodes = nodes.flatMap((n) => n.children.filter((child) => child.name === name));
  return nodes;
}

/** The text of the one node at a path; fails when there is not exactly one. */
export function textAt(node: XmlNode, pathText: string): string {
  const found = select(node, pathText);
  if (found.length !== 1) throw new Error(`${found.length} nodes at ${pathText}`);
  return found[0]?.text ?? '';
}
