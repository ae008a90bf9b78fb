/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Every link the theme renders. Internal links stay plain <a href> (the router intercepts
 * clicks on the document) and warm the next page: prefetch once visible, preload on first
 * hover or touch (behaviors §6.4). External links open in a new tab.
 */
import { createElement, useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent, type ReactElement, type TouchEvent } from 'react';
import { usePageHref } from './context';
import { isExternalHref } from './location';
import { isSlowConnection } from './prefetch';
import { prefetch as prefetchRoute, preload as preloadRoute } from './router';

/** Props of Link: every anchor attribute, plus whether to warm the target (default true). */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  prefetch?: boolean;
}

/** The props Link turns into something else; every other one reaches the <a> as given. */
const OWN = new Set(['href', 'prefetch', 'target', 'rel', 'onMouseEnter', 'onTouchStart']);

/** An anchor that knows whether it leaves the site. */
export function Link(props: LinkProps): ReactElement {
  const { prefetch = true, target, rel, onMouseEnter, onTouchStart } = props;
  // A swizzled component may pass no href (an EditThisPage given no editUrl): Docusaurus' Link
  // then draws an anchor without one, and so does this, which neither routes nor prefetches.
  const given: string | undefined = typeof props.href === 'string' ? props.href : undefined;
  const external = given !== undefined && isExternalHref(given);
  // Site paths take the site's trailing-slash form (config `trailingSlash`), as Docusaurus' Link does.
  const formed = usePageHref();
  const href = given === undefined || external ? given : formed(given);
  const ref = useRef<HTMLAnchorElement>(null);
  const preloaded = useRef(false);
  const routed = href !== undefined && !external && !href.startsWith('#') && (!target || target === '_self') && prefetch;

  useEffect(() => {
    const el = ref.current;
    if (!routed || !el || isSlowConnection()) return;
    if (typeof IntersectionObserver === 'undefined') {
      prefetchRoute(href);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting || entry.intersectionRatio > 0)) {
        observer.disconnect();
        prefetchRoute(href);
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [href, routed]);

  const warm = () => {
    if (!routed || preloaded.current || isSlowConnection()) return;
    preloaded.current = true;
    preloadRoute(href).catch(() => {});
  };

  // The <a>'s props are copied by hand, not with `...rest` and a JSX spread: Link gets props
  // of many shapes, which makes V8's object rest and spread megamorphic (about 5 µs a call),
  // and a large site's sidebar renders this link thousands of times per page batch.
  const anchor: Record<string, unknown> = {};
  for (const key in props) if (!OWN.has(key)) anchor[key] = props[key as keyof LinkProps];
  anchor.ref = ref;
  anchor.href = href;
  // While the server renders a React page, its links are marked for the build's link check,
  // which reads and removes the mark (cli/render/rendered-links.ts): Docusaurus checks the
  // links its Link renders, not plain anchors. Browser bundles define the flag as false.
  if ((globalThis as { __opdocsMarkLinks?: boolean }).__opdocsMarkLinks) anchor['data-opdocs-link'] = '';
  anchor.target = external && target === undefined ? '_blank' : target;
  anchor.rel = external && rel === undefined ? 'noopener noreferrer' : rel;
  anchor.onMouseEnter = (e: MouseEvent<HTMLAnchorElement>) => {
    warm();
    onMouseEnter?.(e);
  };
  anchor.onTouchStart = (e: TouchEvent<HTMLAnchorElement>) => {
    warm();
    onTouchStart?.(e);
  };
  return createElement('a', anchor);
}
