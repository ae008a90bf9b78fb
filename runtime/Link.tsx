/** @jsxRuntime automatic @jsxImportSource react */
/**
 * Every link the theme renders. Internal links stay plain <a href> (the router intercepts
 * clicks on the document) and warm the next page: prefetch once visible, preload on first
 * hover or touch (behaviors §6.4). External links open in a new tab.
 */
import { useEffect, useRef, type AnchorHTMLAttributes, type MouseEvent, type ReactElement, type TouchEvent } from 'react';
import { isExternalHref } from './location';
import { isSlowConnection } from './prefetch';
import { prefetch as prefetchRoute, preload as preloadRoute } from './router';

/** Props of Link: every anchor attribute, plus whether to warm the target (default true). */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  prefetch?: boolean;
}

/** An anchor that knows whether it leaves the site. */
export function Link({ href, prefetch = true, target, rel, onMouseEnter, onTouchStart, ...rest }: LinkProps): ReactElement {
  const external = isExternalHref(href);
  const ref = useRef<HTMLAnchorElement>(null);
  const preloaded = useRef(false);
  const routed = !external && !href.startsWith('#') && (!target || target === '_self') && prefetch;

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

  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={external && target === undefined ? '_blank' : target}
      rel={external && rel === undefined ? 'noopener noreferrer' : rel}
      onMouseEnter={(e: MouseEvent<HTMLAnchorElement>) => {
        warm();
        onMouseEnter?.(e);
      }}
      onTouchStart={(e: TouchEvent<HTMLAnchorElement>) => {
        warm();
        onTouchStart?.(e);
      }}
    />
  );
}
