/**
 * The tabbed multi-location contact form (spec section 2, "One dealer group shows a tabbed
 * multi-location embedded form"): one tab per location, and under them the contact form sent
 * with the chosen location's dealership. WAI-ARIA tabs with automatic activation: Left and Right
 * arrows move between tabs (wrapping), Home and End go to the first and last, and only the chosen
 * tab is in the Tab order. The form stays as the shopper filled it when they change tabs: only the
 * dealership it is sent with follows the tab. It sends the saved enquiry car along, as the single
 * contact form does.
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import type { RegionCode } from '../../domain/basics/region.ts';
import ContactForm from './ContactForm.tsx';
import './contact-tabs.css';

interface TabLocation {
  slug: string;
  name: string;
  dealership_slug: string;
}

interface Props {
  siteSlug: string;
  region: RegionCode;
  locations: readonly TabLocation[];
  turnstileSiteKey?: string | undefined;
}

export default function ContactTabs({ siteSlug, region, locations, turnstileSiteKey }: Props) {
  const [chosen, setChosen] = useState(0);
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const location = locations[chosen] ?? locations[0];
  if (location === undefined) return null;

  const choose = (index: number) => {
    const next = (index + locations.length) % locations.length;
    setChosen(next);
    tabs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // From the tab the key was pressed on (keys pressed before hydration are replayed one after another).
    const from = tabs.current.indexOf(event.currentTarget);
    const moves: Record<string, number> = { ArrowRight: from + 1, ArrowLeft: from - 1, Home: 0, End: locations.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  };

  return (
    <div className="contact-tabs">
      <div className="contact-tabs__list" role="tablist" aria-label="Choose a location">
        {locations.map((entry, index) => (
          <button
            key={entry.slug}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`contact-tab-${entry.slug}`}
            aria-selected={index === chosen}
            aria-controls="contact-tab-panel"
            tabIndex={index === chosen ? 0 : -1}
            className="contact-tabs__tab"
            onClick={() => choose(index)}
            onKeyDown={onKeyDown}
          >
            {entry.name}
          </button>
        ))}
      </div>
      <div className="contact-tabs__panel" role="tabpanel" id="contact-tab-panel" aria-labelledby={`contact-tab-${location.slug}`}>
        <ContactForm
          siteSlug={siteSlug}
          region={region}
          dealershipSlug={location.dealership_slug}
          locations={[{ name: location.name, dealership_slug: location.dealership_slug }]}
          turnstileSiteKey={turnstileSiteKey}
          withEnquiryCar={true}
        />
      </div>
    </div>
  );
}
