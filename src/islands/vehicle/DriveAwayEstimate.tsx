/**
 * The estimated drive-away price on a car's page, for a price that leaves out on-road costs: the
 * total as prominent as the advertised price (Australian Consumer Law s48: a total price at least as
 * prominent as any part of it), who it is worked out for, a dialog listing every component with its
 * workings, source and date, and (AU) the shopper's postcode to work it out for their state.
 *
 * The build renders the estimate for the car's own state. A postcode the shopper enters (kept in
 * localStorage for the next car) loads the engine and the state tables the build published, and
 * works the estimate out in the browser with the same function the build used
 * (domain/on-road/drive-away-figure.ts). Without JavaScript the postcode form reloads the page with
 * `?postcode=`, which the island applies once it runs.
 */
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { RegionCode } from '../../domain/basics/region.ts';
import { formatMoney, formatMoneyToCent } from '../../domain/basics/format.ts';
import { DRIVE_AWAY_TEXTS } from '../../domain/on-road/drive-away-texts.ts';
import { auPlaceOfPostcode } from '../../domain/on-road/au-states.ts';
import type { DriveAwayFigure, EstimatedCar, OnRoadSettings, driveAwayFigure } from '../../domain/on-road/drive-away-figure.ts';
import type { OnRoadTables } from '../../domain/on-road/on-road-tables.ts';
import { ON_ROAD_POSTCODE_KEY, readOnRoadPostcode } from '../../domain/shopper/browser-storage.ts';
import { readStorage, writeStorage } from '../../browser/web-storage.ts';
import { trapTabKey } from '../../browser/focus-trap.ts';
import { endIntentPending } from '../../browser/intent-hydration.ts';

interface Props {
  /** The estimate the build worked out for the car's own place. */
  figure: DriveAwayFigure;
  /** What the browser needs to work it out again for another place (AU sites). */
  question: { car: EstimatedCar; settings: OnRoadSettings; on: string } | null;
  region: RegionCode;
  /** The advertised price line, e.g. '$45,990 Excl. Government Charges'. */
  advertisedWords: string;
  /** Where the build published the validated state tables. */
  tablesUrl: string;
}

type Shown = { figure: DriveAwayFigure; postcode: string | null };

/** The engine and the tables, loaded once, on the first postcode. */
let engine: Promise<[typeof driveAwayFigure, OnRoadTables]> | null = null;

function loadEngine(tablesUrl: string) {
  engine ??= Promise.all([
    import('../../domain/on-road/drive-away-figure.ts').then((module) => module.driveAwayFigure),
    fetch(tablesUrl).then((response) => {
      if (!response.ok) throw new Error(`${tablesUrl} answered ${response.status}`);
      return response.json() as Promise<OnRoadTables>;
    }),
  ]);
  engine.catch(() => (engine = null));
  return engine;
}

