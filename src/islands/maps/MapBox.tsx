/**
 * A location block's one map: a box of a fixed size that first shows the map's face and then, in
 * the same place and at the same size, the interactive map (Leaflet, its style sheet and the tiles:
 * LeafletMap.tsx, a chunk of its own, loaded only then). Nothing around it moves.
 *
 * - **A picture** (the location's drawn or hosted picture, handed in as the island's children by
 *   LocationMap.astro): the picture is the map until the shopper presses it, or the 'Show
 *   interactive map' button on it (one button covering the picture, so either works). It is
 *   already a map of where the place is, so nothing more loads unasked.
 * - **The addresses** (several locations, no picture): a list of them with the same button; the map
 *   also loads by itself when the box comes on screen after the shopper has scrolled or used the
 *   page (src/browser/when-used-near.ts), the box being mostly text until then.
 *
 * While the map loads, and if it fails, the face stays and says so in plain words. A press with
 * the keyboard goes on into the map, which pans with the arrow keys.
 */
import { HELD_CLICK_ATTRIBUTE, takeHeldClicks } from '../../browser/early-actions.ts';
import { Component, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { MapSettings } from './map-props.ts';
import { whenUsedNear } from '../../browser/when-used-near.ts';
import { loadStylesheet } from '../../browser/stylesheet.ts';
import './map-box.css';
// Its own file, not inlined into the page: about a third of a home page's HTML went on Leaflet's CSS.
import leafletMapCssUrl from './leaflet-map.css?url';

type LeafletMapComponent = ComponentType<MapSettings & { focusOnReady: boolean }>;

async function loadLeafletMap(): Promise<LeafletMapComponent> {
  const [module] = await Promise.all([import('./LeafletMap.tsx'), loadStylesheet(leafletMapCssUrl)]);
  return module.default;
}

/** How near the screen the box may be for a scroll to load the map: a little ahead, so it is drawn on arrival. */
const AHEAD_MARGIN = '200px 0px';

const SHOW_TEXT = 'Show interactive map';
const LOADING_TEXT = 'Loading the map…';
const LIST_ERROR_TEXT = 'The map could not be loaded. The addresses are listed here instead.';
const PICTURE_ERROR_TEXT = 'The interactive map could not be loaded. The picture shows where we are.';

/** Where the box is: its face alone, the map's code on its way, the map, or a map that failed. */
type Phase = 'idle' | 'loading' | 'ready' | 'failed';

interface FaceProps {
  settings: MapSettings;
  kind: MapBoxProps['face'];
  picture: ReactNode;
  phase: Phase;
  onShow: () => void;
}

/** What the box shows until the map is there: the picture, or the addresses, with the button and the status. */
function Face({ settings, kind, picture, phase, onShow }: FaceProps) {
  const busy = phase !== 'idle';
  const status = phase === 'loading' ? LOADING_TEXT : phase === 'failed' ? (kind === 'picture' ? PICTURE_ERROR_TEXT : LIST_ERROR_TEXT) : '';
  // aria-disabled, not disabled, while the map loads: a disabled button would drop the focus of
  // the shopper who pressed it.
  const button = (className: string, label: ReactNode) => (
    <button type="button" className={className} aria-disabled={busy ? true : undefined} onClick={busy ? undefined : onShow} {...{ [HELD_CLICK_ATTRIBUTE]: '' }}>
      {label}
    </button>
  );
  if (kind === 'picture') {
    return (
      <div className="location-map__face">
        <div className="location-map__picture">{picture}</div>
        {button('location-map__cover', <span className="location-map__cover-label">{SHOW_TEXT}</span>)}
        <p className="location-map__status location-map__status--over" role="status">
          {status}
        </p>
      </div>
    );
  }
  // Many addresses overflow the box, which then scrolls: a keyboard can scroll it only through
  // something focusable inside, and while the map loads or after it failed the button does
  // nothing, so the box itself takes focus then (WCAG 2.1.1).
  return (
    <div className="location-map__placeholder" tabIndex={busy ? 0 : undefined}>
      <ul className="location-map__addresses">
        {settings.locations.map((location) => (
          <li key={location.id}>
            <strong>{location.name}</strong>
            <br />
            {location.address}
          </li>
        ))}
      </ul>
      {button('button button--outline', SHOW_TEXT)}
      <p className="location-map__status" role="status">
        {status}
      </p>
    </div>
  );
}

/** Shows `fallback` instead of a map that failed to draw. */
class MapFailure extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

export interface MapBoxProps extends MapSettings {
  /** What the box shows until the map is wanted: the picture (the island's children) or the addresses. */
  face: 'picture' | 'addresses';
  children?: ReactNode;
}

export default function MapBox({ face: faceKind, children, ...settings }: MapBoxProps) {
  const box = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [LeafletMap, setLeafletMap] = useState<LeafletMapComponent | null>(null);
  // Whether the shopper pressed the button (the map then takes the focus), not a scroll.
  const [pressed, setPressed] = useState(false);

  // A press on the button before the island hydrated (the page's head script counted it) is the
  // shopper asking for the map: answer it now rather than swallow it.
  useEffect(() => {
    if (takeHeldClicks(box.current?.querySelector<HTMLElement>(`[${HELD_CLICK_ATTRIBUTE}]`) ?? null) > 0) {
      setPressed(true);
      setPhase('loading');
    }
  }, []);

  useEffect(() => {
    if (phase !== 'idle' || faceKind === 'picture' || box.current === null) return undefined;
    return whenUsedNear([box.current], AHEAD_MARGIN, () => setPhase('loading'));
  }, [phase, faceKind]);

  useEffect(() => {
    if (phase !== 'loading') return undefined;
    let current = true;
    loadLeafletMap().then(
      (loaded) => {
        if (!current) return;
        setLeafletMap(() => loaded);
        setPhase('ready');
      },
      () => {
        if (current) setPhase('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [phase]);

  const show = () => {
    setPressed(true);
    setPhase('loading');
  };
  // The picture is the island's children: Astro's static HTML of it, rendered as it is.
  const face = <Face settings={settings} kind={faceKind} picture={children} phase={phase} onShow={show} />;
  const failedFace = <Face settings={settings} kind={faceKind} picture={children} phase="failed" onShow={show} />;
  return (
    <div
      className={faceKind === 'picture' ? 'location-map' : 'location-map location-map--list'}
      role="region"
      aria-label={settings.label}
      ref={box}
      data-map-state={phase}
      data-map-type={settings.type}
    >
      {phase === 'ready' && LeafletMap !== null ? (
        <MapFailure fallback={failedFace}>
          <LeafletMap {...settings} focusOnReady={pressed} />
        </MapFailure>
      ) : (
        face
      )}
    </div>
  );
}
