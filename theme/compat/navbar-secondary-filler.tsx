/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `NavbarSecondaryMenuFiller` of `@docusaurus/theme-common`: an ejected DocSidebar/Mobile (or a
 * page's own panel) fills the navbar's mobile menu with `component` drawn with `props`, while
 * it is mounted. opdocs' mobile menu shows it in its second panel, as its own docs sidebar.
 */
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { useSecondaryMenu } from '../Layout/secondary-menu';

/** Props as Docusaurus takes them. */
export interface NavbarSecondaryMenuFillerProps<P extends object> {
  component: ComponentType<P>;
  props: P;
}

/** See the module comment; draws nothing where it stands. */
export function NavbarSecondaryMenuFiller<P extends object>({ component: Component, props }: NavbarSecondaryMenuFillerProps<P>): ReactNode {
  const content = useMemo(() => <Component {...props} />, [Component, props]);
  useSecondaryMenu(content);
  return null;
}
