/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The root of every page, on the server and in the browser: providers, the Layout, and the
 * current route's page inside an error boundary that resets when the route changes.
 */
import { useContext, type ComponentType, type ReactNode } from 'react';
import { RouteStoreProvider, SiteContext, useLocation, useRouteState, useSite } from '../runtime/context';
import type { RouteStore } from '../runtime/route-store';
import type { PageProps, SiteData } from '../runtime/types';
import { createDocusaurusContext } from './compat/docusaurus-context';
import { ColorModeProvider } from './ColorMode/ColorModeProvider';
import { ErrorBoundary, type ErrorFallbackProps } from './ErrorBoundary/ErrorBoundary';
import { ErrorPageContent } from './ErrorBoundary/ErrorPageContent';
import { Layout } from './Layout/Layout';
import { Frame, FrameSlotContext } from './Layout/frame-slot';
import { SidebarMemoryProvider } from './DocSidebar/sidebar-memory';
import { Root } from './Root';

/** Props of {@link App}. */
export interface AppProps {
  site: SiteData;
  store: RouteStore;
}

function CurrentPage(): ReactNode {
  const state = useRouteState();
  const site = useSite();
  const location = useLocation();
  // A site's React page gets what Docusaurus gives one: the site config as `config`, and the location.
  const docusaurusProps = state.route.kind === 'react-page' ? { config: createDocusaurusContext(site).siteConfig, location } : null;
  const Page = state.Page as ComponentType<PageProps & Record<string, unknown>>;
  return (
    <ErrorBoundary key={state.route.path} fallback={(props) => <FramedIfPending><ErrorPageContent {...props} /></FramedIfPending>}>
      <Page {...docusaurusProps} route={state.route} />
    </ErrorBoundary>
  );
}

/** A crashed Docusaurus page never reached its own `<Layout>`: its crash screen still gets the navbar. */
function FramedIfPending({ children }: { children: ReactNode }): ReactNode {
  return useContext(FrameSlotContext) ? <Frame>{children}</Frame> : children;
}

/** The Layout, framing the page unless it is a Docusaurus page, which frames itself with `<Layout>`. */
function RouteLayout({ children }: { children: ReactNode }): ReactNode {
  const { route } = useRouteState();
  return <Layout framed={!(route.kind === 'react-page' && route.ownFrame)}>{children}</Layout>;
}

/** Crash screen for errors outside the page: inside the Layout if that still works, bare if not. */
function RootFallback(props: ErrorFallbackProps): ReactNode {
  return (
    <ErrorBoundary fallback={() => <ErrorPageContent {...props} />}>
      <Layout>
        <ErrorPageContent {...props} />
      </Layout>
    </ErrorBoundary>
  );
}

/** The whole site UI for one route store. */
export function App({ site, store }: AppProps): ReactNode {
  return (
    <SiteContext.Provider value={site}>
      <RouteStoreProvider store={store}>
        <ColorModeProvider>
          <ErrorBoundary fallback={(props) => <RootFallback {...props} />}>
            <Root>
              <SidebarMemoryProvider>
                <RouteLayout>
                  <CurrentPage />
                </RouteLayout>
              </SidebarMemoryProvider>
            </Root>
          </ErrorBoundary>
        </ColorModeProvider>
      </RouteStoreProvider>
    </SiteContext.Provider>
  );
}
