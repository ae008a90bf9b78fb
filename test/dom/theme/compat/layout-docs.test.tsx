/** @jsxRuntime automatic @jsxImportSource react */
/**
 * The docs hooks of Docusaurus' navbar items, as an ejected NavbarItem/ComponentTypes calls them
 * inside the theme's page: the version candidates, the doc on screen found by id (without the
 * global data), and the page on screen in another language.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { ReactNode } from 'react';
import { render, useDomSuite } from '../../../helpers/dom';
import { createDocRoute, createSiteData, createTestStore } from '../../../helpers/fixtures';
import { App } from '../../../../theme/App';
import type { SiteData } from '../../../../runtime/types';
import { useAlternatePageUtils, useDocsVersionCandidates, useLayoutDoc } from '../../../../theme/compat/theme-common-internal';

const Hooks = suite('the navbar items\' docs hooks in the theme\'s pages');
useDomSuite(Hooks);

/** Renders `probe`'s text in the doc page and returns it. */
function readProbe(probe: () => string, site: SiteData = createSiteData()): string {
  function Page(): ReactNode {
    return <output id="probe">{probe()}</output>;
  }
  render(<App site={site} store={createTestStore(createDocRoute(), Page)} />);
  return document.getElementById('probe')!.textContent ?? '';
}

Hooks('the version candidates start with the version of the doc on screen', () => {
  const base = createSiteData();
  const site = { ...base, docs: { ...base.docs!, versions: [{ ...base.docs!.versions[0], isLast: false }, { name: '1.0', label: '1.0', path: `${base.baseUrl}docs/1.0`, mainDocPath: `${base.baseUrl}docs/1.0/intro`, isLast: true }] } };
  assert.is(readProbe(() => useDocsVersionCandidates().map((v) => v.name).join(','), site), 'current,1.0');
});

Hooks('useLayoutDoc finds the doc on screen by id, and gives null for a doc it cannot find', () => {
  assert.is(readProbe(() => JSON.stringify([useLayoutDoc('faq'), useLayoutDoc('nowhere'), useLayoutDoc(undefined)])), JSON.stringify([
    { id: 'faq', path: `${createSiteData().baseUrl}docs/faq`, sidebar: 'tutorialSidebar' }, null, null,
  ]));
});

Hooks('createUrl gives the page on screen in another language, fully qualified when asked', () => {
  const base = createSiteData();
  const fr = { ...base.locale, code: 'fr', label: 'Français', htmlLang: 'fr', href: `${base.baseUrl}fr/` };
  const site = { ...base, locales: [base.locale, fr] };
  const url = () => {
    const { createUrl } = useAlternatePageUtils();
    return `${createUrl({ locale: 'fr', fullyQualified: false })} ${createUrl({ locale: 'fr', fullyQualified: true })}`;
  };
  assert.is(readProbe(url, site), `${base.baseUrl}fr/docs/faq ${base.url}${base.baseUrl}fr/docs/faq`);
});

Hooks.run();
