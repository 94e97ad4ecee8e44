/**
 * The offer cards' 'View more' / 'View less' toggles (src/components/offers/CollapsibleText.astro):
 * a click (or Enter / Space, as for any button) swaps the cut text for the full one or back, flips
 * aria-expanded and the label, and eases the box's height and the new text's opacity over 300 ms
 * (spec section 9). With prefers-reduced-motion the swap is instant (offers.css sets no transition).
 * A toggle pressed before this script ran is pressed again once it is wired (early-actions.ts).
 */
import { releaseHeldClicks } from '../browser/early-actions.ts';

/** The box eases from its current height to the new text's height, then lets go of the height. */
function resize(box: HTMLElement, swap: () => void): void {
  const from = box.getBoundingClientRect().height;
  swap();
  const to = box.getBoundingClientRect().height;
  if (from === to || getComputedStyle(box).transitionDuration === '0s') return;
  box.style.height = `${from}px`;
  // Read layout so the browser starts the transition from `from`.
  void box.offsetHeight;
  box.style.height = `${to}px`;
  const release = (event: TransitionEvent) => {
    if (event.target !== box || event.propertyName !== 'height') return;
    box.style.height = '';
    box.removeEventListener('transitionend', release);
  };
  box.addEventListener('transitionend', release);
}

function setUp(root: HTMLElement): void {
  const button = root.querySelector<HTMLButtonElement>('.collapsible__toggle');
  const box = root.querySelector<HTMLElement>('.collapsible__box');
  const short = root.querySelector<HTMLElement>('.collapsible__short');
  const full = root.querySelector<HTMLElement>('.collapsible__full');
  if (!button || !box || !short || !full) return;
  button.addEventListener('click', () => {
    const expand = button.getAttribute('aria-expanded') !== 'true';
    resize(box, () => {
      short.hidden = expand;
      full.hidden = !expand;
      button.setAttribute('aria-expanded', String(expand));
      button.textContent = (expand ? button.dataset.less : button.dataset.more) ?? '';
    });
    // The text that appears fades in alongside the height.
    const shown = expand ? full : short;
    shown.classList.add('collapsible__entering');
    void shown.offsetHeight;
    shown.classList.remove('collapsible__entering');
  });
  releaseHeldClicks(button);
}

/** Wires every collapsible text on the page. */
export function initCollapsibleTexts(): void {
  document.querySelectorAll<HTMLElement>('[data-collapsible]').forEach(setUp);
}
