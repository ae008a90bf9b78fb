/** @jsxRuntime automatic @jsxImportSource react */
import { useEffect, useRef, useState, type ReactNode, type TransitionEvent } from 'react';
import { applyStyle, COLLAPSED_STYLE, EXPANDED_STYLE, getCollapseTransition } from './collapse-animation';

/** Props of {@link Collapsible}. */
export interface CollapsibleProps {
  collapsed: boolean;
  /** true: children are not mounted until the first expansion (keeps big sidebars cheap). */
  lazy: boolean;
  as?: 'div' | 'ul';
  className?: string;
  id?: string;
  children: ReactNode;
  onCollapseTransitionEnd?: (collapsed: boolean) => void;
}

/**
 * A section that animates its height open and shut (behaviors §5). The first render,
 * on the server too, inlines the final collapsed/expanded style, so there is no layout
 * shift before hydration; later changes animate imperatively.
 */
export function Collapsible(props: CollapsibleProps): ReactNode {
  const { collapsed, lazy, as: Tag = 'div', className, id, children, onCollapseTransitionEnd } = props;
  const ref = useRef<HTMLElement>(null);
  // React must never re-apply the style prop while an animation runs, so it stays the initial one.
  const [initialStyle] = useState(() => (collapsed ? COLLAPSED_STYLE : EXPANDED_STYLE));
  const [mounted, setMounted] = useState(!lazy || !collapsed);
  if (!collapsed && !mounted) setMounted(true);

  const firstRun = useRef(true);
  useEffect(() => {
    const el = ref.current;
    if (firstRun.current || !el) {
      firstRun.current = false;
      return;
    }
    let frame = 0;
    const nextFrame = (fn: () => void) => {
      frame = requestAnimationFrame(fn);
    };
    if (collapsed) {
      nextFrame(() => {
        el.style.willChange = 'height';
        el.style.transition = getCollapseTransition(el);
        el.style.height = `${el.scrollHeight}px`;
        el.style.overflow = 'hidden';
        nextFrame(() => {
          el.style.height = '0px';
        });
      });
    } else {
      nextFrame(() => {
        el.style.display = 'block';
        nextFrame(() => {
          el.style.willChange = 'height';
          el.style.transition = getCollapseTransition(el);
          el.style.height = `${el.scrollHeight}px`;
        });
      });
    }
    return () => cancelAnimationFrame(frame);
  }, [collapsed]);

  const onTransitionEnd = (event: TransitionEvent<HTMLElement>) => {
    const el = ref.current;
    if (!el || event.target !== el || event.propertyName !== 'height') return;
    applyStyle(el, collapsed ? COLLAPSED_STYLE : EXPANDED_STYLE);
    el.style.removeProperty('transition');
    el.style.removeProperty('will-change');
    onCollapseTransitionEnd?.(collapsed);
  };

  return (
    <Tag
      ref={ref as never}
      id={id}
      className={className}
      style={initialStyle}
      onTransitionEnd={onTransitionEnd}
    >
      {mounted ? children : null}
    </Tag>
  );
}
