/**
 * The deal page's island (`/deal?d=<token>`, docs/deals.md): reads the link's token, opens the deal
 * (GET /api/deals) and shows each part with what it rests on (domain/deals/deal-page.ts), what
 * changed since the deal was made, "Share this deal" (the link, to copy) and "Send to the dealer"
 * (DealSendForm). A link the server refuses (changed, cut short, expired) is said in its own words;
 * a failure to load offers Try again.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { RegionCode } from '../../domain/basics/region.ts';
import { telHref } from '../../domain/basics/phone.ts';
import { DEAL_PAGE_TEXTS as TEXTS, dealPageView, dealTokenOf, type DealFact, type DealPart } from '../../domain/deals/deal-page.ts';
import type { OpenedDeal } from '../../domain/deals/deal-view.ts';
import type { DealFinanceLabels } from '../../domain/deals/deal-finance-labels.ts';
import { ROUTES } from '../../domain/routes/routes.ts';
import { openDeal } from './deal-calls.ts';
import { DealSendForm } from './DealSendForm.tsx';
import '../forms/lead-forms.css';
import './deal-page.css';

/** The deal page island's props, built by the page shell from the site's config. */
export interface DealPageSettings {
  readonly siteSlug: string;
  readonly region: RegionCode;
  /** The dealer's name: who the deal is sent to. */
  readonly dealerName: string;
  /** The sales phone, for a deal that cannot be shown. */
  readonly salesPhone: string;
  /** The site's own opt-in wording, when it has one (the spec's default otherwise). */
  readonly optInText?: string | undefined;
  /** Cloudflare Turnstile's site key, when the site configures the bot challenge. */
  readonly turnstileSiteKey?: string | undefined;
  /** The finance words of the site's region (the build's, so the page loads no finance rules). */
  readonly financeLabels: DealFinanceLabels;
}

/** What the page has come to. */
type DealLookup =
  /** The static HTML, before the script runs. */
  | { readonly kind: 'starting' }
  | { readonly kind: 'no-token' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'failed'; readonly message: string | null }
  | { readonly kind: 'opened'; readonly token: string; readonly opened: OpenedDeal };

const HEADING_ID = 'deal-title';

export default function DealPage(settings: DealPageSettings) {
  const [lookup, setLookup] = useState<DealLookup>({ kind: 'starting' });
  const [tries, setTries] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const token = dealTokenOf(window.location.search);
    if (token === null) {
      setLookup({ kind: 'no-token' });
      return;
    }
    setLookup({ kind: 'loading' });
    let live = true;
    void openDeal(token).then((answer) => {
      if (!live) return;
      if (answer.kind === 'opened') setLookup({ kind: 'opened', token, opened: answer.opened });
      else setLookup(answer);
    });
    return () => {
      live = false;
    };
  }, [tries]);

  // After Try again the button is gone: the focus goes to the heading of what came of it.
  useEffect(() => {
    if (tries > 0 && lookup.kind !== 'loading') headingRef.current?.focus();
  }, [tries, lookup.kind]);

  const stockLink = (
    <p className="deal-page__links">
      <a className="button button--outline" href={ROUTES.stock}>
        {TEXTS.browseStock}
      </a>
    </p>
  );
  const callUs = (
    <p>
      Questions? Call us on <a href={telHref(settings.salesPhone)}>{settings.salesPhone}</a>.
    </p>
  );

  switch (lookup.kind) {
    case 'starting':
      return (
        <div className="deal-page">
          <h1>{TEXTS.title}</h1>
          <p>{TEXTS.about}</p>
        </div>
      );
    case 'loading':
      return (
        <div className="deal-page">
          <h1 ref={headingRef} tabIndex={-1}>
            {TEXTS.title}
          </h1>
          <p className="deal-page__busy" role="status">
            <span className="lead-form__spinner" aria-hidden="true" /> {TEXTS.loading}
          </p>
        </div>
      );
    case 'no-token':
      return (
        <div className="deal-page">
          <h1>{TEXTS.noTokenHeading}</h1>
          <p>{TEXTS.noToken}</p>
          {stockLink}
        </div>
      );
    case 'refused':
      return (
        <div className="deal-page">
          <h1 ref={headingRef} tabIndex={-1}>
            {TEXTS.refusedHeading}
          </h1>
          <p className="deal-page__refusal" role="alert">
            {lookup.message}
          </p>
          {callUs}
          {stockLink}
        </div>
      );
    case 'failed':
      return (
        <div className="deal-page">
          <h1 ref={headingRef} tabIndex={-1}>
            {TEXTS.failedHeading}
          </h1>
          <p className="deal-page__refusal" role="alert">
            {lookup.message ?? TEXTS.failed}
          </p>
          <p>
            <button type="button" className="button" onClick={() => setTries((count) => count + 1)}>
              {TEXTS.tryAgain}
            </button>
          </p>
          {callUs}
        </div>
      );
    case 'opened':
      return <OpenedDealView settings={settings} token={lookup.token} opened={lookup.opened} headingRef={headingRef} />;
  }
}

