/** @jsxRuntime automatic @jsxImportSource react */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { renderWithSite, resetBody } from '../pages/page-env';
import BlogPostPage from '../../../../theme/pages/BlogPostPage';
import BlogListPage from '../../../../theme/pages/BlogListPage';
import { blogPosting } from '../../../../theme/Blog/BlogStructuredData';
import { makeBlogListRoute, makeBlogPostRoute, makeHead, makePost } from '../../../helpers/page-fixtures';

test.before.each(resetBody);

const jsonLd = (container: HTMLElement) =>
  [...container.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ''));

test('a post page carries one BlogPosting in JSON-LD with absolute links, date, author, image and keywords', () => {
  const route = makeBlogPostRoute({ head: { ...makeHead('Release 0.2'), image: 'https://example.com/base/assets/cover.png', keywords: ['operator'] }, lastUpdate: { at: Date.UTC(2025, 2, 1) } });
  const { container } = renderWithSite(<BlogPostPage route={route} />, { route });
  const data = jsonLd(container);
  assert.is(data.length, 1);
  const post = data[0];
  assert.is(post['@context'], 'https://schema.org');
  assert.is(post['@type'], 'BlogPosting');
  assert.is(post.url, 'https://example.com/base/blog/release-0-2');
  assert.is(post.headline, 'Release 0.2');
  assert.is(post.datePublished, '2025-02-01T00:00:00.000Z');
  assert.is(post.dateModified, '2025-03-01T00:00:00.000Z');
  assert.equal(post.author, { '@type': 'Person', name: 'Alex', description: 'Maintainer', url: 'https://example.com/alex', image: 'https://example.com/alex.png' });
  assert.is(post.image.url, 'https://example.com/base/assets/cover.png');
  assert.equal(post.keywords, ['operator']);
  assert.is(post.isPartOf['@id'], 'https://example.com/base/blog');
});

test('the blog list page describes itself as a Blog of the posts it shows; tag pages carry no JSON-LD', () => {
  const route = makeBlogListRoute();
  const { container } = renderWithSite(<BlogListPage route={route} />, { route });
  const [blog] = jsonLd(container);
  assert.is(blog['@type'], 'Blog');
  assert.is(blog['@id'], 'https://example.com/base/blog');
  assert.equal(blog.blogPost.map((p: { headline: string }) => p.headline), ['Release 0.2', 'Release 0.1']);
  resetBody();
  const tagRoute = makeBlogListRoute({ listType: 'tag', heading: '2 posts tagged with "Release"' });
  const tag = renderWithSite(<BlogListPage route={tagRoute} />, { route: tagRoute });
  assert.is(jsonLd(tag.container).length, 0);
});

test('several authors become a list of people, and site-relative author pictures become absolute', () => {
  const post = makePost(1, { authors: [{ key: 'a', name: 'A', imageURL: '/base/img/a.png' }, { key: 'b', name: 'B' }] });
  const data = blogPosting('https://example.com', post);
  assert.equal(data.author, [{ '@type': 'Person', name: 'A', image: 'https://example.com/base/img/a.png' }, { '@type': 'Person', name: 'B' }]);
});

test('text that would close the script element is escaped inside the JSON-LD block', () => {
  const route = makeBlogPostRoute({ post: makePost(2, { title: 'Why </script> matters', html: '<p>x</p>' }) });
  const { container } = renderWithSite(<BlogPostPage route={route} />, { route });
  const script = container.querySelector('script[type="application/ld+json"]')!;
  assert.not.match(script.innerHTML, /<\/script/i);
  assert.is(JSON.parse(script.textContent ?? '').headline, 'Why </script> matters');
});

test('a post without a description of its own is described in JSON-LD by its page\'s description', () => {
  const route = makeBlogPostRoute({ head: { ...makeHead('Release 0.2'), description: 'The first paragraph.' } });
  const { container } = renderWithSite(<BlogPostPage route={route} />, { route });
  assert.is(jsonLd(container)[0].description, 'The first paragraph.');
});

test.run();
