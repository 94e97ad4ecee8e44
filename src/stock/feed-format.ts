/**
 * Which format a dealer's feed file is in: the one the importer is told (`--format`), else the
 * file's extension, else what its text looks like. Pure.
 */
import path from 'node:path';
import { csvHeaderCells, knownColumns } from './csv-feed.ts';

export const FEED_FORMATS = ['csv', 'json'] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

export function isFeedFormat(text: string): text is FeedFormat {
  return (FEED_FORMATS as readonly string[]).includes(text);
}

/** The text without the byte-order mark Excel and some exporters put first. */
export function withoutBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/**
 * The feed's format, or null when it is neither: `.csv` and `.json` (any case) by name; otherwise
 * JSON when the first character that is not blank opens a list (or an object, which the JSON
 * reader then refuses as not a list), CSV when the first line is a header naming car fields.
 * `text` is the file's text without its byte-order mark.
 */
export function detectFeedFormat(file: string, text: string): FeedFormat | null {
  const extension = path.extname(file).slice(1).toLowerCase();
  if (isFeedFormat(extension)) return extension;
  const first = text.trimStart().charAt(0);
  if (first === '[' || first === '{') return 'json';
  const header = csvHeaderCells(text);
  return header !== null && knownColumns(header).length > 0 ? 'csv' : null;
}
