/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `useDoc().metadata.source` (theme/compat/docs-client.ts): the doc's file as Docusaurus names
 * it, which ejected doc footers turn into "view source" links.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ReactNode } from 'react';
import { render, useDomSuite } from '../../../helpers/dom';
import { createDocRoute, createSiteData, createTestStore } from '../../../helpers/fixtures';
import { App } from '../../../../theme/App';
import { useDoc } from '../../../../theme/compat/docs-client';
import type { DocRoute } from '../../../../runtime/types';

useDomSuite(test);

/** A footer as sites eject it: a link into the repository built from the doc's source. */
function SourceLink(): ReactNode {
  const { metadata } = useDoc();
  if (!metadata.source) return <p id="none">no source</p>;
  return <a id="src" href={`https://example.com/repo/blob/main/${metadata.source.replace(/^@site\//, '')}`}>View source</a>;
}

test('a swizzled footer builds its link from the doc\'s source, @site/ then the file\'s path', () => {
  const route = { ...createDocRoute(), source: '@site/docs/guides/setup.md' } as DocRoute;
  render(<App site={createSiteData()} store={createTestStore(route, SourceLink)} />);
  assert.is(document.getElementById('src')?.getAttribute('href'), 'https://example.com/repo/blob/main/docs/guides/setup.md');
});

test('a doc page without a file (a generated index) has no source', () => {
  render(<App site={createSiteData()} store={createTestStore(createDocRoute(), SourceLink)} />);
  assert.ok(document.getElementById('none'));
});

test.run();
