/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Hiding the desktop docs sidebar (config `docs.sidebarHideable`, behaviors §9): whether it is
 * hidden outlives page changes (a module store, as the docs pages do not share one component
 * instance), and the two controls: a button at the foot of the sidebar, and the thin bar left
 * in its place.
 */
import { useSyncExternalStore, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useThemeTexts } from '../texts/texts';

let hidden = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function setHidden(value: boolean): void {
  hidden = value;
  for (const listener of listeners) listener();
}

/** Whether the reader hid the sidebar, and the setter; shown on the server and at first load. */
export function useSidebarHidden(): [boolean, (value: boolean) => void] {
  return [useSyncExternalStore(subscribe, () => hidden, () => false), setHidden];
}

function ArrowIcon({ className }: { className: string }): ReactNode {
  return (
    <svg className={className} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" d="M13 6 7 12l6 6M19 6l-6 6 6 6" />
    </svg>
  );
}

/** The button at the foot of the sidebar that hides it. */
export function CollapseSidebarButton({ onCollapse, ref }: { onCollapse(): void; ref?: Ref<HTMLButtonElement> }): ReactNode {
  const { t } = useThemeTexts();
  return (
    <button ref={ref} type="button" title={t('theme.docs.sidebar.collapseButtonTitle', 'Collapse sidebar')} aria-label={t('theme.docs.sidebar.collapseButtonAriaLabel', 'Collapse sidebar')} className="button button--secondary button--outline collapse-sidebar-button" onClick={onCollapse}>
      <ArrowIcon className="collapse-sidebar-button__icon" />
    </button>
  );
}

/** The thin bar left where the sidebar was: a button that shows it again. */
export function ExpandSidebarButton({ onExpand, ref }: { onExpand(): void; ref?: Ref<HTMLDivElement> }): ReactNode {
  const { t } = useThemeTexts();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onExpand();
  };
  return (
    <div ref={ref} className="expand-sidebar-button" role="button" tabIndex={0} title={t('theme.docs.sidebar.expandButtonTitle', 'Expand sidebar')} aria-label={t('theme.docs.sidebar.expandButtonAriaLabel', 'Expand sidebar')} onClick={onExpand} onKeyDown={onKeyDown}>
      <ArrowIcon className="expand-sidebar-button__icon" />
    </div>
  );
}