export default function DriveAwayEstimate({ figure: built, question, region, advertisedWords, tablesUrl }: Props) {
  // One estimate on a page; React's useId repeats across islands (each renders its own root).
  const id = 'drive-away-estimate';
  const dialog = useRef<HTMLDialogElement>(null);
  const [shown, setShown] = useState<Shown>({ figure: built, postcode: null });
  const [postcode, setPostcode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  const workOut = async (entered: string, remember: boolean) => {
    if (question === null) return;
    const place = auPlaceOfPostcode(entered);
    if (place === null) {
      setError(DRIVE_AWAY_TEXTS.badPostcode);
      return;
    }
    setError(null);
    setWorking(true);
    try {
      const [workOutFigure, tables] = await loadEngine(tablesUrl);
      setShown({ figure: workOutFigure({ ...question, region, place, tables }), postcode: place.postcode });
      if (remember) writeStorage('local', ON_ROAD_POSTCODE_KEY, entered.trim());
    } catch {
      setError(DRIVE_AWAY_TEXTS.notLoaded);
    } finally {
      setWorking(false);
      endIntentPending(root.current);
    }
  };

  // A postcode from the no-script form's reload, or the one the shopper gave on another car.
  useEffect(() => {
    if (question === null) return;
    const fromAddress = new URLSearchParams(window.location.search).get('postcode');
    const stored = readOnRoadPostcode(readStorage('local', ON_ROAD_POSTCODE_KEY));
    const start = fromAddress ?? stored;
    if (start !== null && start !== '') {
      setPostcode(start);
      void workOut(start, fromAddress !== null);
    }
    // Once, on hydration: later postcodes come from the form.
  }, []);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void workOut(postcode, true);
  };

  const { figure } = shown;
  if (figure.kind === 'not-applicable') return null;
  const dialogId = `${id}-workings`;
  const errorId = `${id}-error`;
  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  };
  const trap = (event: KeyboardEvent<HTMLDialogElement>) => trapTabKey(event.nativeEvent, event.currentTarget);

  return (
    <div className="drive-away" id="drive-away" ref={root}>
      <div aria-live="polite" aria-busy={working}>
      {figure.kind === 'estimate' ? (
        <p className="drive-away__line">
          <span className="drive-away__label">{DRIVE_AWAY_TEXTS.label}</span> <strong className="drive-away__amount">{formatMoney(figure.total, region)}</strong>{' '}
          <span className="drive-away__place">for {figure.placeLabel}</span>
        </p>
      ) : (
        <p className="drive-away__none">
          {DRIVE_AWAY_TEXTS.noEstimateFor(figure.placeLabel)} {figure.reason}
        </p>
      )}
      </div>
      {figure.kind === 'estimate' && (
        <button
          type="button"
          className="link-button drive-away__open"
          aria-haspopup="dialog"
          onClick={() => {
            dialog.current?.showModal();
          }}
        >
          {DRIVE_AWAY_TEXTS.openWorkings}
        </button>
      )}
      {question !== null && (
        <form className="drive-away__postcode" method="get" action="#drive-away" onSubmit={submit} noValidate>
          <label htmlFor={`${id}-postcode`}>{DRIVE_AWAY_TEXTS.postcodeLabel}</label>
          <input
            id={`${id}-postcode`}
            name="postcode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={4}
            value={postcode}
            onChange={(event) => setPostcode(event.currentTarget.value)}
            aria-invalid={error === DRIVE_AWAY_TEXTS.badPostcode}
            aria-describedby={error === null ? undefined : errorId}
          />
          <button type="submit" className="button button--outline" disabled={working}>
            {DRIVE_AWAY_TEXTS.update}
          </button>
          {error !== null && (
            <p className="drive-away__error" id={errorId} role="alert">
              {error}
            </p>
          )}
        </form>
      )}
      {figure.kind === 'estimate' && (
        <dialog className="dialog-panel drive-away__dialog" id={dialogId} ref={dialog} aria-labelledby={`${dialogId}-title`} onClick={closeOnBackdrop} onKeyDown={trap}>
          <div className="dialog-panel__head">
            <h2 id={`${dialogId}-title`}>{DRIVE_AWAY_TEXTS.dialogTitle}</h2>
            <button type="button" className="dialog-panel__close" onClick={() => dialog.current?.close()}>
              Close<span className="visually-hidden"> {DRIVE_AWAY_TEXTS.dialogTitle}</span>
            </button>
          </div>
          <p>{DRIVE_AWAY_TEXTS.dialogIntro(figure.placeLabel)}</p>
          <table className="drive-away__table">
            <caption className="visually-hidden">{DRIVE_AWAY_TEXTS.dialogTitle}</caption>
            <thead>
              <tr>
                <th scope="col">Part</th>
                <th scope="col">Amount</th>
                <th scope="col">How it is worked out</th>
              </tr>
            </thead>
            <tbody>
              <tr>
                <th scope="row">{DRIVE_AWAY_TEXTS.advertised}</th>
                <td>{formatMoneyToCent(figure.advertised, region)}</td>
                <td>{advertisedWords}</td>
              </tr>
              {figure.components.map((component) => (
                <tr key={component.label}>
                  <th scope="row">{component.label}</th>
                  <td>{formatMoneyToCent(component.amount, region)}</td>
                  <td>
                    {component.workings}
                    <span className="drive-away__source">
                      {' '}
                      Source:{' '}
                      {'url' in component.source && component.source.url !== undefined ? (
                        <a href={component.source.url} target="_blank" rel="noopener noreferrer">
                          {component.source.name}
                          <span className="visually-hidden"> (opens in a new tab)</span>
                        </a>
                      ) : (
                        component.source.name
                      )}
                      {component.effectiveFrom !== null && <>, rates from {component.effectiveFrom}</>}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row">{DRIVE_AWAY_TEXTS.total}</th>
                <td>{formatMoneyToCent(figure.total, region)}</td>
                <td>{DRIVE_AWAY_TEXTS.estimateNote}</td>
              </tr>
            </tfoot>
          </table>
        </dialog>
      )}
    </div>
  );
}
