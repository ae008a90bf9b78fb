/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { renderWithSite, resetBody } from './page-env';
import DocTagsPage from '../../../../theme/pages/DocTagsPage';
import DocTagPage from '../../../../theme/pages/DocTagPage';
import type { DocTagRoute, DocTagsRoute } from '../../../../runtime/types';
import { makeHead } from '../../../helpers/page-fixtures';

const pages = suite('docs tag pages');
pages.before.each(resetBody);

pages('the tags list groups tags by letter, each linking to its page with a count', () => {
  const route: DocTagsRoute = {
    kind: 'doc-tags', page: 'doc-tags', path: '/base/docs/tags', deps: [], head: makeHead('Tags'),
    tags: [{ label: 'basics', href: '/base/docs/tags/basics', count: 2 }, { label: 'Ops', href: '/base/docs/tags/ops', count: 1 }],
  };
  const { container } = renderWithSite(<DocTagsPage route={route} />, { route });
  assert.is(container.querySelector('h1')?.textContent, 'Tags');
  assert.equal([...container.querySelectorAll('.tags-index__letter h2')].map((h) => h.textContent), ['B', 'O']);
  const first = container.querySelector('a.tag')!;
  assert.is(first.getAttribute('href'), '/base/docs/tags/basics');
  assert.is(first.textContent, 'basics2');
});

pages('a tag page lists its docs with descriptions and links back to all tags', () => {
  const route: DocTagRoute = {
    kind: 'doc-tag', page: 'doc-tag', path: '/base/docs/tags/basics', deps: [], head: makeHead('2 docs tagged with "basics"'),
    tag: { label: 'basics', href: '/base/docs/tags/basics' }, heading: '2 docs tagged with "basics"', allTagsHref: '/base/docs/tags',
    docs: [{ title: 'Deploying', href: '/base/docs/deploy' }, { title: 'Intro', href: '/base/docs/intro', description: 'Start here.' }],
  };
  const { container } = renderWithSite(<DocTagPage route={route} />, { route });
  assert.is(container.querySelector('h1')?.textContent, '2 docs tagged with "basics"');
  const all = [...container.querySelectorAll('a')].find((a) => a.textContent === 'View all tags');
  assert.is(all?.getAttribute('href'), '/base/docs/tags');
  assert.equal([...container.querySelectorAll('article h2 a')].map((a) => a.getAttribute('href')), ['/base/docs/deploy', '/base/docs/intro']);
  assert.equal([...container.querySelectorAll('article p')].map((p) => p.textContent), ['Start here.']);
});

pages('a tag page marked noindex (a tag only unlisted docs carry) shows the unlisted warning; a listed one does not', () => {
  const base: DocTagRoute = {
    kind: 'doc-tag', page: 'doc-tag', path: '/docs/tags/hush', deps: [], head: makeHead('One doc tagged with "hush"'),
    tag: { label: 'hush', href: '/docs/tags/hush' }, heading: 'One doc tagged with "hush"', allTagsHref: '/docs/tags',
    docs: [{ title: 'Hidden', href: '/docs/hidden' }],
  };
  const unlisted = { ...base, head: { ...base.head, noindex: true } };
  const shown = renderWithSite(<DocTagPage route={unlisted} />, { route: unlisted });
  assert.is(shown.container.querySelector('.theme-unlisted-banner[role=alert] .alert__heading')?.textContent, 'Unlisted page');
  resetBody();
  const listed = renderWithSite(<DocTagPage route={base} />, { route: base });
  assert.is(listed.container.querySelector('.theme-unlisted-banner'), null);
});

pages.run();
