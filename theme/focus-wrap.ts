/**
 * The focus wrap of a dialog or an open menu (behaviors §12.1): Tab on the last control goes
 * to the first, Shift+Tab on the first goes to the last. Each caller says which controls count.
 */
export function wrapFocus(event: { key: string; shiftKey: boolean; preventDefault(): void }, focusable: HTMLElement[]): void {
  if (event.key !== 'Tab') return;
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
