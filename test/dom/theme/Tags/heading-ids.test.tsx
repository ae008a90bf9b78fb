/** @jsxRuntime automatic @jsxImportSource react */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { renderToStaticMarkup } from 'react-dom/server';
import { TagsIndex } from '../../../../theme/Tags/TagsIndex';
import BlogArchivePage from '../../../../theme/pages/BlogArchivePage';
import type { BlogArchiveRoute } from '../../../../runtime/types';
import { SiteContext } from '../../../../runtime/context';
import { createSiteData } from '../../../helpers/fixtures';

test('tags index letters and archive years carry the ids Docusaurus gives them', () => {
  const tags = renderToStaticMarkup(<TagsIndex tags={[{ label: 'Alpha', href: '/blog/tags/alpha', count: 1 }]} />);
  assert.match(tags, '<section class="tags-index__letter" aria-labelledby="A"><h2 id="A">A</h2>');
  const route = { years: [{ year: '2025', posts: [{ href: '/blog/p', title: 'P', formattedDate: 'January 1' }] }] } as unknown as BlogArchiveRoute;
  const archive = renderToStaticMarkup(<SiteContext.Provider value={createSiteData()}><BlogArchivePage route={route} /></SiteContext.Provider>);
  assert.match(archive, '<section class="blog-archive__year" aria-labelledby="2025"><h2 id="2025">2025</h2>');
});

test.run();
