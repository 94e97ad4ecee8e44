/**
 * The sized box a map lives in. Until the map is wanted it holds the addresses and a 'Show map'
 * button; the map (Leaflet, its style sheet and the tiles: LeafletMap.tsx, a chunk of its own) loads into
 * the same box when the button is pressed or when the box comes on screen after the shopper has
 * scrolled or used the page (src/browser/when-used-near.ts). The box keeps one height, so nothing moves.
 */
import { Component, lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import type { MapSettings } from './map-props.ts';
import { whenUsedNear } from '../../browser/when-used-near.ts';
import { loadStylesheet } from '../../browser/stylesheet.ts';
import './map-box.css';
// Its own file, not inlined into the page: about a third of a home page's HTML went on Leaflet's CSS.
import leafletMapCssUrl from './leaflet-map.css?url';

const LeafletMap = lazy(() => Promise.all([import('./LeafletMap.tsx'), loadStylesheet(leafletMapCssUrl)]).then(([module]) => module));

/** How near the screen the box may be for a scroll to load the map: a little ahead, so it is drawn on arrival. */
const AHEAD_MARGIN = '200px 0px';

const LOADING_TEXT = 'Loading the map…';
const ERROR_TEXT = 'The map could not be loaded. The addresses are listed here instead.';

function Placeholder({ settings, status, onShow }: { settings: MapSettings; status: string; onShow?: () => void }) {
  // Many addresses overflow the box, which then scrolls: a keyboard can scroll it only through
  // something focusable inside, and while the map loads or after it failed the button is disabled,
  // so the box itself takes focus then (WCAG 2.1.1).
  return (
    <div className="location-map__placeholder" tabIndex={onShow ? undefined : 0}>
      <ul className="location-map__addresses">
        {settings.locations.map((location) => (
          <li key={location.id}>
            <strong>{location.name}</strong>
            <br />
            {location.address}
          </li>
        ))}
      </ul>
      <button type="button" className="button button--outline" onClick={onShow} disabled={!onShow}>
        Show map
      </button>
      <p className="location-map__status" role="status">
        {status}
      </p>
    </div>
  );
}

/** Shows `fallback` instead of a map whose code could not load (offline, say). */
class MapFailure extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export default function MapBox(settings: MapSettings) {
  const box = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  useEffect(() => (box.current && !wanted ? whenUsedNear([box.current], AHEAD_MARGIN, () => setWanted(true)) : undefined), [wanted]);
  return (
    <div className="location-map" role="region" aria-label={settings.label} ref={box} data-map-state={wanted ? 'wanted' : 'idle'}>
      {wanted ? (
        <MapFailure fallback={<Placeholder settings={settings} status={ERROR_TEXT} />}>
          <Suspense fallback={<Placeholder settings={settings} status={LOADING_TEXT} />}>
            <LeafletMap {...settings} />
          </Suspense>
        </MapFailure>
      ) : (
        <Placeholder settings={settings} status="" onShow={() => setWanted(true)} />
      )}
    </div>
  );
}
