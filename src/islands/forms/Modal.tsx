/**
 * A modal dialog on the native <dialog> element opened with showModal(): the rest of the page is
 * inert, focus moves to the dialog's first field and Tab cycles inside it, Escape closes it, and focus returns
 * to the element that opened it. Labelled by its heading.
 */
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { FOCUSABLE_SELECTOR, trapTabKey } from '../../browser/focus-trap.ts';

interface Props {
  id: string;
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}

export default function Modal({ id, title, open, onClose, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<Element | null>(null);
  // The content mounts on the first open and then stays: a form keeps what was typed, and when it
  // was first shown (the bot check's fill time), across closing and reopening.
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    if (open && !element.open) {
      opener.current = document.activeElement;
      element.showModal();
      // The first field, not the Close button: the shopper came to fill the form in. A form still
      // loading gets the focus as soon as its first field appears (unless the shopper moved on).
      const firstField = () => element.querySelector<HTMLElement>(`.lead-modal__body :is(${FOCUSABLE_SELECTOR})`);
      const field = firstField();
      if (field !== null) {
        field.focus();
        return;
      }
      element.querySelector<HTMLElement>(FOCUSABLE_SELECTOR)?.focus();
      const focusedBefore = document.activeElement;
      const observer = new MutationObserver(() => {
        const appeared = firstField();
        if (appeared === null) return;
        observer.disconnect();
        if (element.open && document.activeElement === focusedBefore) appeared.focus();
      });
      observer.observe(element, { childList: true, subtree: true });
      return () => observer.disconnect();
    } else if (!open && element.open) {
      element.close();
    }
    return undefined;
  }, [open]);

  useEffect(() => {
    const element = dialog.current;
    if (element === null) return;
    const closed = () => {
      onClose();
      if (opener.current instanceof HTMLElement) opener.current.focus();
    };
    element.addEventListener('close', closed);
    return () => element.removeEventListener('close', closed);
  }, [onClose]);

  // Keeps Tab inside the dialog (the browser would otherwise let it reach its own toolbar).
  const trapTab = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (dialog.current !== null) trapTabKey(event, dialog.current);
  };

  return (
    <dialog ref={dialog} id={id} className="lead-modal" aria-labelledby={`${id}-title`} onKeyDown={trapTab}>
      <div className="lead-modal__header">
        <h2 id={`${id}-title`}>{title}</h2>
        <button type="button" className="lead-modal__close" aria-label="Close" onClick={() => dialog.current?.close()}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="lead-modal__body">{opened && children}</div>
    </dialog>
  );
}
