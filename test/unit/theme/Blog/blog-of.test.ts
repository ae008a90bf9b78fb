import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { BlogData } from '../../../../runtime/types';
import { blogOf } from '../../../../theme/Blog/blog-of';
import { makeBlogListRoute, makeBlogPostRoute, makeDocRoute } from '../../../helpers/page-fixtures';

const blog = (path: string): BlogData => ({ path, tagsPath: `${path}/tags`, authorsPath: `${path}/authors`, title: path, sidebarTitle: 'Recent', feeds: [] });
const site = { blog: blog('/blog'), blogInstances: [{ id: 'changelog', ...blog('/changelog') }] };

test('a page of a blog of blogInstances gets that blog; any other page gets the site\'s blog', () => {
  assert.is(blogOf(site, { ...makeBlogListRoute(), blogId: 'changelog' })?.path, '/changelog');
  assert.is(blogOf(site, makeBlogPostRoute())?.path, '/blog');
  assert.is(blogOf(site, makeDocRoute())?.path, '/blog');
});

test('a blog id the site does not list falls back to the site\'s blog, and no blog gives null', () => {
  assert.is(blogOf(site, { ...makeBlogPostRoute(), blogId: 'gone' })?.path, '/blog');
  assert.is(blogOf({ blog: null }, makeBlogPostRoute()), null);
});

test.run();
