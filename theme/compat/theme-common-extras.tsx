/** @jsxRuntime automatic @jsxImportSource react */
/**
 * More of `@docusaurus/theme-common` that ejected theme components use (counted in public
 * Docusaurus sites' swizzles): the previous value of a prop, an error boundary naming what
 * failed, the reduced-motion preference and the skip link's target id.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { ErrorBoundary } from '../ErrorBoundary/ErrorBoundary';
import { MAIN_WRAPPER_ID } from '../SkipToContent/main-wrapper-id';
import { useSite } from '../../runtime/context';
import { selectPluralForm } from '../texts/texts';
import { translate } from './Translate';

/** `value` as it was on the previous render (undefined on the first). */
export function usePrevious<T>(value: T): T | undefined {
  const ref = useRef<T | undefined>(undefined);
  useEffect(() => {
    ref.current = value;
  });
  return ref.current;
}

/**
 * Rethrows what `children` throw as `onError(error)`, so the error that reaches the page says
 * which part failed (a navbar item names its config entry this way).
 */
export function ErrorCauseBoundary({ children, onError }: { children?: ReactNode; onError: (error: Error) => Error }): ReactNode {
  return (
    <ErrorBoundary
      fallback={({ error }) => {
        throw onError(error instanceof Error ? error : new Error(String(error)));
      }}
    >
      {children}
    </ErrorBoundary>
  );
}

/** Whether the reader asked the system for less motion; false on the server. */
export const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The id of the element the "Skip to main content" link moves to when a page has no <main>. */
export const SkipToContentFallbackId = MAIN_WRAPPER_ID;

/**
 * The "N items" line of a category's card, in the site's language (its `code.json` may translate
 * `theme.docs.DocCard.categoryDescription.plurals`), for a site's own DocCard.
 */
export function useDocCardDescriptionCategoryItemsPlural(): (count: number) => string {
  const locale = useSite().locale.code;
  return (count: number) => selectPluralForm(locale, count, translate({ id: 'theme.docs.DocCard.categoryDescription.plurals', message: '1 item|{count} items' }, { count }));
}

/**
 * Docusaurus' `processAdmonitionProps`, for a site's ejected Admonition: the props as given, the
 * keyword defaulting to note. Docusaurus digs a Markdown title out of the children; opdocs'
 * Markdown passes it as `title` already.
 */
export function processAdmonitionProps<P extends { type?: string; title?: ReactNode }>(props: P): P & { type: string } {
  return { ...props, type: props.type ?? 'note' };
}

/** "Tags", the title of a tags page in the built locale, for a site's own BlogTagsListPage. */
export const translateTagsPageTitle = (): string => translate({ id: 'theme.tags.tagsPageTitle', message: 'Tags' });
