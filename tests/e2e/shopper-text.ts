/**
 * What a shopper reads on a built page, taken from its HTML file without a browser: the text of the
 * document (the title included) and the attributes that are read out or shown (alt, title,
 * aria-label, placeholder, a meta tag's text, an option's or a button's value). Script, style and
 * template contents are left out, and so are addresses (href, src, a meta tag's URL) and the values
 * a form sends but never shows (a checkbox's stored facet value, a hidden field).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Parser } from 'htmlparser2';

/** Elements whose contents are never shown as text. */
const UNREAD_ELEMENTS = new Set(['script', 'style', 'template']);

/** Attributes read out or shown on any element. */
const READ_ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder'] as const;

/** Input types whose value is the text of a button. */
const BUTTON_INPUTS = new Set(['submit', 'button', 'reset']);

/** A meta tag's content that is an address rather than words (og:image, og:url). */
const ADDRESS = /^(https?:\/\/|\/)/;

/** The shown attributes of one element, as read by a shopper. */
function attributeTexts(name: string, attributes: Readonly<Record<string, string>>): string[] {
  const texts = READ_ATTRIBUTES.flatMap((attribute) => attributes[attribute] ?? []);
  const value = attributes.value;
  if (value !== undefined && (name === 'option' || (name === 'input' && BUTTON_INPUTS.has(attributes.type ?? '')))) texts.push(value);
  const content = attributes.content;
  if (name === 'meta' && content !== undefined && (attributes.name ?? attributes.property) !== undefined && !ADDRESS.test(content)) texts.push(content);
  return texts;
}

/**
 * The page's shopper-read texts in document order: runs of text (whitespace collapsed) and
 * attribute values, each its own entry so that a match's context never spans two of them.
 */
export function shopperTexts(html: string): string[] {
  const texts: string[] = [];
  let text = '';
  let unread = 0;
  const flush = () => {
    const collapsed = text.replace(/\s+/g, ' ').trim();
    if (collapsed !== '') texts.push(collapsed);
    text = '';
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (UNREAD_ELEMENTS.has(name)) unread += 1;
        if (unread > 0) return;
        const shown = attributeTexts(name, attributes);
        if (shown.length > 0) {
          flush();
          texts.push(...shown);
        }
      },
      ontext(data) {
        if (unread === 0) text += data;
      },
      onclosetag(name) {
        if (UNREAD_ELEMENTS.has(name)) unread -= 1;
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  flush();
  return texts;
}

/** Every built HTML page under `dir`, as paths relative to it with forward slashes, sorted. */
export async function builtPages(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).replace(/\\/g, '/'))
    .sort();
}

/** One word found on a page, with the words around it. */
export interface WordFound {
  readonly page: string;
  readonly word: string;
  readonly context: string;
}

/** The pages read under `dir` and the matches of `words` (a global pattern) in their shopper-read texts. */
export async function findWords(dir: string, words: RegExp): Promise<{ pages: readonly string[]; found: readonly WordFound[] }> {
  const pages = await builtPages(dir);
  const found: WordFound[] = [];
  for (const page of pages) {
    for (const text of shopperTexts(await readFile(path.join(dir, page), 'utf8'))) {
      for (const match of text.matchAll(words)) {
        const context = text.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40);
        found.push({ page, word: match[0], context });
      }
    }
  }
  return { pages, found };
}
