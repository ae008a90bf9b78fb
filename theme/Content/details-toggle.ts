/**
 * Animated opening and closing of the content's `<details>` (Markdown's and the Details
 * component's, both marked with `data-collapsed`), one delegated listener for all. Until it is
 * installed (after hydration) the element opens and closes natively; it stays native after too,
 * so find-in-page and assistive technology still open it, and `data-collapsed` follows them.
 */
import { applyStyle, getCollapseTransition } from '../Collapsible/collapse-animation';

const MARKED = 'details[data-collapsed]';

/** Elements mid-animation, with the function that ends the animation early. */
const running = new WeakMap<HTMLDetailsElement, () => void>();

// By tag name, not instanceof: the element may come from another window (an iframe, a test DOM).
function isMarked(el: Element | null | undefined): el is HTMLDetailsElement {
  return el?.tagName === 'DETAILS' && el.matches(MARKED);
}

function setCollapsed(details: HTMLDetailsElement, collapsed: boolean): void {
  details.setAttribute('data-collapsed', String(collapsed));
}

/**
 * Animates the element's own height between its closed height (the summary alone) and its
 * open one. Closing keeps it open until the height has shrunk, so the content slides away.
 */
export function animateDetails(details: HTMLDetailsElement, open: boolean): void {
  // Mid-animation, from the height it has reached.
  const from = details.offsetHeight;
  running.get(details)?.();
  // Measure the other end: the element as it will be, with no height of ours on it.
  details.open = open;
  const to = details.offsetHeight;
  details.open = true;
  setCollapsed(details, !open);
  const done = () => {
    details.removeEventListener('transitionend', onEnd);
    running.delete(details);
    details.style.removeProperty('height');
    details.style.removeProperty('overflow');
    details.style.removeProperty('transition');
    details.open = open;
  };
  const onEnd = (e: TransitionEvent) => {
    if (e.target === details && e.propertyName === 'height') done();
  };
  running.set(details, done);
  applyStyle(details, { height: `${from}px`, overflow: 'hidden' });
  void details.offsetHeight; // commit the start height before the transition is set
  details.style.setProperty('transition', getCollapseTransition(details));
  details.addEventListener('transitionend', onEnd);
  details.style.setProperty('height', `${to}px`);
  if (from === to) done();
}

/** Takes over summary clicks of the marked `<details>` under `container`; returns the removal. */
export function installDetailsToggle(container: HTMLElement): () => void {
  const onClick = (e: MouseEvent) => {
    const summary = (e.target as Element | null)?.closest?.('summary');
    const details = summary?.parentElement;
    if (!summary || !isMarked(details) || !container.contains(details)) return;
    // A link or button inside the summary does its own thing; only the first summary toggles.
    const control = (e.target as Element).closest('a, button, input, select, textarea');
    if ((control && summary.contains(control)) || details.querySelector(':scope > summary') !== summary) return;
    e.preventDefault();
    animateDetails(details, running.has(details) ? details.getAttribute('data-collapsed') === 'true' : !details.open);
  };
  // Opened another way (find in page, a script): keep data-collapsed true to the element.
  const onToggle = (e: Event) => {
    const details = e.target as Element | null;
    if (isMarked(details) && !running.has(details)) setCollapsed(details, !details.open);
  };
  // Capturing: browsers toggle after the whole dispatch, but happy-dom (the DOM tests') toggles
  // as the click bubbles through the element, before a listener above it could cancel that.
  container.addEventListener('click', onClick, true);
  // `toggle` does not bubble.
  container.addEventListener('toggle', onToggle, true);
  return () => {
    container.removeEventListener('click', onClick, true);
    container.removeEventListener('toggle', onToggle, true);
  };
}
