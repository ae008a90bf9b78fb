/** @jsxRuntime automatic @jsxImportSource react */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { renderWithSite, resetBody } from './page-env';
import MarkdownPage from '../../../../theme/pages/MarkdownPage';
import type { MarkdownPageRoute } from '../../../../runtime/types';
import { makeHead } from '../../../helpers/page-fixtures';

const makeRoute = (over: Partial<MarkdownPageRoute> = {}): MarkdownPageRoute => ({
  kind: 'page', page: 'page', path: '/base/markdown-page', head: makeHead('Markdown page'), deps: [],
  title: 'Markdown page', showTitle: true, html: '<p>Hello</p><h2 id="more" class="anchor">More</h2>',
  toc: [{ id: 'more', html: 'More', level: 2, children: [] }],
  ...over,
});

const test = suite('MarkdownPage');
test.before.each(resetBody);

test('renders a main with the title, the page HtmlBlock and a TOC', () => {
  const { container } = renderWithSite(<MarkdownPage route={makeRoute()} />);
  const main = container.querySelector('main')!;
  assert.is(main.querySelector('h1')?.textContent, 'Markdown page');
  assert.ok(main.querySelector('[data-opdocs-html="page"].markdown')?.textContent?.includes('Hello'));
  assert.ok(main.querySelector('.theme-doc-toc-desktop a[href="#more"]'));
});

test('leaves out the h1 and the TOC column when the route has neither', () => {
  const { container } = renderWithSite(<MarkdownPage route={makeRoute({ showTitle: false, toc: [] })} />);
  assert.is(container.querySelector('h1'), null);
  assert.is(container.querySelector('.markdown-page__toc'), null);
});

test('an unlisted page and a draft carry their banners above the text; a plain page none', () => {
  const banners = (route: MarkdownPageRoute) => [...renderWithSite(<MarkdownPage route={route} />).container.querySelectorAll('[role="alert"] .alert__heading')]
    .map((h) => h.textContent);
  assert.equal(banners(makeRoute({ unlisted: true })), ['Unlisted page']);
  resetBody();
  assert.equal(banners(makeRoute({ draft: true })), ['Draft page']);
  resetBody();
  assert.equal(banners(makeRoute()), []);
});

test.run();
