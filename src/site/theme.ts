/**
 * The brand settings as CSS custom properties. Templates and components use only these variables
 * for colour and type, so a dealer's look is its config and nothing else.
 */
import type { SiteConfig } from '../config/site-config-schema.ts';

type Brand = SiteConfig['brand'];

/** A `:root { ... }` rule; values come from the validated config (hex colours, font stacks). */
export function themeCss(brand: Brand): string {
  const { colours, fonts } = brand;
  const vars: Record<string, string> = {
    '--colour-primary': colours.primary,
    '--colour-on-primary': colours.on_primary,
    '--colour-accent': colours.accent,
    '--colour-on-accent': colours.on_accent,
    '--colour-link': colours.link,
    '--colour-surface': colours.surface,
    '--colour-text': colours.text,
    '--colour-muted': colours.muted,
    '--font-heading': fonts.heading,
    '--font-body': fonts.body,
  };
  // Font stacks are free text in the config: keep them from closing the style element.
  const body = Object.entries(vars)
    .map(([name, value]) => `${name}:${value.replace(/[<>{};]/g, '')}`)
    .join(';');
  return `:root{${body}}`;
}
