/** @jsxRuntime automatic @jsxImportSource react */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { renderWithSite, resetBody } from '../pages/page-env';
import DocPage from '../../../../theme/pages/DocPage';
import BlogPostPage from '../../../../theme/pages/BlogPostPage';
import BlogListPage from '../../../../theme/pages/BlogListPage';
import type { BlogListRoute, DocRoute } from '../../../../runtime/types';
import { makeBlogListRoute, makeBlogPostRoute, makeDocRoute, makeHead, makeSidebar, makeSite, SIDEBAR_URL } from '../../../helpers/page-fixtures';

test.before.each(resetBody);

const renderDoc = (route: DocRoute) =>
  renderWithSite(<DocPage route={route} />, { route, site: makeSite(), deps: { [SIDEBAR_URL]: makeSidebar() } });

const draftHeading = (root: ParentNode) => root.querySelector('.theme-draft-banner[role="alert"] .alert__heading')?.textContent;

test('a draft doc, which only a dev build has, shows the "Draft page" warning; other docs none', () => {
  assert.is(draftHeading(renderDoc(makeDocRoute({ frontMatter: { draft: true } })).container), 'Draft page');
  resetBody();
  assert.is(renderDoc(makeDocRoute({ frontMatter: { draft: false } })).container.querySelector('.theme-draft-banner'), null);
});

test('a draft blog post shows the "Draft page" warning on its page; other posts none', () => {
  const draft = makeBlogPostRoute({ frontMatter: { draft: true } });
  const { container } = renderWithSite(<BlogPostPage route={draft} />, { route: draft });
  assert.is(draftHeading(container), 'Draft page');
  assert.match(container.querySelector('.theme-draft-banner')?.textContent ?? '', 'excluded from the production build');
  resetBody();
  const post = makeBlogPostRoute();
  assert.is(renderWithSite(<BlogPostPage route={post} />, { route: post }).container.querySelector('.theme-draft-banner'), null);
});

test('a blog tag page marked noindex (a tag only unlisted posts carry) shows the unlisted warning; the blog index never does', () => {
  const tag: BlogListRoute = makeBlogListRoute({ listType: 'tag', tag: { label: 'Covert', href: '/blog/tags/covert' }, head: { ...makeHead('Covert'), noindex: true } });
  assert.is(renderWithSite(<BlogListPage route={tag} />, { route: tag }).container.querySelector('.theme-unlisted-banner .alert__heading')?.textContent, 'Unlisted page');
  resetBody();
  const listedTag = makeBlogListRoute({ listType: 'tag', tag: { label: 'News', href: '/blog/tags/news' } });
  assert.is(renderWithSite(<BlogListPage route={listedTag} />, { route: listedTag }).container.querySelector('.theme-unlisted-banner'), null);
  resetBody();
  const index = makeBlogListRoute({ head: { ...makeHead('Blog'), noindex: true } });
  assert.is(renderWithSite(<BlogListPage route={index} />, { route: index }).container.querySelector('.theme-unlisted-banner'), null);
});

test.run();
