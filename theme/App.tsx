/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The root of every page, on the server and in the browser: providers, the Layout, and the
 * current route's page inside an error boundary that resets when the route changes.
 */
import type { ReactNode } from 'react';
import { RouteStoreContext, SiteContext, useRouteState } from '../runtime/context';
import type { RouteStore } from '../runtime/route-store';
import type { SiteData } from '../runtime/types';
import { ColorModeProvider } from './ColorMode/ColorModeProvider';
import { ErrorBoundary, type ErrorFallbackProps } from './ErrorBoundary/ErrorBoundary';
import { ErrorPageContent } from './ErrorBoundary/ErrorPageContent';
import { Layout } from './Layout/Layout';
import { SidebarMemoryProvider } from './DocSidebar/sidebar-memory';
import { Root } from './Root';

/** Props of {@link App}. */
export interface AppProps {
  site: SiteData;
  store: RouteStore;
}

function CurrentPage(): ReactNode {
  const state = useRouteState();
  return (
    <ErrorBoundary key={state.route.path} fallback={(props) => <ErrorPageContent {...props} />}>
      <state.Page route={state.route} />
    </ErrorBoundary>
  );
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
      <RouteStoreContext.Provider value={store}>
        <ColorModeProvider>
          <ErrorBoundary fallback={(props) => <RootFallback {...props} />}>
            <Root>
              <SidebarMemoryProvider>
                <Layout>
                  <CurrentPage />
                </Layout>
              </SidebarMemoryProvider>
            </Root>
          </ErrorBoundary>
        </ColorModeProvider>
      </RouteStoreContext.Provider>
    </SiteContext.Provider>
  );
}
