/**
 * Where keyboard focus goes when the mobile menu disappears without the reader closing it: a
 * window grown to desktop width unmounts the menu, and the focused control inside it goes too,
 * which would drop focus on <body> (WCAG 2.4.3). The hamburger, the usual place to return to,
 * is hidden at that width, so focus moves to the navbar's first control still shown.
 */

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Whether `el` is drawn: not display:none or visibility:hidden itself or through an ancestor. */
function isShown(el: HTMLElement): boolean {
  for (let node: HTMLElement | null = el; node; node = node.parentElement) {
    const style = getComputedStyle(node);
    if (style.display === 'none' || (node === el && style.visibility === 'hidden') || node.hidden) return false;
  }
  return true;
}

/**
 * Gives focus to the navbar's first shown control (the logo link on most sites) when focus was
 * lost, i.e. it sits on <body> or inside the closing menu. Does nothing when the reader's focus
 * is elsewhere on the page, so a resize never steals it.
 */
export function refocusNavbarAfterMenu(doc: Document = document): void {
  const active = doc.activeElement;
  const lost = !active || active === doc.body || active === doc.documentElement || active.closest('.navbar-sidebar') !== null;
  if (!lost) return;
  const navbar = doc.querySelector<HTMLElement>('nav.navbar, .navbar');
  if (!navbar) return;
  const target = [...navbar.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
    (el) => !el.closest('.navbar-sidebar') && !el.classList.contains('navbar__toggle') && isShown(el),
  );
  target?.focus();
}
