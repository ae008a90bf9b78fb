/**
 * The word-wrap toggles of code blocks, one delegated listener for all. A toggle shows only
 * while its code is wider than the block (or wrapped, so it can be unwrapped): without
 * scripts, or for short code, it would do nothing. So fenced code is built without one (it
 * was a fortieth of every page's bytes) and the toggle is added here where it is needed; a
 * block rendered by the CodeBlock component brings its own, hidden.
 */
import type { ThemeTexts } from '../texts/texts';
import { WORD_WRAP_SVG, WRAPPED_CLASS, wrapLabel } from './code-buttons';

const BLOCK = '.code-block';
const BUTTON = '.code-block__wrap';

/** True when the block's code needs horizontal scrolling. */
function overflows(pre: Element): boolean {
  return pre.scrollWidth > pre.clientWidth;
}

/** A new toggle, first in the block's button group (before Copy). */
function addWrapButton(block: Element, label: string): HTMLElement | null {
  const group = block.querySelector('.code-block__buttons');
  if (!group) return null;
  const button = block.ownerDocument.createElement('button');
  button.type = 'button';
  button.className = 'code-block__wrap';
  button.setAttribute('aria-label', label);
  button.title = label;
  button.setAttribute('aria-pressed', 'false');
  button.innerHTML = WORD_WRAP_SVG;
  group.prepend(button);
  return button;
}

/** Shows or hides a block's toggle for its current width and state, adding it when first needed. */
export function updateWrapButton(block: Element, label: string): void {
  const pre = block.querySelector('pre');
  if (!pre) return;
  const needed = block.classList.contains(WRAPPED_CLASS) || overflows(pre);
  const button = block.querySelector<HTMLElement>(BUTTON) ?? (needed ? addWrapButton(block, label) : null);
  if (button) button.hidden = !needed;
}

function setWrapped(block: Element, button: HTMLElement, wrapped: boolean): void {
  block.classList.toggle(WRAPPED_CLASS, wrapped);
  button.setAttribute('aria-pressed', String(wrapped));
}

/**
 * Listens for toggle clicks inside `container` and keeps each toggle's visibility in step with
 * its block's width: on resizes (a narrower window, a tab or details opening) and when the
 * content is replaced (client navigation keeps this container). Returns a cleanup function.
 */
export function installCodeWrap(container: HTMLElement, texts: ThemeTexts): () => void {
  const label = wrapLabel(texts);
  const onClick = (event: Event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(BUTTON);
    const block = button?.closest(BLOCK);
    if (!button || !block || !container.contains(button)) return;
    // The toggle stays shown after an unwrap even if the code now fits: hiding the button
    // under the pointer, or with keyboard focus on it, would lose the reader's place.
    setWrapped(block, button, !block.classList.contains(WRAPPED_CLASS));
  };
  const resized = typeof ResizeObserver === 'function'
    ? new ResizeObserver((entries) => {
      for (const entry of entries) {
        const block = entry.target.closest(BLOCK);
        if (block) updateWrapButton(block, label);
      }
    })
    : null;
  const watched = new Set<Element>();
  const scan = () => {
    // Blocks of the page navigated away from are gone: stop observing them.
    for (const pre of watched) {
      if (pre.isConnected) continue;
      resized?.unobserve(pre);
      watched.delete(pre);
    }
    for (const block of container.querySelectorAll(BLOCK)) {
      const pre = block.querySelector('pre');
      if (!pre) continue;
      updateWrapButton(block, label);
      if (resized && !watched.has(pre)) {
        watched.add(pre);
        resized.observe(pre);
      }
    }
  };
  const onWindowResize = () => {
    for (const block of container.querySelectorAll(BLOCK)) updateWrapButton(block, label);
  };
  const replaced = typeof MutationObserver === 'function' ? new MutationObserver(scan) : null;
  scan();
  container.addEventListener('click', onClick);
  replaced?.observe(container, { childList: true, subtree: true });
  if (!resized) window.addEventListener('resize', onWindowResize);
  return () => {
    container.removeEventListener('click', onClick);
    replaced?.disconnect();
    resized?.disconnect();
    window.removeEventListener('resize', onWindowResize);
  };
}
