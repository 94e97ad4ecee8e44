/**
 * The vehicle page's modals: enquiry, test drive, request photos and (for a certified car) the
 * certified-vehicle info. Hydrates when the browser is idle; until then (and without JavaScript)
 * Enquire and Book a Test Drive are plain links to the page's contact section. Once hydrated, a
 * click on any `[data-lead-modal]` link or button opens its modal instead.
 *
 * An enquiry trigger may name the category the form opens with (`data-enquiry-category="Finance
 * Enquiry"`); one that names none opens it on General Enquiry. A page opened at `#quick-enquiry`
 * (the search cards' Quick Enquiry links) opens the enquiry modal as soon as it hydrates.
 */
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
// Not from enquiry-form.ts: that module brings yup, which loads only with the forms.
import { QUICK_ENQUIRY_ANCHOR } from '../../domain/routes/routes.ts';
import { FORM_TEXTS, LABELS } from '../../domain/basics/texts.ts';
import type { CategoryRequest } from './EnquiryForm.tsx';
import Modal from './Modal.tsx';
import type { FormCar, VehicleFormSettings } from './vehicle-lead.ts';
import './lead-forms.css';

// The forms (formik, yup and the domain's rules) load when a modal first opens, or when the
// shopper points at or focuses a button that opens one: they stay off the page's first load.
const loadForms = () => Promise.all([import('./EnquiryForm.tsx'), import('./TestDriveForm.tsx'), import('./RequestPhotosForm.tsx')]);
const EnquiryForm = lazy(() => import('./EnquiryForm.tsx'));
const TestDriveForm = lazy(() => import('./TestDriveForm.tsx'));
const RequestPhotosForm = lazy(() => import('./RequestPhotosForm.tsx'));

function Loading({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p className="lead-form__loading" role="status">
          <span className="lead-form__spinner" aria-hidden="true" /> Loading the form…
        </p>
      }
    >
      {children}
    </Suspense>
  );
}

/** The modals, by the `data-lead-modal` value that opens them. */
const LEAD_MODALS = ['enquiry', 'test-drive', 'request-photos', 'certified'] as const;
type LeadModal = (typeof LEAD_MODALS)[number];

/** The certified-vehicle info text (the spec gives none; ours). */
const CERTIFIED_INFO =
  'A certified pre-owned car has passed the manufacturer\'s multi-point inspection, comes with its full service history and carries an extended manufacturer-backed warranty and roadside assistance.';

interface Props {
  car: FormCar;
  settings: VehicleFormSettings;
}

export default function VehicleModals({ car, settings }: Props) {
  const [open, setOpen] = useState<LeadModal | null>(null);
  const [categoryRequest, setCategoryRequest] = useState<CategoryRequest | undefined>(undefined);
  // The extra buttons appear only once they work (they have no no-JS fallback).
  const [ready, setReady] = useState(false);
  const close = useCallback(() => setOpen(null), []);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const trigger = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-lead-modal]') : null;
      const modal = LEAD_MODALS.find((name) => name === trigger?.dataset.leadModal);
      if (modal === undefined || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      if (modal === 'enquiry') {
        const category = trigger?.dataset.enquiryCategory ?? FORM_TEXTS.defaultCategory;
        setCategoryRequest((previous) => ({ category, seq: (previous?.seq ?? 0) + 1 }));
      }
      setOpen(modal);
    };
    const openOnHash = () => {
      if (window.location.hash === `#${QUICK_ENQUIRY_ANCHOR}`) setOpen('enquiry');
    };
    const preload = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('[data-lead-modal]') !== null) void loadForms().catch(() => undefined);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('pointerover', preload, { once: false, passive: true });
    document.addEventListener('focusin', preload);
    window.addEventListener('hashchange', openOnHash);
    document.documentElement.dataset.leadModals = 'ready';
    setReady(true);
    openOnHash();
    return () => {
      window.removeEventListener('hashchange', openOnHash);
      document.removeEventListener('click', onClick);
      document.removeEventListener('pointerover', preload);
      document.removeEventListener('focusin', preload);
    };
  }, []);

  return (
    <>
      {ready && (
      <p className="vehicle-contact__more">
        <button type="button" className="button button--outline" data-lead-modal="request-photos">
          Request more photos
        </button>
        {car.certified && (
          <button type="button" className="button button--outline" data-lead-modal="certified">
            About certified vehicles
          </button>
        )}
      </p>
      )}
      <Modal id="enquiry-modal" title={`${LABELS.enquire}: ${car.name}`} open={open === 'enquiry'} onClose={close}>
        <Loading>
          <EnquiryForm car={car} settings={settings} categoryRequest={categoryRequest} />
        </Loading>
      </Modal>
      <Modal id="test-drive-modal" title={`${LABELS.bookATestDrive}: ${car.name}`} open={open === 'test-drive'} onClose={close}>
        <Loading>
          <TestDriveForm car={car} settings={settings} />
        </Loading>
      </Modal>
      <Modal id="request-photos-modal" title="Request more photos" open={open === 'request-photos'} onClose={close}>
        <Loading>
          <RequestPhotosForm car={car} settings={settings} />
        </Loading>
      </Modal>
      {car.certified && (
        <Modal id="certified-modal" title="Certified vehicle" open={open === 'certified'} onClose={close}>
          <p>{CERTIFIED_INFO}</p>
        </Modal>
      )}
    </>
  );
}
