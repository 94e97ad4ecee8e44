/**
 * `features`: the switches of a site: which tags, buttons and optional pages it has, where finance
 * links go, what the enquiry form asks, and the promo cards placed among the search results. Every
 * switch has a default, so `features` may be left out.
 */
import { z } from 'zod';
import { CONTENT_PAGE_ROUTES, type ContentPageId } from '../../domain/routes/routes.ts';
import { isoDate, sitePath } from './common.ts';

/** The content pages every site builds (src/pages/[page].astro and pages/[page].astro), which a setting may link to. */
const CONTENT_PAGE_IDS = Object.keys(CONTENT_PAGE_ROUTES) as [ContentPageId, ...ContentPageId[]];

export const PromoCardSchema = z.strictObject({
  /** A short name for the card, unique among the promo cards, e.g. summer-service. */
  id: z.string().min(1),
  /** The card's heading, e.g. "Summer service from $299". */
  title: z.string().min(1),
  /** The card's body text, one or two sentences. */
  text: z.string().min(1),
  /** Where the card links to: a site path starting with /, e.g. /service. */
  url: sitePath,
  /** First day the card shows, YYYY-MM-DD. Leave out to show it from now on. */
  start: isoDate.optional(),
  /** Last day the card shows, YYYY-MM-DD. Leave out to show it with no end date. */
  expiry: isoDate.optional(),
  /** Position in the search result grid, counting from 1; the spec's default is 9. */
  position: z.number().int().positive().default(9),
  /** Show the card at all. false switches it off without deleting it. Default true. */
  display: z.boolean().default(true),
  /**
   * When true, the card is shown only where its position exists on the page (never moved up when
   * there are fewer results). Default false.
   */
  strictDisplay: z.boolean().default(false),
});

export const FeaturesSchema = z.strictObject({
  /** Which tags vehicle cards can show. */
  tags: z
    .strictObject({
      /** Tag electric and hybrid cars first (card tag priority level 1). Default false. */
      electric_hybrid: z.boolean().default(false),
    })
    .prefault({}),
  /** Which action buttons cars show. Every button is on by default. */
  buttons: z
    .strictObject({
      /** Show the 'Book a Test Drive' button on cars and models. Default true. */
      test_drive: z.boolean().default(true),
      /**
       * Reserve a car through /cars/{slug}/checkout, buy it online via /cars/{slug}/buy-online, or
       * neither (off). Default checkout.
       */
      reserve: z.enum(['checkout', 'buy-online', 'off']).default('checkout'),
      /** Show the finance buttons (Get Finance, Finance Quote) on cars. Default true. */
      finance: z.boolean().default(true),
      /** Show the 'Trade-In Valuation' button on cars. Default true. */
      trade_in: z.boolean().default(true),
      /**
       * The phone reveal on cars: the dealer phone shows masked (first 5 characters visible) until
       * clicked, and each reveal is recorded. Default true.
       */
      phone_reveal: z.boolean().default(true),
      /** Let shoppers save cars as favourites in their browser. Default true. */
      favourites: z.boolean().default(true),
    })
    .prefault({}),
  /**
   * Where the finance buttons and links go: /finance, /finance-enquiry or /apply-for-finance.
   * Default /finance.
   */
  finance_route: z.enum(['/finance', '/finance-enquiry', '/apply-for-finance']).default('/finance'),
  /**
   * The message field of the enquiry form: required, optional, or off (not shown). Default
   * required.
   */
  enquiry_message: z.enum(['required', 'optional', 'off']).default('required'),
  /**
   * The enquiry form's dealership select, shown (and required) when the site has more than one
   * dealership. false removes it: the lead then goes to the dealership of the chosen location, else
   * the car's. Default true.
   */
  enquiry_dealership_select: z.boolean().default(true),
  /**
   * Terms the shopper must accept on the enquiry form: a required checkbox with this wording and a
   * link to the page. Leave out for no terms checkbox.
   */
  enquiry_terms: z
    .strictObject({
      /** The checkbox's wording, e.g. "I have read and accept the terms and conditions." */
      label: z.string().min(1),
      /**
       * The content page the wording links to, which every site builds: terms-and-conditions,
       * privacy-policy, about-us, warranty, roadside-assist or care-plans.
       */
      page: z.enum(CONTENT_PAGE_IDS),
    })
    .optional(),
  /**
   * Which optional pages the site has. Links to a page that is switched off are left out of the
   * menus and footer. Every page is on by default.
   */
  pages: z
    .strictObject({
      /** The models pages (/models and /models/{model}) and links to them. Default true. */
      models: z.boolean().default(true),
      /** The Special Offers page (/special-offers) and links to it. Default true. */
      special_offers: z.boolean().default(true),
      /** The Book a Service page (/service) and links to it. Default true. */
      service: z.boolean().default(true),
      /**
       * The Parts & Accessories page (/vehicle-parts-and-accessories) and links to it. Default
       * true.
       */
      parts: z.boolean().default(true),
      /** The Finance Pre-Approval page (/finance-pre-approval) and links to it. Default true. */
      finance_pre_approval: z.boolean().default(true),
      /** The trade-in page (/trade-in) and links to it. Default true. */
      trade_in: z.boolean().default(true),
      /** The Careers page (/careers) and the footer link to it. Default true. */
      careers: z.boolean().default(true),
      /** The blog pages and links to them. Default true. */
      blog: z.boolean().default(true),
      /** The reviews page and links to it. Default true. */
      reviews: z.boolean().default(true),
    })
    .prefault({}),
  /**
   * Promotional cards placed among the search results, each shown only between its start and expiry
   * dates. Default none.
   */
  promo_cards: z.array(PromoCardSchema).default([]),
});
