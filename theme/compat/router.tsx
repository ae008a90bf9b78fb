/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `@docusaurus/router`: the parts of react-router that site pages use, on opdocs' router.
 * Paths are full site paths (with the baseUrl), as in Docusaurus.
 */
import { useEffect, type ReactNode } from 'react';
import { useLocation as useRouterLocation } from '../../runtime/context';
import { navigate } from '../../runtime/router';
import DocusaurusLink, { type LinkProps as DocusaurusLinkProps } from './Link';

/** The location react-router code expects (no `state`: opdocs keeps none). */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  state: undefined;
}

export function useLocation(): Location {
  const { pathname, search, hash } = useRouterLocation();
  return { pathname, search, hash, state: undefined };
}

/** The history methods pages call; navigation goes through opdocs' client router. */
export interface History {
  location: Location;
  push(path: string): void;
  replace(path: string): void;
  go(delta: number): void;
  goBack(): void;
  goForward(): void;
}

export function useHistory(): History {
  const location = useLocation();
  return {
    location,
    push: (path) => void navigate(path),
    replace: (path) => void navigate(path, { replace: true }),
    go: (delta) => window.history.go(delta),
    goBack: () => window.history.back(),
    goForward: () => window.history.forward(),
  };
}

/** Route parameters; opdocs pages have none. */
export function useParams(): Record<string, string> {
  return {};
}

/** Replaces the current history entry with `to` once in the browser; renders nothing. */
export function Redirect({ to, push = false }: { to: string; push?: boolean }): ReactNode {
  useEffect(() => void navigate(to, { replace: !push }), [to, push]);
  return null;
}

/** A react-router `to`: a full site path, or its parts. */
export type To = string | { pathname?: string; search?: string; hash?: string };

/** Props of react-router's Link (its `replace` and `state` are not kept: opdocs' router pushes). */
export interface LinkProps extends Omit<DocusaurusLinkProps, 'to' | 'href' | 'autoAddBaseUrl'> {
  to: To;
  replace?: boolean;
}

function pathOf(to: To): string {
  return typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
}

/**
 * react-router's Link, which site components import from react-router-dom beside Docusaurus'
 * own: `to` already holds the baseUrl (a router path), so none is added.
 */
export function Link({ to, replace: _replace, ...rest }: LinkProps): ReactNode {
  return <DocusaurusLink {...rest} to={pathOf(to)} autoAddBaseUrl={false} />;
}

/** react-router's NavLink: a Link that adds `activeClassName` while its path is the current page. */
export function NavLink({ to, replace: _replace, ...rest }: LinkProps): ReactNode {
  return <DocusaurusLink {...rest} to={pathOf(to)} autoAddBaseUrl={false} isNavLink />;
}
