/**
 * A model's HTML description (the catalogue's `description`, spec section 3: "may contain HTML"),
 * made safe to render with the one text sanitiser (safe-html.ts). It sits under the model page's
 * "About the {model}" h2, so its headings start at h3.
 */
import { sanitizeTextHtml } from './safe-html.ts';

/** The description's HTML with only the allowlisted tags and safe links left. */
export function sanitizeModelHtml(html: string): string {
  return sanitizeTextHtml(html, { topHeading: 3 });
}
