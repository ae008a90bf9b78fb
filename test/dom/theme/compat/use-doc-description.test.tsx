/** @jsxRuntime automatic @jsxImportSource react */
/**
 * `useDoc().metadata.description` (theme/compat/docs-client.ts) is a string, as in Docusaurus,
 * also for a doc with no description: swizzled metadata components measure or validate it.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ReactNode } from 'react';
import { render, useDomSuite } from '../../../helpers/dom';
import { createDocRoute, createHead, createSiteData, createTestStore } from '../../../helpers/fixtures';
import { App } from '../../../../theme/App';
import { useDoc } from '../../../../theme/compat/docs-client';
import type { DocRoute } from '../../../../runtime/types';

useDomSuite(test);

/** A swizzled DocItem/Metadata as sites write one: it shortens the description for a card. */
function Card(): ReactNode {
  const { metadata } = useDoc();
  return <p id="card">{`[${metadata.description.slice(0, 12)}]`}</p>;
}

test('a doc without a description gives an empty string, so string methods on it work', () => {
  render(<App site={createSiteData()} store={createTestStore({ ...createDocRoute(), head: createHead('Nest') } as DocRoute, Card)} />);
  assert.is(document.getElementById('card')?.textContent, '[]');
});

test('a doc with a description gives it', () => {
  const route = { ...createDocRoute(), head: { ...createHead('Nest'), description: 'Where the owls sleep by day.' } } as DocRoute;
  render(<App site={createSiteData()} store={createTestStore(route, Card)} />);
  assert.is(document.getElementById('card')?.textContent, '[Where the ow]');
});

test.run();
