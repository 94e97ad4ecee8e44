/**
 * The home page hero carousel: one slide shown at a time, previous and next buttons that are
 * disabled at the ends (no wrap-around), and a live status line for screen readers. Slides that
 * are not shown are inert so keyboard focus never lands in them. An arrow pressed before this
 * script ran is pressed again once it is wired (early-actions.ts).
 */
import { releaseHeldClicks } from '../browser/early-actions.ts';

/** The carousel a control belongs to; a control outside a carousel is a programming error. */
function carouselOf(control: Element): HTMLElement {
  const root = control.closest<HTMLElement>('[data-carousel]');
  if (!root) throw new Error('Carousel controls must be used inside a [data-carousel] element');
  return root;
}

function setUp(root: HTMLElement): void {
  const slides = [...root.querySelectorAll<HTMLElement>('[data-carousel-slide]')];
  const previous = root.querySelector<HTMLButtonElement>('[data-carousel-prev]');
  const next = root.querySelector<HTMLButtonElement>('[data-carousel-next]');
  const status = root.querySelector<HTMLElement>('[data-carousel-status]');
  const track = root.querySelector<HTMLElement>('[data-carousel-track]');
  if (!previous || !next || !track) throw new Error('A carousel needs a track and previous and next buttons');
  if (carouselOf(previous) !== root || carouselOf(next) !== root) throw new Error('Carousel controls belong to another carousel');
  let current = 0;

  const show = (index: number) => {
    current = Math.max(0, Math.min(slides.length - 1, index));
    track.style.transform = `translateX(${-100 * current}%)`;
    slides.forEach((slide, i) => {
      const hidden = i !== current;
      slide.toggleAttribute('inert', hidden);
      slide.setAttribute('aria-hidden', String(hidden));
    });
    previous.disabled = current === 0;
    next.disabled = current === slides.length - 1;
    if (status) status.textContent = `Slide ${current + 1} of ${slides.length}`;
  };

  // A button that disables itself would drop keyboard focus on the page; hand it to its partner.
  previous.addEventListener('click', () => {
    show(current - 1);
    if (previous.disabled) next.focus();
  });
  next.addEventListener('click', () => {
    show(current + 1);
    if (next.disabled) previous.focus();
  });
  root.addEventListener('keydown', (event) => {
    if (event.target instanceof HTMLInputElement) return;
    if (event.key === 'ArrowLeft') show(current - 1);
    else if (event.key === 'ArrowRight') show(current + 1);
  });
  show(0);
  releaseHeldClicks(previous);
  releaseHeldClicks(next);
}

/** Wires every carousel on the page. */
export function initCarousels(scope: Document = document): void {
  for (const root of scope.querySelectorAll<HTMLElement>('[data-carousel]')) setUp(root);
}