function OpenedDealView({ settings, token, opened, headingRef }: { settings: DealPageSettings; token: string; opened: OpenedDeal; headingRef: RefObject<HTMLHeadingElement | null> }) {
  const view = dealPageView(opened, settings.region, settings.financeLabels);
  const heading = `${TEXTS.headingBefore}${view.car.name}`;

  useEffect(() => {
    document.title = `${heading} | ${settings.dealerName}`;
  }, [heading, settings.dealerName]);

  return (
    <article className="deal-page" aria-labelledby={HEADING_ID}>
      <h1 id={HEADING_ID} ref={headingRef} tabIndex={-1}>
        {TEXTS.headingBefore}
        {view.car.href === null ? view.car.name : <a href={view.car.href}>{view.car.name}</a>}
      </h1>
      {view.changes.length > 0 && (
        <div className="deal-page__changes" role="status">
          <h2>{TEXTS.changesHeading}</h2>
          <ul>
            {view.changes.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
      <dl className="deal-page__when">
        <div>
          <dt>{TEXTS.madeLabel}</dt>
          <dd>{view.made}</dd>
        </div>
        <div>
          <dt>{TEXTS.validUntilLabel}</dt>
          <dd>{view.validUntil}</dd>
        </div>
        <div>
          <dt>{TEXTS.carLabel}</dt>
          <dd data-car-state={opened.deal.car.state}>{view.car.state}</dd>
        </div>
      </dl>
      {view.parts.map((part) => (
        <DealPartSection key={part.id} part={part} />
      ))}
      <ShareDeal />
      <section className="deal-page__part deal-send" aria-labelledby="deal-send-title">
        <h2 id="deal-send-title">{TEXTS.send.heading}</h2>
        <p>{TEXTS.send.about(settings.dealerName)}</p>
        <DealSendForm
          siteSlug={settings.siteSlug}
          token={token}
          car={opened.deal.car}
          dealerName={settings.dealerName}
          optInText={settings.optInText}
          turnstileSiteKey={settings.turnstileSiteKey}
          labelledBy="deal-send-title"
        />
      </section>
    </article>
  );
}

/** One term and its detail; a changed figure shows what it was, struck through, as the car page marks an earlier price. */
function Fact({ fact }: { fact: DealFact }) {
  return (
    <div className="deal-fact">
      <dt>{fact.term}</dt>
      <dd data-figure={fact.figure}>
        <span className={fact.figure === undefined ? undefined : 'deal-fact__figure'}>{fact.detail}</span>
        {fact.was !== undefined && (
          <>
            {' '}
            <s className="deal-fact__was">
              <span className="visually-hidden">{TEXTS.was} </span>
              {fact.was}
            </s>
          </>
        )}
        {fact.marked !== undefined && <span className="deal-fact__marked">{fact.marked}</span>}
      </dd>
    </div>
  );
}

function DealPartSection({ part }: { part: DealPart }) {
  const headingId = `deal-part-${part.id}`;
  return (
    <section className="deal-page__part" aria-labelledby={headingId} data-part={part.id}>
      <h2 id={headingId}>{part.heading}</h2>
      <dl className="deal-facts">
        {part.facts.map((fact) => (
          <Fact key={fact.term} fact={fact} />
        ))}
      </dl>
      {part.workings !== null && (
        <details className="deal-workings">
          <summary>{part.workings.summary}</summary>
          <ul>
            <li>
              <strong>Advertised price</strong> {part.workings.advertised}
            </li>
            {part.workings.lines.map((line) => (
              <li key={line.label}>
                <strong>{line.label}</strong> {line.amount}
                <br />
                {line.workings}
                <br />
                Source: {line.source.url === null ? line.source.name : <a href={line.source.url}>{line.source.name}</a>}
                {line.dated !== null && `, in force from ${line.dated}`}
                {line.notes !== null && (
                  <>
                    <br />
                    {line.notes}
                  </>
                )}
              </li>
            ))}
            <li>
              <strong>Estimated drive-away price</strong> {part.workings.total}
            </li>
          </ul>
        </details>
      )}
      {part.lists.map((list) => (
        <div key={list.title} className="deal-page__list">
          <h3>{list.title}</h3>
          <ul>
            {list.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** The link, to copy with the button or by hand from its read-only field. */
function ShareDeal() {
  // Shown only once the deal is open, in the browser: the page's own address is the deal's link.
  const [href] = useState(() => window.location.href);
  const [said, setSaid] = useState('');
  const fieldRef = useRef<HTMLInputElement>(null);

  const copyByHand = () => {
    fieldRef.current?.focus();
    fieldRef.current?.select();
    setSaid(TEXTS.share.copyByHand);
  };

  const copy = async () => {
    setSaid('');
    try {
      if (navigator.clipboard === undefined) throw new Error('no clipboard');
      await navigator.clipboard.writeText(href);
      setSaid(TEXTS.share.copied);
    } catch {
      copyByHand();
    }
  };

  return (
    <section className="deal-page__part deal-share" aria-labelledby="deal-share-title">
      <h2 id="deal-share-title">{TEXTS.share.heading}</h2>
      <p>{TEXTS.share.about}</p>
      <div className="lead-field">
        <label htmlFor="deal-share-link">{TEXTS.share.linkLabel}</label>
        <input id="deal-share-link" type="text" readOnly value={href} ref={fieldRef} onFocus={(event) => event.currentTarget.select()} />
      </div>
      <p className="deal-share__actions">
        <button type="button" className="button button--outline" onClick={() => void copy()}>
          {TEXTS.share.button}
        </button>
        <span className="deal-share__status" role="status">
          {said}
        </span>
      </p>
    </section>
  );
}
