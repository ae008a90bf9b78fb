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

/** Listens while mounted; `isOpen` is read at key time. */
export function useSearchShortcuts(opts: { isOpen: boolean; onOpen: () => void; onClose: () => void }): void {
  const ref = useRef(opts);
  ref.current = opts;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const { isOpen, onOpen, onClose } = ref.current;
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
