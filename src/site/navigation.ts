/**
 * The header menus of both templates and the footer groups, as data. Pages render them; tests
 * compare them with the spec item by item. Links to pages the build does not make (switched off,
 * built-pages.ts) are left out or, for models, lead to what is built.
 */
import { ROUTES, financePath, locationContactPath, modelsByBodyPath } from '../domain/routes/routes.ts';
import { modelHref, type BuiltPages } from './built-pages.ts';
import type { SiteConfig } from '../config/site-config-schema.ts';
import { selectLocations } from '../domain/places/location.ts';
import type { ModelBody, ModelStatus } from '../domain/content/content.ts';
import { TAG_TEXTS } from '../domain/basics/texts.ts';

interface NavLink {
  kind: 'link';
  label: string;
  href: string;
  /** A small tag shown after the label, in text (the 'New' tag of a new model). */
  tag?: string;
}

export interface NavDropdown {
  kind: 'dropdown';
  /** Stable id used for the button/panel pairing. */
  id: string;
  label: string;
  items: NavLink[];
  /** A last "see all" link shown under the items. */
  footer?: NavLink;
}

export type NavItem = NavLink | NavDropdown;

interface FooterGroup {
  title: string;
  links: NavLink[];
}

/** The model fields a menu needs. */
interface MenuModel {
  name: string;
  slug: string;
  /** The catalogue status: a 'new' model shows the 'New' tag. */
  status?: ModelStatus;
  /** The catalogue's replacement for the model page link, if any (built-pages.ts modelHref). */
  override_url?: string | null;
}

type Pages = BuiltPages;

const link = (label: string, href: string): NavLink => ({ kind: 'link', label, href });

function when<T>(condition: boolean, value: T): T[] {
  return condition ? [value] : [];
}

/**
 * The Volkswagen-branded header exactly as the spec lists it: Home, New Vehicles (models, those
 * the catalogue marks new with the spec's 'New' tag), Stock, Service (service, warranty, roadside
 * assist, care plans), Special Offers, More (parts, finance pre-approval, about us, contact,
 * privacy policy).
 */
export function brandHeaderMenu(models: readonly MenuModel[], pages: Pages): NavItem[] {
  return [
    link('Home', ROUTES.home),
    {
      kind: 'dropdown',
      id: 'new-vehicles',
      label: 'New Vehicles',
      items: models.map((model) => ({ ...link(model.name, modelHref(pages, model)), ...(model.status === 'new' ? { tag: TAG_TEXTS.new } : {}) })),
      ...(pages.models ? { footer: link('View all models', ROUTES.models) } : {}),
    },
    link('Stock', ROUTES.stock),
    {
      kind: 'dropdown',
      id: 'service',
      label: 'Service',
      items: [
        ...when(pages.service, link('Book a Service', ROUTES.service)),
        link('Warranty', ROUTES.warranty),
        link('Roadside Assist', ROUTES.roadsideAssist),
        link('Care Plans', ROUTES.carePlans),
      ],
    },
    ...when(pages.special_offers, link('Special Offers', ROUTES.specialOffers)),
    {
      kind: 'dropdown',
      id: 'more',
      label: 'More',
      items: [
        ...when(pages.parts, link('Parts & Accessories', ROUTES.parts)),
        ...when(pages.finance_pre_approval, link('Finance Pre-Approval', ROUTES.financePreApproval)),
        link('About Us', ROUTES.aboutUs),
        link('Contact', ROUTES.contact),
        link('Privacy Policy', ROUTES.privacyPolicy),
      ],
    },
  ];
}

/** The dealer-group header: stock by type, offers, aftersales, finance and the group's locations. */
export function groupHeaderMenu(site: SiteConfig, pages: Pages): NavItem[] {
  const visibleLocations = selectLocations(site.locations, { kind: 'all' });
  return [
    link('Home', ROUTES.home),
    {
      kind: 'dropdown',
      id: 'stock',
      label: 'Stock',
      items: [link('New Cars', ROUTES.newCars), link('Used Cars', ROUTES.usedCars), link('Demo Cars', ROUTES.demoCars)],
      footer: link('All stock', ROUTES.stock),
    },
    ...when(pages.special_offers, link('Special Offers', ROUTES.specialOffers)),
    {
      kind: 'dropdown',
      id: 'service',
      label: 'Service & Parts',
      items: [
        ...when(pages.service, link('Book a Service', ROUTES.service)),
        ...when(pages.parts, link('Parts & Accessories', ROUTES.parts)),
        link('Warranty', ROUTES.warranty),
        link('Roadside Assist', ROUTES.roadsideAssist),
        link('Care Plans', ROUTES.carePlans),
      ],
    },
    link('Finance', financePath({ financeRoute: site.features.finance_route })),
    {
      kind: 'dropdown',
      id: 'locations',
      label: 'Locations',
      items: visibleLocations.map((location) => link(location.name, locationContactPath(location.slug))),
      footer: link('About Us', ROUTES.aboutUs),
    },
  ];
}

/** The spec's footer categories: the models directory filtered to these bodies, in this order. */
const FOOTER_CATEGORIES: readonly ModelBody[] = ['SUV', 'Passenger', 'Commercial', 'Camper'];

/**
 * The four footer groups of the spec with their routes. `modelBodies` are the bodies of the site's
 * models: a category only shows when at least one model has its body, so no link lands on an empty list.
 */
export function footerGroups(pages: Pages, modelBodies: Iterable<ModelBody>): FooterGroup[] {
  const bodies = new Set(modelBodies);
  const categories = FOOTER_CATEGORIES.filter((body) => bodies.has(body));
  return [
    // The categories are the models directory by body type: no models pages (or no such models), no group.
    ...when(pages.models && categories.length > 0, {
      title: 'Categories',
      links: categories.map((body) => link(body, modelsByBodyPath(body))),
    }),
    {
      title: 'Buying',
      links: [
        ...when(pages.special_offers, link('Special Offers', ROUTES.specialOffers)),
        link('New Cars', ROUTES.newCars),
        link('Demo Cars', ROUTES.demoCars),
        link('Used Cars', ROUTES.usedCars),
        ...when(pages.finance_pre_approval, link('Finance Pre-Approval', ROUTES.financePreApproval)),
      ],
    },
    {
      title: 'Aftersales',
      links: [
        ...when(pages.service, link('Service', ROUTES.service)),
        link('Warranty', ROUTES.warranty),
        link('Roadside Assist', ROUTES.roadsideAssist),
        link('Care Plans', ROUTES.carePlans),
        ...when(pages.parts, link('Parts & Accessories', ROUTES.parts)),
      ],
    },
    {
      title: 'Company',
      links: [
        link('Contact', ROUTES.contact),
        link('About Us', ROUTES.aboutUs),
        ...when(pages.careers, link('Careers', ROUTES.careers)),
        link('Terms & Conditions', ROUTES.termsAndConditions),
        link('Privacy Policy', ROUTES.privacyPolicy),
        // Not in the spec's list: our addition, so that the blog and reviews pages are reachable.
        ...when(pages.blog, link('Blog', ROUTES.blog)),
        ...when(pages.reviews, link('Reviews', ROUTES.reviews)),
      ],
    },
  ];
}
