/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act, type ReactNode } from 'react';
import { render, useDomSuite } from '../../../helpers/dom';
import { createDocRoute, createSiteData, TestPage } from '../../../helpers/fixtures';
import { OpdocsProviders } from '../../../../runtime/context';
import { createRouteStore } from '../../../../runtime/route-store';
import { useActiveDocContext } from '../../../../theme/compat/active-doc-context';
import { useActiveVersion, useDocsPreferredVersion, useLatestVersion, useVersions, type ClientVersion } from '../../../../theme/compat/docs-client';
import type { DocsData, RouteData, SiteData } from '../../../../runtime/types';

const Versions = suite('the docs versions of the client API, with their docs and main doc id');
useDomSuite(Versions);

const DATA_URL = '/base/assets/data/global-data-1.json';

const API: DocsData = {
  pluginId: 'api', versionPersistence: 'none',
  versions: [
    { name: 'current', label: 'Next', path: '/base/api/next', mainDocPath: '/base/api/next/', isLast: false },
    { name: '2.0', label: '2.0', path: '/base/api', mainDocPath: '/base/api/', isLast: true },
  ],
};

/** What the build's global data holds of both sets of docs (features/global-data.ts). */
const GLOBAL = {
  'docusaurus-plugin-content-docs': {
    default: { path: '/base/docs', versions: [{ name: 'current', mainDocId: 'getting-started', draftIds: [], docs: [
      { id: 'getting-started', path: '/base/docs/getting-started', sidebar: 'tutorialSidebar' },
      { id: 'faq', path: '/base/docs/faq', sidebar: 'tutorialSidebar' },
    ] }] },
    api: { path: '/base/api', versions: [
      { name: 'current', mainDocId: 'overview', draftIds: [], docs: [{ id: 'overview', path: '/base/api/next/', sidebar: 'api' }] },
      { name: '2.0', mainDocId: 'overview', draftIds: [], docs: [{ id: 'overview', path: '/base/api/', sidebar: 'api' }, { id: 'auth', path: '/base/api/auth', sidebar: 'api' }] },
    ] },
  },
};

function renderWith(children: ReactNode, site: SiteData, withData: boolean, page: RouteData = createDocRoute()) {
  const route = { ...page, ...(withData ? { deps: [DATA_URL] } : {}) };
  const store = createRouteStore({ route, Page: TestPage, deps: withData ? { [DATA_URL]: GLOBAL } : {}, location: { pathname: route.path, search: '', hash: '' } });
  return render(<OpdocsProviders site={site} store={store}>{children}</OpdocsProviders>);
}

const site = () => createSiteData({ globalDataUrl: DATA_URL, docsInstances: [API] });

Versions('each version has the fields Docusaurus gives: name, label, isLast, path, mainDocId, docs and draftIds', () => {
  let versions: ClientVersion[] = [];
  function Read() {
    versions = useVersions();
    return null;
  }
  renderWith(<Read />, site(), true);
  assert.is(versions.length, 1);
  const [v] = versions;
  assert.equal({ name: v.name, label: v.label, isLast: v.isLast, path: v.path, mainDocId: v.mainDocId, draftIds: v.draftIds },
    { name: 'current', label: 'Next', isLast: true, path: '/base/docs', mainDocId: 'getting-started', draftIds: [] });
  assert.equal(v.docs.map((d) => `${d.id} ${d.path} ${d.sidebar}`), ['getting-started /base/docs/getting-started tutorialSidebar', 'faq /base/docs/faq tutorialSidebar']);
  // The main doc, as Docusaurus' getVersionMainDoc finds it.
  assert.is(v.docs.find((d) => d.id === v.mainDocId)?.path, v.mainDoc.path);
});

Versions('the hooks take a pluginId and answer for that set of docs', () => {
  const seen: Record<string, unknown> = {};
  function Read() {
    seen.names = useVersions('api').map((v) => v.name);
    const latest = useLatestVersion('api');
    seen.latest = latest && `${latest.name} ${latest.mainDocId} ${latest.docs.map((d) => d.id).join(',')}`;
    // The page shown is a doc of the `docs` section, so no version of the API docs is active.
    seen.activeApi = useActiveVersion('api');
    seen.active = useActiveVersion()?.docs.length;
    seen.context = useActiveDocContext().activeVersion?.mainDocId;
    return null;
  }
  renderWith(<Read />, site(), true);
  assert.equal(seen, { names: ['current', '2.0'], latest: '2.0 overview overview,auth', activeApi: undefined, active: 2, context: 'getting-started' });
});

Versions('on a page of the docs that is no doc (a tags page), the active version is the one whose path it lies under', () => {
  const seen: (string | undefined)[] = [];
  function Read() {
    seen.push(useActiveVersion('api')?.name, useActiveVersion()?.name);
    return null;
  }
  // Only the kind and the path of the page matter here.
  const tags = { ...createDocRoute(), kind: 'doc-tags', path: '/base/api/next/tags' } as unknown as RouteData;
  renderWith(<Read />, site(), true, tags);
  assert.equal(seen.slice(0, 2), ['current', undefined]);
});

Versions('the preferred version carries its docs too', () => {
  let docs: number | undefined;
  let save: (name: string) => void = () => {};
  function Read() {
    const preferred = useDocsPreferredVersion('api');
    save = preferred.savePreferredVersionName;
    docs = preferred.preferredVersion?.docs.length;
    return null;
  }
  renderWith(<Read />, site(), true);
  act(() => save('2.0'));
  assert.is(docs, 2);
});

Versions('without the global data a version still has every field, with no docs, rather than failing', () => {
  let v: ClientVersion | undefined;
  function Read() {
    v = useLatestVersion();
    return null;
  }
  renderWith(<Read />, createSiteData(), false);
  assert.equal([v!.name, v!.mainDocId, v!.docs, v!.draftIds, v!.mainDoc.path], ['current', '', [], [], '/base/docs/getting-started']);
});

Versions.run();
