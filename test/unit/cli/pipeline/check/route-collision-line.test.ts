/**
 * Two pages on one route are reported at the line that chose the route: a doc's `slug:` that
 * lands on a tag page is blamed there, not at the tagged doc, which has no line to point at;
 * a page on a built-in page's route is blamed at the page, not at the config.
 */
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rmSync } from 'node:fs';
import { relative } from 'node:path';
import { loadConfig } from '../../../../../cli/config/load-config';
import { loadSite } from '../../../../../cli/pipeline/site';
import { writeSiteFiles } from '../../../../helpers/site-files';

test('a doc slug on the route of a tag page is an error at the slug line, naming both files', async () => {
  const dir = writeSiteFiles('opdocs-route-collision-line-', {
    'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.com' }),
    'content/docs/tagged.md': '---\ntags: [foo]\n---\n# Tagged\n',
    'content/docs/zz-collide.md': '---\ntitle: Z\nslug: /tags/foo\n---\n# Z\n',
  });
  try {
    const { result, errors } = await loadSite(await loadConfig(dir));
    assert.is(result, null);
    assert.equal(errors.map((e) => [relative(dir, e.file ?? ''), e.line]), [['content/docs/zz-collide.md', 3]]);
    assert.match(errors[0].message, 'two pages claim the route /docs/tags/foo: ');
    assert.match(errors[0].message, 'content/docs/tagged.md (doc-tag)');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a page on the route of a built-in page (the search page) is blamed at the page file, not at the config', async () => {
  const dir = writeSiteFiles('opdocs-route-collision-line-', {
    'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.com' }),
    'content/docs/intro.md': '# Intro\n',
    'content/pages/search.md': '# My search\n',
  });
  try {
    const { result, errors } = await loadSite(await loadConfig(dir));
    assert.is(result, null);
    assert.equal(errors.map((e) => [relative(dir, e.file ?? ''), e.message]), [
      ['content/pages/search.md', 'two pages claim the route /search: content/pages/search.md (page) and site.config.json (search)'],
    ]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a doc whose `id: ..` makes a route outside the output is an error at the id line, saying to change the id', async () => {
  const dir = writeSiteFiles('opdocs-route-collision-line-', {
    'site.config.json': JSON.stringify({ title: 'T', url: 'https://example.com' }),
    'content/docs/intro.md': '# Intro\n',
    'content/docs/guide/up.md': '---\ntitle: Up\nid: ".."\n---\n# Up\n',
  });
  try {
    const { result, errors } = await loadSite(await loadConfig(dir));
    assert.is(result, null);
    assert.equal(errors.map((e) => [relative(dir, e.file ?? ''), e.line, e.column]), [['content/docs/guide/up.md', 3, 5]]);
    assert.match(errors[0].hint ?? '', 'give the doc an id of plain characters');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
