/**
 * Copy buttons of code blocks live inside build-time HTML, so they cannot carry React
 * handlers: one delegated listener on the content container serves them all.
 */
import type { ThemeTexts } from '../texts/texts';
import { copyLabels } from './code-buttons';

/** How long the button says "Copied" (behaviors §8). */
export const COPIED_DURATION_MS = 1000;

/**
 * Writes text to the clipboard: the async Clipboard API when allowed, else a hidden
 * textarea and execCommand (older browsers, non-secure origins). Resolves to success.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission denied or insecure context: fall through to the textarea route.
  }
  return copyWithTextarea(text);
}

function copyWithTextarea(text: string): boolean {
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.style.position = 'fixed';
  textarea.style.opacity = '0';
  textarea.style.pointerEvents = 'none';
  const previousFocus = document.activeElement as HTMLElement | null;
  document.body.appendChild(textarea);
  textarea.select();
  let ok = false;
  try {
    ok = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    ok = false;
  }
  textarea.remove();
  previousFocus?.focus?.();
  return ok;
}

/** The code text of a block: each line is a span and lines are joined by newlines. */
export function getCodeText(block: Element): string {
  const code = block.querySelector('code');
  return (code ?? block).textContent ?? '';
}

type CopyLabels = ReturnType<typeof copyLabels>;

function setButtonState(button: HTMLElement, copied: boolean, labels: CopyLabels): void {
  const label = button.querySelector('.code-block__copy-label');
  if (label) label.textContent = copied ? labels.copied : labels.copy;
  button.setAttribute('aria-label', copied ? labels.copied : labels.ariaLabel);
  button.classList.toggle('code-block__copy--copied', copied);
}

/** Id of the page's one status line for copy confirmations. */
export const COPY_STATUS_ID = 'opdocs-copy-status';

/**
 * The status line that says "Copied" to screen readers: a changed label of the focused button
 * is not read out by every screen reader. Made at install, before any copy, because a live
 * region must be in the page before its text changes; kept outside React's tree, in <body>.
 */
function getCopyStatus(): HTMLElement {
  let status = document.getElementById(COPY_STATUS_ID);
  if (!status) {
    status = document.createElement('div');
    status.id = COPY_STATUS_ID;
    status.className = 'visually-hidden';
    status.setAttribute('role', 'status');
    document.body.append(status);
  }
  return status;
}

/**
 * Listens for copy-button clicks inside `container`. Returns a function that removes
 * the listener and any pending label reset.
 */
export function installCodeCopy(container: HTMLElement, texts: ThemeTexts): () => void {
  const labels = copyLabels(texts);
  const timers = new Map<HTMLElement, ReturnType<typeof setTimeout>>();
  getCopyStatus();

  const onClick = (event: Event) => {
    const target = event.target as Element | null;
    const button = target?.closest?.<HTMLElement>('.code-block__copy');
    if (!button || !container.contains(button)) return;
    const block = button.closest('.code-block');
    if (!block) return;
    void copyText(getCodeText(block)).then((ok) => {
      if (!ok || !button.isConnected) return;
      setButtonState(button, true, labels);
      getCopyStatus().textContent = labels.copied;
      const pending = timers.get(button);
      if (pending !== undefined) clearTimeout(pending);
      timers.set(
        button,
        setTimeout(() => {
          timers.delete(button);
          setButtonState(button, false, labels);
          // Emptied, so the next copy is a change that is announced again.
          if (timers.size === 0) getCopyStatus().textContent = '';
        }, COPIED_DURATION_MS),
      );
    });
  };

  container.addEventListener('click', onClick);
  return () => {
    container.removeEventListener('click', onClick);
    if (timers.size > 0) getCopyStatus().textContent = '';
    for (const [button, timer] of timers) {
      clearTimeout(timer);
      setButtonState(button, false, labels);
    }
    timers.clear();
  };
}
