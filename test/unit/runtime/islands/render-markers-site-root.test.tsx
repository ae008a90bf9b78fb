/** @jsxRuntime automatic @jsxImportSource react */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import { renderMarkers, type MarkerRenderContext } from '../../../../runtime/islands/render-markers';
import type { ComponentMap, IslandData } from '../../../../runtime/islands/island-tree';
import { componentMarkup as m } from '../../../../cli/pipeline/parse/content-component';
import { decodeEntities } from '../../../../runtime/islands/markers';

// What a site's Root (or Layout/Provider) provides, and a hook that refuses to run without it.
const Tide = createContext<string | null>(null);
function useTide(): string {
  const tide = useContext(Tide);
  if (tide === null) throw new Error('useTide is used outside <TideProvider>');
  return tide;
}
const TideBadge = () => <b className="tide">{useTide()}</b>;
const Plain = ({ children }: { children?: ReactNode }) => <i>{children}</i>;
// Root also draws a banner: it must stay out of every island that does not need Root.
const SiteRoot = ({ children }: { children?: ReactNode }) => <Tide.Provider value="high"><p className="banner">Banner</p>{children}</Tide.Provider>;

const ctx = (interactive: boolean, siteRoot = true): MarkerRenderContext => ({
  components: { TideBadge, Plain } as unknown as ComponentMap,
  isInteractive: () => interactive,
  idPrefix: 'b',
  ...(siteRoot ? { siteRoot: (e: ReactElement) => <SiteRoot>{e}</SiteRoot> } : {}),
});
const islands = (html: string): IslandData[] => [...html.matchAll(/data-island="([^"]*)"/g)].map((x) => JSON.parse(decodeEntities(x[1])) as IslandData);

test('an island whose component needs what the site\'s Root provides renders inside Root and says so; one that does not stays without it', () => {
  const out = renderMarkers(`${m('TideBadge', {}, '')}<p>between</p>${m('Plain', {}, 'calm')}`, ctx(true));
  assert.match(out, '<b class="tide">high</b>');
  assert.equal(islands(out).map((d) => [d.t.c, d.r ?? 0]), [['TideBadge', 1], ['Plain', 0]]);
  // Root's own markup comes with the island that needed it only.
  assert.is(out.split('class="banner"').length - 1, 1);
  assert.match(out, /<opdocs-island data-island="[^"]*"><i>calm<\/i><\/opdocs-island>$/);
});

test('a static component that needs Root renders inside it too', () => {
  assert.match(renderMarkers(m('TideBadge', {}, ''), ctx(false)), '<b class="tide">high</b>');
});

test('without a site Root the component\'s own error is what the build reports', () => {
  assert.throws(() => renderMarkers(m('TideBadge', {}, ''), ctx(true, false)), /useTide is used outside <TideProvider>/);
});

test.run();
