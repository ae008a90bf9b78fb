/**
 * The window-wide search keys (behaviors §12.1): Ctrl/Cmd+K toggles the modal, "/" opens it
 * unless the reader is typing somewhere, Escape closes it. Opening is refused while another
 * DocSearch-style modal holds the page (body.DocSearch--active).
 */
import { useEffect, useRef } from 'react';

function isEditing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || typeof el.tagName !== 'string') return false;
  return el.isContentEditable || el.tagName === 'INPUT' || el.tagName === 'SELECT' || el.tagName === 'TEXTAREA';
}

/**
 * Listens while mounted; `isOpen` is read at key time. With `opensOnKeys` false only Escape
 * (closing) is handled: a second search button on the page (a site's `@theme/SearchBar`) must
 * not open a second modal on the same key press.
 */
export function useSearchShortcuts(opts: { isOpen: boolean; onOpen: () => void; onClose: () => void; opensOnKeys?: boolean }): void {
  const ref = useRef(opts);
  ref.current = opts;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { isOpen, onOpen, onClose, opensOnKeys = true } = ref.current;
      if (!isOpen && !opensOnKeys) return;
      const toggle = (event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k';
      const slash = !isOpen && event.key === '/' && !isEditing(event.target);
      const escape = isOpen && event.code === 'Escape';
      if (!toggle && !slash && !escape) return;
      event.preventDefault();
      if (isOpen) onClose();
      else if (!document.body.classList.contains('DocSearch--active')) onOpen();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
