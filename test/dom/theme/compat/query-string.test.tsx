/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { act } from 'react';
import { render, useDomSuite } from '../../../helpers/dom';
import { createDocRoute, createSiteData, createTestStore } from '../../../helpers/fixtures';
import { OpdocsProviders } from '../../../../runtime/context';
import { useQueryString, useQueryStringList, useSearchQueryString } from '../../../../theme/compat/theme-common';

const QueryString = suite('theme-common query-string hooks (useQueryString, useQueryStringList)');
useDomSuite(QueryString);

let setTitle: (v: string | null) => void = () => {};
let setTags: (l: string[]) => void = () => {};

function Filters() {
  const [title, st] = useQueryString('title');
  const [tags, sl] = useQueryStringList('tags');
  setTitle = st;
  setTags = sl;
  return <p id="out">{`${title}|${tags.join(',')}`}</p>;
}

function renderAt(pathname: string, search: string) {
  window.history.replaceState(null, '', pathname + search);
  const store = createTestStore(createDocRoute(), undefined, { pathname, search });
  return render(<OpdocsProviders site={createSiteData()} store={store}><Filters /></OpdocsProviders>);
}

QueryString('after hydration the hooks read the value and every value of a repeated key from the query', () => {
  renderAt('/base/gallery', '?title=note&tags=rich&tags=react');
  assert.is(document.getElementById('out')!.textContent, 'note|rich,react');
});

QueryString('a missing key reads as an empty string and an empty list', () => {
  renderAt('/base/gallery', '?other=1');
  assert.is(document.getElementById('out')!.textContent, '|');
});

QueryString('setters rewrite the address in place, keeping other keys; null removes a key, a list replaces every value', () => {
  renderAt('/base/gallery', '?other=1&tags=old');
  const entries = window.history.length;
  act(() => setTitle('tab'));
  assert.is(window.location.pathname + window.location.search, '/base/gallery?other=1&tags=old&title=tab');
  act(() => setTags(['a', 'b']));
  assert.is(window.location.search, '?other=1&title=tab&tags=a&tags=b');
  act(() => setTitle(null));
  assert.is(window.location.search, '?other=1&tags=a&tags=b');
  assert.is(window.history.length, entries, 'no history entry was added');
});

QueryString('useSearchQueryString reads ?q= and rewrites it in place; an empty query removes it', () => {
  let setQuery: (v: string) => void = () => {};
  function Search() {
    const [query, set] = useSearchQueryString();
    setQuery = set;
    return <p id="query">{query}</p>;
  }
  window.history.replaceState(null, '', '/base/search?q=newt');
  const store = createTestStore(createDocRoute(), undefined, { pathname: '/base/search', search: '?q=newt' });
  render(<OpdocsProviders site={createSiteData()} store={store}><Search /></OpdocsProviders>);
  assert.is(document.getElementById('query')!.textContent, 'newt');
  const entries = window.history.length;
  act(() => setQuery('eft'));
  assert.is(window.location.search, '?q=eft');
  act(() => setQuery(''));
  assert.is(window.location.search, '');
  assert.is(window.history.length, entries);
});

QueryString.run();
