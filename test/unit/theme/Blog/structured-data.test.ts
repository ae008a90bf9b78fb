import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { blogPosting, jsonLdScript, routeStructuredData } from '../../../../theme/Blog/structured-data';
import { makeBlogListRoute, makeBlogPostRoute, makeDocRoute, makeHead, makePost, makeSite } from '../../../helpers/page-fixtures';

const site = makeSite();

test('a post page carries one BlogPosting with absolute links, date, author, image and keywords', () => {
  const route = makeBlogPostRoute({ head: { ...makeHead('Release 0.2'), image: 'https://example.com/base/assets/cover.png', keywords: ['operator'] }, lastUpdate: { at: Date.UTC(2025, 2, 1) } });
  const post = routeStructuredData(site, route)!;
  assert.is(post['@context'], 'https://schema.org');
  assert.is(post['@type'], 'BlogPosting');
  assert.is(post.url, 'https://example.com/base/blog/release-0-2');
  assert.is(post.headline, 'Release 0.2');
  assert.is(post.datePublished, '2025-02-01T00:00:00.000Z');
  assert.is(post.dateModified, '2025-03-01T00:00:00.000Z');
  assert.equal(post.author, { '@type': 'Person', name: 'Alex', description: 'Maintainer', url: 'https://example.com/alex', image: 'https://example.com/alex.png' });
  assert.is((post.image as { url: string }).url, 'https://example.com/base/assets/cover.png');
  assert.equal(post.keywords, ['operator']);
  assert.is((post.isPartOf as Record<string, string>)['@id'], 'https://example.com/base/blog');
});

test('the blog list page is a Blog of the posts it shows; tag pages, docs and a site without a blog carry none', () => {
  const blog = routeStructuredData(site, makeBlogListRoute())!;
  assert.is(blog['@type'], 'Blog');
  assert.is(blog['@id'], 'https://example.com/base/blog');
  assert.equal((blog.blogPost as { headline: string }[]).map((p) => p.headline), ['Release 0.2', 'Release 0.1']);
  assert.is(routeStructuredData(site, makeBlogListRoute({ listType: 'tag', heading: '2 posts tagged with "Release"' })), null);
  assert.is(routeStructuredData(site, makeDocRoute()), null);
  assert.is(routeStructuredData({ ...site, blog: null }, makeBlogPostRoute()), null);
});

test('several authors become a list of people, and site-relative author pictures become absolute', () => {
  const post = makePost(1, { authors: [{ key: 'a', name: 'A', imageURL: '/base/img/a.png' }, { key: 'b', name: 'B' }] });
  const data = blogPosting('https://example.com', post);
  assert.equal(data.author, [{ '@type': 'Person', name: 'A', image: 'https://example.com/base/img/a.png' }, { '@type': 'Person', name: 'B' }]);
});

test('text that would close the script element is escaped inside the JSON-LD block', () => {
  const route = makeBlogPostRoute({ post: makePost(2, { title: 'Why </script> matters', html: '<p>x</p>' }) });
  const script = jsonLdScript(routeStructuredData(site, route)!);
  assert.ok(script.startsWith('<script type="application/ld+json">') && script.endsWith('</script>'));
  const body = script.slice('<script type="application/ld+json">'.length, -'</script>'.length);
  assert.not.match(body, /<\/script/i);
  assert.is(JSON.parse(body).headline, 'Why </script> matters');
});

test('a post without a description of its own is described by its page\'s description', () => {
  const route = makeBlogPostRoute({ head: { ...makeHead('Release 0.2'), description: 'The first paragraph.' } });
  assert.is(routeStructuredData(site, route)!.description, 'The first paragraph.');
});

test.run();
