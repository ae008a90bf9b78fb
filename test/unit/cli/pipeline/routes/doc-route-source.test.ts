/**
 * A doc route names the doc's file as Docusaurus' `useDoc().metadata.source` does, so a
 * swizzled doc footer can build its own "edit" or "view source" link from it.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { parseConfig } from '../../../../../cli/config/load-config';
import { parseMarkdown } from '../../../../../cli/pipeline/parse/markdown';
import { loadDocs } from '../../../../../cli/pipeline/routes/docs';
import { createDocRoute } from '../../../../../cli/pipeline/routes/doc-routes';
import { createSiteData } from '../../../../helpers/fixtures';

function sourceOf(rel: string, contentDir = ''): string | undefined {
  const config = parseConfig(`{"title":"T","url":"https://e.com","baseUrl":"/"${contentDir ? `,"contentDir":"${contentDir}"` : ''}}`, '/site/site.config.json', {});
  const root = contentDir ? `/site/${contentDir}/docs` : '/site/docs';
  const { docs } = loadDocs([{ file: `${root}/${rel}`, rel, text: '---\ntitle: Setup\n---\nBody.\n' }], { versionPath: '/docs' });
  const doc = docs[0];
  const { route } = createDocRoute({
    site: createSiteData({ baseUrl: '/' }), config, doc, docsById: new Map([[doc.id, doc]]), docTagsPath: '/docs/tags',
    parsed: parseMarkdown({ source: doc.body, file: doc.file, lineOffset: doc.lineOffset, isMdx: false }),
    sidebar: null, version: { name: 'current', label: 'Next', badge: false, banner: null },
  });
  return route.source;
}

test('a doc route names its file under @site/, as Docusaurus gives metadata.source', () => {
  assert.is(sourceOf('guides/setup.mdx'), '@site/docs/guides/setup.mdx');
});

test('the source path runs from the site folder, through the content folder when the site has one', () => {
  assert.is(sourceOf('intro.md', 'content'), '@site/content/docs/intro.md');
});

test.run();
