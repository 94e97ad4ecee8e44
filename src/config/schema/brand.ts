/**
 * `brand`: the dealer's look (colours, logo, fonts, favicon). Only the form of each value is
 * checked here; that the colour pairs reach a 4.5:1 contrast ratio is checked for every config in
 * sites/ by a unit test (tests/unit/config/brand-contrast.test.ts).
 */
import { z } from 'zod';
import { hexColour } from './common.ts';

export const BrandSchema = z.strictObject({
  /**
   * The brand colours, each #rrggbb. A unit test checks every text pair reaches a 4.5:1 contrast
   * ratio.
   */
  colours: z.strictObject({
    /**
     * Main brand colour, #rrggbb: the brand template's header, the contact strip and hero slides;
     * also the mobile browser bar colour.
     */
    primary: hexColour,
    /** Text and icon colour on primary, #rrggbb; must read at 4.5:1 on primary. */
    on_primary: hexColour,
    /** Colour of solid buttons (e.g. Enquire Now) and the skip link, #rrggbb. */
    accent: hexColour,
    /** Text colour on accent buttons, #rrggbb; must read at 4.5:1 on accent. */
    on_accent: hexColour,
    /** Text links and small coloured text, #rrggbb: must read at 4.5:1 on white and on surface. */
    link: hexColour,
    /** Background of tinted page sections and panels, #rrggbb. */
    surface: hexColour,
    /** Body text colour, #rrggbb; must read at 4.5:1 on white and on surface. */
    text: hexColour,
    /**
     * Secondary text colour (captions, small print), #rrggbb; must read at 4.5:1 on white and on
     * surface.
     */
    muted: hexColour,
  }),
  /**
   * The dealer's logo in the header. Its text must read at 4.5:1 against the header (brand colour
   * on the brand template, white on the group template).
   */
  logo: z.strictObject({
    /** Path of the logo under public/, e.g. /brands/<slug>/logo.svg. */
    url: z.string().min(1),
    /**
     * Text alternative for the logo, usually the dealer's name; the logo link reads "{alt} home" to
     * screen readers.
     */
    alt: z.string().min(1),
    /**
     * The logo image's width in pixels; with height it reserves the logo's space before it loads.
     */
    width: z.number().int().positive(),
    /**
     * The logo image's height in pixels; with width it reserves the logo's space before it loads.
     */
    height: z.number().int().positive(),
  }),
  /** The fonts, as CSS font-family stacks. */
  fonts: z.strictObject({
    /** CSS font stack for headings, e.g. 'Helvetica Neue', Arial, sans-serif. */
    heading: z.string().min(1),
    /** CSS font stack for body text, e.g. 'Helvetica Neue', Arial, sans-serif. */
    body: z.string().min(1),
  }),
  /** Path of the favicon under public/, an SVG, e.g. /brands/<slug>/favicon.svg. */
  favicon: z.string().min(1),
});
